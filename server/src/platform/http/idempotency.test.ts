import { companyToday, IDEMPOTENCY_HEADER } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YUAN } from '../../modules/inventory/testing/material-fixture.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { IDEMPOTENCY_REUSED } from './idempotency.ts';

/**
 * Issue 28 item 3: a submission sent twice (a double click, a resent request) creates one document.
 * Runs on PGlite and, with DATABASE_URL, on PostgreSQL, where the ten calls truly run at once.
 */
let t: TestApp;
let cashier: ApiClient;
let receipt: Record<string, unknown>;

const count = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from fin_sales_receipts`))[0]
    .n;

function send(client: ApiClient, body: unknown, key?: string) {
  return client
    .raw('POST', '/finance/addOrUpdateSalesReceipt', body, key ? { [IDEMPOTENCY_HEADER]: key } : {})
    .then((res) => res.json() as { resultCode: string; result: unknown });
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  cashier = new ApiClient(t.app);
  expect((await cashier.login('cashier', 'demo1234')).resultCode).toBe('0');
  const [ids] = await queryRows<{ customer: number; cny: number }>(
    t.database.db,
    sql`select (select id from md_customers where code = 'KH001') as customer,
               (select id from md_currencies where code = 'CNY') as cny`,
  );
  receipt = {
    receiptDate: companyToday(),
    customerId: ids.customer,
    currencyId: ids.cny,
    amount: 1000 * YUAN,
    method: 'BANK',
    bankAccount: '工商银行常州分行',
  };
});
afterAll(() => t?.close());

describe('idempotent creates', () => {
  it('ten identical receipts sent together with one key create one, and all ten answer it', async () => {
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(cashier, receipt, 'form-1')));
    expect(answers.map((a) => a.resultCode)).toEqual(Array(10).fill('0'));
    const ids = new Set(answers.map((a) => (a.result as { id: number }).id));
    expect(ids.size).toBe(1);
    expect(await count()).toBe(before + 1);
    // Sent again later (a resent request): the first answer, nothing new.
    const again = await send(cashier, receipt, 'form-1');
    expect(again).toEqual(answers[0]);
    expect(await count()).toBe(before + 1);
  });

  it('without a key each call is its own submission; another key is another receipt', async () => {
    const before = await count();
    expect((await send(cashier, receipt)).resultCode).toBe('0');
    expect((await send(cashier, receipt)).resultCode).toBe('0');
    expect((await send(cashier, receipt, 'form-2')).resultCode).toBe('0');
    expect(await count()).toBe(before + 3);
  });

  it('a key reused for another body is refused; a refused first call keeps nothing', async () => {
    const before = await count();
    const other = await send(cashier, { ...receipt, amount: 2000 * YUAN }, 'form-1');
    expect(other).toEqual({ resultCode: '10000001', result: IDEMPOTENCY_REUSED });
    // Refused by the rules (no customer): the same key may carry the corrected submission.
    const refused = await send(cashier, { ...receipt, customerId: 99_999_999 }, 'form-3');
    expect(refused.resultCode).not.toBe('0');
    expect((await send(cashier, receipt, 'form-3')).resultCode).toBe('0');
    expect(await count()).toBe(before + 1);
  });

  it('a key is the account’s own: another account’s same key is its own submission', async () => {
    const accounting = new ApiClient(t.app);
    expect((await accounting.login('accounting', 'demo1234')).resultCode).toBe('0');
    const before = await count();
    const mine = await send(accounting, receipt, 'form-1');
    expect(mine.resultCode).toBe('0');
    expect(await count()).toBe(before + 1);
  });
});
