import '../api/loading-mask.css';

/** Shown while a lazily loaded screen arrives; plain CSS so the entry bundle stays small. */
export function PageFallback() {
  return (
    <div style={{ padding: 48, display: 'flex', justifyContent: 'center' }}>
      <span className="tg-loading-spinner" />
    </div>
  );
}
