import { actionReviewVerb, makerCheckerRefusal } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Maker ≠ checker for the reviews made by module actions rather than declared transitions
 * (issue 35 item 4): 采购订单 价格审核 / 金额审核, 销售订单 and 销售出库单 信用审核, 采购发票 价差审核 —
 * the same rule and words as a `checker` transition, through the one `refuseSelfReview`. Each
 * action: the reviewer who keyed the record (its create_by) is refused and the record stays as it
 * was (version, state); a second reviewer may decide it; SuperAdmin is exempt.
 */
let t: TestApp;
const refusal = '制单人不能审核自己的单据（制单与审核须为两人）';

const login = async (user: string, password = 'demo1234') => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, password)).resultCode).toBe('0');
  return c;
};
const one = async <T>(q: SQL) => (await queryRows<T>(t.database.db, q))[0];

const idOf = async (table: string, code: string) =>
  (await one<{ id: number }>(sql`select id from ${sql.identifier(table)} where code = ${code}`)).id;

interface Case {
  label: string;
  call: string;
  table: string;
  /** Keys the record as `maker` through its own call and puts it where the review decides. */
  key: (maker: ApiClient) => Promise<number>;
  /** Its state the review decides: what the refused attempt must leave pending. */
  state: (id: number) => SQL;
  maker: string;
  checker: string;
}

const saved = async (client: ApiClient, url: string, body: Record<string, unknown>) => {
  const res = await client.post<{ id: number }>(url, body);
  expect(res.resultCode, JSON.stringify(res.result)).toBe('0');
  return res.result.id;
};
/** A purchase order of a material without an approved price: its line waits for 价格审核. */
const purchaseOrder = async (maker: ApiClient) =>
  saved(maker, '/purchase/addOrUpdatePurchaseOrder', {
    supplierId: await idOf('md_suppliers', 'GYS005'),
    items: [{ materielId: await idOf('md_materiels', 'YL-PB153'), qty: 10_000_000, price: 99_000_000 }],
  });

const cases: Case[] = [
  {
    label: '采购订单 价格审核',
    call: '/purchase/reviewPurchaseOrderPrices',
    table: 'pur_orders',
    key: purchaseOrder,
    state: (id) => sql`select price_state as state from pur_orders_items where doc_id = ${id}`,
    maker: 'purchasingmanager',
    checker: 'purchasingdirector',
  },
  {
    label: '采购订单 金额审核',
    call: '/purchase/reviewPurchaseOrderAmount',
    table: 'pur_orders',
    key: async (maker) => {
      const id = await purchaseOrder(maker);
      // Over the director's limit (财务设置 of purchasing, as purchase-chain.test.ts sets it).
      await t.database.db.execute(
        sql`update pur_orders set amount_state = 'APPROVAL_PENDING' where id = ${id}`,
      );
      return id;
    },
    state: (id) => sql`select amount_state as state from pur_orders where id = ${id}`,
    maker: 'purchasingdirector',
    checker: 'admin',
  },
  {
    label: '销售订单 信用审核',
    call: '/finance/reviewSalesOrderCredit',
    table: 'sal_orders',
    key: async (maker) => {
      const id = await saved(maker, '/order/addOrUpdateSalesOrder', {
        customerId: await idOf('md_customers', 'KH005'),
        deliveryDate: '20991231',
        warehouseId: await idOf('md_warehouses', 'CP01'),
        items: [{ productId: await idOf('md_products', 'SJ-B15-01'), qty: 1_000_000, price: 60_000_000 }],
      });
      // Over the customer's credit limit (credit-limit.test.ts makes it so through the limit).
      await t.database.db.execute(
        sql`update sal_orders set credit_state = 'APPROVAL_PENDING' where id = ${id}`,
      );
      return id;
    },
    state: (id) => sql`select credit_state as state from sal_orders where id = ${id}`,
    maker: 'salederictor',
    checker: 'finacemanager',
  },
];

const versionOf = async (c: Case, id: number) =>
  Number(
    (await one<{ version: number }>(sql`select version from ${sql.identifier(c.table)} where id = ${id}`))
      .version,
  );

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
}, 90_000);
afterAll(() => t.close());

describe('maker and checker are two people, for module-action reviews too', () => {
  it('is one message, the transitions’ own', () => {
    expect(makerCheckerRefusal(actionReviewVerb)).toBe(refusal);
  });

  for (const c of cases)
    it(`${c.label}: refused to its maker, decided by a second reviewer`, async () => {
      const maker = await login(c.maker);
      const id = await c.key(maker);
      const version = await versionOf(c, id);
      const self = await maker.post(c.call, { id, version, approved: true, reason: '' });
      expect(self).toEqual({ resultCode: '10000009', result: refusal });
      expect(await versionOf(c, id)).toBe(version);
      expect((await one<{ state: string }>(c.state(id))).state).toBe('APPROVAL_PENDING');

      const checker = c.checker === 'admin' ? await login('admin', 'admin123') : await login(c.checker);
      const other = await checker.post(c.call, { id, version, approved: false, reason: '请重新议价' });
      expect(other.resultCode, JSON.stringify(other.result)).toBe('0');
      expect((await one<{ state: string }>(c.state(id))).state).toBe('APPROVAL_NOT_APPROVED');
    });

  it('SuperAdmin is exempt, as for transitions', async () => {
    const c = cases[0];
    const admin = await login('admin', 'admin123');
    const id = await c.key(admin);
    const res = await admin.post(c.call, { id, version: await versionOf(c, id), approved: true, reason: '' });
    expect(res.resultCode, JSON.stringify(res.result)).toBe('0');
    expect((await one<{ state: string }>(c.state(id))).state).toBe('NORMAL');
  });
});
