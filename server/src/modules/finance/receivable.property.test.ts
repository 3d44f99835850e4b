import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Book, receivableBook } from './testing/settlement-book.ts';
import { checkSettlements } from './testing/settlement-property.ts';

/**
 * 应收's property (`testing/settlement-property.ts`, shared with 应付's): random invoices, red-letter
 * invoices, receipts, write-offs by hand and 自动核销, their edits, 撤销 and 反审核, on random dates
 * (some settlements dated before what they settle, refused), for KH001 and KH002 with an opening
 * balance each, against a BigInt replay — 应收账款 per customer as of several dates: AR = invoices −
 * red − receipts (+ 期初) dated by then, each aging bucket, Σ buckets − 预收 = AR.
 */
let t: TestApp;
let book: Book;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  // 61.3337 元/kg (above the base price): grams × four decimals fall between fen, so every line
  // amount is rounded; each customer's delivery is far more than any run can invoice.
  book = await receivableBook(t, { kg: 5000, price: 61.3337 });
}, 120_000);
afterAll(() => t.close());

describe('receivable properties', () => {
  it('keeps AR = invoices − red − receipts, Σ aging − 预收 = AR at every date and every write-off within both sides and dated after them', async () => {
    await checkSettlements(t, book);
  }, 300_000);
});
