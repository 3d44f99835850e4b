import type { UserInfo } from '@tiangong/domain';

/**
 * The user info of SPEC §3, kept in localStorage so every tab of the browser shares it
 * (the 20 s account-switch check relies on that). Login and logout are announced as window
 * events so the layout can show or hide the menus.
 */
const USER_KEY = 'userInfo';
const REMEMBERED_ACCOUNT_KEY = 'rememberedUserName';
export const LOGIN_EVENT = 'tiangong:login';
export const LOGOUT_EVENT = 'tiangong:logout';

export function getUserInfo(): UserInfo | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInfo;
  } catch {
    return null;
  }
}

export function setUserInfo(info: UserInfo): void {
  localStorage.setItem(USER_KEY, JSON.stringify(info));
  window.dispatchEvent(new Event(LOGIN_EVENT));
}

export function clearUserInfo({ announce = true }: { announce?: boolean } = {}): void {
  localStorage.removeItem(USER_KEY);
  if (announce) window.dispatchEvent(new Event(LOGOUT_EVENT));
}

/** SPEC's "remembered password": we remember only the account name (see docs/SECURITY.md). */
export function getRememberedAccount(): string {
  return localStorage.getItem(REMEMBERED_ACCOUNT_KEY) ?? '';
}

export function setRememberedAccount(userName: string | null): void {
  if (userName) localStorage.setItem(REMEMBERED_ACCOUNT_KEY, userName);
  else localStorage.removeItem(REMEMBERED_ACCOUNT_KEY);
}
