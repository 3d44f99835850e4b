import { Limits } from '@tiangong/domain';
import { App } from 'antd';
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
  const { modal } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    if (!headerName) return;
    const timer = window.setInterval(() => {
      const stored = getUserInfo()?.userName ?? '';
      if (stored.toLowerCase() === headerName.toLowerCase()) return;
      window.clearInterval(timer);
      navigate('/login', { replace: true });
      modal.warning({ title: '提示', content: MSG_ACCOUNT_SWITCHED, okText: '知道了' });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [headerName, intervalMs, modal, navigate]);
}
