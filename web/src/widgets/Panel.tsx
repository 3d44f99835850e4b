import type { CSSProperties, ReactNode } from 'react';

/**
 * A titled white panel, drawn like antd's Card. The screens every user opens first (the home page,
 * every list) use it instead of Card: antd's Card carries Tabs and Skeleton, ≈ 18 kB gzip that the
 * way from login to the first list cannot afford (docs/PERFORMANCE.md, bench:bundle). Styles in
 * shell/global.css (`.tg-panel`).
 */
export function Panel({
  title,
  extra,
  children,
  style,
  testId,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
  style?: CSSProperties;
  testId?: string;
}) {
  return (
    <section className="tg-panel" style={style} data-testid={testId}>
      {(title || extra) && (
        <div className="tg-panel-head">
          <div className="tg-panel-title">{title}</div>
          {extra && <div className="tg-panel-extra">{extra}</div>}
        </div>
      )}
      <div className="tg-panel-body">{children}</div>
    </section>
  );
}
