import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, removeModals } from './testing';
import { useWarningDialog, WarningDialog } from './WarningDialog';

afterEach(removeModals);

function Harness({ done }: { done: () => void }) {
  const warn = useWarningDialog();
  return <Button onClick={() => warn('单据已被他人修改').then(done)}>go</Button>;
}

describe('WarningDialog', () => {
  it('shows 警告, the content and one 知道了 button that closes it', async () => {
    const onClose = vi.fn();
    render(<WarningDialog open content="库存不足，无法出库" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: '警告' })).toBeTruthy();
    expect(screen.getByText('库存不足，无法出库')).toBeTruthy();
    const footerButtons = document.querySelectorAll('.ant-modal-footer button');
    expect(footerButtons).toHaveLength(1);
    await userEvent.click(getButton('知道了'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes a custom title', () => {
    render(<WarningDialog open title="账号已切换" content="请重新登录" onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '账号已切换' })).toBeTruthy();
  });

  it('useWarningDialog resolves when 知道了 is clicked', async () => {
    const done = vi.fn();
    render(
      <App>
        <Harness done={done} />
      </App>,
    );
    await userEvent.click(getButton('go'));
    expect(await screen.findByText('单据已被他人修改')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '警告' })).toBeTruthy();
    await userEvent.click(getButton('知道了'));
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
  });
});
