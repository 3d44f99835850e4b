import { useSyncExternalStore } from 'react';
import { loadingStore } from './loading-store';
import './loading-mask.css';

/**
 * Full-screen mask shown while any non-silent request is pending. Mount once at the app root.
 * Plain CSS rather than antd's Spin: it sits in the entry bundle that /login loads.
 */
export function LoadingMask() {
  const pending = useSyncExternalStore(loadingStore.subscribe, loadingStore.getSnapshot);
  if (pending <= 0) return null;
  return (
    <div className="tg-loading-mask" role="status" aria-live="polite">
      <span className="tg-loading-spinner" />
      <span className="tg-loading-text">加载中…</span>
    </div>
  );
}
