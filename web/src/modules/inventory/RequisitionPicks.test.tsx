import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { materialRequisition } from '@tiangong/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, sent, serve } from '../admin/admin-testing';
import { requisitionPicksPanel } from './RequisitionPicks';

const RequisitionPicks = requisitionPicksPanel(materialRequisition);

vi.mock('../../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const KG = 1_000_000;
const row = {
  id: 7,
  status: 'OUT_PUT_WAREHOUSE_PENDING',
  version: 3,
  warehouseId: 2,
  applyDate: '20261110',
  items: [{ id: 70, lineNo: 1, materielId: 5, materielLabel: 'YL-PB153 酞菁蓝', qty: 15 * KG }],
};
const picks = [
  {
    lineId: 70,
    lineNo: 1,
    itemId: 5,
    label: 'YL-PB153 酞菁蓝',
    batchNo: 'A',
    allocationId: 0,
    allocationLabel: null,
    qty: 10 * KG,
    expiryDate: '20270101',
  },
  {
    lineId: 70,
    lineNo: 1,
    itemId: 5,
    label: 'YL-PB153 酞菁蓝',
    batchNo: 'B',
    allocationId: 0,
    allocationLabel: null,
    qty: 5 * KG,
    expiryDate: '20270601',
  },
];

describe('批号分配 on a requisition', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    serve({
      '/apply/queryRequisitionPicks': picks,
      // What is still free: B's other 5 kg and a third batch; the line's own 15 kg are reserved.
      '/apply/queryAvailableBatches': [
        { batchNo: 'B', allocationId: 0, qty: 5 * KG, expiryDate: '20270601', firstInDate: '20261001' },
        { batchNo: 'C', allocationId: 0, qty: 20 * KG, expiryDate: null, firstInDate: '20261101' },
        // Expired two days before the requisition's date.
        { batchNo: 'D', allocationId: 0, qty: 3 * KG, expiryDate: '20261108', firstInDate: '20240901' },
      ],
      '/apply/saveItemMultiBatchNo': { id: 7 },
    });
  });

  it('shows the batches a line took and lets the store take another mix that adds up', async () => {
    const reload = vi.fn();
    renderScreen(<RequisitionPicks row={row} roles={['StoreMaster']} reload={reload} />);
    expect(await screen.findByText('A')).toBeTruthy();
    expect(screen.getByText('2027-01-01')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '调整第 1 行批号' }));
    const dialog = (await screen.findByText(/第 1 行批号分配/)).closest('.ant-modal') as HTMLElement;
    // The line's own picks count as free for it: B shows 5 + 5 kg.
    await waitFor(() => expect(within(dialog).getAllByText('10.000')).toHaveLength(2)); // A: 10 own; B: 5 + 5
    const take = (batch: string) => within(dialog).getByLabelText(`批号 ${batch} 领用`);
    await userEvent.clear(take('A'));
    await userEvent.clear(take('B'));
    await userEvent.type(take('B'), '7.5');
    await userEvent.type(take('C'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(/批号分配合计 12.5/)).toBeTruthy();
    expect(sent('/apply/saveItemMultiBatchNo')).toHaveLength(0);
    await userEvent.clear(take('C'));
    await userEvent.type(take('C'), '7.5');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(sent('/apply/saveItemMultiBatchNo')).toEqual([
      {
        id: 7,
        version: 3,
        lineId: 70,
        picks: [
          { batchNo: 'B', allocationId: 0, qty: 7.5 * KG },
          { batchNo: 'C', allocationId: 0, qty: 7.5 * KG },
        ],
      },
    ]);
  });

  it('marks a batch expired by the requisition date and does not let the store take it', async () => {
    renderScreen(<RequisitionPicks row={row} roles={['StoreMaster']} reload={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: '调整第 1 行批号' }));
    const dialog = (await screen.findByText(/第 1 行批号分配/)).closest('.ant-modal') as HTMLElement;
    const expiredRow = (await within(dialog).findByText('D')).closest('tr') as HTMLElement;
    expect(within(expiredRow).getByText('已过期')).toBeTruthy();
    expect((within(dialog).getByLabelText('批号 D 领用') as HTMLInputElement).disabled).toBe(true);
    const freshRow = within(dialog).getByText('C').closest('tr') as HTMLElement;
    expect(within(freshRow).queryByText('已过期')).toBeNull();
    expect((within(dialog).getByLabelText('批号 C 领用') as HTMLInputElement).disabled).toBe(false);
  });

  it('offers no change once collected, nor to those who do not run the store', async () => {
    renderScreen(
      <RequisitionPicks
        row={{ ...row, status: 'IN_PUT_WAREHOUSE' }}
        roles={['StoreMaster']}
        reload={vi.fn()}
      />,
    );
    expect(await screen.findByText('A')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '调整第 1 行批号' })).toBeNull();
    renderScreen(<RequisitionPicks row={row} roles={['Saler']} reload={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '调整第 1 行批号' })).toBeNull();
  });
});
