import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { createAmountPairTables, registerAmountPair } from './testing/amount-pair.ts';

/**
 * Amount links and the declared billing status alone, on test-only declarations (no module rule):
 * a settlement drawing at save, edited and 撤销; a credit checked at save and drawing at 复核; the
 * source's status settled from both; the refusals (unready, past the open amount, party, date, a source taken back while drawn on); two draws racing for one open amount; and a
 * shipment's 开票状态 from none through pending and partly to fully, served and filtered.
 */
const YUAN = 1_000_000;
let t: TestApp;
let api: ApiClient;
let supplier: number;
let otherSupplier: number;
let cny: number;
let pigment: number;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true, extraRoutes: registerAmountPair });
  await createAmountPairTables(t.database.db);
  api = new ApiClient(t.app);
  expect((await api.login('admin', 'admin123')).resultCode).toBe('0');
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  supplier = await one(sql`select id from md_suppliers where code = 'GYS001'`);
  otherSupplier = await one(sql`select id from md_suppliers where code <> 'GYS001' order by id limit 1`);
  cny = await one(sql`select id from md_currencies order by id limit 1`);
  pigment = await one(sql`select id from md_materiels where code = 'YL-PB153'`);
});
afterAll(() => t.close());

type Charge = {
  status: string;
  version: number;
  number: string;
  settledAmount: number | null;
  creditedAmount: number | null;
};
const detail = async <T>(name: string, id: number) =>
  (await api.get<T>(`/probe/query${name}Detail`, { id: String(id) })).result;
const charge = (id: number) => detail<Charge>('Charge', id);

async function act(name: string, id: number, action: string) {
  const { version } = await detail<{ version: number }>(name, id);
  return api.post<{ status: string }>(`/probe/change${name}State`, { id, version, action });
}

