import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../test/user-fixture';
import { MSG_ACCOUNT_SWITCHED, useAccountSwitchCheck } from './use-account-switch-check';
import { setUserInfo } from './user-store';

function Probe({ name }: { name: string }) {
  useAccountSwitchCheck(name);
  return <div>业务页面</div>;
}

function LoginProbe() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return <div>登录页{notice}</div>;
}

function renderAt(name: string) {
  return render(
    <App>
      <MemoryRouter initialEntries={['/index']}>
        <Routes>
          <Route path="/index" element={<Probe name={name} />} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

describe('account-switch check (every 20 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('leaves for /login with the message when another tab logged in as someone else', async () => {
    setUserInfo(userFixture({ userName: 'admin' }));
    renderAt('admin');
    setUserInfo(userFixture({ userName: 'saler' }));
    await act(async () => vi.advanceTimersByTime(19_999));
    expect(screen.getByText('业务页面')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText(`登录页${MSG_ACCOUNT_SWITCHED}`)).toBeTruthy();
    expect(MSG_ACCOUNT_SWITCHED).toBe('账号已切换，请退出系统重新登录');
  });

  it('compares names ignoring case', async () => {
    setUserInfo(userFixture({ userName: 'Admin' }));
    renderAt('admin');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('业务页面')).toBeTruthy();
  });
});
