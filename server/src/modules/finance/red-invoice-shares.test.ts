import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';
import { deliveredGoods } from './testing/sales-delivery.ts';

/**
 * A red letter takes its share of its blue line (DESIGN §5a, issue 27 fault 1's class): red-lettering
 * q of a blue line's Q takes round(line 价税合计 × q / Q) to the fen, and the red that brings back
 * the line's last unit takes the rest — so a line red-lettered in parts comes to exactly its amount
 * and the blue invoice is left with nothing open, not a fen.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let director: ApiClient;
let customer: number;
let cny: number;
let batch = 0;
const today = companyToday();
type Row = Record<string, unknown>;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
async function save(url: string, body: Row) {
  const res = await f.finance.post<{ id: number }>(url, body);
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.id;
}
const audit = async (name: string, id: number) =>
  // 复核 by another finance reviewer than the finance manager who keyed it (maker ≠ checker).
  expect((await f.reviewer.changeState('/finance', name, id, 'AUDIT', {}, f.admin)).resultCode).toBe('0');

/** A 复核'd blue invoice of `qty` kg at `price` 元 (6 decimals): its id. */
async function blueInvoice(qty: number, price: number) {
  const delivery = await deliveredGoods(
    f,
    { saler, director },
    { customerId: customer, currencyId: cny, stock: qty, qty, price, batchNo: `RS${++batch}` },
  );
  const draft = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
    link: 'delivery-invoice',
    sourceIds: [delivery],
  });
  const id = await save('/finance/addOrUpdateSalesInvoice', {
    ...draft.result.values,
    invoiceDate: today,
    invoiceType: 'SPECIAL',
    invoiceNo: '04400123',
    items: draft.result.items,
  });
  await audit('SalesInvoice', id);
  return id;
}

/** A 复核'd red of `qty` kg (×1e6) of the blue's only line (开票有误): its amount. */
async function red(blueId: number, qty: number) {
  const draft = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesRedInvoiceFrom', {
    link: 'invoice-red',
    sourceIds: [blueId],
  });
  const id = await save('/finance/addOrUpdateSalesRedInvoice', {
    ...draft.result.values,
    redDate: today,
    redReason: 'WRONG',
    items: [{ ...draft.result.items[0], qty }],
  });
  await audit('SalesRedInvoice', id);
  const detail = await f.admin.get<{ totalAmount: number; items: { amount: number }[] }>(
    '/finance/querySalesRedInvoiceDetail',
    { id: String(id) },
  );
  expect(detail.result.totalAmount).toBe(detail.result.items[0].amount);
  return detail.result.totalAmount;
}

const blueState = async (id: number) =>
  (
    await queryRows<{ total: string; red: string; status: string }>(
      t.database.db,
      sql`select total_amount as total, red_amount as red, status from fin_sales_invoices where id = ${id}`,
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [saler, director] = await Promise.all(['saler', 'salederictor'].map(login));
  [{ customer, cny }] = await queryRows<{ customer: number; cny: number }>(
    t.database.db,
    sql`select (select id from md_customers where code = 'KH001') as customer,
               (select id from md_currencies where code = 'CNY') as cny`,
  );
  await t.database.db.execute(sql`update md_customers set credit_limit = null where id = ${customer}`);
}, 120_000);
afterAll(() => t?.close());

describe('red letters take their share of the blue line', () => {
  it('3 kg at 40.333333 元 billed 121.00; red-lettered 1 kg at a time: 40.33, 40.33 and the rest 40.34', async () => {
    const blue = await blueInvoice(3, 40.333333);
    expect(Number((await blueState(blue)).total)).toBe(121 * YUAN);
    expect(await red(blue, 1 * KG)).toBe(40.33 * YUAN);
    expect(await red(blue, 1 * KG)).toBe(40.33 * YUAN);
    expect(await red(blue, 1 * KG)).toBe(40.34 * YUAN);
    const after = await blueState(blue);
    expect(Number(after.red)).toBe(121 * YUAN);
    expect(after.status).toBe('VERIFIED');
  });

  it('any split of a line into reds comes to its amount exactly, each part within a fen of its share', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 40_000_001, max: 99_999_999 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 2, maxLength: 4 }),
        async (kgs, micro, weights) => {
          const price = micro / YUAN;
          const blue = await blueInvoice(kgs, price);
          const A = BigInt((await blueState(blue)).total);
          const Q = BigInt(kgs * KG);
          // The weights cut Q into parts to the gram, the last part what the others left.
          const sum = weights.reduce((a, b) => a + b, 0);
          const parts = weights.map((w) => ((Q * BigInt(w)) / BigInt(sum) / 1000n) * 1000n);
          parts[parts.length - 1] = Q - parts.slice(0, -1).reduce((a, b) => a + b, 0n);
          let taken = 0n;
          for (const q of parts.filter((p) => p > 0n)) {
            const amount = BigInt(await red(blue, Number(q)));
            const exact = Number(A * q) / Number(Q);
            expect(Math.abs(Number(amount) - exact)).toBeLessThanOrEqual(10_000 * parts.length);
            taken += amount;
          }
          expect(taken).toBe(A);
          expect(BigInt((await blueState(blue)).red)).toBe(A);
        },
      ),
      { numRuns: 10, seed: Number(process.env.FC_SEED ?? 20261127) },
    );
  });
});
