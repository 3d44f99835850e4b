import { addDays, companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../platform/db/client.ts';
import type { ApiClient, TestApp } from '../../../test/test-app.ts';
import { KG, type materialFixture, YUAN } from '../../inventory/testing/material-fixture.ts';

type Fixture = Awaited<ReturnType<typeof materialFixture>>;
type Row = Record<string, unknown>;

/**
 * The payable tests' goods (`purchase-finance.test.ts`, `purchase-red-invoice.test.ts`): 宁波溶剂
 * (GYS004, paying at 45 days) is ordered 100 kg of red at 12 元 and 50 kg of resin at 20 元 90 days
 * ago (prices reviewed, placed), accepted and put in on two lines 85 days ago — or the `goods` given
 * ([material, kg, 元] a line), of the supplier given. Answers the supplier, 人民币 and the posted warehouse-in.
 */
export async function receivedGoods(
  t: TestApp,
  f: Fixture,
  clients: { purchaser: ApiClient; manager: ApiClient },
  goods: [materielId: number, kg: number, yuan: number][] = [
    [f.ids.red, 100, 12],
    [f.ids.resin, 50, 20],
  ],
  supplierCode = 'GYS004',
): Promise<{ supplier: number; cny: number; inId: number; inNumber: string }> {
  const { purchaser, manager } = clients;
  const today = companyToday();
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  const detail = async (prefix: string, name: string, id: number) =>
    (
      await f.admin.get<Row & { version: number; number: string; items: Row[] }>(
        `${prefix}/query${name}Detail`,
        {
          id: String(id),
        },
      )
    ).result;
  const act = async (prefix: string, name: string, id: number, action: string, client: ApiClient) => {
    const { version } = await detail(prefix, name, id);
    return client.post(`${prefix}/change${name}State`, { id, version, action });
  };
  const save = async (client: ApiClient, url: string, body: Row) => {
    const res = await client.post<{ id: number }>(url, body);
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    return res.result.id;
  };
  const supplier = await one(sql`select id from md_suppliers where code = ${supplierCode}`);
  const cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  // 宁波溶剂 pays at 45 days (账期 in its master data).
  await t.database.db.execute(sql`update md_suppliers set payment_days = 45 where id = ${supplier}`);
  // 100 kg of red at 12 元 and 50 kg of resin at 20 元, reviewed (no approved prices) and placed.
  const orderId = await save(purchaser, '/purchase/addOrUpdatePurchaseOrder', {
    orderDate: addDays(today, -90),
    supplierId: supplier,
    items: goods.map(([materielId, kg, yuan]) => ({ materielId, qty: kg * KG, price: yuan * YUAN })),
  });
  const { version } = await detail('/purchase', 'PurchaseOrder', orderId);
  await manager.post('/purchase/reviewPurchaseOrderPrices', { id: orderId, version, approved: true });
  expect((await act('/purchase', 'PurchaseOrder', orderId, 'ORDER-PLACE', purchaser)).resultCode).toBe('0');
  // Accepted and put in on two lines (the acceptance against the order lines).
  const order = await detail('/purchase', 'PurchaseOrder', orderId);
  const acceptance = await save(f.store, '/acceptanceCheck/addOrUpdateAcceptance', {
    acceptDate: addDays(today, -85),
    supplierId: supplier,
    warehouseId: f.ids.raw,
    purchaseOrderId: orderId,
    items: goods.map(([materielId, kg], i) => ({
      materielId,
      batchNo: `AP-${i + 1}`,
      qty: kg * KG,
      purchaseOrderLineId: order.items[i].id,
    })),
  });
  expect(
    (await act('/acceptanceCheck', 'Acceptance', acceptance, 'ACCEPT-QUALIFIED', f.store)).resultCode,
  ).toBe('0');
  const inId = await save(f.store, '/warehouse/addOrUpdateMaterialIn', {
    inDate: addDays(today, -85),
    warehouseId: f.ids.raw,
    acceptanceId: acceptance,
    items: [],
  });
  expect((await act('/warehouse', 'MaterialIn', inId, 'WAREHOUSE-IN', f.store)).resultCode).toBe('0');
  const posted = await detail('/warehouse', 'MaterialIn', inId);
  expect(posted.items.map((l) => [Number(l.qty) / KG, Number(l.price) / YUAN])).toEqual(
    goods.map(([, kg, yuan]) => [kg, yuan]),
  );
  return { supplier, cny, inId, inNumber: posted.number };
}
