import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/client.ts';
import { requisitioner } from '../../../seed/demo-people.ts';
import { ApiClient, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type MoveInput, postMoves } from '../stock-ledger.service.ts';

/**
 * The product side of the stock reports: the material reports' queries with the product's tables
 * (one factory, report-sql.ts `stockSql`). Two batches of one product in the finished-goods
 * warehouse, an issue, and every product report agrees with the ledger to the unit.
 */
const KG = 1_000_000;
const YUAN = 1_000_000;
let t: TestApp;
let finance: ApiClient;
let store: ApiClient;
let saler: ApiClient;
let product: number;
let warehouse: number;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  const login = async (user: string) => {
    const c = new ApiClient(t.app);
    expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
    return c;
  };
  finance = await login('finacemanager');
  store = await login('store');
  saler = await login('saler');
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  warehouse = await one(sql`select id from md_warehouses where code = 'CP01'`);
  product = await one(sql`select id from md_products order by code limit 1`);
  let docId = 0;
  const move = (m: Partial<MoveInput> & { qty: number; businessDate: string }): MoveInput => ({
    itemKind: 'PRODUCT',
    itemId: product,
    warehouseId: warehouse,
    docKey: 'product-report-test',
    docId: ++docId,
    ...m,
  });
  const post = (...moves: MoveInput[]) => t.database.db.transaction((tx) => postMoves(tx, moves));
  // October: 2 kg at 30 and 1 kg at 30.000001 (90.000001 元); November: 1 kg issued from P1.
  await post(
    move({ batchNo: 'P1', qty: 2 * KG, unitCost: 30 * YUAN, businessDate: '20261010' }),
    move({ batchNo: 'P2', qty: 1 * KG, unitCost: 30 * YUAN + 1, businessDate: '20261010' }),
  );
  await post(move({ batchNo: 'P1', qty: -1 * KG, businessDate: '20261105' }));
}, 60_000);
afterAll(() => t.close());

