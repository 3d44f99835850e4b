import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiGet } from '../api/http';
import { userFixture } from '../test/user-fixture';
import { AppRoutes } from './AppRoutes';
import { setUserInfo } from './user-store';

vi.mock('../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn(() => Promise.resolve(undefined)) }));

function renderAt(path: string) {
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
}

describe('navigation rules (SPEC §2)', () => {
  it('sends any path to /login without stored user info', async () => {
    renderAt('/index');
    expect(await screen.findByPlaceholderText('用户名', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('always allows /login', async () => {
    setUserInfo(userFixture());
    renderAt('/login');
    expect(await screen.findByPlaceholderText('用户名', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('opens / at the first stored menu URL, inside the shell', async () => {
    setUserInfo(userFixture());
    renderAt('/');
    expect(await screen.findByText('欢迎，系统管理员', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('account-name').textContent).toContain('admin');
  });

  it('shows a Chinese 404 for unknown screens', async () => {
    setUserInfo(userFixture());
    renderAt('/no-such-screen');
    expect(await screen.findByText('页面不存在', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('refreshes the menus from the server, so a role change shows at the next navigation', async () => {
    const stored = userFixture();
    setUserInfo(stored);
    vi.mocked(apiGet).mockResolvedValueOnce({ ...stored, menuList: stored.menuList.slice(0, 1) });
    const { container } = renderAt('/index');
    expect(await screen.findByText('欢迎，系统管理员', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() =>
      expect(container.querySelector('.ant-layout-sider')?.textContent).not.toContain('系统管理'),
    );
    expect(apiGet).toHaveBeenCalledWith('/user/current', undefined, { silent: true });
  });
});
