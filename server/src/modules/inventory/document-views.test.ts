import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * What a document's own screens read beyond its detail: the `…/tabs` screens' related documents
 * (found from the declarations' reference fields in both directions) and stock moves, and its
 * printed forms as Excel.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let acceptanceId: number;
let acceptanceNo: string;
let inId: number;
let inNo: string;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  const accepted = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
    acceptDate: '20261120',
    supplierId: f.ids.supplier,
    warehouseId: f.ids.raw,
    items: [{ materielId: f.ids.red, batchNo: 'LINK-A', qty: 40 * KG }],
  });
  acceptanceId = accepted.result.id;
  await f.store.post('/acceptanceCheck/changeAcceptanceState', {
    id: acceptanceId,
    version: 1,
    action: 'ACCEPT-QUALIFIED',
  });
  const saved = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
    inDate: '20261120',
    warehouseId: f.ids.raw,
    acceptanceId,
    items: [
      { materielId: f.ids.red, batchNo: 'LINK-A', allocationId: f.ids.slot1, qty: 40 * KG, price: 25 * YUAN },
    ],
  });
  inId = saved.result.id;
  await f.store.post('/warehouse/changeMaterialInState', { id: inId, version: 1, action: 'WAREHOUSE-IN' });
  const number = async (url: string, id: number) =>
    (await f.admin.get<{ number: string }>(url, { id: String(id) })).result.number;
  acceptanceNo = await number('/acceptanceCheck/queryAcceptanceDetail', acceptanceId);
  inNo = await number('/warehouse/queryMaterialInDetail', inId);
}, 120_000);
afterAll(() => t.close());

interface Group {
  key: string;
  title: string;
  field: string;
  direction: string;
  totalRec: number;
  rows: { id: number; number: string; status: string }[];
}
const related = async (c: ApiClient, url: string, id: number) =>
  (await c.get<Group[]>(url, { id: String(id) })).result.map((g) => ({
    ...g,
    rows: g.rows.map((r) => ({ id: r.id, number: r.number, status: r.status })),
  }));

describe('related documents', () => {
  it('an acceptance lists the warehouse-ins made from it', async () => {
    expect(await related(f.store, '/acceptanceCheck/queryAcceptanceRelated', acceptanceId)).toEqual([
      {
        key: 'material-warehouse-in',
        title: '物料入库单',
        field: 'acceptanceId',
        fieldLabel: '验收单',
        direction: 'referencedBy',
        totalRec: 1,
        rows: [{ id: inId, number: inNo, status: 'IN_PUT_WAREHOUSE' }],
      },
    ]);
  });

  it('a warehouse-in lists the acceptance it came from', async () => {
    const groups = await related(f.store, '/warehouse/queryMaterialInRelated', inId);
    expect(groups).toEqual([
      expect.objectContaining({
        key: 'material-acceptance',
        direction: 'references',
        totalRec: 1,
        rows: [{ id: acceptanceId, number: acceptanceNo, status: 'ACCEPTANCE_QUALIFIED' }],
      }),
    ]);
  });

  it('a document linked with nothing has no related documents; an unknown one is refused in words', async () => {
    const manual = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20261120',
      warehouseId: f.ids.raw,
      items: [{ materielId: f.ids.red, batchNo: 'LINK-B', qty: 1 * KG, price: 25 * YUAN }],
    });
    expect(await related(f.store, '/warehouse/queryMaterialInRelated', manual.result.id)).toEqual([]);
    expect(await f.store.get('/warehouse/queryMaterialInRelated', { id: '999999' })).toEqual({
      resultCode: '10000004',
      result: '物料入库单不存在',
    });
  });
});

interface Move {
  seq: number;
  docLine: number;
  materielLabel: string;
  batchNo: string;
  allocationLabel: string | null;
  inQty: number;
  outQty: number;
  unitCost: number | null;
  value: number | null;
  reversal: boolean;
}
const moves = async (c: ApiClient, docKey: string, docId: number) => {
  const answer = await c.get<Move[]>('/inventory/queryDocumentMoveList', { docKey, docId: String(docId) });
  expect(answer.resultCode, JSON.stringify(answer)).toBe('0');
  return answer.result.map((m) => [
    m.seq,
    m.materielLabel,
    m.batchNo,
    m.allocationLabel,
    Number(m.inQty) / KG,
    Number(m.outQty) / KG,
    m.value === null ? null : Number(m.value) / YUAN,
    m.reversal,
  ]);
};

