import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * The `…/tabs` screens' data: a document's related documents, found from the declarations'
 * reference fields in both directions, and the stock moves it posted.
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
