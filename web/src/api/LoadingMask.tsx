import { Spin } from 'antd';
import { useSyncExternalStore } from 'react';
import { loadingStore } from './loading-store';

/** Full-screen mask shown while any non-silent request is pending. Mount once at the app root. */
export function LoadingMask() {
  const pending = useSyncExternalStore(loadingStore.subscribe, loadingStore.getSnapshot);
  if (pending <= 0) return null;
  return <Spin fullscreen spinning description="加载中…" />;
}
