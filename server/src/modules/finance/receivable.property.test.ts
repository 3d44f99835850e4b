import { addDays, ResultCode, toYmd } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { materialFixture } from '../inventory/testing/material-fixture.ts';
import { deliveredGoods } from './testing/sales-delivery.ts';

/**
 * Random sequences of receivable documents — invoices, red-letter invoices, receipts, write-offs by
 * hand (some of them too big, or across customers), their edits and 撤销, 自动核销, a receipt's or a
 * red invoice's 反审核 and 复核 again — for two customers with an opening balance each, made through the API and
 * checked against an independent replay in BigInt: every refusal is predicted; each invoice, opening
 * and receipt has the replay's 已核销 / 已红冲 and status; the live write-offs are the replay's; and
 * 应收账款 per customer reads AR = Σ invoices − Σ red − Σ receipts (+ 期初), its aging buckets less
 * 预收 add up to it, and no side is written off beyond what it has.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let cashier: ApiClient;
const customers: number[] = [];
/** Each customer's delivery, invoiced a little at a time (far more than any run can invoice). */
const deliveries: number[] = [];
let cny = 0;
const today = toYmd(new Date());
/** 61.3337 元/kg (above the base price): grams × four decimals round at the sixth, so line amounts are rounded. */
const PRICE = 613_337n * 100n;
const SCALE = 1_000_000n;
type Row = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  const login = async (user: string) => {
    const c = new ApiClient(t.app);
    expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
    return c;
  };
  const [saler, saler2, director] = await Promise.all(['saler', 'saler2', 'salederictor'].map(login));
  cashier = await login('cashier');
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  customers.push(
    await one(sql`select id from md_customers where code = 'KH001'`),
    await one(sql`select id from md_customers where code = 'KH002'`),
  );
  // No credit limit stands in the way of the big deliveries.
  await t.database.db.execute(sql`update md_customers set credit_limit = null`);
  for (const [i, saler_] of [saler, saler2].entries())
    deliveries.push(
      await deliveredGoods(
        f,
        { saler: saler_, director },
        {
          customerId: customers[i],
          currencyId: cny,
          stock: 5000,
          qty: 5000,
          price: Number(PRICE) / Number(SCALE),
          batchNo: `AR-${i}`,
        },
      ),
    );
}, 120_000);
afterAll(() => t.close());

const roundDiv = (n: bigint, d: bigint) => {
  const neg = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (2n * a + b) / (2n * b);
  return neg ? -q : q;
};

type Op =
  | { kind: 'invoice'; c: number; grams: number; dueIn: number }
  | { kind: 'red'; pick: number; percent: number }
  /** 反审核 of an issued red invoice, or 复核 again of one taken back. */
  | { kind: 'toggleRed'; pick: number }
  | { kind: 'receipt'; c: number; fen: number }
  /** `percent` of what the smaller side has open (above 100: too much); one in five across customers. */
  | { kind: 'writeOff'; owed: number; receipt: number; percent: number; across: boolean }
  | { kind: 'edit'; pick: number; percent: number }
  | { kind: 'undo'; pick: number }
  | { kind: 'auto'; c: number }
  | { kind: 'toggleReceipt'; pick: number };

