import { Limits } from '@tiangong/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getUserInfo } from './user-store';

export const MSG_ACCOUNT_SWITCHED = '账号已切换，请退出系统重新登录';

/**
 * Every 20 s the stored user name (shared by all tabs) is compared, ignoring case, with the
 * account name this header shows. When another tab logged in as someone else, this tab leaves
 * for /login with the SPEC message. It does not call the server's logout: the session cookie now
 * belongs to the other account, which must stay logged in.
 */
export function useAccountSwitchCheck(
  headerName: string,
  intervalMs: number = Limits.accountSwitchCheckMs,
): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!headerName) return;
    const timer = window.setInterval(() => {
      const stored = getUserInfo()?.userName ?? '';
      if (stored.toLowerCase() === headerName.toLowerCase()) return;
      window.clearInterval(timer);
      // The login page shows the notice: this layout (and anything it shows) unmounts now.
      navigate('/login', { replace: true, state: { notice: MSG_ACCOUNT_SWITCHED } });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [headerName, intervalMs, navigate]);
}
