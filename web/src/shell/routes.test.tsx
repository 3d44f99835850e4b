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

  it('refuses a screen outside the user’s menu, with a way back, and never loads its data', async () => {
    setUserInfo(userFixture());
    vi.mocked(apiGet).mockClear();
    renderAt('/material-stock');
    expect(await screen.findByText('无权访问此页面', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /返回首页/ })).toBeTruthy();
    // Only the shell's own refresh of the user info went out, no call of the screen.
    expect(vi.mocked(apiGet).mock.calls.map(([path]) => path)).toEqual(['/user/current']);
  });

  it('opens a detail route of a screen in the menu', async () => {
    setUserInfo(userFixture());
    renderAt('/supplier/detail');
    expect(await screen.findByText('未指定要查看的记录', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('无权访问此页面')).toBeNull();
  });

  it('refreshes the menus from the server, so a role change shows at the next navigation', async () => {
    const stored = userFixture();
    setUserInfo(stored);
    // The home page asks for more than the user (reminders): only /user/current answers the new menus.
    const refreshed = { ...stored, menuList: stored.menuList.slice(0, 1) };
    vi.mocked(apiGet).mockImplementation((path: string) =>
      Promise.resolve(path === '/user/current' ? refreshed : undefined),
    );
    const { container } = renderAt('/index');
    expect(await screen.findByText('欢迎，系统管理员', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() =>
      expect(container.querySelector('.ant-layout-sider')?.textContent).not.toContain('系统管理'),
    );
    expect(apiGet).toHaveBeenCalledWith('/user/current', undefined, { silent: true });
  });
});
