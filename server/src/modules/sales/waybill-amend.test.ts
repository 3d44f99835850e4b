import { companyToday, printLayouts, salesDelivery } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * Issue 35 item 3: the store keys the carrier and 运单号 while doing 出库 and may correct them once
 * the goods are out (the delivery's `amend`: only those fields, only by the store, audited); the
 * 快递面单 prints the number, and the invoice billing the delivery shows it.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let director: ApiClient;
let deliveryId: number;
let sf: number;
let deppon: number;
type Row = Record<string, unknown>;
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const detail = async (id = deliveryId) =>
  (await f.admin.get<Row & { version: number }>('/order/queryProductStockOutDetail', { id: String(id) }))
    .result;
const amend = async (client: ApiClient, values: Row) =>
  client.post<{ id: number; version: number }>('/order/amendProductStockOut', {
    id: deliveryId,
    version: (await detail()).version,
    ...values,
  });
const act = async (client: ApiClient, action: string, extra: Row = {}) =>
  client.post('/order/changeProductStockOutState', {
    id: deliveryId,
    version: (await detail()).version,
    action,
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [saler, director] = await Promise.all(['saler', 'salederictor'].map(login));
  const kh001 = await one(sql`select id from md_customers where code = 'KH001'`);
  [sf, deppon] = await Promise.all(
    ['SF', 'DEPPON'].map((layout) =>
      one(
        sql`select id from md_expresses where waybill_layout = ${layout} and status = 'EBL' order by id limit 1`,
      ),
    ),
  );
  const stockIn = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
    inDate: companyToday(),
    warehouseId: f.ids.product,
    items: [
      { productId: f.ids.blue, batchNo: 'WB-1', allocationId: f.ids.cpSlot1, qty: 50 * KG, price: 40 * YUAN },
    ],
  });
  expect(stockIn.resultCode, JSON.stringify(stockIn)).toBe('0');
  await f.store.post('/productWarehouse/changeProductInState', {
    id: stockIn.result.id,
    version: 1,
    action: 'WAREHOUSE-IN',
  });
  const order = await saler.post<{ id: number }>('/order/addOrUpdateSalesOrder', {
    customerId: kh001,
    warehouseId: f.ids.product,
    deliveryDate: '20991231',
    items: [{ productId: f.ids.blue, qty: 10 * KG, price: 80 * YUAN }],
  });
  expect(order.resultCode, JSON.stringify(order)).toBe('0');
  await saler.post('/order/changeSalesOrderState', { id: order.result.id, version: 1, action: 'CONFIRM' });
  const draft = await saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
    link: 'order-delivery',
    sourceIds: [order.result.id],
  });
  const saved = await saler.post<{ id: number }>('/order/addOrUpdateProductStockOut', {
    customerId: kh001,
    warehouseId: f.ids.product,
    receiver: '赵经理',
    receiverPhone: '13812340001',
    receiverAddress: '江苏省常州市武进区绿杨路18号',
    items: draft.result.items.map((l) => ({
      productId: l.productId,
      qty: l.qty,
      orderLineId: l.orderLineId,
    })),
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  deliveryId = saved.result.id;
}, 90_000);
afterAll(() => t.close());

