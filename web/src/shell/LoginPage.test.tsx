import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../api/http';
import { userFixture } from '../test/user-fixture';
import { getButton } from '../widgets/testing';
import LoginPage from './LoginPage';
import { getUserInfo, setRememberedAccount } from './user-store';

vi.mock('../api/http', () => ({ apiPost: vi.fn() }));
const post = vi.mocked(apiPost);

function renderLogin() {
  render(
    <App>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/index" element={<div>首页内容</div>} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

describe('login page', () => {
  afterEach(() => post.mockReset());

  it('stores the user info, remembers only the account name, and opens the first menu', async () => {
    post.mockResolvedValue(userFixture());
    renderLogin();
    fireEvent.change(screen.getByPlaceholderText('用户名'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'admin123' } });
    fireEvent.click(screen.getByText('记住账号（30天内免登录）'));
    fireEvent.click(getButton('登录'));
    expect(await screen.findByText('首页内容')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/user/login', {
      userName: 'admin',
      password: 'admin123',
      remember: true,
    });
    expect(getUserInfo()?.userName).toBe('admin');
    expect(localStorage.getItem('rememberedUserName')).toBe('admin');
    const everything = Object.keys(localStorage)
      .map((k) => localStorage.getItem(k))
      .join('|');
    expect(everything).not.toContain('admin123');
  });

  it('pre-fills a remembered account name', () => {
    setRememberedAccount('storemaster');
    renderLogin();
    expect((screen.getByPlaceholderText('用户名') as HTMLInputElement).value).toBe('storemaster');
  });

  it('requires both fields', async () => {
    renderLogin();
    fireEvent.click(getButton('登录'));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    await waitFor(() => expect(post).not.toHaveBeenCalled());
  });

  it('shows the notice it was sent with (the account-switch message)', () => {
    render(
      <App>
        <MemoryRouter
          initialEntries={[{ pathname: '/login', state: { notice: '账号已切换，请退出系统重新登录' } }]}
        >
          <Routes>
            <Route path="/login" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </App>,
    );
    expect(screen.getByRole('alert').textContent).toBe('账号已切换，请退出系统重新登录');
  });
});
