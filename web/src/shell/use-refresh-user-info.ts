import type { UserInfo } from '@tiangong/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiGet } from '../api/http';
import { getUserInfo, setUserInfo } from './user-store';

/**
 * Role and menu changes take effect at the user's next request on the server; this keeps the
 * left menu in step: on each route change the user info is fetched again (one light query) and
 * stored when it changed. An ended session answers 15030003, which the client turns into a
 * return to the login page.
 */
export function useRefreshUserInfo(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshes on every route change by design
  useEffect(() => {
    void apiGet<UserInfo>('/user/current', undefined, { silent: true }).then((fresh) => {
      const stored = getUserInfo();
      if (!fresh || !stored || fresh.userName.toLowerCase() !== stored.userName.toLowerCase()) return;
      if (JSON.stringify(fresh) !== JSON.stringify(stored)) setUserInfo(fresh);
    });
  }, [pathname]);
}
