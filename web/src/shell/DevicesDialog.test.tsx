import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OwnSession as Device } from '@tiangong/domain';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost } from '../api/http';
import { buttonName, getButton, removeModals } from '../widgets/testing';
import { DevicesDialog } from './DevicesDialog';

vi.mock('../api/http', () => ({ apiGet: vi.fn(), apiPost: vi.fn() }));
const get = vi.mocked(apiGet);
const post = vi.mocked(apiPost);

const chromeWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const safariIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const devices: Device[] = [
  {
    id: 7,
    createdAt: '2026-11-24T01:00:00.000Z',
    lastSeenAt: '2026-11-24T02:30:00.000Z',
    ip: '10.0.0.5',
    userAgent: chromeWindows,
    remember: false,
    current: true,
  },
  {
    id: 9,
    createdAt: '2026-11-20T01:00:00.000Z',
    lastSeenAt: '2026-11-21T02:30:00.000Z',
    ip: '10.0.0.9',
    userAgent: safariIphone,
    remember: true,
    current: false,
  },
];

describe('登录设备 dialog', () => {
  afterEach(() => {
    removeModals();
    get.mockReset();
    post.mockReset();
  });

  it('lists my devices, marks this one 本机, and logs another out after confirming', async () => {
    get.mockResolvedValueOnce(devices).mockResolvedValueOnce([devices[0]]);
    post.mockResolvedValue(null);
    render(
      <App>
        <DevicesDialog open onClose={vi.fn()} />
      </App>,
    );
    expect(await screen.findByText('Chrome · Windows')).toBeTruthy();
    expect(screen.getByText('Safari · iOS')).toBeTruthy();
    expect(screen.getByText('本机')).toBeTruthy();
    expect(screen.getByText('30天')).toBeTruthy();
    // Only the other device can be logged out here.
    expect(screen.getAllByRole('button', { name: buttonName('下线') })).toHaveLength(1);

    fireEvent.click(getButton('下线'));
    const dialog = await screen.findByText('确认将设备「Safari · iOS」下线？该设备需重新登录。');
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(
      within(dialog.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', {
        name: buttonName('确定'),
      }),
    );
    await waitFor(() => expect(post).toHaveBeenCalledWith('/user/logoutSession', { id: 9 }));
    expect(await screen.findByText('已将该设备下线')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Safari · iOS')).toBeNull());
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps the device when the confirm is cancelled', async () => {
    get.mockResolvedValue(devices);
    render(
      <App>
        <DevicesDialog open onClose={vi.fn()} />
      </App>,
    );
    fireEvent.click(await screen.findByRole('button', { name: buttonName('下线') }));
    await screen.findByText(/确认将设备/);
    fireEvent.click(getButton('取消'));
    await new Promise((r) => setTimeout(r, 50));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('Safari · iOS')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);
  });
});
