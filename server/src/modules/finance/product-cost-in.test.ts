import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { type ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * 产品成本录入 (/product-cost-in, + /detail): the store keys a product warehouse-in without prices;
 * it is listed for finance with its lines still to cost, until finance has keyed every line's price
 * on the warehouse-in itself. The store does not see the list.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
type Row = Record<string, unknown>;
type Page = { requestList: Row[]; totals: Record<string, number> };
let inId: number;
let number: string;
const today = companyToday();

const report = async (name: string, filters: Row, by: ApiClient = f.finance) =>
  by.post<Page>(`/finance/query${name}List`, {
    page: { pageIndex: 1, pageSize: 50 },
    queryParameterVo: filters,
  });

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
}, 120_000);
afterAll(() => t.close());

describe('产品成本录入', () => {
  it('lists the store’s warehouse-in with its two lines still to cost, and those lines', async () => {
    const saved = await f.store.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
      inDate: today,
      warehouseId: f.ids.product,
      department: '色浆车间',
      items: [
        { productId: f.ids.blue, batchNo: 'PC-1', allocationId: f.ids.cpSlot1, qty: 12 * KG },
        { productId: f.ids.redPaste, batchNo: 'PC-2', allocationId: f.ids.cpSlot1, qty: 8 * KG },
      ],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    inId = saved.result.id;
    [{ number }] = await queryRows<{ number: string }>(
      t.database.db,
      sql`select number from inv_product_ins where id = ${inId}`,
    );
    const page = await report('ProductCostIn', { number });
    expect(page.resultCode).toBe('0');
    expect(page.result.requestList).toEqual([
      expect.objectContaining({
        id: inId,
        number,
        inDate: today,
        department: '色浆车间',
        statusLabel: '待入库',
        lines: 2,
        openLines: 2,
        openQty: 20 * KG,
      }),
    ]);
    const lines = await report('ProductCostInDetail', { inId });
    expect(lines.result.requestList.map((r) => [r.number, r.batchNo, Number(r.qty) / KG])).toEqual([
      [number, 'PC-1', 12],
      [number, 'PC-2', 8],
    ]);
    // The store, which never sees prices, does not hold the screen.
    expect(await report('ProductCostIn', {}, f.store)).toEqual({
      resultCode: '10000003',
      result: '您没有执行此操作的权限',
    });
  });

  it('leaves the list once finance has keyed every line’s price', async () => {
    const detail = async () =>
      (
        await f.finance.get<Row & { version: number; items: Row[] }>(
          '/productWarehouse/queryProductInDetail',
          {
            id: String(inId),
          },
        )
      ).result;
    const keyed = async (prices: (number | null)[]) => {
      const d = await detail();
      const res = await f.finance.post('/productWarehouse/addOrUpdateProductIn', {
        id: inId,
        version: d.version,
        inDate: d.inDate,
        warehouseId: d.warehouseId,
        department: d.department,
        items: d.items.map((l, i) => ({
          id: l.id,
          productId: l.productId,
          batchNo: l.batchNo,
          allocationId: l.allocationId,
          qty: l.qty,
          ...(prices[i] === null ? {} : { price: prices[i] }),
        })),
      });
      expect(res.resultCode, JSON.stringify(res)).toBe('0');
    };
    await keyed([30 * YUAN, null]);
    const page = await report('ProductCostIn', { number });
    expect(page.result.requestList.map((r) => [r.openLines, Number(r.openQty) / KG])).toEqual([[1, 8]]);
    await keyed([30 * YUAN, 45 * YUAN]);
    expect((await report('ProductCostIn', { number })).result.requestList).toEqual([]);
  });
});