type Row = Record<string, unknown>;
async function report(client: ApiClient, url: string, filters: Row = {}): Promise<Row[]> {
  const res = await client.post<{ requestList: Row[] }>(url, {
    page: { pageIndex: 1, pageSize: 100 },
    queryParameterVo: filters,
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.requestList;
}

describe('product stock reports', () => {
  it('shows the product’s stock, its batches adding up to it exactly, and its ledgers agreeing', async () => {
    // The issue took 90.000001 × 1 / 3 = 30.00000033 → 30 元; 60.000001 元 is left for 2 kg.
    const [stock] = await report(finance, '/productStock/queryProductStockList', { productId: product });
    expect(stock).toMatchObject({ productId: product, warehouseId: warehouse, onHand: 2 * KG });
    expect(Number(stock.value)).toBe(60_000_001);
    const batches = await report(finance, '/productStock/queryProductStockDetailList', {
      productId: product,
    });
    // 1 kg each: 30.0000005 each; the unit left over goes to the first of the equal remainders.
    expect(batches.map((b) => [b.batchNo, Number(b.onHand), Number(b.value)])).toEqual([
      ['P1', 1 * KG, 30_000_001],
      ['P2', 1 * KG, 30_000_000],
    ]);
    const [ledger] = await report(finance, '/finance/queryProductStockLedgerList', {
      productId: product,
      businessDateStart: '20261101',
    });
    expect(ledger).toMatchObject({ openingQty: 3 * KG, inQty: 0, outQty: 1 * KG, closingQty: 2 * KG });
    const months = await report(finance, '/finance/queryProductAmountLedgerNewList', { code: '' });
    const mine = months
      .filter((m) => m.code === stock.code)
      .map((m) => [m.period, m.closingQty, m.closingValue]);
    expect(mine).toEqual([
      ['2026-11', 2 * KG, 60_000_001],
      ['2026-10', 3 * KG, 90_000_001],
    ]);
    const moves = await report(finance, '/finance/queryProductBatchNoLedgerList', { productId: product });
    expect(moves.map((m) => [m.batchNo, m.inQty, m.outQty, m.balanceQty])).toEqual([
      ['P1', 2 * KG, 0, 2 * KG],
      ['P2', 1 * KG, 0, 3 * KG],
      ['P1', 0, 1 * KG, 2 * KG],
    ]);
    const [analysis] = await report(finance, '/productStock/queryProductStockAnalyzeList', {
      warehouseId: warehouse,
    });
    expect(Number(analysis.value)).toBe(60_000_001);
  });

  it('shows sales the finished goods, the store without amounts, and keeps the store’s ledgers to quantities', async () => {
    const [seen] = await report(saler, '/productStock/queryProductStockList', { productId: product });
    expect(seen.onHand).toBe(2 * KG);
    const [kept] = await report(store, '/productStock/queryProductStockList', { productId: product });
    expect(kept.onHand).toBe(2 * KG);
    expect(kept).not.toHaveProperty('value');
    const [held] = await report(store, '/finance/queryProductStockLedgerList', { productId: product });
    expect(held.closingQty).toBe(2 * KG);
    const refused = await store.post('/finance/queryProductAmountLedgerNewList', {
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: {},
    });
    expect(refused.resultCode).toBe('10000003');
  });

  it('closes October on the product book alone, and every report agrees the same from its snapshot', async () => {
    const before = await report(finance, '/productStock/queryProductStockDetailList', { productId: product });
    const check = await finance.post<{ blockers: string[] }>('/prodStockAcc/firstCheck', {
      period: '202610',
    });
    expect(check.result.blockers).toEqual([]);
    expect((await store.post('/prodStockAcc/account', { period: '202610' })).resultCode).toBe('10000003');
    const closed = await finance.post('/prodStockAcc/account', { period: '202610' });
    expect(closed.result).toEqual({ period: '202610', status: 'CLOSED' });
    const last = await finance.post<{ consistent: boolean }>('/prodStockAcc/lastCheck', { period: '202610' });
    expect(last.result.consistent).toBe(true);
    // The material book is another: its October is still open.
    const materialMonths = await finance.post<{ period: string; status: string }[]>(
      '/matStockAcc/queryPeriodList',
      {},
    );
    expect(materialMonths.result.find((m) => m.period === '202610')?.status ?? 'OPEN').toBe('OPEN');
    // Posting into the closed product month is refused in words.
    const late = await t.database.db
      .transaction((tx) =>
        postMoves(tx, [
          {
            itemKind: 'PRODUCT',
            itemId: product,
            warehouseId: warehouse,
            batchNo: 'P3',
            qty: KG,
            unitCost: YUAN,
            docKey: 'product-report-test',
            docId: 99,
            businessDate: '20261020',
          },
        ]),
      )
      .catch((e: Error) => e.message);
    expect(late).toMatch(/2026年10月产品库存已结账/);
    expect(
      await report(finance, '/productStock/queryProductStockDetailList', { productId: product }),
    ).toEqual(before);
    const [ledger] = await report(finance, '/finance/queryProductStockLedgerList', {
      productId: product,
      businessDateStart: '20261101',
    });
    expect(ledger).toMatchObject({ openingQty: 3 * KG, outQty: 1 * KG, closingQty: 2 * KG });
    expect((await finance.post('/prodStockAcc/unAccount', { period: '202610' })).resultCode).toBe('0');
  });

  it('answers who holds the product: a requisition’s reservation, on the stock and in the reserve query', async () => {
    const saved = await store.post<{ id: number }>('/productApply/addOrUpdateProductRequisition', {
      applyDate: '20261110',
      warehouseId: warehouse,
      ...(await requisitioner(t.database.db)),
      items: [{ productId: product, qty: 0.5 * KG }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const [stock] = await report(store, '/productStock/queryProductStockList', { productId: product });
    expect(stock).toMatchObject({ onHand: 2 * KG, reserved: 0.5 * KG, available: 1.5 * KG });
    const holders = await store.post<Record<string, unknown>[]>('/productStock/queryReserveList', {
      productId: product,
    });
    expect(holders.result.map((h) => [h.docTitle, h.batchNo, h.qty])).toEqual([
      ['产品领料单', 'P1', 0.5 * KG],
    ]);
  });

  it('keeps a location remark per product and warehouse: the store writes it, the stock row shows it', async () => {
    const body = { productId: product, warehouseId: warehouse, remark: ' 东区货架3层 ' };
    expect((await saler.post('/productStock/updateLocationRemark', body)).resultCode).toBe('10000003');
    const long = await store.post('/productStock/updateLocationRemark', {
      ...body,
      remark: '库'.repeat(201),
    });
    expect(long.result).toMatch(/库位备注最多200个字符/);
    expect((await store.post('/productStock/updateLocationRemark', body)).result).toEqual({
      remark: '东区货架3层',
    });
    const read = await saler.get<{ remark: string; updatedBy: string }>('/productStock/queryLocationRemark', {
      productId: String(product),
      warehouseId: String(warehouse),
    });
    expect(read.result).toMatchObject({ remark: '东区货架3层', updatedBy: 'store' });
    const [row] = await report(finance, '/productStock/queryProductStockList', { productId: product });
    expect(row).toMatchObject({ locationRemark: '东区货架3层', stockKey: `${product}:${warehouse}` });
    // Emptied, the remark is gone (and the change is in the audit log).
    await store.post('/productStock/updateLocationRemark', { ...body, remark: '' });
    const [cleared] = await report(finance, '/productStock/queryProductStockList', { productId: product });
    expect(cleared.locationRemark ?? null).toBeNull();
    const [audits] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_events where entity = 'stock-location-remark'`,
    );
    expect(audits.n).toBe(2);
  });

  it('lists finished goods that left without a sale, at cost, net of 退回, for finance (/stock-out-of-fin)', async () => {
    const out = async (outType: string, qty: number) => {
      const saved = await store.post<{ id: number }>('/productStockOutList/addOrUpdateProductOut', {
        outDate: '20261112',
        warehouseId: warehouse,
        outType,
        receiver: outType === 'SAMPLE' ? '立邦涂料' : '',
        items: [{ productId: product, batchNo: 'P2', qty }],
      });
      expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
      const id = saved.result.id;
      for (const action of ['AUDIT', 'WAREHOUSE-OUT']) {
        const { result } = await store.get<{ version: number }>(
          '/productStockOutList/queryProductOutDetail',
          {
            id: String(id),
          },
        );
        const moved = await store.post('/productStockOutList/changeProductOutState', {
          id,
          version: result.version,
          action,
          ...(action === 'AUDIT' ? { status: 'APPROVAL_APPROVED' } : {}),
        });
        expect(moved.resultCode, JSON.stringify(moved)).toBe('0');
      }
      return id;
    };
    const sample = await out('SAMPLE', 0.2 * KG);
    await out('SALE', 0.1 * KG);
    const scrapped = await out('SCRAP', 0.1 * KG);
    const { result } = await store.get<{ version: number }>('/productStockOutList/queryProductOutDetail', {
      id: String(scrapped),
    });
    // The scrap comes back (退回): it nets to nothing and is not listed.
    const back = await store.post('/productStockOutList/changeProductOutState', {
      id: scrapped,
      version: result.version,
      action: 'RETURN',
    });
    expect(back.resultCode, JSON.stringify(back)).toBe('0');
    const rows = await report(finance, '/stockOutOfFin/queryStockOutOfFinList', {});
    expect(rows.map((r) => [r.docId, r.outType, r.batchNo, r.qty, r.receiver])).toEqual([
      [sample, 'SAMPLE', 'P2', 0.2 * KG, '立邦涂料'],
    ]);
    // At the cost it went out at: the out line's own amount.
    const detail = await finance.get<{ items: { amount: number }[] }>(
      '/productStockOutList/queryProductOutDetail',
      {
        id: String(sample),
      },
    );
    expect(Number(rows[0].value)).toBe(detail.result.items[0].amount);
    expect(Number(rows[0].value)).toBeGreaterThan(0);
    // A finance screen: the store, which keys the outs, does not hold its menu.
    const refused = await store.post('/stockOutOfFin/queryStockOutOfFinList', {
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: {},
    });
    expect(refused.resultCode).toBe('10000003');
  });
});
