import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exposureOf } from '../modules/finance/credit.service.ts';
import { ledgerViolations, noViolations } from '../modules/inventory/testing/ledger-invariants.ts';
import { queryRows } from '../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoStock } from './demo-stock.ts';

/**
 * The demo company's months of stock, as `npm start` makes them after it listens: the product
 * warehouse's screens, ledgers and summaries show living data, the product book is closed up to
 * the month before last, and the whole ledger keeps its invariants.
 */
let t: TestApp;
let finance: ApiClient;
let seconds = 0;
const today = new Date(2026, 10, 24);
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  const started = performance.now();
  await seedDemoStock(t.app, today);
  seconds = (performance.now() - started) / 1000;
  finance = new ApiClient(t.app);
  expect((await finance.login('finacemanager', 'demo1234')).resultCode).toBe('0');
}, 180_000);
afterAll(() => t.close());

type Row = Record<string, unknown>;
async function report(url: string, filters: Row = {}): Promise<Row[]> {
  const res = await finance.post<{ requestList: Row[] }>(url, {
    page: { pageIndex: 1, pageSize: 200 },
    queryParameterVo: filters,
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.requestList;
}

describe('the demo months of the product warehouse', () => {
  it('keep the ledger whole, with every kind of product document posted', async () => {
    console.info(`demo months made in ${seconds.toFixed(1)} s`);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
    const kinds = await queryRows<{ doc_key: string }>(
      t.database.db,
      sql`select distinct doc_key from stock_moves where item_kind = 'PRODUCT' order by doc_key`,
    );
    expect(kinds.map((k) => k.doc_key)).toEqual([
      // The demo's packed batch (生产包装单, issue 30).
      'manufacture-packaging',
      'product-requisition',
      'product-stock-merge',
      'product-stocktaking',
      'product-transfer',
      'product-warehouse-in',
      'product-warehouse-out',
      'sales-delivery',
    ]);
    const closed = await queryRows<{ period: string }>(
      t.database.db,
      sql`select max(period) as period from stock_periods where item_kind = 'PRODUCT' and status = 'CLOSED'`,
    );
    expect(closed[0].period).toBe('202609');
  });

  it('show stock in both finished-goods warehouses, reserved stock, every age band and the summaries', async () => {
    const stock = await report('/productStock/queryProductStockList');
    const warehouses = new Set(stock.map((r) => r.warehouseLabel ?? r.warehouseId));
    expect(warehouses.size).toBe(2);
    expect(stock.some((r) => Number(r.reserved) > 0)).toBe(true);
    // Each product's batches add up to its stock, to the unit.
    for (const productId of new Set(stock.map((r) => r.productId))) {
      const value = (rows: Row[]) => rows.reduce((s, r) => s + Number(r.value), 0);
      const detail = await report('/productStock/queryProductStockDetailList', { productId });
      expect(value(detail)).toBe(value(stock.filter((r) => r.productId === productId)));
    }
    const ages = await report('/productStock/queryProductStockSlugList');
    expect(new Set(ages.map((r) => r.stockAge)).size).toBeGreaterThanOrEqual(4);
    for (const url of [
      '/productWarehouse/queryProductInGatherList',
      '/productApply/queryProductRequisitionMonthGatherList',
      '/productStockOutList/queryProductOutMonthGatherList',
      '/finance/queryProductStockLedgerList',
      '/finance/queryProductAmountLedgerNewList',
      '/finance/queryProductStockFinanceLedgerNewList',
      '/stockOutOfFin/queryStockOutOfFinList',
    ])
      expect((await report(url)).length, url).toBeGreaterThan(0);
    const merged = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_batch_sources`,
    );
    expect(merged[0].n).toBe(2);
  });
});

describe('the demo purchases', () => {
  let purchaser: ApiClient;
  let store: ApiClient;
  beforeAll(async () => {
    purchaser = new ApiClient(t.app);
    store = new ApiClient(t.app);
    expect((await purchaser.login('purchaser', 'demo1234')).resultCode).toBe('0');
    expect((await store.login('store', 'demo1234')).resultCode).toBe('0');
  });
  const list = async (client: ApiClient, url: string, filters: Row = {}) => {
    const res = await client.post<{ requestList: Row[] }>(url, {
      page: { pageIndex: 1, pageSize: 100 },
      queryParameterVo: filters,
    });
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    return res.result.requestList;
  };
  const statuses = (rows: Row[]) => [...new Set(rows.map((r) => String(r.status)))].sort();

  it('fill the price, apply and order screens with every state', async () => {
    const prices = await list(purchaser, '/materielPrice/queryMaterielPricePageList');
    expect(statuses(prices)).toEqual(['APPROVAL_APPROVED', 'APPROVAL_NOT_APPROVED', 'APPROVAL_PENDING']);
    const applies = await list(store, '/purchase/queryPurchaseApplyPageList');
    expect(statuses(applies)).toEqual([
      'APPROVAL_NOT_APPROVED',
      'APPROVAL_PENDING',
      'DONE',
      'ORDERED',
      'ORDER_PENDING',
    ]);
    const orders = await list(purchaser, '/purchase/queryPurchaseOrderPageList');
    expect(statuses(orders)).toEqual(['DONE', 'IN_PUT_WAREHOUSE', 'NEW', 'ORDERED']);
    expect(orders.filter((o) => o.priceReview === 'APPROVAL_PENDING')).toHaveLength(2);
    expect(orders.filter((o) => o.amountState === 'APPROVAL_PENDING')).toHaveLength(1);
    const returns = await list(store, '/purchase/queryPurchaseReturnPageList');
    expect(statuses(returns)).toEqual(['RETURN_PENDING']);
    // The order reports read the same orders.
    const quality = await list(purchaser, '/purchase/queryPurchaseOrderWarehouseQualityList');
    expect(quality.map((r) => r.statusLabel).sort()).toEqual([
      '已下单',
      '已入库',
      '已完成',
      '已完成',
      '已完成',
    ]);
    const summary = await list(purchaser, '/purchase/queryPurchaseOrderSummaryList');
    expect(summary.length).toBeGreaterThanOrEqual(4);
  });

  it('fill the request and manual order screens, and the audit list with what waits', async () => {
    const requests = await list(store, '/purchase/queryPurchaseRequestPageList');
    expect(statuses(requests)).toEqual(['APPROVED', 'CHECKPENDING', 'DISCARDED']);
    expect(requests.find((r) => r.status === 'APPROVED')?.orderState).toBe('FULL');
    const manual = await list(purchaser, '/purchase/queryPurchaseOrderPageList', { orderType: 'MANUAL' });
    expect(manual.map((r) => r.status)).toEqual(['DONE']);
    const audit = await list(purchaser, '/purchase/queryPurchaseAuditList');
    expect([...new Set(audit.map((r) => String(r.kind)))].sort()).toEqual([
      'APPLY',
      'MATERIAL_PRICE',
      'ORDER_AMOUNT',
      'ORDER_PRICE',
      'REQUEST',
    ]);
    const received = await list(purchaser, '/purchase/queryPurchaseWarehouseSummaryList');
    expect(received.length).toBeGreaterThanOrEqual(6);
    const applied = await list(purchaser, '/purchase/queryPurchaseApplySummaryList');
    expect(applied.some((r) => Number(r.openQty) > 0)).toBe(true);
  });

  it('receive the placed orders through acceptances and warehouse-ins at the order prices', async () => {
    const orders = await list(purchaser, '/purchase/queryPurchaseOrderPageList');
    const received = async (status: string) => {
      const row = orders.find((o) => o.status === status)!;
      const detail = await purchaser.get<{ items: Row[] }>('/purchase/queryPurchaseOrderDetail', {
        id: String(row.id),
      });
      return detail.result.items.map((l) => [Number(l.qty), Number(l.acceptedQty), Number(l.inQty)]);
    };
    for (const [qty, accepted, inQty] of await received('DONE'))
      expect([accepted, inQty]).toEqual([qty, qty]);
    expect(await received('IN_PUT_WAREHOUSE')).toEqual([[50_000_000, 30_000_000, 30_000_000]]);
    expect(await received('ORDERED')).toEqual([
      [500_000_000, 0, 0],
      [400_000_000, 0, 0],
    ]);
    const ins = await queryRows<{ price: string; order_price: string }>(
      t.database.db,
      sql`select i.price, o.price as order_price from inv_material_ins_items i
          join pur_orders_items o on o.id = i.purchase_order_line_id`,
    );
    // The apply orders' three lines, the request's order's two and the manual order's one.
    expect(ins).toHaveLength(6);
    for (const line of ins) expect(line.price).toBe(line.order_price);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  });

  it('leave safety stock under its lower limit for 一键请购', async () => {
    const rows = await list(store, '/inventory/queryMaterialSafeStockPageList');
    const state = (label: string) => rows.find((r) => String(r.materielLabel).startsWith(label))?.safetyState;
    expect([state('RJ-PG'), state('ZJ-FF'), state('YL-PW6')]).toEqual(['UNDER', 'UNDER', 'WARN']);
  });
});

describe('the demo sales', () => {
  it('fill the price, order, delivery and return screens with every state, and keep the ledger whole', async () => {
    const director = new ApiClient(t.app);
    expect((await director.login('salederictor', 'demo1234')).resultCode).toBe('0');
    const list = async (url: string) => {
      const res = await director.post<{ requestList: Row[] }>(url, {
        page: { pageIndex: 1, pageSize: 100 },
        queryParameterVo: {},
      });
      expect(res.resultCode, JSON.stringify(res)).toBe('0');
      return res.result.requestList;
    };
    const statuses = (rows: Row[]) => [...new Set(rows.map((r) => String(r.status)))].sort();
    expect(statuses(await list('/approve/queryBasePricePageList'))).toEqual([
      'APPROVAL_APPROVED',
      'APPROVAL_PENDING',
    ]);
    expect(statuses(await list('/approve/queryPriceApprovePageList'))).toEqual([
      'APPROVAL_APPROVED',
      'APPROVAL_PENDING',
    ]);
    const orders = await list('/order/querySalesOrderPageList');
    // The first order is delivered in part (已出库); its return waits for the store.
    expect(statuses(orders)).toEqual([
      'APPROVAL_PENDING',
      'DELIVERY_PENDING',
      'DISCARDED',
      'DONE',
      'OUT_PUT_WAREHOUSE',
    ]);
    expect(orders.filter((o) => o.priceReview === 'APPROVAL_PENDING')).toHaveLength(1);
    expect(statuses(await list('/order/queryProductStockOutPageList'))).toEqual([
      'APPROVAL_PENDING',
      'OUT_PUT_WAREHOUSE',
      'OUT_PUT_WAREHOUSE_PENDING',
    ]);
    expect(statuses(await list('/order/querySalesReturnPageList'))).toEqual(['RETURN_PENDING']);
    // The confirmed orders hold what they still have to deliver.
    const held = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_reservations where doc_key = 'sales-order'`,
    );
    expect(held[0].n).toBeGreaterThan(0);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);

    // Finance: the deliveries that went out are invoiced; one receipt written off, one waiting.
    const finance = new ApiClient(t.app);
    expect((await finance.login('finacemanager', 'demo1234')).resultCode).toBe('0');
    const of = async (url: string) =>
      (
        await finance.post<{ requestList: Row[] }>(url, {
          page: { pageIndex: 1, pageSize: 100 },
          queryParameterVo: {},
        })
      ).result.requestList;
    expect(statuses(await of('/finance/querySalesInvoicePageList'))).toEqual(['UNVERIFIED']);
    expect(statuses(await of('/finance/querySalesReceiptPageList'))).toEqual([
      'APPROVAL_PENDING',
      'VERIFIED',
    ]);
    const ar = await of('/finance/queryAccountReceivableList');
    expect(ar.length).toBeGreaterThan(0);
    expect(ar.some((r) => Number(r.overdue30) > 0)).toBe(true);

    // Payables: 双乐颜料's invoice overdue and 60 % paid, 沪化原料's waiting for 价差审核 and paid
    // in advance, a payment request waiting; the spot buy's warehouse-in not yet invoiced.
    const invoices = await of('/purchaseInvoice/queryPurchaseInvoicePageList');
    expect(invoices.map((i) => [i.status, i.priceReview]).sort()).toEqual([
      ['APPROVAL_PENDING', 'APPROVAL_PENDING'],
      ['UNVERIFIED', 'NORMAL'],
    ]);
    expect(statuses(await of('/purchaseInvoice/queryPurchasePaymentPageList'))).toEqual([
      'APPROVAL_PENDING',
      'UNVERIFIED',
      'VERIFIED',
    ]);
    const ap = await of('/purchaseInvoice/queryPurchasePayableList');
    const byCode = new Map(ap.map((r) => [String(r.supplierLabel).split(' ')[0], r]));
    expect(Number(byCode.get('GYS001')?.overdue60)).toBeGreaterThan(0);
    expect(Number(byCode.get('GYS002')?.advance)).toBe(2_000_000_000);
    expect(Number(byCode.get('GYS002')?.balance)).toBe(-2_000_000_000);
    const ins = await of('/warehouse/queryMaterialInPageList');
    expect(new Set(ins.map((i) => i.invoiceState))).toEqual(
      new Set(['NOT_INVOICED', 'APPROVAL_PENDING', 'UNVERIFIED']),
    );

    // Opening balances (复核): 杭州涂料 and 广州油墨 owe from the old books; 毕克代理's is half paid,
    // Cabot's not yet due. 广州油墨 is 3,000 元 below its credit limit, 杭州涂料 far below.
    const openAr = await of('/finance/querySalesOpeningBalancePageList');
    expect(openAr.map((r) => [r.status, Number(r.amount) / 1_000_000]).sort()).toEqual([
      ['UNVERIFIED', 18_600],
      ['UNVERIFIED', 2_450],
    ]);
    const openAp = await of('/purchaseInvoice/queryPurchaseOpeningBalancePageList');
    expect(openAp.map((r) => [r.status, Number(r.openAmount) / 1_000_000]).sort()).toEqual([
      ['UNVERIFIED', 18_000],
      ['UNVERIFIED', 8_500],
    ]);
    const ap2 = await of('/purchaseInvoice/queryPurchasePayableList');
    const byCode2 = new Map(ap2.map((r) => [String(r.supplierLabel).split(' ')[0], r]));
    expect(Number(byCode2.get('GYS003')?.balance)).toBe(18_000_000_000);
    expect(Number(byCode2.get('GYS006')?.notDue)).toBe(8_500_000_000);
    const limits = await queryRows<{ code: string; credit_limit: string }>(
      t.database.db,
      sql`select code, credit_limit from md_customers where credit_limit is not null order by code`,
    );
    expect(limits.map((l) => l.code)).toEqual(['KH002', 'KH003']);
    const kh003 = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from md_customers where code = 'KH003'`,
    );
    const e = await exposureOf(t.database.db, kh003[0].id);
    expect(Number(e.limit) - e.receivable - e.uninvoiced).toBe(3_000_000_000);
    expect(e.receivable).toBeGreaterThan(0);
    // The invoices are mailed (快递打印) to the customers' default addresses, sent by the company.
    const mailed = await queryRows<{ receiver: string | null; waybill_no: string | null }>(
      t.database.db,
      sql`select receiver, waybill_no from fin_sales_invoices order by id limit 1`,
    );
    expect(mailed[0].waybill_no).toBe('1400012345600');
    expect(mailed[0].receiver).toBeTruthy();
    const settings = await of('/finance/queryFinanceSettingPageList');
    expect(settings.map((r) => r.senderName)).toEqual(['苏州天工新材料有限公司']);
  });
});

describe('the demo cost adjustments', () => {
  it('add 120 元 to the pigment’s stock value, and leave a product adjustment waiting', async () => {
    const list = async (url: string) =>
      (
        await finance.post<{ requestList: Row[] }>(url, {
          page: { pageIndex: 1, pageSize: 20 },
          queryParameterVo: {},
        })
      ).result.requestList;
    expect((await list('/finance/queryMaterielStockChangeCostPageList')).map((r) => r.status)).toEqual([
      'APPROVAL_APPROVED',
    ]);
    expect((await list('/finance/queryProductStockChangeCostPageList')).map((r) => r.status)).toEqual([
      'APPROVAL_PENDING',
    ]);
    const [move] = await queryRows<{ qty: number; value: number }>(
      t.database.db,
      sql`select qty, value from stock_moves where doc_key = 'material-cost-adjust'`,
    );
    expect([Number(move.qty), Number(move.value)]).toEqual([0, 120_000_000]);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  });
});

describe('the demo recipes', () => {
  it('fill the four recipe screens: a paste on a half-stuff base in two versions, a CNT dispersion, every state', async () => {
    const rows = await queryRows<{
      code: string;
      version_no: number;
      scale: string;
      purpose: string;
      status: string;
    }>(
      t.database.db,
      sql`select code, version_no, scale, purpose, status from prd_recipes order by code, version_no`,
    );
    expect(rows.map((r) => `${r.code} ${r.version_no} ${r.scale}/${r.purpose} ${r.status}`)).toEqual([
      'BL-B15-GB 1 FULL/MANUFACTURE APPROVED',
      'PF-B15-01 1 FULL/MANUFACTURE APPROVED',
      'PF-B15-01 2 FULL/MANUFACTURE CHECKPENDING',
      'PF-CNT-05 1 FULL/MANUFACTURE APPROVED',
      'PF-CNT-AQ04 1 PILOT/RESEARCH CHECKPENDING',
      'PF-R101-P1 1 PILOT/MANUFACTURE APPROVED',
      'PF-W6-X1 1 FULL/RESEARCH UNAPPROVED',
    ]);
    const researcher = new ApiClient(t.app);
    expect((await researcher.login('researcher', 'demo1234')).resultCode).toBe('0');
    const [paste] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from prd_recipes where code = 'PF-B15-01' and version_no = 1`,
    );
    // 500 kg of paste: 375 kg of the grind base exploded into its materials, the rest as keyed.
    const exploded = await researcher.get<{ materials: { code: string; qty: number }[] }>(
      '/formula/explodeRecipe',
      {
        id: String(paste.id),
      },
    );
    const kg = Object.fromEntries(exploded.result.materials.map((m) => [m.code, m.qty / 1_000_000]));
    expect(kg).toEqual({
      'FSJ-190': 30,
      'RJ-DIW': 221.625,
      'RJ-PG': 20,
      'SZ-ACR01': 75,
      'YL-PB153': 150,
      'ZJ-024': 1.875,
      'ZJ-FF': 1.5,
    });
  });
});
