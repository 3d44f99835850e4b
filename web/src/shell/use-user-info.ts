import type { UserInfo } from '@tiangong/domain';
import { useSyncExternalStore } from 'react';
import { getUserInfo, LOGIN_EVENT, LOGOUT_EVENT } from './user-store';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(LOGIN_EVENT, onChange);
  window.addEventListener(LOGOUT_EVENT, onChange);
  return () => {
    window.removeEventListener(LOGIN_EVENT, onChange);
    window.removeEventListener(LOGOUT_EVENT, onChange);
  };
}

let cachedRaw: string | null = null;
let cachedInfo: UserInfo | null = null;

// The snapshot must be stable between changes, so parse only when the stored text changes.
function snapshot(): UserInfo | null {
  const raw = localStorage.getItem('userInfo');
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedInfo = getUserInfo();
  }
  return cachedInfo;
}

/** The stored user info, re-rendering on login and logout events (the layout shows or hides menus). */
export function useUserInfo(): UserInfo | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
