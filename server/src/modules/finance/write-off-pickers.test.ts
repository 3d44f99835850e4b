import { addDays, type OpenAmount } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Book, bookToday, payableBook, receivableBook } from './testing/settlement-book.ts';

/**
 * Issue 35 item 10 on both sides of the books: the write-off's pickers (选单 of its amount links,
 * `query…WriteOffOpenAmounts`) offer the party's issued invoices, 期初 and receipts / payments with
 * something left open — each with its date, amount, currency and 未核销金额, the engine's figure
 * (amount − written off − red-lettered) that the documents' own 未核销金额 also reads — after a part
 * write-off and after a red-letter invoice; the write-off being edited sees what it holds as open.
 */
let t: TestApp;
let cashier: ApiClient;
const books: Record<'应收' | '应付', Book> = {} as never;
const today = bookToday();
const KG = 1_000_000n;
const YUAN = 1_000_000;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  books.应收 = await receivableBook(t, { kg: 100, price: 40 });
  books.应付 = await payableBook(t, { kg: 100, price: 40 });
  cashier = new ApiClient(t.app);
  expect((await cashier.login('cashier', 'demo1234')).resultCode).toBe('0');
}, 180_000);
afterAll(() => t.close());

function ok<T>(res: { resultCode: string; result: T }): T {
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
}

async function issued(
  b: Book,
  saved: Promise<{ resultCode: string; result: { id: number } }>,
  doc: 'invoice' | 'payment' | 'opening' | 'red',
) {
  const { id } = ok(await saved);
  ok(await b.act(doc, id, 'AUDIT'));
  return id;
}

const links = { invoice: 'writeoff-invoice', opening: 'writeoff-opening', payment: 'writeoff-payment' };

/** What the write-off's picker of `link` offers party 0, as [number, date, amount, open] in 元. */
async function offered(b: Book, link: keyof typeof links, extra: Record<string, unknown> = {}) {
  const page = ok(
    await cashier.post<{ requestList: OpenAmount[]; totalRec: number }>(
      `${b.prefix}/query${b.names.writeOff}OpenAmounts`,
      { link: links[link], partyId: b.parties[0], ...extra },
    ),
  );
  expect(page.totalRec).toBe(page.requestList.length);
  for (const row of page.requestList) expect(row.currencyLabel).toMatch(/人民币|CNY/);
  return page.requestList.map((r) => [r.number, r.date, Number(r.amount) / YUAN, Number(r.open) / YUAN]);
}

const numberOf = async (b: Book, doc: 'invoice' | 'payment' | 'opening', id: number) =>
  (
    await queryRows<{ number: string }>(
      t.database.db,
      sql`select number from ${sql.identifier(b.table[doc])} where id = ${id}`,
    )
  )[0].number;

/** The document's own 未核销金额 (its derived openAmount), in 元. */
async function openOf(b: Book, doc: 'invoice' | 'payment' | 'opening', id: number) {
  const d = ok(
    await cashier.get<{ openAmount: number }>(`${b.prefix}/query${b.names[doc]}Detail`, { id: String(id) }),
  );
  return Number(d.openAmount) / YUAN;
}

describe.each(['应收', '应付'] as const)('%s: the write-off pickers show what is open', (side) => {
  it('offers issued documents with their date, amount and open amount, after a part write-off and a red letter', async () => {
    const b = books[side];
    await b.wipe();
    const d1 = addDays(today, -20);
    const d2 = addDays(today, -10);
    // 10 kg × 40 元 = 400 元 and 6 kg = 240 元 (with the order's tax: read back from the offer).
    const first = await issued(b, b.invoice(0, 10n * KG, d1, addDays(d1, 30)), 'invoice');
    const second = await issued(b, b.invoice(0, 6n * KG, d2, addDays(d2, 30)), 'invoice');
    // A draft invoice (not 复核) is not offered.
    ok(await b.invoice(0, 1n * KG, d2, addDays(d2, 30)));
    const opening = await issued(b, b.opening(0, 50n * 1_000_000n, d1, d2), 'opening');
    const payment = await issued(b, b.payment(0, 1000n * 1_000_000n, d1), 'payment');
    const [n1, n2] = [await numberOf(b, 'invoice', first), await numberOf(b, 'invoice', second)];
    const before = await offered(b, 'invoice');
    expect(before.map((r) => r.slice(0, 2))).toEqual([
      [n1, d1],
      [n2, d2],
    ]);
    const [a1, a2] = [before[0][2] as number, before[1][2] as number];
    expect(a1).toBeGreaterThanOrEqual(400);
    expect(before.map((r) => r[3])).toEqual([a1, a2]);

    // 40 元 of the first written off: 40 less open on it and on the payment.
    const w = ok(await b.writeOff(0, { id: first, opening: false }, payment, 40n * 1_000_000n, today));
    // A red letter of 3 kg of the second: half of it is no longer owed.
    await issued(b, b.red(second, 3n * KG, today), 'red');
    const after = await offered(b, 'invoice');
    expect(after).toEqual([
      [n1, d1, a1, a1 - 40],
      [n2, d2, a2, a2 / 2],
    ]);
    // The figure offered is the documents' own 未核销金额.
    expect([await openOf(b, 'invoice', first), await openOf(b, 'invoice', second)]).toEqual([
      a1 - 40,
      a2 / 2,
    ]);
    expect(await offered(b, 'payment')).toEqual([[await numberOf(b, 'payment', payment), d1, 1000, 960]]);
    expect(await openOf(b, 'payment', payment)).toBe(960);
    expect(await offered(b, 'opening')).toEqual([[await numberOf(b, 'opening', opening), d1, 50, 50]]);
    // Found by its number.
    expect((await offered(b, 'invoice', { keyword: n2 })).map((r) => r[0])).toEqual([n2]);
    // Editing the write-off, what it holds is open to it.
    expect(await offered(b, 'invoice', { documentId: w.id, sourceId: first })).toEqual([[n1, d1, a1, a1]]);
    expect((await offered(b, 'payment', { documentId: w.id }))[0][3]).toBe(1000);

    // The first written off whole: no longer offered; the payment still is, for what it has left.
    ok(
      await b.writeOff(
        0,
        { id: first, opening: false },
        payment,
        BigInt(Math.round((a1 - 40) * YUAN)),
        today,
      ),
    );
    expect((await offered(b, 'invoice')).map((r) => r[0])).toEqual([n2]);
    expect((await offered(b, 'payment'))[0][3]).toBe(1000 - a1);
    // Only sources in the currency of the other side chosen: a payment in another currency agrees with none.
    const usd = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from md_currencies where code <> 'CNY' order by id limit 1`,
      )
    )[0].id;
    const foreign = await issued(b, b.payment(0, 10n * 1_000_000n, d1), 'payment');
    await t.database.db.execute(
      sql`update ${sql.identifier(b.table.payment)} set currency_id = ${usd} where id = ${foreign}`,
    );
    expect(await offered(b, 'invoice', { agree: [{ link: links.payment, id: foreign }] })).toEqual([]);
    expect(await offered(b, 'invoice', { agree: [{ link: links.payment, id: payment }] })).toHaveLength(1);
  });
});
