import { addDays, formatYmd } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Book, bookToday, payableBook, receivableBook } from './testing/settlement-book.ts';

/**
 * Issue 27 fault 5 over the API, on both sides of the books: a settlement is dated on or after what
 * it settles — a write-off (by hand or 自动核销) on or after its invoice or 期初 and its receipt /
 * payment, a red-letter invoice on or after its blue one — so at every as-of date Σ aging buckets −
 * 预收 / 预付 = balance; money keyed is in fen and an invoice's 价税合计 lands on the fen; two 自动核销
 * of one party at once take what the other left.
 */
let t: TestApp;
const books: Record<'应收' | '应付', Book> = {} as never;
const today = bookToday();
const KG = 1_000_000n;
const YUAN = 1_000_000n;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  // 61.3337 元/kg of blue paste to customers, 12.3457 元/kg of red from suppliers: grams × four
  // decimals fall between fen, so every 价税合计 is rounded.
  books.应收 = await receivableBook(t, { kg: 2000, price: 61.3337 });
  books.应付 = await payableBook(t, { kg: 2000, price: 12.3457, suppliers: ['GYS004'] });
}, 180_000);
afterAll(() => t.close());

/** qty × price to the fen, half up: what a person pays for an invoice line. */
const billed = (b: Book, qty: bigint) => (((qty * b.price) / KG + 5_000n) / 10_000n) * 10_000n;
const yuan = (v: bigint) => Number(v) / Number(YUAN);

function ok<T>(res: { resultCode: string; result: T }): T {
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
}
const numberOf = async (table: string, id: number) =>
  (
    await queryRows<{ number: string }>(
      t.database.db,
      sql`select number from ${sql.identifier(table)} where id = ${id}`,
    )
  )[0].number;

async function issued(
  b: Book,
  saved: Promise<{ resultCode: string; result: { id: number } }>,
  doc: 'invoice' | 'payment' | 'opening' | 'red',
) {
  const { id } = ok(await saved);
  ok(await b.act(doc, id, 'AUDIT'));
  return id;
}

/** The party's row as of a date, in 元: [invoiced, paid, balance, 预收/预付, Σ buckets]; Σ buckets − advance = balance. */
async function agedAt(b: Book, asOf: string, c = 0) {
  const row = (await b.report(asOf)).find((r) => r[b.partyField] === b.parties[c]);
  if (!row) return undefined;
  const buckets = ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'].reduce(
    (s, k) => s + BigInt(Number(row[k])),
    0n,
  );
  const figures = [row.invoiced, row[b.paidKey], row.balance, row.advance].map((v) => BigInt(Number(v)));
  expect(buckets - figures[3], `${b.title} as of ${asOf}: Σ 账龄 − 预收/预付 = 余额`).toBe(figures[2]);
  return [...figures, buckets].map(yuan);
}

const words = {
  应收: { invoice: '发票', payment: '收款', paymentDate: '收款日期', opening: '期初应收', field: '收款金额' },
  应付: {
    invoice: '采购发票',
    payment: '付款',
    paymentDate: '付款日期',
    opening: '期初应付',
    field: '付款金额',
  },
} as const;