interface Owed {
  id: number;
  opening: boolean;
  c: number;
  total: bigint;
  red: bigint;
  verified: bigint;
  due: string;
  /** Invoice line: quantity and what of it is red-lettered. */
  lineId?: number;
  qty: bigint;
  redQty: bigint;
}
interface Receipt {
  id: number;
  c: number;
  amount: bigint;
  verified: bigint;
  audited: boolean;
}
interface Red {
  id: number;
  blue: Owed;
  qty: bigint;
  amount: bigint;
  audited: boolean;
}
interface WriteOff {
  id: number;
  owed: Owed;
  receipt: Receipt;
  amount: bigint;
  live: boolean;
}

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        c: fc.nat(1),
        grams: fc.integer({ min: 1, max: 20_000 }),
        dueIn: fc.integer({ min: 0, max: 60 }),
      })
      .map((o) => ({ kind: 'invoice' as const, ...o })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ pick: fc.nat(), percent: fc.integer({ min: 1, max: 100 }) })
      .map((o) => ({ kind: 'red' as const, ...o })),
  },
  {
    weight: 4,
    arbitrary: fc
      .record({ c: fc.nat(1), fen: fc.integer({ min: 1, max: 40_000_00 }) })
      .map((o) => ({ kind: 'receipt' as const, ...o })),
  },
  {
    weight: 5,
    arbitrary: fc
      .record({
        owed: fc.nat(),
        receipt: fc.nat(),
        percent: fc.integer({ min: 1, max: 130 }),
        across: fc.nat(4).map((n) => n === 0),
      })
      .map((o) => ({ kind: 'writeOff' as const, ...o })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ pick: fc.nat(), percent: fc.integer({ min: 1, max: 150 }) })
      .map((o) => ({ kind: 'edit' as const, ...o })),
  },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'undo' as const, pick })) },
  { weight: 2, arbitrary: fc.nat(1).map((c) => ({ kind: 'auto' as const, c })) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'toggleReceipt' as const, pick })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'toggleRed' as const, pick })) },
);

/** What the runs did, counted: the property must have met each case (and not passed by missing it). */
const seen = new Map<string, number>();
const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

const openOf = (o: Owed) => o.total - o.red - o.verified;
const receiptOpen = (r: Receipt) => r.amount - r.verified;
const bigMin = (a: bigint, b: bigint) => (a < b ? a : b);

async function detailVersion(name: string, id: number) {
  const res = await f.finance.get<{ version: number }>(`/finance/query${name}Detail`, { id: String(id) });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.version;
}
const act = (name: string, id: number, action: string, client = f.finance) =>
  client.changeState<Row>('/finance', name, id, action, {}, f.finance);
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

