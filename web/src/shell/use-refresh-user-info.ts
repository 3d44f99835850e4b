import type { UserInfo } from '@tiangong/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { apiGet } from '../api/http';
import { getUserInfo, setUserInfo } from './user-store';

const MIN_GAP_MS = 5_000;

/**
 * Role and menu changes take effect at the user's next request on the server; this keeps the
 * left menu in step: on each route change (at most every 5 s) the user info is fetched again and
 * stored when it changed. An ended session answers 15030003, which the client turns into a
 * return to the login page.
 */
export function useRefreshUserInfo(): void {
  const { pathname } = useLocation();
  const lastFetch = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshes on every route change by design
  useEffect(() => {
    const now = Date.now();
    if (now - lastFetch.current < MIN_GAP_MS) return;
    lastFetch.current = now;
    void apiGet<UserInfo>('/user/current', undefined, { silent: true }).then((fresh) => {
      const stored = getUserInfo();
      if (!fresh || !stored || fresh.userName.toLowerCase() !== stored.userName.toLowerCase()) return;
      if (JSON.stringify(fresh) !== JSON.stringify(stored)) setUserInfo(fresh);
    });
  }, [pathname]);
}
