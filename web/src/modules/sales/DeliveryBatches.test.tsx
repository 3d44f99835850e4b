import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, sent, serve } from '../admin/admin-testing';
import { DeliveryBatches } from './DeliveryBatches';

vi.mock('../../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const KG = 1_000_000;
const OFFERED = '/order/queryProductStockOutBatches';
const SAVE = '/order/saveProductStockOutBatches';
/** A delivery of 40 kg of blue (FEFO: all from E2) and 5 kg of red, one order line each. */
const row = {
  id: 9,
  status: 'APPROVAL_PENDING',
  version: 2,
  items: [
    {
      id: 91,
      lineNo: 1,
      orderLineId: 501,
      orderLineIdLabel: 'XS20260301001 第1行',
      productLabel: 'SJ-B15-01 酞菁蓝',
      batchNo: 'E2',
      qty: 40 * KG,
    },
    {
      id: 92,
      lineNo: 2,
      orderLineId: 502,
      orderLineIdLabel: 'XS20260301001 第2行',
      productLabel: 'SJ-R101-01 氧化铁红',
      batchNo: 'R1',
      qty: 5 * KG,
    },
  ],
};
const offered = {
  orderLineId: 501,
  productId: 7,
  label: 'SJ-B15-01 酞菁蓝',
  qty: 40 * KG,
  outDate: '20260301',
  current: [{ batchNo: 'E2', allocationId: 6, allocationLabel: 'CP-B-02 成品B-02货位', qty: 40 * KG }],
  batches: [
    {
      batchNo: 'EX',
      allocationId: 7,
      allocationLabel: 'CP-B-03 成品B-03货位',
      qty: 20 * KG,
      expiryDate: '20200101',
      expired: true,
    },
    {
      batchNo: 'E2',
      allocationId: 6,
      allocationLabel: 'CP-B-02 成品B-02货位',
      qty: 50 * KG,
      expiryDate: '20981231',
      expired: false,
    },
    {
      batchNo: 'E1',
      allocationId: 5,
      allocationLabel: 'CP-B-01 成品B-01货位',
      qty: 15 * KG,
      expiryDate: '20991231',
      expired: false,
    },
  ],
};

describe('调整批号 on a sales delivery', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    serve({ [OFFERED]: offered, [SAVE]: { id: 9 } });
  });

  it('is the store’s, and only while the goods have not left', () => {
    const view = renderScreen(<DeliveryBatches row={row} roles={['Saler']} reload={vi.fn()} />);
    expect(screen.queryByText('仓库调整批号')).toBeNull();
    view.unmount();
    const out = renderScreen(
      <DeliveryBatches row={{ ...row, status: 'OUT_PUT_WAREHOUSE' }} roles={['Store']} reload={vi.fn()} />,
    );
    expect(screen.queryByText('仓库调整批号')).toBeNull();
    out.unmount();
    renderScreen(
      <DeliveryBatches
        row={{ ...row, status: 'OUT_PUT_WAREHOUSE_PENDING' }}
        roles={['Store']}
        reload={vi.fn()}
      />,
    );
    expect(screen.getByText('仓库调整批号')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '调整批号：SJ-B15-01 酞菁蓝（XS20260301001 第1行，40.000 kg）',
      '调整批号：SJ-R101-01 氧化铁红（XS20260301001 第2行，5.000 kg）',
    ]);
  });

  it('offers the batches free for the line, expired greyed, and saves a mix that adds up to the line', async () => {
    const reload = vi.fn();
    renderScreen(<DeliveryBatches row={row} roles={['StoreMaster']} reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: /SJ-B15-01/ }));
    const dialog = (await screen.findByText('调整批号：SJ-B15-01 酞菁蓝')).closest(
      '.ant-modal',
    ) as HTMLElement;
    expect(sent(OFFERED)).toEqual([{ id: 9, orderLineId: 501 }]);
    const take = (batch: string) => within(dialog).getByLabelText(`批号 ${batch} 出库`) as HTMLInputElement;
    await waitFor(() => expect(take('E2').value).toBe('40.000'));
    expect(take('EX').disabled).toBe(true);
    expect(within(dialog).getByText('已过期')).toBeTruthy();
    expect(within(dialog).getByText('CP-B-01 成品B-01货位')).toBeTruthy();

    await userEvent.clear(take('E2'));
    await userEvent.type(take('E2'), '20');
    await userEvent.type(take('E1'), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('批号合计 35.000 kg 与出库数量 40.000 kg 不一致')).toBeTruthy();
    expect(sent(SAVE)).toHaveLength(0);

    await userEvent.clear(take('E2'));
    await userEvent.type(take('E2'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(sent(SAVE)).toEqual([
      {
        id: 9,
        version: 2,
        lines: [
          { orderLineId: 501, batchNo: 'E2', allocationId: 6, qty: 25 * KG },
          { orderLineId: 501, batchNo: 'E1', allocationId: 5, qty: 15 * KG },
        ],
      },
    ]);
  });
});
