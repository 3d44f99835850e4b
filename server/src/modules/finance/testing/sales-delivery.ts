import { companyToday } from '@tiangong/domain';
import { expect } from 'vitest';
import type { ApiClient } from '../../../test/test-app.ts';
import { KG, type materialFixture, YUAN } from '../../inventory/testing/material-fixture.ts';

type Fixture = Awaited<ReturnType<typeof materialFixture>>;
type Row = Record<string, unknown>;

/**
 * Goods gone out to a customer, ready to invoice (the sales tests of finance): `stock` kg of blue
 * paste put in at 40 元 (batch `batchNo`), an order of `qty` kg at `price` 元 confirmed by the
 * salesperson, its delivery approved by the sales director and sent out by the store. Answers the
 * delivery's id.
 */
export async function deliveredGoods(
  f: Fixture,
  clients: { saler: ApiClient; director: ApiClient },
  o: { customerId: number; currencyId: number; stock: number; qty: number; price: number; batchNo: string },
): Promise<number> {
  const today = companyToday();
  const act = async (
    prefix: string,
    name: string,
    id: number,
    action: string,
    client: ApiClient,
    extra = {},
  ) => {
    const { version } = (
      await f.admin.get<{ version: number }>(`${prefix}/query${name}Detail`, { id: String(id) })
    ).result;
    const res = await client.post<Row>(`${prefix}/change${name}State`, { id, version, action, ...extra });
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
  };
  const save = async (client: ApiClient, url: string, body: Row) => {
    const res = await client.post<{ id: number }>(url, body);
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    return res.result.id;
  };
  const { saler, director } = clients;
  const stock = await save(f.finance, '/productWarehouse/addOrUpdateProductIn', {
    inDate: today,
    warehouseId: f.ids.product,
    items: [{ productId: f.ids.blue, batchNo: o.batchNo, qty: o.stock * KG, price: 40 * YUAN }],
  });
  await act('/productWarehouse', 'ProductIn', stock, 'WAREHOUSE-IN', f.store);
  const orderId = await save(saler, '/order/addOrUpdateSalesOrder', {
    customerId: o.customerId,
    orderDate: today,
    deliveryDate: today,
    warehouseId: f.ids.product,
    currencyId: o.currencyId,
    items: [{ productId: f.ids.blue, qty: o.qty * KG, price: Math.round(o.price * YUAN) }],
  });
  await act('/order', 'SalesOrder', orderId, 'CONFIRM', saler);
  const out = await saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
    link: 'order-delivery',
    sourceIds: [orderId],
  });
  const deliveryId = await save(saler, '/order/addOrUpdateProductStockOut', {
    ...out.result.values,
    outDate: today,
    items: out.result.items,
  });
  await act('/order', 'ProductStockOut', deliveryId, 'AUDIT', director, {
    status: 'APPROVAL_APPROVED',
    comment: '同意',
  });
  await act('/order', 'ProductStockOut', deliveryId, 'WAREHOUSE-OUT', f.store);
  return deliveryId;
}
