import { menuScreenOf, type UserInfo } from '@tiangong/domain';
import { lazy, type ReactNode } from 'react';
import { useUserInfo } from './use-user-info';

export const MSG_NO_SCREEN_ACCESS = '无权访问此页面';

// The refusal page is loaded on demand: this guard sits in the /login bundle.
const NoAccessPage = lazy(() => import('./NoAccessPage'));

/** Whether the user's menu holds the screen a route belongs to (its detail and tabs routes included). */
export function menuHolds(user: UserInfo | null, url: string): boolean {
  const menu = menuScreenOf(url);
  if (!user || !menu) return false;
  return user.menuList.some((m) => m.menuUrl === menu || m.subMenuList.some((s) => s.menuUrl === menu));
}

/**
 * A screen opened by URL that is not in the user's menu says so, with a way back, instead of
 * loading (the server refuses its data anyway; this spares an empty table under an error toast).
 * The menu is the one the server answered at login and refreshes after it.
 */
export function ScreenGuard({ url, children }: { url: string; children: ReactNode }) {
  const user = useUserInfo();
  return menuHolds(user, url) ? children : <NoAccessPage />;
}