async function runSequence(openings: [number, number][], ops: Op[]) {
  const db = t.database.db;
  // Every figure is the run's own: the finance documents of earlier runs and the demo go.
  for (const table of [
    'fin_sales_writeoffs',
    'fin_sales_red_invoices_items',
    'fin_sales_red_invoices',
    'fin_sales_receipts',
    'fin_sales_invoices_items',
    'fin_sales_invoices',
    'fin_sales_openings',
  ])
    await db.execute(sql`delete from ${sql.identifier(table)}`);
  const owed: Owed[] = [];
  const receipts: Receipt[] = [];
  const writeOffs: WriteOff[] = [];
  const reds: Red[] = [];

  for (const [c, [fen, dueIn]] of openings.entries()) {
    if (fen === 0) continue;
    const due = addDays(today, dueIn);
    const { id } = ok(
      await f.finance.post('/finance/addOrUpdateSalesOpeningBalance', {
        openDate: today,
        customerId: customers[c],
        currencyId: cny,
        amount: fen * 10_000,
        dueDate: due,
      }),
    );
    ok(await act('SalesOpeningBalance', id, 'AUDIT'));
    const total = BigInt(fen) * 10_000n;
    owed.push({ id, opening: true, c, total, red: 0n, verified: 0n, due, qty: 0n, redQty: 0n });
  }

  /** A write-off saved whole (an edit names its id and version). */
  const saveWriteOff = (o: Owed, r: Receipt, amount: bigint, edit?: { id: number; version: number }) =>
    cashier.post<{ id: number }>('/finance/addOrUpdateSalesWriteOff', {
      ...edit,
      writeDate: today,
      customerId: customers[o.c],
      ...(o.opening ? { openingId: o.id } : { invoiceId: o.id }),
      receiptId: r.id,
      amount: Number(amount),
    });
  const move = (w: WriteOff, delta: bigint) => {
    w.owed.verified += delta;
    w.receipt.verified += delta;
  };

  /**
   * 复核 of a red invoice: never more than the blue still has; short of open, the blue's newest
   * write-offs go back first, the last one only in part.
   */
  const auditRed = async (red: Red, label: string) => {
    const i = red.blue;
    const res = await act('SalesRedInvoice', red.id, 'AUDIT');
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
        const draft = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
          link: 'delivery-invoice',
          sourceIds: [deliveries[op.c]],
        });
        ok(draft);
        const qty = BigInt(op.grams) * 1000n;
        const due = addDays(today, op.dueIn);
        const { id } = ok(
          await f.finance.post('/finance/addOrUpdateSalesInvoice', {
            ...draft.result.values,
            invoiceDate: today,
            dueDate: due,
            invoiceType: 'SPECIAL',
            invoiceNo: '04400123',
            items: [{ ...draft.result.items[0], qty: Number(qty) }],
          }),
        );
        ok(await act('SalesInvoice', id, 'AUDIT'));
        const [line] = await queryRows<{ id: number }>(
          db,
          sql`select id from fin_sales_invoices_items where doc_id = ${id}`,
        );
        const total = roundDiv(qty * PRICE, SCALE);
        count('invoice');
        owed.push({
          id,
          opening: false,
          c: op.c,
          total,
          red: 0n,
          verified: 0n,
          due,
          lineId: line.id,
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
        const draft = await f.finance.post<{ values: Row; items: Row[] }>(
          '/finance/makeSalesRedInvoiceFrom',
          { link: 'invoice-red', sourceIds: [i.id] },
        );
        ok(draft);
        const { id } = ok(
          await f.finance.post('/finance/addOrUpdateSalesRedInvoice', {
            ...draft.result.values,
            redDate: today,
            redReason: 'WRONG',
            items: [{ ...draft.result.items[0], qty: Number(qty) }],
          }),
        );
        const red: Red = { id, blue: i, qty, amount: roundDiv(qty * PRICE, SCALE), audited: false };
        if (await auditRed(red, label)) {
          i.redQty += qty;
          reds.push(red);
        } else ok(await act('SalesRedInvoice', id, 'INVALIDATE'));
        break;
      }
      case 'toggleRed': {
        if (reds.length === 0) break;
        const red = reds[op.pick % reds.length];
        if (!red.audited) {
          if (await auditRed(red, label)) count('toggleRed: 复核');
          break;
        }
        // 反审核 gives the amount back to the blue's open (not the write-offs it reversed).
        ok(await act('SalesRedInvoice', red.id, 'DISCARD'));
        red.blue.red -= red.amount;
        red.audited = false;
        count('toggleRed: 反审核');
        break;
      }
      case 'receipt': {
        const { id } = ok(
          await cashier.post('/finance/addOrUpdateSalesReceipt', {
            receiptDate: today,
            customerId: customers[op.c],
            currencyId: cny,
            amount: op.fen * 10_000,
            method: 'BANK',
          }),
        );
        ok(await act('SalesReceipt', id, 'AUDIT'));
        count('receipt');
        receipts.push({ id, c: op.c, amount: BigInt(op.fen) * 10_000n, verified: 0n, audited: true });
        break;
      }
      case 'writeOff': {
        if (owed.length === 0 || receipts.length === 0) break;
        const o = owed[op.owed % owed.length];
        const theirs = receipts.filter((x) => (x.c === o.c) !== op.across);
        if (theirs.length === 0) break;
        const r = theirs[op.receipt % theirs.length];
        const base = bigMin(openOf(o), receiptOpen(r));
        const amount = base > 0n ? (base * BigInt(op.percent)) / 100n || 1n : 10_000n;
        const res = await saveWriteOff(o, r, amount);
        if (o.c !== r.c || !r.audited || amount > openOf(o) || amount > receiptOpen(r)) {
          refused(res, label);
          break;
        }
        const w: WriteOff = { id: ok(res).id, owed: o, receipt: r, amount, live: true };
        move(w, amount);
        writeOffs.push(w);
        count('writeOff');
        break;
      }
      case 'edit': {
        if (live.length === 0) break;
        const w = live[op.pick % live.length];
        const room = bigMin(openOf(w.owed), receiptOpen(w.receipt)) + w.amount;
        const amount = (room * BigInt(op.percent)) / 100n || 1n;
        const res = await saveWriteOff(w.owed, w.receipt, amount, {
          id: w.id,
          version: await detailVersion('SalesWriteOff', w.id),
        });
        if (amount > room) {
          refused(res, label);
          break;
        }
        ok(res);
        move(w, amount - w.amount);
        w.amount = amount;
        count('edit');
        break;
      }
      case 'undo': {
        if (live.length === 0) break;
        const w = live[op.pick % live.length];
        ok(await act('SalesWriteOff', w.id, 'INVALIDATE', cashier));
        move(w, -w.amount);
        w.live = false;
        count('undo');
        break;
      }
      case 'auto': {
        const chosen = receipts.filter((r) => r.c === op.c && r.audited && receiptOpen(r) > 0n);
        if (chosen.length === 0) break;
        const before = Math.max(0, ...writeOffs.map((w) => w.id));
        ok(await cashier.post('/finance/autoWriteOffSalesReceipts', { ids: chosen.map((r) => r.id) }));
        // The oldest receipt first (one date: by id); the owed falling due first first.
        const made: WriteOff[] = [];
        for (const r of chosen.sort((a, b) => a.id - b.id)) {
          for (;;) {
            if (receiptOpen(r) <= 0n) break;
            const next = owed
              .filter((o) => o.c === r.c && openOf(o) > 0n)
              .sort(
                (a, b) => a.due.localeCompare(b.due) || Number(b.opening) - Number(a.opening) || a.id - b.id,
              )[0];
            if (!next) break;
            const w: WriteOff = {
              id: 0,
              owed: next,
              receipt: r,
              amount: bigMin(receiptOpen(r), openOf(next)),
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
          receipt_id: number;
          amount: string;
        }>(
          db,
          sql`select id, invoice_id, opening_id, receipt_id, amount::text from fin_sales_writeoffs where id > ${before} order by id`,
        );
        expect(
          rows.map(
            (x) => `${x.opening_id ? `O${x.opening_id}` : `I${x.invoice_id}`} R${x.receipt_id} ${x.amount}`,
          ),
          label,
        ).toEqual(made.map((w) => `${w.owed.opening ? 'O' : 'I'}${w.owed.id} R${w.receipt.id} ${w.amount}`));
        for (const [k, w] of made.entries()) w.id = rows[k].id;
        writeOffs.push(...made);
        count(made.length > 0 ? 'auto' : 'auto: nothing open');
        break;
      }
      case 'toggleReceipt': {
        if (receipts.length === 0) break;
        const r = receipts[op.pick % receipts.length];
        const res = await act('SalesReceipt', r.id, r.audited ? 'DISCARD' : 'AUDIT');
        if (r.audited && r.verified > 0n) {
          refused(res, label);
          break;
        }
        ok(res);
        count(r.audited ? 'toggleReceipt: 反审核' : 'toggleReceipt: 复核');
        r.audited = !r.audited;
        break;
      }
    }
  }
  await assertBooks(owed, receipts, writeOffs);
}

