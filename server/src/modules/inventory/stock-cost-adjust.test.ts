import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { type ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerViolations, noViolations } from './testing/ledger-invariants.ts';
import { assertLedger, balancesOf, costOf, KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * 成本调整 (库存成本调整单): finance changes the value of an item's stock on hand without moving its
 * quantity. Each step asserts the item's cost row, its balances (untouched), the stock screen and
 * its detail adding up to the item's value, and the whole ledger's invariants; then the month
 * close, the ledgers, the refusals and who may do it. PGlite, and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
}, 60_000);
afterAll(() => t.close());

type Row = Record<string, unknown>;
const M = { prefix: '/finance', name: 'MaterielStockChangeCost' };
const P = { prefix: '/finance', name: 'ProductStockChangeCost' };

async function version(doc: typeof M, id: number) {
  return (await f.admin.get<{ version: number }>(`${doc.prefix}/query${doc.name}Detail`, { id: String(id) }))
    .result.version;
}

async function act(doc: typeof M, id: number, action: string, by: ApiClient = f.finance, extra: Row = {}) {
  return by.post<{ id: number; status: string }>(`${doc.prefix}/change${doc.name}State`, {
    id,
    version: await version(doc, id),
    action,
    ...extra,
  });
}

// Keyed by the finance manager, approved by the finance director: maker and checker are two people.
const approve = (doc: typeof M, id: number, by: ApiClient = f.reviewer) =>
  act(doc, id, 'AUDIT', by, { status: 'APPROVAL_APPROVED', approved: true, reason: '' });

async function save(doc: typeof M, body: Row, by: ApiClient = f.finance) {
  return by.post<{ id: number }>(`${doc.prefix}/addOrUpdate${doc.name}`, body);
}

