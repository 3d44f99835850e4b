import { Limits } from '@tiangong/domain';
import { Button, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';

/** Outcomes of the review (approval) dialog, SPEC §4. */
export type ReviewStatus = 'APPROVAL_APPROVED' | 'APPROVAL_NOT_APPROVED';

export interface ReviewResult {
  status: ReviewStatus;
  /** True only for APPROVAL_APPROVED. */
  approved: boolean;
  comment: string;
}

/** SPEC: an empty status closes the dialog without a result. */
export function reviewResult(
  status: ReviewStatus | '' | null | undefined,
  comment = '',
): ReviewResult | null {
  if (!status) return null;
  return { status, approved: status === 'APPROVAL_APPROVED', comment: comment.trim() };
}

// antd's default textarea: 14 px × 1.5714 line height = 22 px a row, plus 4 px padding and 1 px
// border each side. SPEC asks for about 8.5 rows, which the rows attribute cannot express.
const ROW_PX = 22;
export const COMMENT_BOX_HEIGHT_PX = Math.round(Limits.approvalCommentRows * ROW_PX + 10);

export interface ReviewDialogProps {
  open: boolean;
  onResult: (result: ReviewResult) => void;
  /** Called when the dialog is closed without a choice. */
  onClose: () => void;
  title?: string;
  /** Spins both buttons while the caller submits. */
  submitting?: boolean;
}

export function ReviewDialog({ open, onResult, onClose, title = '审批', submitting }: ReviewDialogProps) {
  const [comment, setComment] = useState('');

  // Each opening starts with an empty opinion.
  useEffect(() => {
    if (open) setComment('');
  }, [open]);

  const choose = (status: ReviewStatus) => {
    const result = reviewResult(status, comment);
    if (result) onResult(result);
  };

  return (
    <Modal
      open={open}
      title={title}
      width={Limits.dialogWidthPx}
      mask={{ closable: false }}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="reject" danger disabled={submitting} onClick={() => choose('APPROVAL_NOT_APPROVED')}>
          不通过
        </Button>,
        <Button key="approve" type="primary" loading={submitting} onClick={() => choose('APPROVAL_APPROVED')}>
          通过
        </Button>,
      ]}
    >
      <Input.TextArea
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        placeholder="请输入审批意见"
        aria-label="审批意见"
        style={{ height: COMMENT_BOX_HEIGHT_PX, resize: 'none' }}
      />
    </Modal>
  );
}