async function newCharge(yuan: number, o: { audit?: boolean; currency?: number; date?: string } = {}) {
  const saved = await api.post<{ id: number }>('/probe/addOrUpdateCharge', {
    chargeDate: o.date ?? '20261110',
    supplierId: supplier,
    currencyId: o.currency ?? cny,
    totalAmount: yuan * YUAN,
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  if (o.audit !== false) expect((await act('Charge', saved.result.id, 'AUDIT')).resultCode).toBe('0');
  return saved.result.id;
}

const settle = (chargeId: number, yuan: number, extra = {}) =>
  api.post<{ id: number }>('/probe/addOrUpdateSettle', {
    settleDate: '20261120',
    supplierId: supplier,
    chargeId,
    amount: yuan * YUAN,
    ...extra,
  });

describe('amount links', () => {
  it('a settlement draws at save, an edit draws the difference, 撤销 gives all back; the source settles', async () => {
    const id = await newCharge(100);
    const { number } = await charge(id);
    const first = await settle(id, 60);
    expect(first.resultCode, JSON.stringify(first)).toBe('0');
    expect(await charge(id)).toMatchObject({ settledAmount: 60 * YUAN, status: 'UNVERIFIED' });
    expect((await settle(id, 50)).result).toBe(`账款 ${number} 未核销 40.00，本次核销 50.00 超出`);
    const { version } = await detail<{ version: number }>('Settle', first.result.id);
    const edited = await settle(id, 100, { id: first.result.id, version });
    expect(edited.resultCode, JSON.stringify(edited)).toBe('0');
    expect(await charge(id)).toMatchObject({ settledAmount: 100 * YUAN, status: 'VERIFIED' });
    // Taken back while written off: refused in the source's words.
    expect((await act('Charge', id, 'DISCARD')).result).toBe('测试账款已有核销，请先撤销核销再反审核');
    expect((await act('Settle', first.result.id, 'INVALIDATE')).resultCode).toBe('0');
    expect(await charge(id)).toMatchObject({ settledAmount: 0, status: 'UNVERIFIED' });
  });

  it('refuses an unready source, another party and an earlier date', async () => {
    const draft = await newCharge(100, { audit: false });
    const { number } = await charge(draft);
    expect((await settle(draft, 10)).result).toBe(`账款 ${number} 未复核，不能核销`);
    const id = await newCharge(100, { date: '20261115' });
    const other = await charge(id);
    expect((await settle(id, 10, { supplierId: otherSupplier })).result).toBe(
      `账款 ${other.number} 须为所选往来单位的单据`,
    );
    expect((await settle(id, 10, { settleDate: '20261114' })).result).toBe(
      `核销日期 2026-11-14 早于账款 ${other.number} 的账款日期 2026-11-15`,
    );
    expect(await charge(id)).toMatchObject({ settledAmount: null, status: 'UNVERIFIED' });
  });

  it('a credit is checked at save, draws at 复核 within what settlements left, gives back at 反审核', async () => {
    const id = await newCharge(100);
    const { number } = await charge(id);
    expect((await settle(id, 30)).resultCode).toBe('0');
    const credit = (yuan: number) =>
      api.post<{ id: number }>('/probe/addOrUpdateCredit', {
        creditDate: '20261121',
        supplierId: supplier,
        chargeId: id,
        totalAmount: yuan * YUAN,
      });
    // Its room is the amount less what credits took (settlements are not its business).
    expect((await credit(120)).result).toBe(`账款 ${number} 还可冲减 100.00，本次冲减 120.00 超出`);
    const saved = await credit(70);
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    expect(await charge(id)).toMatchObject({ creditedAmount: null, status: 'UNVERIFIED' });
    expect((await act('Credit', saved.result.id, 'AUDIT')).resultCode).toBe('0');
    // 100 − 30 settled − 70 credited: nothing open.
    expect(await charge(id)).toMatchObject({ creditedAmount: 70 * YUAN, status: 'VERIFIED' });
    expect((await settle(id, 1)).result).toBe(`账款 ${number} 未核销 0.00，本次核销 1.00 超出`);
    expect((await act('Credit', saved.result.id, 'DISCARD')).resultCode).toBe('0');
    expect(await charge(id)).toMatchObject({ creditedAmount: 0, status: 'UNVERIFIED' });
  });

  it('two settlements racing for one open amount: exactly one passes', async () => {
    const id = await newCharge(100);
    const results = await Promise.all([settle(id, 60), settle(id, 60)]);
    expect(results.map((r) => r.resultCode).sort()).toEqual(['0', '10000009']);
    expect(await charge(id)).toMatchObject({ settledAmount: 60 * YUAN });
  });
});

describe('declared billing status', () => {
  type Shipment = { id: number; billState: string; items: { id: number }[] };
  const state = async (id: number) => (await detail<Shipment>('Shipment', id)).billState;

  it('reads none, pending, partly and fully as the bills and returns move, in the detail and the list', async () => {
    const saved = await api.post<{ id: number }>('/probe/addOrUpdateShipment', {
      supplierId: supplier,
      items: [{ materielId: pigment, qty: 10 * YUAN }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const id = saved.result.id;
    const [line] = (await detail<Shipment>('Shipment', id)).items;
    expect(await state(id)).toBe('NOT_INVOICED');
    const bill = await api.post<{ id: number }>('/probe/addOrUpdateShipBill', {
      supplierId: supplier,
      items: [{ materielId: pigment, qty: 6 * YUAN, shipmentLineId: line.id }],
    });
    expect(bill.resultCode, JSON.stringify(bill)).toBe('0');
    expect(await state(id)).toBe('APPROVAL_PENDING');
    expect((await act('ShipBill', bill.result.id, 'AUDIT')).resultCode).toBe('0');
    expect(await state(id)).toBe('UNVERIFIED');
    // The other 4 kg came back: nothing is left to bill.
    await t.database.db.execute(
      sql`update probe_shipments_items set back_qty = ${4 * YUAN} where id = ${line.id}`,
    );
    expect(await state(id)).toBe('VERIFIED');
    const list = await api.post<{ requestList: { id: number }[] }>('/probe/queryShipmentPageList', {
      page: { pageIndex: 1, pageSize: 50 },
      queryParameterVo: { billState: 'VERIFIED' },
    });
    expect(list.result.requestList.map((r) => r.id)).toEqual([id]);
  });
});
