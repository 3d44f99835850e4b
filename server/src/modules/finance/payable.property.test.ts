import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Book, payableBook } from './testing/settlement-book.ts';
import { checkSettlements } from './testing/settlement-property.ts';

/**
 * 应付's property, the twin of 应收's (`testing/settlement-property.ts`): random purchase invoices
 * billed from warehouse-ins, red-letter purchase invoices, payments, 付款核销 by hand and 自动核销,
 * their edits, 撤销 and 反审核, on random dates (some settlements dated before what they settle,
 * refused), for two suppliers with a 期初应付 each, against a BigInt replay — 应付账款 per supplier
 * as of several dates: AP = invoices − red − payments (+ 期初) dated by then, each aging bucket,
 * Σ buckets − 预付 = AP.
 */
let t: TestApp;
let book: Book;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  // 12.3457 元/kg: grams × four decimals fall between fen, so every line amount is rounded; each
  // supplier's warehouse-in is far more than any run can bill.
  book = await payableBook(t, { kg: 3000, price: 12.3457, suppliers: ['GYS004', 'GYS001'] });
}, 120_000);
afterAll(() => t.close());

describe('payable properties', () => {
  it('keeps AP = invoices − red − payments, Σ aging − 预付 = AP at every date and every write-off within both sides and dated after them', async () => {
    await checkSettlements(t, book);
  }, 300_000);
});
