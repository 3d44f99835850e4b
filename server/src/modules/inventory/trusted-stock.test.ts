import { inventoryReports, trustedSide } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { requisitioner } from '../../seed/demo-people.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerViolations, noViolations } from './testing/ledger-invariants.ts';
import { KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * 受托仓 (issue 14): two customers' consigned goods of the same material in one trusted
 * warehouse. A requisition for one customer never sees, picks or reserves the other's batches
 * (automatically or by hand); nothing carries value; the material of the same id keeps its stock
 * value and cost; the statement adds up batch by batch.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let trusted: number;
let customerA: number;
let customerB: number;
const NAME_A = '常州某新能源电池材料有限公司';
const NAME_B = '杭州某涂料科技股份有限公司';
type Row = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  trusted = await one(sql`select id from md_warehouses where code = 'ST01'`);
  customerA = await one(sql`select id from md_customers where code = 'KH001'`);
  customerB = await one(sql`select id from md_customers where code = 'KH002'`);
}, 60_000);
afterAll(() => t.close());

function saveIn(
  customerId: number,
  lines: { batchNo: string; qty: number; expiryDate?: string }[],
  inDate = '20261102',
) {
  return f.store.post<{ id: number; version: number }>('/tmaterielStockInList/addOrUpdateTrustedIn', {
    inDate,
    warehouseId: trusted,
    customerId,
    items: lines.map((l) => ({
      materielId: f.ids.pigment,
      batchNo: l.batchNo,
      qty: l.qty * KG,
      expiryDate: l.expiryDate,
    })),
  });
}

async function receive(customerId: number, lines: { batchNo: string; qty: number; expiryDate?: string }[]) {
  const saved = await saveIn(customerId, lines);
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const posted = await postIn(saved.result.id);
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
  return saved.result.id;
}

const postIn = (id: number, action = 'WAREHOUSE-IN', version = 1) =>
  f.store.post('/tmaterielStockInList/changeTrustedInState', { id, version, action });

async function requisition(customerId: number, qty: number) {
  return f.store.post<{ id: number }>('/tmaterielStockUseList/addOrUpdateTrustedRequisition', {
    applyDate: '20261110',
    warehouseId: trusted,
    customerId,
    ...(await requisitioner(t.database.db)),
    items: [{ materielId: f.ids.pigment, qty: qty * KG }],
  });
}

async function picksOf(id: number) {
  const res = await f.store.get<{ batchNo: string; qty: number; lineId: number }[]>(
    '/tmaterielStockUseList/queryRequisitionPicks',
    { id: String(id) },
  );
  expect(res.resultCode).toBe('0');
  return res.result.map((p) => [p.batchNo, p.qty / KG]);
}

