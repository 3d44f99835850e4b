import { addDays, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { queryRows } from '../../../platform/db/client.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { type Book, bookToday } from './settlement-book.ts';

/**
 * The property test of one side of the books (`receivable.property.test.ts`,
 * `payable.property.test.ts`, each with its `Book`): random sequences of invoices, red-letter
 * invoices, payments (收款 / 付款), write-offs by hand (some too big, some across parties, some dated
 * before what they settle), their edits and 撤销, 自动核销, a payment's or a red invoice's 反审核 and
 * 复核 again — for two parties with an opening balance (期初) each, on random dates — made through
 * the API and checked against an independent replay in BigInt: every refusal is predicted (a
 * settlement dated before what it settles among them); each invoice, opening and payment has the
 * replay's 已核销 / 已红冲 and status; the live write-offs are the replay's, with their dates; and at
 * several as-of dates (before, today, 75 days on) the report per party reads balance = Σ invoices −
 * Σ red − Σ payments (+ 期初) dated by then, each aging bucket the replay's, and Σ buckets − 预收 /
 * 预付 = balance; no side is written off beyond what it has.
 */

const SCALE = 1_000_000n;
/** Fen in the stored scale. */
const FEN = 10_000n;

const roundDiv = (n: bigint, d: bigint) => {
  const neg = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (2n * a + b) / (2n * b);
  return neg ? -q : q;
};
/** qty × price to the fen: an invoice line's amount (a red line's is its share of it). */
const billed = (qty: bigint, price: bigint) => roundDiv(qty * price, SCALE * FEN) * FEN;
const later = (a: string, b: string) => (a > b ? a : b);

type Op =
  /** An invoice dated `day` days from today, due `dueIn` days after it. */
  | { kind: 'invoice'; c: number; grams: number; day: number; dueIn: number }
  /** A red-letter invoice dated `lag` days after its blue one (before it when negative). */
  | { kind: 'red'; pick: number; percent: number; lag: number }
  /** 反审核 of an issued red invoice, or (`again`) 复核 again of one taken back. */
  | { kind: 'toggleRed'; pick: number; again: boolean }
  | { kind: 'payment'; c: number; fen: number; day: number }
  /**
   * `percent` of what the smaller side has open (above 100: too much); one in five across
   * parties; dated `lag` days after the later of its two documents (before it when negative).
   */
  | { kind: 'writeOff'; owed: number; payment: number; percent: number; across: boolean; lag: number }
  | { kind: 'edit'; pick: number; percent: number; lag: number }
  | { kind: 'undo'; pick: number }
  | { kind: 'auto'; c: number }
  | { kind: 'togglePayment'; pick: number };

interface Owed {
  id: number;
  opening: boolean;
  c: number;
  total: bigint;
  red: bigint;
  verified: bigint;
  date: string;
  due: string;
  /** Invoice line: quantity and what of it is red-lettered. */
  qty: bigint;
  redQty: bigint;
}
interface Payment {
  id: number;
  c: number;
  amount: bigint;
  verified: bigint;
  date: string;
  audited: boolean;
}
interface Red {
  id: number;
  blue: Owed;
  qty: bigint;
  amount: bigint;
  date: string;
  audited: boolean;
}
interface WriteOff {
  id: number;
  owed: Owed;
  payment: Payment;
  amount: bigint;
  date: string;
  live: boolean;
}

/** A settlement's lag: mostly on or after what it settles, one in eight or so before. */
const lagArb = fc.integer({ min: -3, max: 20 });

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        c: fc.nat(1),
        grams: fc.integer({ min: 1, max: 20_000 }),
        day: fc.integer({ min: -90, max: 0 }),
        dueIn: fc.integer({ min: 0, max: 60 }),
      })
      .map((o) => ({ kind: 'invoice' as const, ...o })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ pick: fc.nat(), percent: fc.integer({ min: 1, max: 100 }), lag: lagArb })
      .map((o) => ({ kind: 'red' as const, ...o })),
  },
  {
    weight: 4,
    arbitrary: fc
      .record({
        c: fc.nat(1),
        fen: fc.integer({ min: 1, max: 40_000_00 }),
        // Now and then one dated ahead: 自动核销 then dates its write-off on that day.
        day: fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: -90, max: 0 }) },
          { weight: 1, arbitrary: fc.integer({ min: 1, max: 5 }) },
        ),
      })
      .map((o) => ({ kind: 'payment' as const, ...o })),
  },
  {
    weight: 5,
    arbitrary: fc
      .record({
        owed: fc.nat(),
        payment: fc.nat(),
        percent: fc.integer({ min: 1, max: 115 }),
        across: fc.nat(4).map((n) => n === 0),
        lag: lagArb,
      })
      .map((o) => ({ kind: 'writeOff' as const, ...o })),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({ pick: fc.nat(), percent: fc.integer({ min: 1, max: 120 }), lag: lagArb })
      .map((o) => ({ kind: 'edit' as const, ...o })),
  },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'undo' as const, pick })) },
  { weight: 2, arbitrary: fc.nat(1).map((c) => ({ kind: 'auto' as const, c })) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'togglePayment' as const, pick })) },
  {
    weight: 2,
    arbitrary: fc
      .record({ pick: fc.nat(), again: fc.boolean() })
      .map((o) => ({ kind: 'toggleRed' as const, ...o })),
  },
);

