import { Limits } from '@tiangong/domain';
import { App, Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useCallback } from 'react';

/** General warning dialog of SPEC §2: a title (警告 by default), the content, one 知道了 button. */
export interface WarningDialogProps {
  open: boolean;
  content: ReactNode;
  title?: ReactNode;
  onClose: () => void;
}

export function WarningDialog({ open, content, title = '警告', onClose }: WarningDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={Limits.dialogWidthPx}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          知道了
        </Button>
      }
    >
      {content}
    </Modal>
  );
}

/** Imperative form through App.useApp(); resolves when the user closes it. */
export function useWarningDialog(): (content: ReactNode, title?: ReactNode) => Promise<void> {
  const { modal } = App.useApp();
  return useCallback(
    (content, title = '警告') =>
      new Promise<void>((resolve) => {
        modal.warning({
          title,
          content,
          width: Limits.dialogWidthPx,
          okText: '知道了',
          onOk: () => resolve(),
          onCancel: () => resolve(),
        });
      }),
    [modal],
  );
}