describe.each(['应收', '应付'] as const)('%s: a settlement is dated on or after what it settles', (side) => {
  const w = words[side];

  it('a write-off dated before its payment or its invoice is refused, naming both; on or after both, aging adds up at every date', async () => {
    const b = books[side];
    await b.wipe();
    const qty = 16n * KG;
    const total = billed(b, qty);
    const invoice = await issued(b, b.invoice(0, qty, addDays(today, -40), addDays(today, -10)), 'invoice');
    const payment = await issued(b, b.payment(0, 100n * YUAN, addDays(today, -20)), 'payment');
    const [inv, pay] = [await numberOf(b.table.invoice, invoice), await numberOf(b.table.payment, payment)];
    const owed = { id: invoice, opening: false };
    expect((await b.writeOff(0, owed, payment, 80n * YUAN, addDays(today, -30))).result).toBe(
      `核销日期 ${formatYmd(addDays(today, -30))} 早于${w.payment} ${pay} 的${w.paymentDate} ${formatYmd(addDays(today, -20))}`,
    );
    const early = await issued(b, b.payment(0, 50n * YUAN, addDays(today, -50)), 'payment');
    expect((await b.writeOff(0, owed, early, 30n * YUAN, addDays(today, -45))).result).toBe(
      `核销日期 ${formatYmd(addDays(today, -45))} 早于${w.invoice} ${inv} 的开票日期 ${formatYmd(addDays(today, -40))}`,
    );
    // Nothing of either was written off.
    expect(await agedAt(b, addDays(today, -25))).toEqual([
      yuan(total),
      50,
      yuan(total - 50n * YUAN),
      50,
      yuan(total),
    ]);
    // On the payment's day: it passes, and as of any date both sides of it are seen together.
    const { id } = ok(await b.writeOff(0, owed, payment, 80n * YUAN, addDays(today, -20)));
    // An edit may not move it before either side.
    const moved = await b.writeOff(0, owed, payment, 80n * YUAN, addDays(today, -21), {
      id,
      version: await b.version('writeOff', id),
    });
    expect(moved.result).toMatch(new RegExp(`^核销日期 ${formatYmd(addDays(today, -21))} 早于${w.payment} `));
    expect(await agedAt(b, addDays(today, -25))).toEqual([
      yuan(total),
      50,
      yuan(total - 50n * YUAN),
      50,
      yuan(total),
    ]);
    expect(await agedAt(b, addDays(today, -20))).toEqual([
      yuan(total),
      150,
      yuan(total - 150n * YUAN),
      70,
      yuan(total - 80n * YUAN),
    ]);
    expect(await agedAt(b, today)).toEqual([
      yuan(total),
      150,
      yuan(total - 150n * YUAN),
      70,
      yuan(total - 80n * YUAN),
    ]);
  });

  it('a red-letter invoice dated before its blue one is refused, at save and at 复核 (the blue re-dated since)', async () => {
    const b = books[side];
    await b.wipe();
    const blue = await issued(b, b.invoice(0, 10n * KG, addDays(today, -40), addDays(today, -10)), 'invoice');
    const number = await numberOf(b.table.invoice, blue);
    expect((await b.red(blue, 2n * KG, addDays(today, -45))).result).toBe(
      `红冲日期 ${formatYmd(addDays(today, -45))} 早于蓝字发票 ${number} 的开票日期 ${formatYmd(addDays(today, -40))}`,
    );
    // On the blue's own day it is taken; then the blue goes back, is dated later and 复核 again.
    const { id: red } = ok(await b.red(blue, 2n * KG, addDays(today, -40)));
    ok(await b.act('invoice', blue, 'DISCARD'));
    ok(await b.edit('invoice', blue, { invoiceDate: addDays(today, -30) }));
    ok(await b.act('invoice', blue, 'AUDIT'));
    expect((await b.act('red', red, 'AUDIT')).result).toBe(
      `红冲日期 ${formatYmd(addDays(today, -40))} 早于蓝字发票 ${number} 的开票日期 ${formatYmd(addDays(today, -30))}`,
    );
    const total = billed(b, 10n * KG);
    expect(await agedAt(b, addDays(today, -35))).toBeUndefined();
    expect(await agedAt(b, addDays(today, -30))).toEqual([yuan(total), 0, yuan(total), 0, yuan(total)]);
  });

  it('a write-off of an opening balance (期初) dated before its opening date is refused', async () => {
    const b = books[side];
    await b.wipe();
    const opening = await issued(b, b.opening(0, 300n * YUAN, addDays(today, -10), today), 'opening');
    const payment = await issued(b, b.payment(0, 100n * YUAN, addDays(today, -20)), 'payment');
    const number = await numberOf(b.table.opening, opening);
    expect(
      (await b.writeOff(0, { id: opening, opening: true }, payment, 100n * YUAN, addDays(today, -15))).result,
    ).toBe(
      `核销日期 ${formatYmd(addDays(today, -15))} 早于${w.opening} ${number} 的期初日期 ${formatYmd(addDays(today, -10))}`,
    );
    ok(await b.writeOff(0, { id: opening, opening: true }, payment, 100n * YUAN, addDays(today, -10)));
    expect(await agedAt(b, addDays(today, -15))).toBeDefined();
    expect(await agedAt(b, addDays(today, -10))).toEqual([300, 100, 200, 0, 200]);
  });

  it('自动核销 dates each write-off on today or the later of its two documents, never before either', async () => {
    const b = books[side];
    await b.wipe();
    const qty = 5n * KG;
    const total = billed(b, qty);
    const invoice = await issued(b, b.invoice(0, qty, addDays(today, -40), addDays(today, -10)), 'invoice');
    // One paid long ago, one to be paid the day after tomorrow.
    const old = await issued(b, b.payment(0, 10n * YUAN, addDays(today, -60)), 'payment');
    const later = await issued(b, b.payment(0, 500n * YUAN, addDays(today, 2)), 'payment');
    expect(ok(await b.auto([later, old]))).toEqual({ count: 2 });
    const rows = await queryRows<{ payment: number; write_date: string; amount: string }>(
      t.database.db,
      sql`select ${sql.identifier(b.writeOffs.payment)} as payment, write_date, amount::text
          from ${sql.identifier(b.writeOffs.table)} where invoice_id = ${invoice} order by id`,
    );
    expect(rows.map((r) => [r.payment, r.write_date, BigInt(r.amount)])).toEqual([
      [old, today, 10n * YUAN],
      [later, addDays(today, 2), total - 10n * YUAN],
    ]);
    // Today the later payment is not yet made: the invoice is open less the old one.
    expect(await agedAt(b, today)).toEqual([
      yuan(total),
      10,
      yuan(total - 10n * YUAN),
      0,
      yuan(total - 10n * YUAN),
    ]);
    expect(await agedAt(b, addDays(today, 2))).toEqual([
      yuan(total),
      510,
      yuan(total - 510n * YUAN),
      yuan(510n * YUAN - total),
      0,
    ]);
  });

  it('money keyed is in fen: 10.000001 元 is refused on a payment, a write-off and an opening balance; 价税合计 lands on the fen', async () => {
    const b = books[side];
    await b.wipe();
    const subFen = 10n * YUAN + 1n;
    const refusal = (label: string) => `请求参数有误：${label}最多保留2位小数（最小0.01）（amount）`;
    expect((await b.payment(0, subFen, today)).result).toBe(refusal(w.field));
    expect((await b.opening(0, subFen, today, today)).result).toBe(refusal('期初金额'));
    // The import reads the cell to the micro-yuan and asks the same rule.
    const imported = await b.importOpenings([
      { 期初日期: formatYmd(today), [b.partyLabel]: b.partyCodes[0], 币种: 'CNY', 期初金额: '10.001' },
    ]);
    expect(imported.result.imported, JSON.stringify(imported)).toBe(0);
    expect(JSON.stringify(imported.result.errors)).toContain('期初金额最多保留2位小数（最小0.01）');
    // 1.235 kg: 75.7471195 or 15.2469395 元 before rounding.
    const invoice = await issued(b, b.invoice(0, 1_235_000n, today, today), 'invoice');
    const payment = await issued(b, b.payment(0, 20n * YUAN, today), 'payment');
    expect((await b.writeOff(0, { id: invoice, opening: false }, payment, subFen, today)).result).toBe(
      refusal('核销金额'),
    );
    const [{ total, line }] = await queryRows<{ total: string; line: string }>(
      t.database.db,
      sql`select d.total_amount::text as total, i.amount::text as line from ${sql.identifier(b.table.invoice)} d
          join ${sql.identifier(`${b.table.invoice}_items`)} i on i.doc_id = d.id where d.id = ${invoice}`,
    );
    expect([BigInt(line), BigInt(total)]).toEqual([billed(b, 1_235_000n), billed(b, 1_235_000n)]);
    expect(BigInt(total) % 10_000n).toBe(0n);
  });

  it('two 自动核销 of one party at once both pass and together write off min(open invoices, open payments)', async () => {
    const b = books[side];
    await b.wipe();
    const invoices = [
      await issued(b, b.invoice(0, 8n * KG, addDays(today, -5), addDays(today, 10)), 'invoice'),
      await issued(b, b.invoice(0, 4n * KG, addDays(today, -5), addDays(today, 20)), 'invoice'),
    ];
    const owed = billed(b, 8n * KG) + billed(b, 4n * KG);
    // Together the payments are more than is owed: the one that runs second takes what is left.
    const share = (owed / 2n / 10_000n) * 10_000n + 50n * YUAN;
    const payments = [
      await issued(b, b.payment(0, share, addDays(today, -1)), 'payment'),
      await issued(b, b.payment(0, share, addDays(today, -1)), 'payment'),
    ];
    const both = await Promise.all(payments.map((p) => b.auto([p])));
    for (const res of both) expect(res.resultCode, JSON.stringify(res)).toBe('0');
    const [{ sum }] = await queryRows<{ sum: string }>(
      t.database.db,
      sql`select coalesce(sum(amount), 0)::text as sum from ${sql.identifier(b.writeOffs.table)} where status = 'NORMAL'`,
    );
    expect(BigInt(sum)).toBe(owed < 2n * share ? owed : 2n * share);
    const open = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from ${sql.identifier(b.table.invoice)} where id in (${invoices[0]}, ${invoices[1]}) order by id`,
    );
    expect(open.map((r) => r.status)).toEqual(['VERIFIED', 'VERIFIED']);
    expect(await agedAt(b, today)).toEqual([
      yuan(owed),
      yuan(2n * share),
      yuan(owed - 2n * share),
      yuan(2n * share - owed),
      0,
    ]);
  });
});
