import { Limits } from '@tiangong/domain';
import { App, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { isOperationType, type OperationType, OperationVerb } from './operation-verbs';

/**
 * Operation confirm dialog of SPEC §2/§4: 450 px, not closable by clicking outside.
 * Default prompt `确认{verb}{formName}？`; title `确认{verb}`, or `提示` for an unknown operation.
 */
export interface OperationConfirmOptions {
  /** One of SPEC's operation types, or any other text (then the title is 提示). */
  operation?: OperationType | (string & {});
  formName?: string;
  /** Custom message replacing the default prompt. */
  content?: ReactNode;
  title?: ReactNode;
}

export function operationConfirmTexts({
  operation = '',
  formName = '',
  content,
  title,
}: OperationConfirmOptions) {
  const verb = isOperationType(operation) ? OperationVerb[operation] : undefined;
  const said = verb ?? operation;
  // A declared label may already read 确认… (确认盘点): ask 确认盘点物料盘点单？, never 确认确认盘点….
  const ask = said.startsWith('确认') ? said : `确认${said}`;
  return {
    title: title ?? (verb ? `确认${verb}` : '提示'),
    content: content ?? `${ask}${formName}？`,
  };
}

const dialogProps = {
  width: Limits.dialogWidthPx,
  mask: { closable: false },
  okText: '确定',
  cancelText: '取消',
} as const;

/** Imperative confirm outside any React tree (static Modal: no app theme). Resolves true on 确定. */
export function confirmOperation(options: OperationConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      ...dialogProps,
      ...operationConfirmTexts(options),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** The same confirm through App.useApp(), so it follows the app's theme and zh_CN locale. */
export function useOperationConfirm(): (options: OperationConfirmOptions) => Promise<boolean> {
  const { modal } = App.useApp();
  return useCallback(
    (options) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          ...dialogProps,
          ...operationConfirmTexts(options),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}

export interface OperationConfirmModalProps extends OperationConfirmOptions {
  open: boolean;
  onOk: () => void;
  onCancel: () => void;
  confirmLoading?: boolean;
}

/** Declarative form of the same dialog, for callers that keep the open state themselves. */
export function OperationConfirmModal({
  open,
  onOk,
  onCancel,
  confirmLoading,
  ...options
}: OperationConfirmModalProps) {
  const { title, content } = operationConfirmTexts(options);
  return (
    <Modal
      {...dialogProps}
      open={open}
      title={title}
      onOk={onOk}
      onCancel={onCancel}
      confirmLoading={confirmLoading}
      destroyOnHidden
    >
      {content}
    </Modal>
  );
}