async function report(url: string, filters: Row, sort?: { field: string; order: string }): Promise<Row[]> {
  const res = await f.finance.post<{ requestList: Row[] }>(url, {
    page: { pageIndex: 1, pageSize: 100 },
    queryParameterVo: filters,
    ...(sort ? { sort } : {}),
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.requestList;
}

const materialState = async () =>
  queryRows(
    t.database.db,
    sql`select 'cost' as k, qty::text, value::text from item_costs where item_kind in ('MATERIAL', 'PRODUCT')
        union all select 'moves', count(*)::text, coalesce(sum(value), 0)::text from stock_moves
        where item_kind in ('MATERIAL', 'PRODUCT') order by 1, 2, 3`,
  );

describe('trusted (consigned) stock', () => {
  let materialBefore: unknown;
  let materialStockBefore: Row[];
  let materialLedgersBefore: Row[][];
  // The company's own pigment on its stock screen and ledgers (material of the same id).
  const materialViews = () =>
    Promise.all([
      report('/inventory/queryMaterialStockList', { materielId: f.ids.pigment }),
      report('/finance/queryMaterielStockLedgerList', { code: 'YL-PB153' }),
      report('/finance/queryMaterielAmountLedgerList', { code: 'YL-PB153' }),
      report('/finance/queryMaterielBatchNoLedgerList', { materielId: f.ids.pigment }),
    ]);
  let reqA: number;

  it('receives two customers’ goods of one material at no value, each batch its customer’s', async () => {
    // The company's own pigment of the same id, valued, before any consigned goods come in.
    const own = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20261101',
      warehouseId: f.ids.raw,
      items: [{ materielId: f.ids.pigment, batchNo: 'OWN1', qty: 10 * KG, price: 68 * YUAN }],
    });
    expect(own.resultCode, JSON.stringify(own)).toBe('0');
    expect(
      (
        await f.store.post('/warehouse/changeMaterialInState', {
          id: own.result.id,
          version: 1,
          action: 'WAREHOUSE-IN',
        })
      ).resultCode,
    ).toBe('0');
    materialBefore = await materialState();
    materialLedgersBefore = await materialViews();
    materialStockBefore = materialLedgersBefore[0];
    expect(materialStockBefore.map((r) => Number(r.value))).toEqual([680 * YUAN]);

    await receive(customerA, [
      { batchNo: 'TA1', qty: 2, expiryDate: '20270601' },
      { batchNo: 'TA2', qty: 3, expiryDate: '20271201' },
    ]);
    // B's batch expires first: FEFO alone would take it for anyone.
    await receive(customerB, [{ batchNo: 'TB1', qty: 5, expiryDate: '20270101' }]);
    const batches = await queryRows<{ batch_no: string; owner_id: number }>(
      t.database.db,
      sql`select batch_no, owner_id from stock_batches where item_kind = 'TRUSTED' order by batch_no`,
    );
    expect(batches.map((b) => [b.batch_no, b.owner_id])).toEqual([
      ['TA1', customerA],
      ['TA2', customerA],
      ['TB1', customerB],
    ]);
  });

  it('refuses a receipt under another customer’s batch, on saving and again on posting', async () => {
    const saved = await saveIn(customerB, [{ batchNo: 'TA1', qty: 1 }]);
    expect(saved.resultCode).not.toBe('0');
    expect(saved).toMatchObject({ result: `批号 TA1 已属于客户「${NAME_A}」，请使用新批号` });
    // Two drafts under one new batch: the first posted makes it its customer's; the other is refused.
    const a = await saveIn(customerA, [{ batchNo: 'TN1', qty: 1 }]);
    const b = await saveIn(customerB, [{ batchNo: 'TN1', qty: 1 }]);
    expect([a.resultCode, b.resultCode]).toEqual(['0', '0']);
    expect((await postIn(a.result.id)).resultCode).toBe('0');
    const refused = await postIn(b.result.id);
    expect(refused).toMatchObject({ result: `批号 TN1 已属于客户「${NAME_A}」，请使用新批号` });
    expect((await postIn(b.result.id, 'INVALIDATE')).resultCode).toBe('0');
    // Back to 2 + 3 for A: red-flush the extra kilogram.
    expect((await postIn(a.result.id, 'RED-FLUSH', 2)).resultCode).toBe('0');
  });

  it('offers a customer only its own batches', async () => {
    const available = async (customerId?: number) =>
      f.store.get<{ batchNo: string; qty: number }[]>('/tmaterielStockUseList/queryAvailableBatches', {
        materielId: String(f.ids.pigment),
        warehouseId: String(trusted),
        ...(customerId ? { customerId: String(customerId) } : {}),
      });
    expect((await available(customerA)).result.map((b) => b.batchNo)).toEqual(['TA1', 'TA2']);
    expect((await available(customerB)).result.map((b) => b.batchNo)).toEqual(['TB1']);
    const without = await available();
    expect(without.resultCode).not.toBe('0');
    expect(JSON.stringify(without)).toContain('请选择委托客户');
  });

  it('picks and reserves only the customer’s batches, automatically and by hand', async () => {
    const saved = await requisition(customerA, 4);
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    reqA = saved.result.id;
    // FEFO among A's batches: TA1 (2 kg) then TA2; B's earlier-expiring TB1 is not A's.
    expect(await picksOf(reqA)).toEqual([
      ['TA1', 2],
      ['TA2', 2],
    ]);
    const reserved = await queryRows<{ batch_no: string; reserved: number }>(
      t.database.db,
      sql`select batch_no, reserved from stock_balances where item_kind = 'TRUSTED' order by batch_no`,
    );
    expect(reserved.map((r) => [r.batch_no, Number(r.reserved) / KG])).toEqual([
      ['TA1', 2],
      ['TA2', 2],
      ['TB1', 0],
      ['TN1', 0],
    ]);
    // More than A has is refused though B's 5 kg lie beside it.
    const tooMuch = await requisition(customerA, 2);
    expect(tooMuch).toMatchObject({ result: expect.stringContaining('可用库存不足') });
    // By hand: B's batch on A's requisition is refused in Chinese.
    const [line] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from inv_trusted_requisitions_items where doc_id = ${reqA}`,
    );
    const handPicked = await f.store.post('/tmaterielStockUseList/saveItemMultiBatchNo', {
      id: reqA,
      version: 1,
      lineId: line.id,
      picks: [{ batchNo: 'TB1', allocationId: 0, qty: 4 * KG }],
    });
    expect(handPicked).toMatchObject({ result: `批号 TB1 不属于客户「${NAME_A}」` });
    // B's own requisition picks B's batch.
    const forB = await requisition(customerB, 1);
    expect(forB.resultCode).toBe('0');
    expect(await picksOf(forB.result.id)).toEqual([['TB1', 1]]);
    expect(
      (
        await f.store.post('/tmaterielStockUseList/changeTrustedRequisitionState', {
          id: forB.result.id,
          version: 1,
          action: 'INVALIDATE',
        })
      ).resultCode,
    ).toBe('0');
  });

  it('re-picks from the new customer’s batches when the requisition changes customer', async () => {
    const saved = await requisition(customerB, 1);
    const detail = await f.store.get<Row & { version: number; items: Row[] }>(
      '/tmaterielStockUseList/queryTrustedRequisitionDetail',
      { id: String(saved.result.id) },
    );
    const changed = await f.store.post('/tmaterielStockUseList/addOrUpdateTrustedRequisition', {
      id: saved.result.id,
      version: detail.result.version,
      applyDate: '20261110',
      warehouseId: trusted,
      customerId: customerA,
      ...(await requisitioner(t.database.db)),
      items: detail.result.items.map((l) => ({ id: l.id, materielId: l.materielId, qty: l.qty })),
    });
    expect(changed.resultCode, JSON.stringify(changed)).toBe('0');
    // A has 1 kg free (TA2) after the first requisition's 4 kg.
    expect(await picksOf(saved.result.id)).toEqual([['TA2', 1]]);
    const res = await f.store.post('/tmaterielStockUseList/changeTrustedRequisitionState', {
      id: saved.result.id,
      version: detail.result.version + 1,
      action: 'INVALIDATE',
    });
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
  });

  it('issues the picks at no value, and nothing of the company’s stock or cost moves', async () => {
    const res = await f.store.post('/tmaterielStockUseList/changeTrustedRequisitionState', {
      id: reqA,
      version: 1,
      action: 'WAREHOUSE-REQUISITION',
    });
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    const [trustedValue] = await queryRows<{ moves: number; valued: number; cost: number }>(
      t.database.db,
      sql`select count(*)::int as moves,
            count(*) filter (where value <> 0 or unit_cost <> 0)::int as valued,
            (select count(*) from item_costs where item_kind = 'TRUSTED' and value <> 0)::int as cost
          from stock_moves where item_kind = 'TRUSTED'`,
    );
    expect(trustedValue.moves).toBeGreaterThan(0);
    expect([trustedValue.valued, trustedValue.cost]).toEqual([0, 0]);
    expect(await materialState()).toEqual(materialBefore);
    expect(await materialViews()).toEqual(materialLedgersBefore);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  });

  it('shows each customer’s stock without value, and a statement that adds up per batch', async () => {
    const stock = await report('/tmaterielStock/queryTrustedStockList', { warehouseId: trusted });
    expect(stock.map((r) => [r.customerId, Number(r.onHand) / KG])).toEqual(
      expect.arrayContaining([
        [customerA, 1],
        [customerB, 5],
      ]),
    );
    const onlyB = await report('/tmaterielStock/queryTrustedStockList', { customerId: customerB });
    expect(onlyB.map((r) => [r.customerLabel, Number(r.onHand) / KG])).toEqual([[`KH002 ${NAME_B}`, 5]]);
    const detail = await report('/tmaterielStock/queryTrustedStockDetailList', {
      materielId: f.ids.pigment,
      customerId: customerA,
    });
    expect(detail.map((r) => [r.batchNo, Number(r.onHand) / KG])).toEqual([['TA2', 1]]);

    const statement = async (start: string) =>
      (
        await report(
          '/tmaterielStock/queryTrustedStockStatementList',
          {
            customerId: customerA,
            businessDateStart: start,
            // Open-ended: the red flush is dated the day the test runs.
            businessDateEnd: '20991231',
          },
          { field: 'batchNo', order: 'asc' },
        )
      ).map((r) => [
        r.batchNo,
        ...['openingQty', 'inQty', 'outQty', 'closingQty'].map((k) => Number(r[k]) / KG),
      ]);
    // From the 5th: the receipts of the 2nd are the opening; TN1's red flush goes out as of today.
    expect(await statement('20261105')).toEqual([
      ['TA1', 2, 0, 2, 0],
      ['TA2', 3, 0, 2, 1],
      ['TN1', 1, 0, 1, 0],
    ]);
    const whole = await statement('20261101');
    for (const [batch, opening, inQty, outQty, closing] of whole)
      expect(Number(opening) + Number(inQty) - Number(outQty), String(batch)).toBe(closing);
    expect(whole.map((r) => r[0])).toEqual(['TA1', 'TA2', 'TN1']);
    // The statement is one customer's: it must be asked for one.
    const res = await f.finance.post('/tmaterielStock/queryTrustedStockStatementList', {
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: {},
    });
    expect(res.resultCode).not.toBe('0');

    const ledger = await report('/finance/queryTrustedStockLedgerList', { customerId: customerA });
    expect(ledger.map((r) => Number(r.closingQty) / KG)).toEqual([1]);
    const batchLedger = await report('/finance/queryTrustedBatchNoLedgerList', {
      materielId: f.ids.pigment,
      customerId: customerB,
    });
    expect(batchLedger.map((r) => [r.docTitle, r.batchNo, Number(r.inQty) / KG])).toEqual([
      ['受托入库', 'TB1', 5],
    ]);
    const inSummary = await report('/tmaterielStockInList/queryTrustedInGatherList', {
      customerId: customerA,
    });
    expect(inSummary.map((r) => Number(r.qty) / KG)).toEqual([5]);
    const outSummary = await report('/tmaterielStockUseList/queryTrustedRequisitionGatherList', {
      customerId: customerA,
    });
    expect(outSummary.map((r) => Number(r.qty) / KG)).toEqual([4]);
    // No value reaches the reader at all: the columns are not declared, so not sent.
    for (const row of [...stock, ...detail, ...ledger, ...batchLedger, ...inSummary, ...outSummary])
      for (const key of ['value', 'unitCost']) expect(row).not.toHaveProperty(key);
  });

  it('declares no value, price or amount on any trusted report', () => {
    const trustedReports = inventoryReports.filter(
      (r) =>
        r.screen.startsWith('/trusted') || Object.values(trustedSide.reports).some((p) => p.key === r.key),
    );
    expect(trustedReports.length).toBe(7);
    for (const r of trustedReports) {
      const valued = r.columns.filter((c) => ['price', 'amount'].includes(r.fields[c]?.kind ?? ''));
      expect(valued, r.key).toEqual([]);
      expect(r.columns, r.key).toContain('customerId');
    }
  });
});
