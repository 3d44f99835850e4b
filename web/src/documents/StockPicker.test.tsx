import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DocumentDef, date, defineDocument, quantity, ref, text } from '@tiangong/domain';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { DocumentFormDrawer } from './DocumentForm';
import { loginAs, page, pick, sent, serve } from './documents-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

/**
 * Issue 16: the product stock filter on line entry. A line's product declared with its stock
 * (`stock: {side, warehouse}`) is picked from the side's stock lookup: each product with its on
 * hand and available in the header's warehouse (all warehouses while none is chosen), 不限 /
 * 库存大于0 / 可用大于0 above the options, and the chosen product's figures beside it.
 */
const probe: DocumentDef = defineDocument({
  key: 'probe-order',
  title: '测试订单',
  table: 'probe_orders',
  screen: '/probe-order',
  api: { prefix: '/test', name: 'Order' },
  fields: {
    number: text('单号', { max: 20 }),
    orderDate: date('日期', { required: true }),
    warehouseId: ref('warehouse', '发货仓库', { required: true }),
  },
  items: {
    title: '明细',
    fields: {
      productId: ref('product', '产品', {
        required: true,
        stock: { side: 'product', warehouse: 'warehouseId' },
      }),
      qty: quantity('数量（kg）', { required: true }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-in',
  initialStatus: 'IN_PUT_WAREHOUSE_PENDING',
  draftStatuses: ['IN_PUT_WAREHOUSE_PENDING'],
  transitions: [],
  access: { view: 'session', edit: 'session' },
  list: { filters: ['number'], columns: ['number'], defaultSort: { field: 'id', order: 'desc' } },
});

const LOOKUP = '/productStock/queryStockLookupPageList';
const KG = 1_000_000;
const warehouses = [
  { id: 1, code: 'CP01', name: '成品仓', status: 'EBL', version: 1 },
  { id: 2, code: 'CP02', name: '成品外租仓', status: 'EBL', version: 1 },
];
const products = [
  { id: 7, code: 'SJ-B15-01', name: '酞菁蓝色浆', status: 'EBL', version: 1 },
  { id: 8, code: 'SJ-R101-01', name: '氧化铁红色浆', status: 'EBL', version: 1 },
  { id: 9, code: 'SJ-BK7-01', name: '炭黑色浆', status: 'EBL', version: 1 },
];
/** warehouse (0: all) → product → [on hand, available] in kg. */
const stock: Record<number, Record<number, [number, number]>> = {
  0: { 7: [100, 100], 8: [10, 0] },
  1: { 7: [60, 60], 8: [10, 0] },
  2: { 7: [40, 40] },
};

/** The server's lookup: each product with its figures, narrowed by the filter and by ids. */
function lookup({ queryParameterVo, ids }: Record<string, unknown>) {
  const vo = queryParameterVo as { warehouseId?: number; stockFilter?: string };
  const figures = stock[vo.warehouseId ?? 0];
  const rows = products
    .filter((p) => !Array.isArray(ids) || ids.includes(p.id))
    .map((p) => {
      const [onHand, available] = figures[p.id] ?? [0, 0];
      return { ...p, onHand: onHand * KG, available: available * KG };
    })
    .filter((r) =>
      vo.stockFilter === 'OVERZERO' ? r.onHand > 0 : vo.stockFilter === 'AVAILABLE' ? r.available > 0 : true,
    );
  return page(rows);
}

function renderForm() {
  serve({ '/base/queryWarehousePageList': page(warehouses), [LOOKUP]: lookup });
  render(
    <App>
      <DocumentFormDrawer def={probe} open onClose={vi.fn()} onSaved={vi.fn()} />
    </App>,
  );
}

const LINE = '产品（第1行）';
const box = () => screen.getByRole('combobox', { name: LINE });
const dropdown = () =>
  document.getElementById(box().getAttribute('aria-controls') ?? '')?.closest('.ant-select-dropdown') as
    | HTMLElement
    | undefined;
const options = () =>
  [...(dropdown()?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].map(
    (el) => el.textContent,
  );
const lastVo = () => (sent(LOOKUP).at(-1) as { queryParameterVo: Record<string, unknown> }).queryParameterVo;

describe('a line’s product picked with its stock', () => {
  beforeEach(() => loginAs(['SuperAdmin']));
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('shows every warehouse’s figures until the warehouse is chosen, then that warehouse’s', async () => {
    renderForm();
    await userEvent.click(box());
    await waitFor(() =>
      expect(options()).toEqual([
        'SJ-B15-01 酞菁蓝色浆在库 100.000 · 可用 100.000 kg',
        'SJ-R101-01 氧化铁红色浆在库 10.000 · 可用 0.000 kg',
        'SJ-BK7-01 炭黑色浆在库 0.000 · 可用 0.000 kg',
      ]),
    );
    expect(lastVo()).toEqual({ keyword: '', status: 'EBL' });
    expect(within(dropdown()!).getByText('全部仓库的库存（未选发货仓库）')).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    await pick('发货仓库', 'CP02 成品外租仓');
    await userEvent.click(box());
    await waitFor(() => expect(options()[0]).toBe('SJ-B15-01 酞菁蓝色浆在库 40.000 · 可用 40.000 kg'));
    expect(lastVo()).toEqual({ keyword: '', status: 'EBL', warehouseId: 2 });
    expect(within(dropdown()!).getByText('所选发货仓库的库存')).toBeTruthy();
  });

  it('库存大于0 and 可用大于0 ask the lookup again with the filter; 不限 shows all', async () => {
    renderForm();
    await pick('发货仓库', 'CP01 成品仓');
    await userEvent.click(box());
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.click(within(dropdown()!).getByText('可用大于0'));
    await waitFor(() => expect(options()).toEqual(['SJ-B15-01 酞菁蓝色浆在库 60.000 · 可用 60.000 kg']));
    expect(lastVo()).toEqual({ keyword: '', status: 'EBL', warehouseId: 1, stockFilter: 'AVAILABLE' });
    await userEvent.click(within(dropdown()!).getByText('库存大于0'));
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(lastVo()).toMatchObject({ stockFilter: 'OVERZERO' });
    await userEvent.click(within(dropdown()!).getByText('不限'));
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(lastVo()).not.toHaveProperty('stockFilter');
  });

  it('shows the chosen product’s figures beside it, and asks them again for another warehouse', async () => {
    renderForm();
    await pick('发货仓库', 'CP01 成品仓');
    await pick(LINE, 'SJ-R101-01 氧化铁红色浆在库 10.000 · 可用 0.000 kg');
    const shown = () => box().closest('.ant-select')?.querySelector('.ant-select-content')?.textContent;
    await waitFor(() => expect(shown()).toBe('SJ-R101-01 氧化铁红色浆 在库 10.000 · 可用 0.000 kg'));
    // Nothing free reads in red.
    expect(box().closest('.ant-select')?.querySelector('.ant-typography-danger')?.textContent).toBe(
      '可用 0.000',
    );
    await pick('发货仓库', 'CP02 成品外租仓');
    await waitFor(() => expect(shown()).toBe('SJ-R101-01 氧化铁红色浆 在库 0.000 · 可用 0.000 kg'));
    expect(sent(LOOKUP).at(-1)).toMatchObject({ queryParameterVo: { warehouseId: 2 }, ids: [8] });
  });
});
