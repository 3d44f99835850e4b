import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../api/http';
import { getButton, removeModals } from '../widgets/testing';
import { ChangePasswordDialog } from './ChangePasswordDialog';

vi.mock('../api/http', () => ({ apiPost: vi.fn() }));
const post = vi.mocked(apiPost);

function renderDialog(onClose = vi.fn()) {
  render(
    <App>
      <ChangePasswordDialog open onClose={onClose} />
    </App>,
  );
  return onClose;
}

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('修改密码 dialog', () => {
  afterEach(() => {
    removeModals();
    post.mockReset();
  });

  it('asks for the old password first, then the new one', async () => {
    renderDialog();
    fireEvent.click(getButton('保存'));
    expect(await screen.findAllByText('请输入旧密码')).not.toHaveLength(0);
    type('请输入旧密码', 'admin123');
    fireEvent.click(getButton('保存'));
    expect(await screen.findAllByText('请输入新密码')).not.toHaveLength(0);
    expect(post).not.toHaveBeenCalled();
  });

  it('checks the SPEC password format before calling the server', async () => {
    renderDialog();
    type('请输入旧密码', 'admin123');
    type('请输入新密码', 'abc');
    fireEvent.click(getButton('保存'));
    expect(await screen.findByText('新密码须为6-20位字母和数字，且同时包含字母和数字')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('on success shows the message, closes and clears both fields', async () => {
    post.mockResolvedValue(null);
    const onClose = renderDialog();
    type('请输入旧密码', 'admin123');
    type('请输入新密码', 'newpass123');
    fireEvent.click(getButton('保存'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/user/changPassword', {
      oldPassword: 'admin123',
      newPassword: 'newpass123',
    });
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
    expect((screen.getByPlaceholderText('请输入旧密码') as HTMLInputElement).value).toBe('');
    expect((screen.getByPlaceholderText('请输入新密码') as HTMLInputElement).value).toBe('');
  });

  it('stays open when the server refuses', async () => {
    post.mockResolvedValue(undefined);
    const onClose = renderDialog();
    type('请输入旧密码', 'wrong123');
    type('请输入新密码', 'newpass123');
    fireEvent.click(getButton('保存'));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
  });
});