async function assertBooks(owed: Owed[], receipts: Receipt[], writeOffs: WriteOff[]) {
  const db = t.database.db;
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
    [false, 'fin_sales_invoices', sql`coalesce(red_amount, 0)::text`],
    [true, 'fin_sales_openings', sql`'0'`],
  ] as const) {
    expect(
      (await stored(table, extra)).map((r) => `${r.id} ${r.verified} ${r.red} ${r.status}`),
      `${table}: 已核销, 已红冲 and status`,
    ).toEqual(owed.filter((o) => o.opening === opening).map((o) => show(o, statusOf(openOf(o)))));
  }
  expect(
    (await stored('fin_sales_receipts', sql`'0'`)).map((r) => `${r.id} ${r.verified} ${r.red} ${r.status}`),
    'receipts: 已核销 and status',
  ).toEqual(receipts.map((r) => show(r, r.audited ? statusOf(receiptOpen(r)) : 'APPROVAL_PENDING')));
  const liveRows = await queryRows<{ id: number; amount: string }>(
    db,
    sql`select id, amount::text from fin_sales_writeoffs where status = 'NORMAL' order by id`,
  );
  expect(
    liveRows.map((w) => `${w.id} ${w.amount}`),
    'live write-offs',
  ).toEqual(writeOffs.filter((w) => w.live).map((w) => `${w.id} ${w.amount}`));
  // No side is written off beyond what it has, and every one is Σ of its live write-offs.
  for (const o of owed) {
    expect(o.verified >= 0n && openOf(o) >= 0n).toBe(true);
    const sum = writeOffs.filter((w) => w.live && w.owed === o).reduce((s, w) => s + w.amount, 0n);
    expect(sum).toBe(o.verified);
  }
  for (const r of receipts) expect(r.verified >= 0n && receiptOpen(r) >= 0n).toBe(true);

  // Today, and 75 days on, when every invoice (due in 0–60 days) has fallen due: its open amount
  // in the bucket of its days past due (default boundaries 30 / 60 / 90 / 120).
  const buckets = ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'];
  const bucketOf = (due: string, asOf: string) => {
    const days = Math.round(
      (Date.parse(`${asOf.slice(0, 4)}-${asOf.slice(4, 6)}-${asOf.slice(6)}`) -
        Date.parse(`${due.slice(0, 4)}-${due.slice(4, 6)}-${due.slice(6)}`)) /
        86_400_000,
    );
    return days <= 0 ? 0 : Math.min(5, Math.ceil(days / 30));
  };
  for (const asOf of [today, addDays(today, 75)]) {
    const res = await f.finance.post<{ requestList: Row[] }>('/finance/queryAccountReceivableList', {
      page: { pageIndex: 1, pageSize: 50 },
      queryParameterVo: { asOf },
    });
    ok(res);
    for (const [c, customerId] of customers.entries()) {
      const mine = owed.filter((o) => o.c === c);
      const paid = receipts.filter((r) => r.c === c && r.audited);
      const invoiced = mine.reduce((s, o) => s + o.total - o.red, 0n);
      const received = paid.reduce((s, r) => s + r.amount, 0n);
      const aged = buckets.map((_, k) =>
        mine.filter((o) => bucketOf(o.due, asOf) === k).reduce((s, o) => s + openOf(o), 0n),
      );
      const advance = paid.reduce((s, r) => s + receiptOpen(r), 0n);
      const row = res.result.requestList.find((x) => x.customerId === customerId);
      if (!row) {
        expect([invoiced, received], `customer ${c} has no row`).toEqual([0n, 0n]);
        continue;
      }
      const n = (k: string) => BigInt(Number(row[k] ?? 0));
      expect(
        [n('invoiced'), n('received'), n('balance'), n('advance'), ...buckets.map(n)],
        `customer ${c} as of ${asOf}: 开票, 收款, 应收余额 = 开票 − 收款, 预收, each aging bucket`,
      ).toEqual([invoiced, received, invoiced - received, advance, ...aged]);
      expect(aged.reduce((s, x) => s + x, 0n) - advance, 'Σ 账龄 − 预收 = 应收余额').toBe(
        invoiced - received,
      );
      if (asOf !== today) for (const [k, x] of aged.entries()) if (x > 0n) count(`aged: ${buckets[k]}`);
    }
  }
}

