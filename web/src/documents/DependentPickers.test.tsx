import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DocumentDef, date, defineDocument, quantity, ref, text } from '@tiangong/domain';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { DocumentFormDrawer } from './DocumentForm';
import { button, fieldErrors, loginAs, page, pick, sent, serve } from './documents-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

/**
 * Dependent pickers and quantity precision in the generic form and line grid, from a declaration
 * alone: a slot waits for its warehouse, offers only that warehouse's slots and is dropped when
 * another warehouse is chosen; a batch waits for its item and shows what is free and until when.
 */
const probe: DocumentDef = defineDocument({
  key: 'probe-pick',
  title: '测试领料单',
  table: 'probe_picks',
  screen: '/probe-pick',
  api: { prefix: '/test', name: 'Pick' },
  fields: {
    number: text('单号', { max: 20 }),
    pickDate: date('日期', { required: true }),
    warehouseId: ref('warehouse', '仓库', { required: true }),
    allocationId: ref('allocation', '默认货位', {
      dependsOn: { field: 'warehouseId', param: 'warehouseId' },
    }),
  },
  items: {
    title: '明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      batchNo: text('批号', {
        max: 40,
        pick: {
          source: 'material',
          params: { materielId: 'materielId', warehouseId: 'warehouseId' },
          on: 'pickDate',
        },
      }),
      allocationId: ref('allocation', '货位', { dependsOn: { field: 'warehouseId', param: 'warehouseId' } }),
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

const SLOTS = '/base/queryAllocationPageList';
const BATCHES = '/apply/queryAvailableBatches';
const warehouses = [
  { id: 1, code: 'YL01', name: '原料仓', status: 'EBL', version: 1 },
  { id: 2, code: 'YL02', name: '辅料仓', status: 'EBL', version: 1 },
];
const slots = [
  { id: 11, warehouseId: 1, code: 'YL-A-01', name: 'A区1号', status: 'EBL', version: 1 },
  { id: 12, warehouseId: 1, code: 'YL-A-02', name: 'A区2号', status: 'EBL', version: 1 },
  { id: 21, warehouseId: 2, code: 'FL-A-01', name: '辅料A区', status: 'EBL', version: 1 },
];
const materiels = [
  { id: 7, code: 'YL-PR101', name: '氧化铁红', status: 'EBL', version: 1 },
  { id: 8, code: 'YL-PB153', name: '酞菁蓝', status: 'EBL', version: 1 },
];

function serveAll() {
  serve({
    '/base/queryWarehousePageList': page(warehouses),
    '/base/queryMaterielPageList': page(materiels),
    [SLOTS]: ({ queryParameterVo }: Record<string, unknown>) => {
      const { warehouseId } = queryParameterVo as { warehouseId?: number };
      return page(slots.filter((s) => warehouseId === undefined || s.warehouseId === warehouseId));
    },
    '/base/queryAllocationDetail': ({ id }: Record<string, unknown>) => slots.find((s) => s.id === id),
    [BATCHES]: ({ materielId, warehouseId }: Record<string, unknown>) =>
      materielId === 7 && warehouseId === 1
        ? [
            {
              batchNo: 'R0',
              allocationId: 11,
              qty: 300_000,
              expiryDate: '20260101',
              firstInDate: '20250101',
            },
            {
              batchNo: 'R2',
              allocationId: 11,
              qty: 600_000,
              expiryDate: '20270630',
              firstInDate: '20260105',
            },
            {
              batchNo: 'R2',
              allocationId: 12,
              qty: 400_000,
              expiryDate: '20270630',
              firstInDate: '20260105',
            },
            { batchNo: 'R1', allocationId: 11, qty: 2_000_000, expiryDate: null, firstInDate: '20260105' },
          ]
        : [],
    '/test/addOrUpdatePick': { id: 90 },
  });
}

function renderForm() {
  const onSaved = vi.fn();
  render(
    <App>
      <DocumentFormDrawer def={probe} open onClose={vi.fn()} onSaved={onSaved} />
    </App>,
  );
  return { onSaved };
}

const box = (name: string) => screen.getByRole('combobox', { name });
const isDisabled = (name: string) => !!box(name).closest('.ant-select-disabled');
const placeholderOf = (name: string) =>
  box(name).closest('.ant-select')?.querySelector('.ant-select-placeholder')?.textContent;
const shownValue = (name: string) =>
  box(name).closest('.ant-select')?.querySelector('.ant-select-content-has-value')?.getAttribute('title') ??
  '';
/** The options of one field's open dropdown (others may linger, closing, in the page). */
const optionsOf = (name: string) => {
  const list = document.getElementById(box(name).getAttribute('aria-controls') ?? '');
  const dropdown = list?.closest('.ant-select-dropdown');
  return [...(dropdown?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].map(
    (el) => el.textContent,
  );
};

/** Picks an option in this field's own dropdown (the same texts may be in another, closing). */
async function pickOwn(name: string, option: string) {
  await userEvent.click(box(name));
  const find = () => {
    const list = document.getElementById(box(name).getAttribute('aria-controls') ?? '');
    const el = [
      ...(list?.closest('.ant-select-dropdown')?.querySelectorAll<HTMLElement>('.ant-select-item-option') ??
        []),
    ].find((c) => c.textContent === option);
    if (!el) throw new Error(`no option ${option}`);
    return el;
  };
  await userEvent.click(await waitFor(find));
}

async function typeDate(value: string) {
  const input = screen.getByPlaceholderText('请选择日期');
  await userEvent.click(input);
  await userEvent.type(input, `${value}{Enter}`);
}

describe('dependent pickers in the generic form and line grid', () => {
  beforeEach(() => loginAs(['SuperAdmin']));
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('a slot waits for its warehouse (请先选择仓库), then offers only that warehouse’s slots, in the header and on a line', async () => {
    serveAll();
    renderForm();
    for (const name of ['默认货位', '货位（第1行）']) {
      expect(isDisabled(name)).toBe(true);
      expect(placeholderOf(name)).toBe('请先选择仓库');
    }
    await pick('仓库', 'YL01 原料仓');
    await waitFor(() => expect(isDisabled('货位（第1行）')).toBe(false));
    await userEvent.click(box('货位（第1行）'));
    await waitFor(() => expect(optionsOf('货位（第1行）')).toEqual(['YL-A-01 A区1号', 'YL-A-02 A区2号']));
    expect(sent(SLOTS).at(-1)).toMatchObject({ queryParameterVo: { warehouseId: 1, status: 'EBL' } });
  });

  it('drops a slot when another warehouse is chosen, keeps it while the warehouse stays', async () => {
    serveAll();
    renderForm();
    await pick('仓库', 'YL01 原料仓');
    await pick('默认货位', 'YL-A-02 A区2号');
    await pickOwn('货位（第1行）', 'YL-A-01 A区1号');
    expect([shownValue('默认货位'), shownValue('货位（第1行）')]).toEqual([
      'YL-A-02 A区2号',
      'YL-A-01 A区1号',
    ]);
    await pick('仓库', 'YL02 辅料仓');
    await waitFor(() => expect([shownValue('默认货位'), shownValue('货位（第1行）')]).toEqual(['', '']));
    // The next opening asks for the new warehouse's slots.
    await userEvent.click(box('货位（第1行）'));
    await waitFor(() => expect(optionsOf('货位（第1行）')).toEqual(['FL-A-01 辅料A区']));
    expect(sent(SLOTS).at(-1)).toMatchObject({ queryParameterVo: { warehouseId: 2 } });
  });

  it('a batch waits for the item, then shows each batch’s free quantity with its unit and expiry, 已过期 greyed', async () => {
    serveAll();
    renderForm();
    await typeDate('2026-03-01');
    expect(isDisabled('批号（第1行）')).toBe(true);
    expect(placeholderOf('批号（第1行）')).toBe('请先选择物料');
    await pick('物料（第1行）', 'YL-PR101 氧化铁红');
    expect(placeholderOf('批号（第1行）')).toBe('请先选择仓库');
    await pick('仓库', 'YL01 原料仓');
    await waitFor(() => expect(isDisabled('批号（第1行）')).toBe(false));
    expect(sent(BATCHES).at(-1)).toEqual({ materielId: 7, warehouseId: 1 });
    await userEvent.click(box('批号（第1行）'));
    await waitFor(() =>
      expect(optionsOf('批号（第1行）')).toEqual([
        'R0可用 0.300 kg　有效期至 2026-01-01已过期',
        'R2可用 1.000 kg　有效期至 2027-06-30',
        'R1可用 2.000 kg',
      ]),
    );
    await pick('批号（第1行）', 'R2可用 1.000 kg　有效期至 2027-06-30');
    expect(shownValue('批号（第1行）')).toBe('R2');
    // Another item has no batch R2: the choice goes.
    await pick('物料（第1行）', 'YL-PB153 酞菁蓝');
    await waitFor(() => expect(shownValue('批号（第1行）')).toBe(''));
  });

  it('keys 0.5 kg and saves it ×1,000,000; 0.0004 kg rounds to nothing and is refused with the precision', async () => {
    serveAll();
    const { onSaved } = renderForm();
    await typeDate('2026-03-01');
    await pick('仓库', 'YL01 原料仓');
    await pick('物料（第1行）', 'YL-PR101 氧化铁红');
    const qty = screen.getByRole('textbox', { name: '数量（kg）（第1行）' });
    fireEvent.focus(qty);
    fireEvent.change(qty, { target: { value: '0.0004' } });
    fireEvent.blur(qty);
    fireEvent.click(button('保存'));
    await waitFor(() => expect(fieldErrors()).toContain('数量（kg）必须大于0（最小0.001）'));
    fireEvent.focus(qty);
    fireEvent.change(qty, { target: { value: '0.5' } });
    fireEvent.blur(qty);
    expect((qty as HTMLInputElement).value).toBe('0.5');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(90));
    expect(sent('/test/addOrUpdatePick')[0]).toMatchObject({
      warehouseId: 1,
      items: [{ materielId: 7, qty: 500_000 }],
    });
  });
});