describe('stock moves of a document', () => {
  it('lists what a posting put on the ledger, and its red flush beside it', async () => {
    expect(await moves(f.finance, 'material-warehouse-in', inId)).toEqual([
      [1, 'YL-PR101 氧化铁红 PR101', 'LINK-A', 'YL-A-01', 40, 0, 1000, false],
    ]);
    const flushed = await f.store.post('/warehouse/changeMaterialInState', {
      id: inId,
      version: 2,
      action: 'RED-FLUSH',
    });
    expect(flushed.resultCode, JSON.stringify(flushed)).toBe('0');
    expect(await moves(f.finance, 'material-warehouse-in', inId)).toEqual([
      [1, 'YL-PR101 氧化铁红 PR101', 'LINK-A', 'YL-A-01', 40, 0, 1000, false],
      [2, 'YL-PR101 氧化铁红 PR101', 'LINK-A', 'YL-A-01', 0, 40, -1000, true],
    ]);
  });

  it('gives the store no amounts and sales no material names (SPEC §6)', async () => {
    expect((await moves(f.store, 'material-warehouse-in', inId))[0]).toEqual([
      1,
      'YL-PR101 氧化铁红 PR101',
      'LINK-A',
      'YL-A-01',
      40,
      0,
      null,
      false,
    ]);
    const saler = new ApiClient(t.app);
    await saler.login('saler', 'demo1234');
    expect((await moves(saler, 'material-warehouse-in', inId))[0][1]).toBe('YL-PR101');
  });

  it('refuses an unknown document type in words', async () => {
    expect(await f.store.get('/inventory/queryDocumentMoveList', { docKey: 'nothing', docId: '1' })).toEqual({
      resultCode: '10000004',
      result: '单据类型不存在',
    });
  });
});

/** The sheet's rows as text, empty trailing cells dropped. */
async function sheetOf(c: ApiClient, body: Record<string, unknown>) {
  const res = await c.raw('POST', '/warehouse/printMaterialInExcel', body);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells = Array.from({ length: row.cellCount }, (_, i) => {
      const cell = row.getCell(i + 1);
      // A merged range holds its value once, in its first cell.
      if (cell.isMerged && cell.master.address !== cell.address) return '';
      const v = cell.value;
      if (v && typeof v === 'object' && 'result' in v) return String((v as { result: unknown }).result);
      return v === null || v === undefined ? '' : String(v);
    });
    while (cells.length && cells[cells.length - 1] === '') cells.pop();
    rows.push(cells);
  });
  return { name: sheet.name, rows, disposition: String(res.headers['content-disposition']) };
}

describe('printed forms as Excel', () => {
  it('writes the finance copy with prices, amounts, the sum and the signature boxes', async () => {
    const { name, rows, disposition } = await sheetOf(f.finance, { id: inId, form: 1 });
    expect(name).toBe('物料入库单（财务联）');
    expect(decodeURIComponent(disposition)).toContain(`物料入库单（财务联）${inNo}`);
    expect(rows[0]).toEqual(['物料入库单（财务联）']);
    // Label, value across half the sheet, label, value across the rest.
    expect(rows[1]).toEqual(['入库单号', inNo, '', '入库日期', '2026-11-20']);
    const head = rows.findIndex((r) => r[0] === '行号');
    expect(rows[head]).toEqual([
      '行号',
      '物料',
      '批号',
      '数量（kg）',
      '单价（元/kg）',
      '金额（元）',
      '供应商批号',
    ]);
    expect(rows[head + 1]).toEqual(['1', 'YL-PR101 氧化铁红 PR101', 'LINK-A', '40', '25', '1000']);
    expect(rows[head + 2]).toEqual(['合计', '', '', '40', '', '1000']);
    expect(rows.flat()).toEqual(expect.arrayContaining(['仓管员：', '采购员：', '财务审核：', '日期：']));
  });

  it('leaves out what the reader may not see: the store gets no prices on any copy', async () => {
    const { rows } = await sheetOf(f.store, { id: inId, form: 1 });
    const head = rows.find((r) => r[0] === '行号');
    expect(head).toEqual(['行号', '物料', '批号', '数量（kg）', '供应商批号']);
    expect(rows.flat().join()).not.toContain('1000');
  });

  it('refuses a form the declaration does not have, in words', async () => {
    const res = await f.store.raw('POST', '/warehouse/printMaterialInExcel', { id: inId, form: 9 });
    expect(res.json()).toEqual({ resultCode: '10000001', result: '没有这种打印格式' });
  });
});
