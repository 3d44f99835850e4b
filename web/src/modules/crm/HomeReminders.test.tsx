import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, loginAs, renderScreen, sent, serve } from '../../documents/documents-testing';
import IndexPage from '../home/IndexPage';

vi.mock('../../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

/** Issue 15: a salesperson's follow-ups due and customers about to return to the pool, on /index. */
describe('reminders on the home page', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows a salesperson what is due and what returns to the pool, each opening its customer', async () => {
    loginAs(['Saler']);
    serve({
      '/customer/queryFollowUpReminderList': [
        {
          id: 5,
          code: 'KH005',
          name: '常州电池',
          nextFollowDate: '20261101',
          lastContent: '约寄样',
          overdue: true,
        },
        {
          id: 6,
          code: 'KH006',
          name: '无锡涂料',
          nextFollowDate: '20261125',
          lastContent: '报价',
          overdue: false,
        },
      ],
      '/customer/queryPoolReminderList': [
        { id: 7, code: 'KH007', name: '苏州油墨', daysLeft: 2, reason: '30天未跟进' },
      ],
    });
    renderScreen(<IndexPage />, '/index');
    const follow = await screen.findByTestId('home-follow-ups');
    await waitFor(() => expect(within(follow).getByText('今日待跟进（2）')).toBeTruthy());
    expect(within(follow).getByText('逾期 2026-11-01')).toBeTruthy();
    expect(within(follow).getByText('今天')).toBeTruthy();
    const due = screen.getByTestId('home-pool-due');
    await waitFor(() => expect(within(due).getByText('2天后退回')).toBeTruthy());
    await userEvent.click(within(due).getByRole('link', { name: '苏州油墨' }));
    expect(currentUrl()).toBe('/customer/customerDetail?id=7');
  });

  it('asks nothing for those who keep no customers', async () => {
    loginAs(['Store']);
    serve({});
    renderScreen(<IndexPage />, '/index');
    expect(await screen.findByText('常用功能')).toBeTruthy();
    expect(screen.queryByTestId('home-follow-ups')).toBeNull();
    expect(sent('/customer/queryFollowUpReminderList')).toEqual([]);
  });
});
