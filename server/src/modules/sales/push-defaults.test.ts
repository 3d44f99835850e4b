import { addDays, companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * Issue 35 item 1 on the sales side: a new document's declared defaults (today's date, 币种 CNY)
 * filled by the server and answered to the form, and 下推 of a delivery from an order keeping the
 * order's delivery address (收货方 / 收货电话 / 收货地址).
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let kh001: number;
let cny: number;
let usd: number;
let warehouseAddress: number;
type Row = Record<string, unknown>;
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  saler = new ApiClient(t.app);
  expect((await saler.login('saler', 'demo1234')).resultCode).toBe('0');
  kh001 = await one(sql`select id from md_customers where code = 'KH001'`);
  cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  usd = await one(sql`select id from md_currencies where code <> 'CNY' order by id limit 1`);
  // KH001's second address (not its default): what the order keys is what the delivery gets.
  warehouseAddress = await one(
    sql`select id from crm_addresses where customer_id = ${kh001} and address like '%三号仓库'`,
  );
  // Stock to deliver: 100 kg of blue paste in the product warehouse.
  const stockIn = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
    inDate: companyToday(),
    warehouseId: f.ids.product,
    items: [
      {
        productId: f.ids.blue,
        batchNo: 'PD-1',
        allocationId: f.ids.cpSlot1,
        qty: 100 * KG,
        price: 40 * YUAN,
      },
    ],
  });
  expect(stockIn.resultCode, JSON.stringify(stockIn)).toBe('0');
  const posted = await f.store.post('/productWarehouse/changeProductInState', {
    id: stockIn.result.id,
    version: 1,
    action: 'WAREHOUSE-IN',
  });
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
}, 90_000);
afterAll(() => t.close());

const order = (extra: Row) =>
  saler.post<{ id: number }>('/order/addOrUpdateSalesOrder', {
    customerId: kh001,
    warehouseId: f.ids.product,
    deliveryDate: '20991231',
    items: [{ productId: f.ids.blue, qty: 10 * KG, price: 80 * YUAN }],
    ...extra,
  });
const detail = async (id: number) =>
  (await saler.get<Row>('/order/querySalesOrderDetail', { id: String(id) })).result;

describe('declared defaults', () => {
  it('a new order left without its date and currency gets the company’s today and CNY', async () => {
    const saved = await order({});
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    expect(await detail(saved.result.id)).toMatchObject({ orderDate: companyToday(), currencyId: cny });
    // What was keyed stays as keyed.
    const yesterday = addDays(companyToday(), -1);
    const keyed = await order({ orderDate: yesterday, currencyId: usd });
    expect(keyed.resultCode, JSON.stringify(keyed)).toBe('0');
    expect(await detail(keyed.result.id)).toMatchObject({ orderDate: yesterday, currencyId: usd });
  });

  it('answers the form its defaults, with the label of a reference', async () => {
    const res = await saler.post<{ values: Row; items: Row[] }>('/order/querySalesOrderDefaults', {});
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    expect(res.result.values).toMatchObject({ orderDate: companyToday(), currencyId: cny });
    expect(String(res.result.values.currencyLabel)).toContain('CNY');
    // A field the form already holds is not proposed again.
    const kept = await saler.post<{ values: Row }>('/order/querySalesOrderDefaults', {
      values: { orderDate: '20260301' },
    });
    expect(kept.result.values).not.toHaveProperty('orderDate');
  });
});

describe('下推 of a delivery from an order', () => {
  it('keeps the order’s warehouse, currency and delivery address', async () => {
    const saved = await order({ addressId: warehouseAddress });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const confirmed = await saler.post('/order/changeSalesOrderState', {
      id: saved.result.id,
      version: 1,
      action: 'CONFIRM',
    });
    expect(confirmed.resultCode, JSON.stringify(confirmed)).toBe('0');
    const draft = await saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
      link: 'order-delivery',
      sourceIds: [saved.result.id],
    });
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    expect(draft.result.values).toMatchObject({
      customerId: kh001,
      warehouseId: f.ids.product,
      currencyId: cny,
      receiver: '仓库收货',
      receiverPhone: '0519-88885678',
      receiverAddress: '江苏省常州市武进区三号仓库',
    });
    // Saved as pushed, the delivery keeps them.
    const delivery = await saler.post<{ id: number }>('/order/addOrUpdateProductStockOut', {
      ...Object.fromEntries(Object.entries(draft.result.values).filter(([k]) => !k.endsWith('Label'))),
      items: draft.result.items.map((l) => ({
        productId: l.productId,
        qty: l.qty,
        orderLineId: l.orderLineId,
      })),
    });
    expect(delivery.resultCode, JSON.stringify(delivery)).toBe('0');
    const kept = await saler.get<Row>('/order/queryProductStockOutDetail', {
      id: String(delivery.result.id),
    });
    expect(kept.result).toMatchObject({
      outDate: companyToday(),
      receiver: '仓库收货',
      receiverPhone: '0519-88885678',
      receiverAddress: '江苏省常州市武进区三号仓库',
    });
  });

  it('an order without an address leaves them to the user', async () => {
    const saved = await order({});
    await saler.post('/order/changeSalesOrderState', { id: saved.result.id, version: 1, action: 'CONFIRM' });
    const draft = await saler.post<{ values: Row }>('/order/makeProductStockOutFrom', {
      link: 'order-delivery',
      sourceIds: [saved.result.id],
    });
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    expect(draft.result.values.receiver ?? null).toBeNull();
    expect(draft.result.values.warehouseId).toBe(f.ids.product);
  });
});