/** Saves and approves an adjustment of one item; answers its id. */
async function adjust(itemId: number, amount: number, date: string, doc = M, item = 'materielId') {
  const saved = await save(doc, {
    adjustDate: date,
    remark: '运费补录',
    items: [{ [item]: itemId, adjustAmount: amount, reason: '供应商运费后到' }],
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const approved = await approve(doc, saved.result.id);
  expect(approved.result, JSON.stringify(approved)).toEqual({
    id: saved.result.id,
    status: 'APPROVAL_APPROVED',
  });
  return saved.result.id;
}

async function receive(warehouseId: number, itemId: number, lines: [string, number, number][], date: string) {
  const saved = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
    inDate: date,
    warehouseId,
    items: lines.map(([batchNo, qty, price]) => ({ materielId: itemId, batchNo, qty, price })),
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const posted = await f.store.post('/warehouse/changeMaterialInState', {
    id: saved.result.id,
    version: 1,
    action: 'WAREHOUSE-IN',
  });
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
}

async function report(url: string, filters: Row): Promise<Row[]> {
  const res = await f.finance.post<{ requestList: Row[] }>(url, {
    page: { pageIndex: 1, pageSize: 100 },
    queryParameterVo: filters,
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.requestList;
}

/** The item's value on the stock screen (per warehouse) and its detail (per batch): both add up to the cost row. */
async function assertLevels(itemId: number) {
  const [, value] = await costOf(t, itemId);
  const stock = await report('/inventory/queryMaterialStockList', { materielId: itemId });
  const detail = await report('/inventory/queryMaterialStockDetailList', { materielId: itemId });
  const sum = (rows: Row[]) => rows.reduce((s, r) => s + Number(r.value), 0);
  expect(sum(stock)).toBe(Math.round(value * YUAN));
  expect(sum(detail)).toBe(Math.round(value * YUAN));
  await assertLedger(t, itemId);
  expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
}

const item = () => f.ids.pigment;
let plusId: number;
let minusId: number;

describe('库存成本调整', () => {
  it('1. adds 30 元 to 15 kg worth 160 元: the value moves, the quantities do not', async () => {
    await receive(f.ids.raw, item(), [['A1', 10 * KG, 10 * YUAN]], '20261002');
    await receive(f.ids.aux, item(), [['B1', 5 * KG, 12 * YUAN]], '20261002');
    const balances = await balancesOf(t, item());
    expect(await costOf(t, item())).toEqual([15, 160]);

    const saved = await save(M, {
      adjustDate: '20261003',
      remark: '运费补录',
      items: [{ materielId: item(), adjustAmount: 30 * YUAN, reason: '供应商运费后到' }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    plusId = saved.result.id;
    // Saved: the stock it is against, written by the server.
    const detail = await f.finance.get<{ number: string; totalAmount: number; items: Row[] }>(
      `${M.prefix}/query${M.name}Detail`,
      { id: String(plusId) },
    );
    expect(detail.result.number).toMatch(/^WLTZ\d{8}\d{3}$/);
    expect(detail.result.totalAmount).toBe(30 * YUAN);
    expect(detail.result.items.map((l) => [l.onHandQty, l.stockValue, l.adjustedValue])).toEqual([
      [15 * KG, 160 * YUAN, 190 * YUAN],
    ]);
    // Nothing posts before the review — nor at a review by whoever keyed it (maker ≠ checker).
    expect(await costOf(t, item())).toEqual([15, 160]);
    expect((await approve(M, plusId, f.finance)).result).toBe(
      '制单人不能审核自己的单据（制单与审核须为两人）',
    );
    expect(await costOf(t, item())).toEqual([15, 160]);

    const approved = await approve(M, plusId);
    expect(approved.result).toEqual({ id: plusId, status: 'APPROVAL_APPROVED' });
    expect(await costOf(t, item())).toEqual([15, 190]);
    expect(await balancesOf(t, item())).toEqual(balances);
    const moves = await queryRows<{ warehouse_id: number; batch_no: string; qty: number; value: number }>(
      t.database.db,
      sql`select warehouse_id, batch_no, qty, value from stock_moves
          where doc_key = 'material-cost-adjust' and doc_id = ${plusId}`,
    );
    // One value-only move, on the item's first key with stock.
    const first = Math.min(f.ids.raw, f.ids.aux);
    expect(moves.map((m) => [m.warehouse_id, Number(m.qty), Number(m.value)])).toEqual([
      [first, 0, 30 * YUAN],
    ]);
    await assertLevels(item());
  });

  it('2. an issue afterwards takes the new average: 3 kg of 15 kg worth 190 元 = 38 元', async () => {
    const out = await f.store.post<{ id: number }>('/inventory/addOrUpdateMaterialOut', {
      outDate: '20261004',
      warehouseId: f.ids.raw,
      outType: 'SCRAP',
      items: [{ materielId: item(), batchNo: 'A1', qty: 3 * KG }],
    });
    expect(out.resultCode, JSON.stringify(out)).toBe('0');
    for (const [v, action] of [
      [1, 'AUDIT'],
      [2, 'WAREHOUSE-OUT'],
    ] as const) {
      const moved = await f.store.post('/inventory/changeMaterialOutState', {
        id: out.result.id,
        version: v,
        action,
        ...(action === 'AUDIT' ? { status: 'APPROVAL_APPROVED' } : {}),
      });
      expect(moved.resultCode, JSON.stringify(moved)).toBe('0');
    }
    const [line] = await queryRows<{ amount: number }>(
      t.database.db,
      sql`select amount from inv_material_outs_items where doc_id = ${out.result.id}`,
    );
    expect(Number(line.amount)).toBe(38 * YUAN);
    expect(await costOf(t, item())).toEqual([12, 152]);
    await assertLevels(item());
  });

  it('3. takes 52 元 off: 12 kg worth 100 元, and the next issue takes 100 ÷ 12 per kg', async () => {
    minusId = await adjust(item(), -52 * YUAN, '20261005');
    expect(await costOf(t, item())).toEqual([12, 100]);
    await assertLevels(item());
  });

  it('4. refuses, in words: a value below zero, an item without stock, a zero amount, a line twice', async () => {
    const negative = await save(M, {
      adjustDate: '20261006',
      items: [{ materielId: item(), adjustAmount: -100.01 * YUAN, reason: '冲减' }],
    });
    expect(negative).toEqual({
      resultCode: '10000009',
      result: '第1行：物料 YL-PB153 调整后库存金额不能为负数（库存金额 100.00 元，调整 -100.01 元）',
    });
    const empty = await save(M, {
      adjustDate: '20261006',
      items: [
        { materielId: item(), adjustAmount: 1 * YUAN, reason: '运费' },
        { materielId: f.ids.red, adjustAmount: 1 * YUAN, reason: '运费' },
      ],
    });
    expect(empty).toEqual({ resultCode: '10000009', result: '第2行：物料 YL-PR101 无库存，不能调整成本' });
    const zero = await save(M, {
      adjustDate: '20261006',
      items: [{ materielId: item(), adjustAmount: 0, reason: '运费' }],
    });
    expect(zero.result).toBe('第1行：调整金额不能为0');
    const twice = await save(M, {
      adjustDate: '20261006',
      items: [
        { materielId: item(), adjustAmount: 1 * YUAN, reason: '运费' },
        { materielId: item(), adjustAmount: 2 * YUAN, reason: '运费' },
      ],
    });
    expect(twice.result).toBe('第2行：物料 YL-PB153 与第1行重复，请合并为一行');

    // A saved adjustment the stock has since outrun is refused again when it posts, under the lock.
    const saved = await save(M, {
      adjustDate: '20261006',
      items: [{ materielId: item(), adjustAmount: -90 * YUAN, reason: '冲减' }],
    });
    expect(saved.resultCode).toBe('0');
    const more = await adjust(item(), -20 * YUAN, '20261006');
    const late = await approve(M, saved.result.id);
    expect(late).toEqual({
      resultCode: '10000009',
      result: '第1行：物料 YL-PB153 调整后库存金额不能为负数（库存金额 80.00 元，调整 -90.00 元）',
    });
    // Nothing of the refused posting is left behind; 反审核 of the other restores it exactly.
    expect(await costOf(t, item())).toEqual([12, 80]);
    expect((await act(M, more, 'DISCARD')).result).toEqual({ id: more, status: 'APPROVAL_PENDING' });
    expect(await costOf(t, item())).toEqual([12, 100]);
    // Its moves stay (append-only), so it is not deleted but refused; a never-posted draft is deleted.
    expect(await f.finance.post(`${M.prefix}/delete${M.name}`, { id: more })).toEqual({
      resultCode: '10000009',
      result: '该调整单曾经审核过账，库存流水中留有记录，不能删除；不再需要请审核不通过',
    });
    const refused = await act(M, more, 'AUDIT', f.reviewer, {
      status: 'APPROVAL_NOT_APPROVED',
      approved: false,
      reason: '重复录入',
    });
    expect(refused.result).toEqual({ id: more, status: 'APPROVAL_NOT_APPROVED' });
    expect((await f.finance.post(`${M.prefix}/delete${M.name}`, { id: saved.result.id })).resultCode).toBe(
      '0',
    );
    await assertLevels(item());
  });

  it('5. 反审核 takes an adjustment back exactly, on its own date', async () => {
    const reversed = await act(M, minusId, 'DISCARD');
    expect(reversed.result).toEqual({ id: minusId, status: 'APPROVAL_PENDING' });
    expect(await costOf(t, item())).toEqual([12, 152]);
    const moves = await queryRows<{ business_date: string; qty: number; value: number; reverses: boolean }>(
      t.database.db,
      sql`select business_date, qty, value, reverses_move_id is not null as reverses from stock_moves
          where doc_key = 'material-cost-adjust' and doc_id = ${minusId} order by id`,
    );
    expect(moves.map((m) => [m.business_date, Number(m.qty), Number(m.value), m.reverses])).toEqual([
      ['20261005', 0, -52 * YUAN, false],
      ['20261005', 0, 52 * YUAN, true],
    ]);
    await assertLevels(item());
    // Pending again, it is approved again (the lines show the stock it is against at posting).
    expect((await approve(M, minusId)).result).toEqual({ id: minusId, status: 'APPROVAL_APPROVED' });
    expect(await costOf(t, item())).toEqual([12, 100]);
    const detail = await f.finance.get<{ items: Row[] }>(`${M.prefix}/query${M.name}Detail`, {
      id: String(minusId),
    });
    expect(detail.result.items.map((l) => [l.onHandQty, l.stockValue, l.adjustedValue])).toEqual([
      [12 * KG, 152 * YUAN, 100 * YUAN],
    ]);
    await assertLevels(item());
  });

  it('6. the ledgers show 成本调整 with its amount and no quantity, and every row adds up', async () => {
    const range = { materielId: item(), businessDateStart: '20261001', businessDateEnd: '20261031' };
    const batch = await report('/finance/queryMaterielBatchNoLedgerList', range);
    const adjustments = batch.filter((r) => String(r.docTitle).startsWith('成本调整'));
    expect(adjustments.map((r) => [r.docTitle, Number(r.inQty), Number(r.outQty), Number(r.value)])).toEqual([
      ['成本调整', 0, 0, 30 * YUAN],
      ['成本调整', 0, 0, -52 * YUAN],
      ['成本调整冲回', 0, 0, 52 * YUAN],
      ['成本调整', 0, 0, -52 * YUAN],
      ['成本调整', 0, 0, -20 * YUAN],
      ['成本调整冲回', 0, 0, 20 * YUAN],
    ]);
    expect(adjustments.every((r) => /^WLTZ/.test(String(r.docNumber)))).toBe(true);
    const [amount] = await report('/finance/queryMaterielAmountLedgerList', range);
    // In: 160 received + 30 + 52 + 20 (reversals); out: 38 issued + 52 + 52 + 20.
    expect([amount.inValue, amount.outValue, amount.closingValue].map(Number)).toEqual([
      262 * YUAN,
      162 * YUAN,
      100 * YUAN,
    ]);
    expect(Number(amount.openingValue) + Number(amount.inValue) - Number(amount.outValue)).toBe(
      Number(amount.closingValue),
    );
    expect([amount.inQty, amount.outQty, amount.closingQty].map(Number)).toEqual([15 * KG, 3 * KG, 12 * KG]);
    const [monthly] = await report('/finance/queryMaterielAmountLedgerNewList', range);
    expect([monthly.inValue, monthly.outValue, monthly.closingValue].map(Number)).toEqual([
      262 * YUAN,
      162 * YUAN,
      100 * YUAN,
    ]);
    const [finance] = await report('/finance/queryMaterielStockFinanceLedgerNewList', range);
    expect(Number(finance.costAdjustValue)).toBe(-22 * YUAN);
    expect(Number(finance.otherValue)).toBe(0);
    expect(Number(finance.closingValue)).toBe(100 * YUAN);
  });

  it('7. keeps its month open while pending; the close counts it; a closed month refuses it', async () => {
    const pending = await save(M, {
      adjustDate: '20261020',
      items: [{ materielId: item(), adjustAmount: 5 * YUAN, reason: '运费' }],
    });
    expect(pending.resultCode).toBe('0');
    const check = await f.finance.post<{ blockers: string[]; pendingDocuments: Row[] }>(
      '/matStockAcc/firstCheck',
      { period: '202610' },
    );
    expect(check.result.pendingDocuments.map((d) => [d.title, d.statusLabel])).toEqual([
      ['物料成本调整单', '待审核'],
    ]);
    expect((await f.finance.post(`${M.prefix}/delete${M.name}`, { id: pending.result.id })).resultCode).toBe(
      '0',
    );
    const closed = await f.finance.post('/matStockAcc/account', { period: '202610' });
    expect(closed.result).toEqual({ period: '202610', status: 'CLOSED' });
    const last = await f.finance.post<{ consistent: boolean; summary: Record<string, number> }>(
      '/matStockAcc/lastCheck',
      { period: '202610' },
    );
    expect(last.result.consistent).toBe(true);
    expect(last.result.summary.closingValue).toBe(100 * YUAN);
    const [flows] = await queryRows<{ value: number; moves: number }>(
      t.database.db,
      sql`select sum(value)::bigint as value, sum(moves)::int as moves from stock_period_flows
          where item_kind = 'MATERIAL' and period = '202610' and item_id = ${item()}`,
    );
    // 2 receipts, 1 issue and 6 adjustment moves, worth 160 − 38 + 30 − 52 + 52 − 52 − 20 + 20.
    expect([Number(flows.value), flows.moves]).toEqual([100 * YUAN, 9]);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);

    const backDated = await save(M, {
      adjustDate: '20261025',
      items: [{ materielId: item(), adjustAmount: 5 * YUAN, reason: '运费' }],
    });
    expect(backDated).toEqual({
      resultCode: '10000009',
      result: '2026年10月物料库存已结账，不能在该月新建或修改单据（业务日期 2026-10-25）',
    });
    const unaudit = await act(M, plusId, 'DISCARD');
    expect(unaudit).toEqual({
      resultCode: '10000009',
      result: '2026年10月物料库存已结账，不能在该月反审核（业务日期 2026-10-03）',
    });
    expect(await costOf(t, item())).toEqual([12, 100]);
  });

  it('8. products the same way, on the product stock', async () => {
    const saved = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
      inDate: '20261105',
      warehouseId: f.ids.product,
      items: [{ productId: f.ids.blue, batchNo: 'P1', qty: 4 * KG, price: 25 * YUAN }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const posted = await f.store.post('/productWarehouse/changeProductInState', {
      id: saved.result.id,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
    expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
    const id = await adjust(f.ids.blue, 10.5 * YUAN, '20261106', P, 'productId');
    expect(await costOf(t, f.ids.blue, 'PRODUCT')).toEqual([4, 110.5]);
    await assertLedger(t, f.ids.blue, 'PRODUCT');
    const [stock] = await report('/productStock/queryProductStockList', { productId: f.ids.blue });
    expect([Number(stock.onHand), Number(stock.value)]).toEqual([4 * KG, 110.5 * YUAN]);
    expect((await act(P, id, 'DISCARD')).result).toEqual({ id, status: 'APPROVAL_PENDING' });
    expect(await costOf(t, f.ids.blue, 'PRODUCT')).toEqual([4, 100]);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  });

  it('9. is finance’s: the store may neither key nor review one, nor see its amounts', async () => {
    const body = {
      adjustDate: '20261107',
      items: [{ productId: f.ids.blue, adjustAmount: 1 * YUAN, reason: '运费' }],
    };
    expect(await save(P, body, f.store)).toEqual({
      resultCode: '10000003',
      result: '您没有执行此操作的权限',
    });
    const saved = await save(P, body);
    expect(saved.resultCode).toBe('0');
    expect(await approve(P, saved.result.id, f.store)).toEqual({
      resultCode: '10000003',
      result: '您没有执行此操作的权限',
    });
    const seen = await f.store.get<{ items: Row[] }>(`${P.prefix}/query${P.name}Detail`, {
      id: String(saved.result.id),
    });
    expect(seen.resultCode).toBe('0');
    expect(seen.result.items[0]).not.toHaveProperty('adjustAmount');
    expect(seen.result.items[0]).not.toHaveProperty('stockValue');
    expect((await approve(P, saved.result.id)).result).toEqual({
      id: saved.result.id,
      status: 'APPROVAL_APPROVED',
    });
    expect(await costOf(t, f.ids.blue, 'PRODUCT')).toEqual([4, 101]);
  });
});
