import { CloseOutlined } from '@ant-design/icons';
import { Limits } from '@tiangong/domain';
import { Button, Flex } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { NO_PRINT_CLASS } from './print-styles';

const OVERLAY_CLASS = 'tg-doc-print-overlay';

// On screen the overlay covers the page and scrolls; on paper it must flow over several pages,
// which a fixed, scrolling box would clip to its first screenful.
const overlayStyles = `
.${OVERLAY_CLASS} { position: fixed; inset: 0; z-index: 1000; overflow: auto; background: #f0f2f5; padding: 16px 0; }
@media print {
  .${OVERLAY_CLASS} { position: absolute; inset: auto; left: 0; top: 0; overflow: visible; padding: 0; background: #fff; }
}
`;

/**
 * A print view over the whole screen (the forms in `children`, usually a PrintLayout with its 打印
 * button); 关闭 or Esc returns. `actions` go beside 关闭 and are not printed.
 */
export function PrintOverlay({
  open,
  onClose,
  actions,
  children,
}: {
  open: boolean;
  onClose: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <div className={OVERLAY_CLASS} role="dialog" aria-label="打印预览">
      <style>{overlayStyles}</style>
      <Flex
        className={NO_PRINT_CLASS}
        justify="flex-end"
        gap={8}
        style={{ width: Limits.printWidthPx, margin: '0 auto 8px' }}
      >
        {actions}
        <Button icon={<CloseOutlined />} onClick={onClose}>
          关闭
        </Button>
      </Flex>
      {children}
    </div>,
    document.body,
  );
}
