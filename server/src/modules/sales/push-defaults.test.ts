import { addDays, companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * Issue 35 items 1, 2 on the sales side: a new document's declared defaults (today's date, 币种 the
 * customer's 结算币种 else CNY, the customer's default 收货地址) filled by the server and answered to
 * the form, and 下推 of a delivery from an order keeping the order's delivery address (收货方 /
 * 收货电话 / 收货地址).
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let kh001: number;
let cny: number;
let usd: number;
let warehouseAddress: number;
let kh001Default: number;
let defaultAddress: { receiver: string; receiverPhone: string; receiverAddress: string };
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
  const [home] = await queryRows<{ id: number; receiver: string; receiver_phone: string; address: string }>(
    t.database.db,
    sql`select id, receiver, receiver_phone, address from crm_addresses where customer_id = ${kh001} and is_default`,
  );
  kh001Default = home.id;
  defaultAddress = {
    receiver: home.receiver,
    receiverPhone: home.receiver_phone,
    receiverAddress: home.address,
  };
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
/** A delivery saved from a 下推 draft (with `extra` over its header): its detail. */
async function savedAsPushed(draft: { values: Row; items: Row[] }, extra: Row = {}) {
  const delivery = await saler.post<{ id: number }>('/order/addOrUpdateProductStockOut', {
    ...Object.fromEntries(Object.entries(draft.values).filter(([k]) => !k.endsWith('Label'))),
    ...extra,
    items: draft.items.map((l) => ({ productId: l.productId, qty: l.qty, orderLineId: l.orderLineId })),
  });
  expect(delivery.resultCode, JSON.stringify(delivery)).toBe('0');
  return (await saler.get<Row>('/order/queryProductStockOutDetail', { id: String(delivery.result.id) }))
    .result;
}
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
    expect(await savedAsPushed(draft.result)).toMatchObject({
      outDate: companyToday(),
      receiver: '仓库收货',
      receiverPhone: '0519-88885678',
      receiverAddress: '江苏省常州市武进区三号仓库',
    });
  });

  it('a delivery whose 收货地址 is left empty takes the customer’s default address (issue 35 item 2)', async () => {
    const saved = await order({ addressId: warehouseAddress });
    await saler.post('/order/changeSalesOrderState', { id: saved.result.id, version: 1, action: 'CONFIRM' });
    const draft = await saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
      link: 'order-delivery',
      sourceIds: [saved.result.id],
    });
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    // The user empties what the push brought: the save falls back to the customer's default.
    const cleared = { receiver: null, receiverPhone: null, receiverAddress: null };
    expect(await savedAsPushed(draft.result, cleared)).toMatchObject(defaultAddress);
  });
});

describe('defaults from the customer (issue 35 items 1, 2)', () => {
  it('an order left without its address takes the customer’s default 收货地址', async () => {
    const saved = await order({});
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    expect((await detail(saved.result.id)).addressId).toBe(kh001Default);
  });

  it('币种 defaults to the customer’s 结算币种 where it has one, else CNY — at save and in the form', async () => {
    // The saler's own customer, made to settle in a foreign currency for this test.
    const customer = kh001;
    await t.database.db.execute(sql`update md_customers set currency_id = ${usd} where id = ${customer}`);
    const foreign = await order({ customerId: customer });
    expect(foreign.resultCode, JSON.stringify(foreign)).toBe('0');
    expect((await detail(foreign.result.id)).currencyId).toBe(usd);
    const asked = await saler.post<{ values: Row }>('/order/querySalesOrderDefaults', {
      values: { customerId: customer },
    });
    expect(asked.result.values.currencyId).toBe(usd);
    expect(String(asked.result.values.currencyLabel)).toMatch(/USD|EUR/);
    // A customer kept without one (an old record): CNY.
    await t.database.db.execute(sql`update md_customers set currency_id = null where id = ${customer}`);
    const plain = await saler.post<{ values: Row }>('/order/querySalesOrderDefaults', {
      values: { customerId: customer },
    });
    expect(plain.result.values.currencyId).toBe(cny);
    await t.database.db.execute(sql`update md_customers set currency_id = ${cny} where id = ${customer}`);
    // The customer's default address comes with its label, for the form's picker.
    const withAddress = await saler.post<{ values: Row }>('/order/querySalesOrderDefaults', {
      values: { customerId: kh001 },
    });
    expect(withAddress.result.values).toMatchObject({
      addressId: kh001Default,
      addressLabel: defaultAddress.receiverAddress,
    });
  });

  it('a new customer settles in CNY unless its 结算币种 is keyed', async () => {
    const res = await f.admin.post<{ id: number }>('/customer/addOrUpdateCustomer', {
      name: '默认币种测试客户',
      category: 'COMPANY_CUSTOM',
    });
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    const [row] = await queryRows<{ currency_id: number }>(
      t.database.db,
      sql`select currency_id from md_customers where id = ${res.result.id}`,
    );
    expect(row.currency_id).toBe(cny);
  });
});
