import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMENT_BOX_HEIGHT_PX, ReviewDialog, reviewResult } from './ReviewDialog';
import { getButton, removeModals } from './testing';

afterEach(removeModals);

const setup = () => {
  const onResult = vi.fn();
  const onClose = vi.fn();
  render(<ReviewDialog open onResult={onResult} onClose={onClose} />);
  return { onResult, onClose };
};

describe('ReviewDialog', () => {
  it('is titled 审批, 450 px wide, with the opinion box and both buttons', () => {
    setup();
    expect(screen.getByRole('dialog', { name: '审批' }).style.width).toBe('450px');
    const box = screen.getByPlaceholderText('请输入审批意见');
    expect(box.style.height).toBe(`${COMMENT_BOX_HEIGHT_PX}px`);
    expect(COMMENT_BOX_HEIGHT_PX).toBe(197); // 8.5 rows of 22 px + padding and border
    expect(getButton('不通过')).toBeTruthy();
    expect(getButton('通过')).toBeTruthy();
  });

  it('通过 answers APPROVAL_APPROVED, approved, with the trimmed comment', async () => {
    const { onResult, onClose } = setup();
    await userEvent.type(screen.getByPlaceholderText('请输入审批意见'), '  价格合理，同意  ');
    await userEvent.click(getButton('通过'));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      status: 'APPROVAL_APPROVED',
      approved: true,
      comment: '价格合理，同意',
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('不通过 answers APPROVAL_NOT_APPROVED, not approved', async () => {
    const { onResult } = setup();
    await userEvent.click(getButton('不通过'));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({
      status: 'APPROVAL_NOT_APPROVED',
      approved: false,
      comment: '',
    });
  });

  it('closing without a choice calls onClose and gives no result', async () => {
    const { onResult, onClose } = setup();
    await userEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('reviewResult: an empty status means no result', () => {
    expect(reviewResult('')).toBeNull();
    expect(reviewResult(undefined)).toBeNull();
    expect(reviewResult('APPROVAL_APPROVED', ' ok ')).toEqual({
      status: 'APPROVAL_APPROVED',
      approved: true,
      comment: 'ok',
    });
  });
});