/** An opening balance (期初) per party: none or up to 30,000 元, dated 60–120 days ago, due in 0–60 days. */
const openingArb = fc.tuple(
  fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30_000_00 })),
  fc.integer({ min: -120, max: -60 }),
  fc.integer({ min: 0, max: 60 }),
);

/** The cases every run of the property must meet (it must not pass by missing them). */
const mustMeet = [
  'invoice',
  'red',
  'red: reverses write-offs',
  'red: dated before its blue',
  'payment',
  'writeOff',
  'writeOff: refused',
  'writeOff: dated before',
  'edit',
  'edit: refused',
  'edit: dated before',
  'undo',
  'auto',
  'auto: dated ahead of today',
  'togglePayment: 反审核',
  'togglePayment: 复核',
  'togglePayment: refused',
  'toggleRed: 反审核',
  'toggleRed: 复核',
  'aged: overdue30',
  'aged: overdue60',
  'aged: overdue90',
  'aged before today',
];

const buckets = ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'];
const daysBetween = (from: string, to: string) =>
  Math.round(
    (Date.parse(`${to.slice(0, 4)}-${to.slice(4, 6)}-${to.slice(6)}`) -
      Date.parse(`${from.slice(0, 4)}-${from.slice(4, 6)}-${from.slice(6)}`)) /
      86_400_000,
  );
/** The bucket of an open amount by its days past due as of a date (boundaries 30 / 60 / 90 / 120). */
const bucketOf = (due: string, asOf: string) => {
  const days = daysBetween(due, asOf);
  return days <= 0 ? 0 : Math.min(5, Math.ceil(days / 30));
};

/**
 * Runs the property over the book: `numRuns` sequences on a fixed seed (FC_SEED to try others), so
 * the same cases are met every run.
 */
