import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * Issue 35 item 1 on the purchasing side: an order line takes the supplier's approved 物料价格 (and
 * the form is told so), and a warehouse-in pushed from an acceptance keeps its 仓库 and the order
 * line's 单价.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let purchaser: ApiClient;
let manager: ApiClient;
type Row = Record<string, unknown>;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [purchaser, manager] = await Promise.all(
    ['purchaser', 'purchasingmanager'].map(async (user) => {
      const c = new ApiClient(t.app);
      expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
      return c;
    }),
  );
  const price = await purchaser.post<{ id: number }>('/materielPrice/addOrUpdateMaterielPrice', {
    supplierId: f.ids.supplier,
    materielId: f.ids.pigment,
    price: 61 * YUAN,
    effectiveDate: '20260101',
  });
  expect(price.resultCode, JSON.stringify(price)).toBe('0');
  const approved = await manager.post('/materielPrice/changeMaterielPriceState', {
    id: price.result.id,
    version: 1,
    action: 'AUDIT',
    status: 'APPROVAL_APPROVED',
  });
  expect(approved.resultCode, JSON.stringify(approved)).toBe('0');
}, 90_000);
afterAll(() => t.close());

describe('a purchase order line', () => {
  it('is offered the approved price with its hint, and saved with it when left empty', async () => {
    const offered = await purchaser.post<{ values: Row; items: Row[]; lineHints: Row[] }>(
      '/purchase/queryPurchaseOrderDefaults',
      {
        values: { supplierId: f.ids.supplier },
        items: [{ materielId: f.ids.pigment }, { materielId: f.ids.red }],
      },
    );
    expect(offered.resultCode, JSON.stringify(offered)).toBe('0');
    expect(offered.result.values).toMatchObject({ orderDate: companyToday() });
    expect(offered.result.items).toEqual([{ price: 61 * YUAN }, {}]);
    expect(offered.result.lineHints).toEqual([{ price: '已按核准物料价格' }, {}]);
    const saved = await purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseOrder', {
      supplierId: f.ids.supplier,
      items: [{ materielId: f.ids.pigment, qty: 10 * KG }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    orderId = saved.result.id;
    const order = await purchaser.get<Row & { items: Row[] }>('/purchase/queryPurchaseOrderDetail', {
      id: String(orderId),
    });
    expect(order.result).toMatchObject({ orderDate: companyToday(), priceReview: 'NORMAL' });
    expect(order.result.items[0]).toMatchObject({ price: 61 * YUAN, amount: 610 * YUAN });
  });
});

describe('a warehouse-in pushed from an acceptance', () => {
  it('keeps the acceptance’s warehouse and the order line’s price', async () => {
    const placed = await purchaser.post('/purchase/changePurchaseOrderState', {
      id: orderId,
      version: 1,
      action: 'ORDER-PLACE',
    });
    expect(placed.resultCode, JSON.stringify(placed)).toBe('0');
    const order = await purchaser.get<{ items: Row[] }>('/purchase/queryPurchaseOrderDetail', {
      id: String(orderId),
    });
    const acceptance = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
      supplierId: f.ids.supplier,
      warehouseId: f.ids.aux,
      purchaseOrderId: orderId,
      items: [
        {
          materielId: f.ids.pigment,
          batchNo: 'DF-1',
          qty: 10 * KG,
          purchaseOrderLineId: order.result.items[0].id,
        },
      ],
    });
    expect(acceptance.resultCode, JSON.stringify(acceptance)).toBe('0');
    const judged = await f.store.post('/acceptanceCheck/changeAcceptanceState', {
      id: acceptance.result.id,
      version: 1,
      action: 'ACCEPT-QUALIFIED',
    });
    expect(judged.resultCode, JSON.stringify(judged)).toBe('0');
    const draft = await f.admin.post<{ values: Row; items: Row[] }>('/warehouse/makeMaterialInFrom', {
      link: 'acceptance-in',
      sourceIds: [acceptance.result.id],
    });
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    expect(draft.result.values).toMatchObject({ warehouseId: f.ids.aux, supplierId: f.ids.supplier });
    expect(draft.result.items[0]).toMatchObject({
      materielId: f.ids.pigment,
      batchNo: 'DF-1',
      price: 61 * YUAN,
    });
    // The store never sees prices: its draft has none (the save takes the order's anyway).
    const stores = await f.store.post<{ items: Row[] }>('/warehouse/makeMaterialInFrom', {
      link: 'acceptance-in',
      sourceIds: [acceptance.result.id],
    });
    expect(stores.result.items[0].price ?? null).toBeNull();
  });
});

describe('a payment’s 币种 (issue 35 item 1)', () => {
  it('follows the supplier’s 结算币种, CNY while no supplier is chosen', async () => {
    const [usd] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from md_currencies where code = 'USD'`,
    );
    await t.database.db.execute(
      sql`update md_suppliers set currency_id = ${usd.id} where id = ${f.ids.supplier}`,
    );
    const cashier = new ApiClient(t.app);
    expect((await cashier.login('cashier', 'demo1234')).resultCode).toBe('0');
    const ask = (values: Row) =>
      cashier.post<{ values: Row }>('/purchaseInvoice/queryPurchasePaymentDefaults', { values });
    const chosen = await ask({ supplierId: f.ids.supplier });
    expect(chosen.resultCode, JSON.stringify(chosen)).toBe('0');
    expect(chosen.result.values).toMatchObject({ currencyId: usd.id, payDate: companyToday() });
    expect(String(chosen.result.values.currencyLabel)).toContain('USD');
    expect(String((await ask({})).result.values.currencyLabel)).toContain('CNY');
  });
});
