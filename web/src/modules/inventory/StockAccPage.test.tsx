import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, sent, serve } from '../admin/admin-testing';
import StockAccPage from './StockAccPage';

vi.mock('../../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const months = [
  { period: '202611', label: '2026年11月', status: 'OPEN', closedBy: null, closedAt: null },
  {
    period: '202610',
    label: '2026年10月',
    status: 'CLOSED',
    closedBy: 'finacemanager',
    closedAt: '2026-11-02T08:00:00Z',
  },
  {
    period: '202609',
    label: '2026年9月',
    status: 'CLOSED',
    closedBy: 'finacemanager',
    closedAt: '2026-10-03T08:00:00Z',
  },
];

describe('/stock-acc', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    serve({
      '/matStockAcc/queryPeriodList': months,
      '/matStockAcc/firstCheck': {
        period: '202611',
        status: 'OPEN',
        blockers: ['本月还有 1 张单据未过账'],
        pendingDocuments: [
          {
            title: '领料单',
            number: 'LL20261121001',
            date: '20261121',
            status: 'OUT_PUT_WAREHOUSE_PENDING',
            statusLabel: '待领料',
          },
        ],
        negativeCosts: [],
      },
      '/matStockAcc/lastCheck': {
        period: '202610',
        status: 'CLOSED',
        consistent: true,
        mismatches: 0,
        summary: {
          openingQty: 20e6,
          openingValue: 1280e6,
          inQty: 10e6,
          inValue: 700e6,
          outQty: 0,
          outValue: 0,
          closingQty: 30e6,
          closingValue: 1980e6,
        },
      },
      '/matStockAcc/unAccount': { period: '202610', status: 'OPEN' },
      '/finAcc/queryPeriodList': months,
      '/finAcc/firstCheck': {
        period: '202611',
        status: 'OPEN',
        blockers: ['本月还有 1 张单据未复核'],
        pendingDocuments: [
          {
            title: '销售收款',
            number: 'SK20261112001',
            date: '20261112',
            status: 'APPROVAL_PENDING',
            statusLabel: '待复核',
          },
        ],
        negativeCosts: [],
      },
    });
  });

  it('lists the months, and shows what keeps an open month from closing', async () => {
    renderScreen(<StockAccPage />, '/stock-acc');
    const open = (await screen.findByText('2026年11月')).closest('tr')!;
    expect(within(open).getByText('未结账')).toBeTruthy();
    await userEvent.click(within(open).getByRole('button', { name: '结账检查' }));
    expect(await screen.findByText('暂不能结账')).toBeTruthy();
    expect(screen.getByText('LL20261121001')).toBeTruthy();
    expect(screen.getByText('待领料')).toBeTruthy();
    expect(screen.getByText('2026-11-21')).toBeTruthy();
  });

  it('offers 结账 on the next month to close and 反结账 on the latest closed one only', async () => {
    renderScreen(<StockAccPage />, '/stock-acc');
    const open = (await screen.findByText('2026年11月')).closest('tr')!;
    expect(within(open).getByRole('button', { name: /^结\s*账$/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '反结账' })).toHaveLength(1);
    const older = screen.getByText('2026年9月').closest('tr')!;
    expect(within(older).queryByRole('button', { name: '反结账' })).toBeNull();
    expect(within(older).getByRole('button', { name: '结账后检查' })).toBeTruthy();
  });

  it('checks a closed month after closing and re-opens it after confirmation', async () => {
    renderScreen(<StockAccPage />, '/stock-acc');
    const closed = (await screen.findByText('2026年10月')).closest('tr')!;
    await userEvent.click(within(closed).getByRole('button', { name: '结账后检查' }));
    expect(await screen.findByText('期初 + 入库 − 出库 = 期末，结存与明细一致')).toBeTruthy();
    expect(screen.getByText('1,980.00')).toBeTruthy();
    await userEvent.click(within(closed).getByRole('button', { name: '反结账' }));
    const dialog = await screen.findByText('确认反结账2026年10月物料库存？');
    await userEvent.click(
      within(dialog.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定/ }),
    );
    await waitFor(() => expect(sent('/matStockAcc/unAccount')).toEqual([{ period: '202610' }]));
  });

  it('switches to 往来账: the receipts still 待复核 keep a month open; no check after closing', async () => {
    renderScreen(<StockAccPage />, '/stock-acc');
    await screen.findByText('2026年11月');
    await userEvent.click(screen.getByText('往来账'));
    const open = (await screen.findByText('2026年11月')).closest('tr')!;
    await waitFor(() => expect(sent('/finAcc/queryPeriodList')).toHaveLength(1));
    expect(screen.queryAllByRole('button', { name: '结账后检查' })).toHaveLength(0);
    await userEvent.click(within(open).getByRole('button', { name: '结账检查' }));
    expect(await screen.findByText('SK20261112001')).toBeTruthy();
    expect(screen.getByText('本月还有 1 张单据未复核')).toBeTruthy();
  });
});