export async function checkSettlements(t: TestApp, book: Book, numRuns = 20): Promise<void> {
  const seen = new Map<string, number>();
  const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
  const today = bookToday();

  function ok(res: { resultCode: string; result?: unknown }) {
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    return res.result as { id: number };
  }
  /** A refusal in words (a business rule or a validation), never a fault. */
  function refused(res: { resultCode: string; result?: unknown }, what: string) {
    count(`${(JSON.parse(what) as Op).kind}: refused`);
    expect([ResultCode.VALIDATION, ResultCode.BUSINESS_RULE], `${what}: ${JSON.stringify(res)}`).toContain(
      res.resultCode,
    );
    expect(String(res.result), what).toMatch(/[\u4e00-\u9fff]/);
  }
  /** Refused for its date alone: the words say which document it would come before. */
  function refusedForDate(res: { resultCode: string; result?: unknown }, what: string, label: string) {
    refused(res, what);
    expect(String(res.result), what).toMatch(
      new RegExp(`^${label} \\d{4}-\\d{2}-\\d{2} 早于.+ \\d{4}-\\d{2}-\\d{2}$`),
    );
  }

  const openOf = (o: Owed) => o.total - o.red - o.verified;
  const paymentOpen = (r: Payment) => r.amount - r.verified;
  const bigMin = (a: bigint, b: bigint) => (a < b ? a : b);

  async function runSequence(openings: [number, number, number][], ops: Op[]) {
    const db = t.database.db;
    // Every figure is the run's own: the side's finance documents of earlier runs and the demo go.
    await book.wipe();
    const owed: Owed[] = [];
    const payments: Payment[] = [];
    const writeOffs: WriteOff[] = [];
    const reds: Red[] = [];

    for (const [c, [fen, day, dueIn]] of openings.entries()) {
      if (fen === 0) continue;
      const date = addDays(today, day);
      const due = addDays(date, dueIn);
      const total = BigInt(fen) * FEN;
      const { id } = ok(await book.opening(c, total, date, due));
      ok(await book.act('opening', id, 'AUDIT'));
      owed.push({ id, opening: true, c, total, red: 0n, verified: 0n, date, due, qty: 0n, redQty: 0n });
    }

    const move = (w: WriteOff, delta: bigint) => {
      w.owed.verified += delta;
      w.payment.verified += delta;
    };

    /**
     * 复核 of a red invoice: never more than the blue still has; short of open, the blue's newest
     * write-offs go back first, the last one only in part.
     */
    const auditRed = async (red: Red, label: string) => {
      const i = red.blue;
      // Its share of the blue line, the red that completes the line the rest (DESIGN §5a).
      const issued = reds.filter((x) => x.blue === i && x.audited && x !== red);
      const qtyBefore = issued.reduce((s, x) => s + x.qty, 0n);
      red.amount =
        qtyBefore + red.qty >= i.qty
          ? i.total - issued.reduce((s, x) => s + x.amount, 0n)
          : roundDiv(i.total * red.qty, i.qty * FEN) * FEN;
      const res = await book.act('red', red.id, 'AUDIT');
      if (red.amount > i.total - i.red) {
        refused(res, label);
        return false;
      }
      ok(res);
      let need = red.amount - openOf(i);
      count(need > 0n ? 'red: reverses write-offs' : 'red');
      for (const w of writeOffs.filter((x) => x.live && x.owed === i).reverse()) {
        if (need <= 0n) break;
        if (w.amount <= need) {
          move(w, -w.amount);
          need -= w.amount;
          w.live = false;
        } else {
          move(w, -need);
          w.amount -= need;
          need = 0n;
        }
      }
      i.red += red.amount;
      red.audited = true;
      return true;
    };

    for (const op of ops) {
      const label = JSON.stringify(op);
      const invoices = owed.filter((o) => !o.opening);
      const live = writeOffs.filter((w) => w.live);
      switch (op.kind) {
        case 'invoice': {
          const qty = BigInt(op.grams) * 1000n;
          const date = addDays(today, op.day);
          const due = addDays(date, op.dueIn);
          const { id } = ok(await book.invoice(op.c, qty, date, due));
          ok(await book.act('invoice', id, 'AUDIT'));
          count('invoice');
          const total = billed(qty, book.price);
          owed.push({
            id,
            opening: false,
            c: op.c,
            total,
            red: 0n,
            verified: 0n,
            date,
            due,
            qty,
            redQty: 0n,
          });
          break;
        }
        case 'red': {
          const blue = invoices.filter((x) => x.qty > x.redQty);
          if (blue.length === 0) break;
          const i = blue[op.pick % blue.length];
          const qty = (((i.qty - i.redQty) * BigInt(op.percent)) / 100n / 1000n) * 1000n || 1000n;
          const date = addDays(i.date, op.lag);
          const saved = await book.red(i.id, qty, date);
          if (date < i.date) {
            refusedForDate(saved, label, '红冲日期');
            count('red: dated before its blue');
            break;
          }
          const { id } = ok(saved);
          const red: Red = { id, blue: i, qty, amount: billed(qty, book.price), date, audited: false };
          if (await auditRed(red, label)) {
            i.redQty += qty;
            reds.push(red);
          } else ok(await book.act('red', id, 'INVALIDATE'));
          break;
        }
        case 'toggleRed': {
          const these = reds.filter((x) => x.audited !== op.again);
          if (these.length === 0) break;
          const red = these[op.pick % these.length];
          if (!red.audited) {
            if (await auditRed(red, label)) count('toggleRed: 复核');
            break;
          }
          // 反审核 gives the amount back to the blue's open (not the write-offs it reversed).
          ok(await book.act('red', red.id, 'DISCARD'));
          red.blue.red -= red.amount;
          red.audited = false;
          count('toggleRed: 反审核');
          break;
        }
        case 'payment': {
          const amount = BigInt(op.fen) * FEN;
          const date = addDays(today, op.day);
          const { id } = ok(await book.payment(op.c, amount, date));
          ok(await book.act('payment', id, 'AUDIT'));
          count('payment');
          payments.push({ id, c: op.c, amount, verified: 0n, date, audited: true });
          break;
        }
        case 'writeOff': {
          if (owed.length === 0 || payments.length === 0) break;
          const o = owed[op.owed % owed.length];
          const theirs = payments.filter((x) => (x.c === o.c) !== op.across);
          if (theirs.length === 0) break;
          const r = theirs[op.payment % theirs.length];
          const base = bigMin(openOf(o), paymentOpen(r));
          // Whole fen: money is keyed in fen.
          const amount = base > 0n ? ((base * BigInt(op.percent)) / 100n / FEN) * FEN || FEN : 10n * FEN;
          const date = addDays(later(o.date, r.date), op.lag);
          const res = await book.writeOff(o.c, o, r.id, amount, date);
          const early = date < o.date || date < r.date;
          if (early) count('writeOff: dated before');
          if (o.c !== r.c || !r.audited || amount > openOf(o) || amount > paymentOpen(r)) {
            refused(res, label);
            break;
          }
          if (early) {
            refusedForDate(res, label, '核销日期');
            break;
          }
          const w: WriteOff = { id: ok(res).id, owed: o, payment: r, amount, date, live: true };
          move(w, amount);
          writeOffs.push(w);
          count('writeOff');
          break;
        }
        case 'edit': {
          if (live.length === 0) break;
          const w = live[op.pick % live.length];
          const room = bigMin(openOf(w.owed), paymentOpen(w.payment)) + w.amount;
          const amount = ((room * BigInt(op.percent)) / 100n / FEN) * FEN || FEN;
          const date = addDays(later(w.owed.date, w.payment.date), op.lag);
          const res = await book.writeOff(w.owed.c, w.owed, w.payment.id, amount, date, {
            id: w.id,
            version: await book.version('writeOff', w.id),
          });
          const early = date < w.owed.date || date < w.payment.date;
          if (early) count('edit: dated before');
          if (amount > room) {
            refused(res, label);
            break;
          }
          if (early) {
            refusedForDate(res, label, '核销日期');
            break;
          }
          ok(res);
          move(w, amount - w.amount);
          w.amount = amount;
          w.date = date;
          count('edit');
          break;
        }
        case 'undo': {
          if (live.length === 0) break;
          const w = live[op.pick % live.length];
          ok(await book.act('writeOff', w.id, 'INVALIDATE'));
          move(w, -w.amount);
          w.live = false;
          count('undo');
          break;
        }
        case 'auto': {
          const chosen = payments.filter((r) => r.c === op.c && r.audited && paymentOpen(r) > 0n);
          if (chosen.length === 0) break;
          const before = Math.max(0, ...writeOffs.map((w) => w.id));
          ok(await book.auto(chosen.map((r) => r.id)));
          // The oldest payment first; the owed falling due first first, dated today or the later of the two.
          const made: WriteOff[] = [];
          for (const r of chosen.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)) {
            for (;;) {
              if (paymentOpen(r) <= 0n) break;
              const next = owed
                .filter((o) => o.c === r.c && openOf(o) > 0n)
                .sort(
                  (a, b) =>
                    a.due.localeCompare(b.due) ||
                    a.date.localeCompare(b.date) ||
                    Number(b.opening) - Number(a.opening) ||
                    a.id - b.id,
                )[0];
              if (!next) break;
              const date = later(today, later(next.date, r.date));
              if (date > today) count('auto: dated ahead of today');
              const w: WriteOff = {
                id: 0,
                owed: next,
                payment: r,
                amount: bigMin(paymentOpen(r), openOf(next)),
                date,
                live: true,
              };
              move(w, w.amount);
              made.push(w);
            }
          }
          const rows = await queryRows<{
            id: number;
            invoice_id: number | null;
            opening_id: number | null;
            payment: number;
            amount: string;
            write_date: string;
          }>(
            db,
            sql`select id, invoice_id, opening_id, ${sql.identifier(book.writeOffs.payment)} as payment,
                       amount::text, write_date
                from ${sql.identifier(book.writeOffs.table)} where id > ${before} order by id`,
          );
          expect(
            rows.map(
              (x) =>
                `${x.opening_id ? `O${x.opening_id}` : `I${x.invoice_id}`} P${x.payment} ${x.amount} ${x.write_date}`,
            ),
            label,
          ).toEqual(
            made.map(
              (w) => `${w.owed.opening ? 'O' : 'I'}${w.owed.id} P${w.payment.id} ${w.amount} ${w.date}`,
            ),
          );
          for (const [k, w] of made.entries()) w.id = rows[k].id;
          writeOffs.push(...made);
          count(made.length > 0 ? 'auto' : 'auto: nothing open');
          break;
        }
        case 'togglePayment': {
          if (payments.length === 0) break;
          const r = payments[op.pick % payments.length];
          const res = await book.act('payment', r.id, r.audited ? 'DISCARD' : 'AUDIT');
          if (r.audited && r.verified > 0n) {
            refused(res, label);
            break;
          }
          ok(res);
          count(r.audited ? 'togglePayment: 反审核' : 'togglePayment: 复核');
          r.audited = !r.audited;
          break;
        }
      }
    }
    await assertBooks(owed, payments, writeOffs, reds);
  }

  async function assertBooks(owed: Owed[], payments: Payment[], writeOffs: WriteOff[], reds: Red[]) {
    const db = t.database.db;
    const { invoice: invoiceTable, opening: openingTable, payment: paymentTable } = book.table;
    const stored = async (table: string, extra: ReturnType<typeof sql>) =>
      queryRows<{ id: number; verified: string; red: string; status: string }>(
        db,
        sql`select id, coalesce(verified_amount, 0)::text as verified, ${extra} as red, status
            from ${sql.identifier(table)} order by id`,
      );
    const statusOf = (open: bigint) => (open > 0n ? 'UNVERIFIED' : 'VERIFIED');
    const show = (o: { id: number; verified: bigint; red?: bigint }, status: string) =>
      `${o.id} ${o.verified} ${o.red ?? 0n} ${status}`;
    for (const [opening, table, extra] of [
      [false, invoiceTable, sql`coalesce(red_amount, 0)::text`],
      [true, openingTable, sql`'0'`],
    ] as const) {
      expect(
        (await stored(table, extra)).map((r) => `${r.id} ${r.verified} ${r.red} ${r.status}`),
        `${table}: 已核销, 已红冲 and status`,
      ).toEqual(owed.filter((o) => o.opening === opening).map((o) => show(o, statusOf(openOf(o)))));
    }
    expect(
      (await stored(paymentTable, sql`'0'`)).map((r) => `${r.id} ${r.verified} ${r.red} ${r.status}`),
      'payments: 已核销 and status',
    ).toEqual(payments.map((r) => show(r, r.audited ? statusOf(paymentOpen(r)) : 'APPROVAL_PENDING')));
    const liveRows = await queryRows<{ id: number; amount: string; write_date: string }>(
      db,
      sql`select id, amount::text, write_date from ${sql.identifier(book.writeOffs.table)}
          where status = 'NORMAL' order by id`,
    );
    expect(
      liveRows.map((w) => `${w.id} ${w.amount} ${w.write_date}`),
      'live write-offs',
    ).toEqual(writeOffs.filter((w) => w.live).map((w) => `${w.id} ${w.amount} ${w.date}`));
    // No side is written off beyond what it has, each is Σ of its live write-offs, and no
    // write-off is dated before either of its sides.
    for (const o of owed) {
      expect(o.verified >= 0n && openOf(o) >= 0n).toBe(true);
      const sum = writeOffs.filter((w) => w.live && w.owed === o).reduce((s, w) => s + w.amount, 0n);
      expect(sum).toBe(o.verified);
    }
    for (const r of payments) expect(r.verified >= 0n && paymentOpen(r) >= 0n).toBe(true);
    for (const w of writeOffs) expect(w.date >= w.owed.date && w.date >= w.payment.date).toBe(true);
    for (const red of reds) expect(red.date >= red.blue.date).toBe(true);

    // Before most documents, 30 days ago, today, and 75 days on when every invoice (due in 0–60
    // days) has fallen due: what stood on that date, aged by days past due.
    for (const asOf of [addDays(today, -60), addDays(today, -30), today, addDays(today, 75)]) {
      const rows = await book.report(asOf);
      for (const [c, party] of book.parties.entries()) {
        const by = (date: string) => date <= asOf;
        const mine = owed.filter((o) => o.c === c && by(o.date));
        const paid = payments.filter((r) => r.c === c && r.audited && by(r.date));
        const redOn = (o: Owed) =>
          reds.filter((x) => x.blue === o && x.audited && by(x.date)).reduce((s, x) => s + x.amount, 0n);
        const writtenOn = (pick: (w: WriteOff) => boolean) =>
          writeOffs.filter((w) => w.live && pick(w) && by(w.date)).reduce((s, w) => s + w.amount, 0n);
        const openOn = (o: Owed) => o.total - redOn(o) - writtenOn((w) => w.owed === o);
        const invoiced = mine.reduce((s, o) => s + o.total - redOn(o), 0n);
        const received = paid.reduce((s, r) => s + r.amount, 0n);
        const aged = buckets.map((_, k) =>
          mine.filter((o) => bucketOf(o.due, asOf) === k).reduce((s, o) => s + openOn(o), 0n),
        );
        const advance = paid.reduce((s, r) => s + r.amount - writtenOn((w) => w.payment === r), 0n);
        const row = rows.find((x) => x[book.partyField] === party);
        if (!row) {
          expect([invoiced, received], `party ${c} has no row as of ${asOf}`).toEqual([0n, 0n]);
          continue;
        }
        const n = (k: string) => BigInt(Number(row[k] ?? 0));
        expect(
          [n('invoiced'), n(book.paidKey), n('balance'), n('advance'), ...buckets.map(n)],
          `${book.title} party ${c} as of ${asOf}: 开票, 收付款, 余额 = 开票 − 收付款, 预收/预付, each aging bucket`,
        ).toEqual([invoiced, received, invoiced - received, advance, ...aged]);
        expect(
          buckets.map(n).reduce((s, x) => s + x, 0n) - n('advance'),
          `${book.title} as of ${asOf}: Σ 账龄 − 预收/预付 = 余额`,
        ).toBe(n('balance'));
        if (asOf > today) for (const [k, x] of aged.entries()) if (x > 0n) count(`aged: ${buckets[k]}`);
        if (asOf < today && (invoiced !== 0n || received !== 0n)) count('aged before today');
      }
    }
  }

  await fc.assert(
    fc.asyncProperty(
      fc.tuple(openingArb, openingArb),
      fc.array(opArb, { minLength: 10, maxLength: 30 }),
      runSequence,
    ),
    // A fixed seed (FC_SEED to try others): the same sequences each run, so the list of cases
    // is met every time — random seeds left a rare case unmet now and then.
    { numRuns, seed: Number(process.env.FC_SEED ?? 20_261_126) },
  );
  const met = Object.fromEntries(seen);
  for (const what of mustMeet)
    expect(met[what] ?? 0, `${book.title} ${what}: ${JSON.stringify(met)}`).toBeGreaterThan(0);
}