describe('receivable properties', () => {
  it('keeps AR = invoices − red − receipts and every write-off within both sides under random documents', async () => {
    const openingArb = fc.tuple(
      fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30_000_00 })),
      fc.integer({ min: 0, max: 60 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(openingArb, openingArb),
        fc.array(opArb, { minLength: 10, maxLength: 30 }),
        runSequence,
      ),
      // A fixed seed (FC_SEED to try others): the same 20 sequences each run, so the list of cases
      // below is met every time — random seeds left a rare case unmet now and then.
      { numRuns: 20, seed: Number(process.env.FC_SEED ?? 20_261_126) },
    );
    const met = Object.fromEntries(seen);
    for (const what of [
      'invoice',
      'red',
      'red: reverses write-offs',
      'receipt',
      'writeOff',
      'writeOff: refused',
      'edit',
      'edit: refused',
      'undo',
      'auto',
      'toggleReceipt: 反审核',
      'toggleReceipt: 复核',
      'toggleReceipt: refused',
      'toggleRed: 反审核',
      'toggleRed: 复核',
      'aged: overdue30',
      'aged: overdue60',
      'aged: overdue90',
    ])
      expect(met[what] ?? 0, `${what}: ${JSON.stringify(met)}`).toBeGreaterThan(0);
  }, 300_000);
});