describe('the waybill of a delivery', () => {
  it('is not the store’s to key while the delivery is a draft of sales', async () => {
    expect((await amend(f.store, { waybillNo: 'SF100' })).result).toBe('当前状态不能填写运单');
  });

  it('is keyed by the store while doing 出库, and by no one else', async () => {
    const reviewed = await act(director, 'AUDIT', { status: 'APPROVAL_APPROVED' });
    expect(reviewed.resultCode, JSON.stringify(reviewed)).toBe('0');
    expect((await amend(saler, { expressId: sf, waybillNo: 'SF100' })).resultCode).toBe('10000003');
    const keyed = await amend(f.store, { expressId: sf, waybillNo: 'SF1001', pieces: 2 });
    expect(keyed.resultCode, JSON.stringify(keyed)).toBe('0');
    const out = await act(f.store, 'WAREHOUSE-OUT');
    expect(out.resultCode, JSON.stringify(out)).toBe('0');
    expect(await detail()).toMatchObject({
      status: 'OUT_PUT_WAREHOUSE',
      expressId: sf,
      waybillNo: 'SF1001',
      pieces: 2,
    });
  });

  it('may be corrected after posting — only it, and each change is in the history', async () => {
    // The delivery itself is posted: an ordinary save is refused.
    const before = await detail();
    const edit = await saler.post('/order/addOrUpdateProductStockOut', {
      id: deliveryId,
      version: before.version,
      customerId: before.customerId,
      warehouseId: before.warehouseId,
      receiver: '别人',
      items: (before.items as Row[]).map((l) => ({
        id: l.id,
        productId: l.productId,
        qty: l.qty,
        orderLineId: l.orderLineId,
      })),
    });
    expect(edit.result).toBe('销售出库单已生效，不能修改');
    const fixed = await amend(f.store, { expressId: deppon, waybillNo: 'DP2002', receiver: '别人' });
    expect(fixed.resultCode, JSON.stringify(fixed)).toBe('0');
    const after = await detail();
    expect(after).toMatchObject({ expressId: deppon, waybillNo: 'DP2002', pieces: 2, receiver: '赵经理' });
    const history = after.history as { action: string; actionLabel: string }[];
    expect(history.filter((h) => h.action === 'AMEND').map((h) => h.actionLabel)).toEqual([
      '填写运单',
      '填写运单',
    ]);
    const [audit] = await queryRows<{ before: Row; after: Row }>(
      t.database.db,
      sql`select before, after from audit_events where entity = 'sales-delivery' and entity_id = ${String(deliveryId)}
          and action = 'AMEND' order by id desc limit 1`,
    );
    expect(audit.before).toMatchObject({ waybillNo: 'SF1001', expressId: sf });
    expect(audit.after).toMatchObject({ waybillNo: 'DP2002', expressId: deppon });
    // Stale: the version moved.
    expect(
      (
        await f.store.post('/order/amendProductStockOut', {
          id: deliveryId,
          version: before.version,
          waybillNo: 'X',
        })
      ).resultCode,
    ).toBe('10000008');
  });

  it('prints on the 快递面单', async () => {
    const form = printLayouts(salesDelivery).findIndex((l) => l.title === '快递面单');
    expect(form).toBeGreaterThan(0);
    const res = await f.store.raw('POST', '/order/printProductStockOutExcel', { id: deliveryId, form });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const texts: string[] = [];
    book.worksheets[0].eachRow((row) => row.eachCell((cell) => texts.push(String(cell.value ?? ''))));
    expect(
      texts.filter((x) => x.includes('DP2002')),
      texts.join('|'),
    ).not.toEqual([]);
  });

  it('shows on the invoice that bills the delivery', async () => {
    const lines = await queryRows<{ id: number; qty: string; product_id: number }>(
      t.database.db,
      sql`select id, qty, product_id from sal_deliveries_items where doc_id = ${deliveryId}`,
    );
    const { customerId } = await detail();
    const invoice = await f.finance.post<{ id: number }>('/finance/addOrUpdateSalesInvoice', {
      customerId,
      invoiceType: 'SPECIAL',
      items: lines.map((l) => ({ productId: l.product_id, qty: Number(l.qty), deliveryLineId: l.id })),
    });
    expect(invoice.resultCode, JSON.stringify(invoice)).toBe('0');
    const shown = await f.finance.get<Row>('/finance/querySalesInvoiceDetail', {
      id: String(invoice.result.id),
    });
    expect(shown.result).toMatchObject({ invoiceDate: companyToday(), deliveryWaybills: 'DP2002' });
    // …and on its 开票通知单, which the customer receives (issue 35 item 3).
    const res = await f.finance.raw('POST', '/finance/printSalesInvoiceExcel', { id: invoice.result.id });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const texts: string[] = [];
    book.worksheets[0].eachRow((row) => row.eachCell((cell) => texts.push(String(cell.value ?? ''))));
    expect(texts, texts.join('|')).toContain('开票通知单');
    expect(texts.indexOf('DP2002'), texts.join('|')).toBe(texts.indexOf('发货运单号') + 1);
  });
});
