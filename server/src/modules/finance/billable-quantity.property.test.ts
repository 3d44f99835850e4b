import { companyToday, type Envelope, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';
import { receivedGoods } from './testing/payable-documents.ts';

/**
 * Random sequences of billing on both sides (issue 27) — blue invoices (some past what is left,
 * some left waiting and 复核 later), returns (of goods already billed too: the red invoice of
 * reason 退货 follows, before the goods go back on the purchase side, after on the sales side),
 * red invoices of 开票有误 / 服务终止 / 折让, and the 反审核 / 复核 again of reds and blues — made through
 * the API and checked against a replay in half-kilograms: every refusal is predicted, and after every
 * step, on every source line, 已开票 and 已退货 are the replay's, billed ≤ received − returned, 下推
 * and 选单 offer exactly received − returned − billed, the progress and 开票状态 follow, and each
 * blue's 已红冲 is what its issued reds took. Billed = issued blues − issued reds that give the
 * quantity back (开票有误, 退货); a 折让 or 服务终止 lowers the amount only.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const today = companyToday();
const HALF = KG / 2;
type Row = Record<string, unknown>;
const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };
const fmt = (halves: number) => `${halves / 2}`;

/** A source line billed by invoices (a delivery's, a warehouse-in's), in half-kilograms. */
interface Line {
  docId: number;
  id: number;
  itemId: number;
  qty: number;
  returned: number;
  billed: number;
}
interface Blue {
  id: number;
  line: Line;
  qty: number;
  issued: boolean;
  /** What issued reds took of it (all reasons). */
  red: number;
}
interface Red {
  id: number;
  blue: Blue;
  qty: number;
  reason: string;
  issued: boolean;
  returnId?: number;
}

/** One side of billing: its calls, its people and its fresh source lines for a run. */
interface Side {
  label: string;
  prefix: string;
  invoice: string;
  red: string;
  link: string;
  lineField: string;
  itemField: string;
  party: string;
  partyId: number;
  noun: string;
  /** Source document calls and its items table. */
  source: { prefix: string; name: string; items: string };
  invoices: string;
  price: number;
  keyer: ApiClient;
  voider: ApiClient;
  /** Fresh source lines for a run. */
  lines(): Promise<Line[]>;
  /** A return of `halves` of a line keyed and reviewed: its id. */
  keyReturn(line: Line, halves: number): Promise<number>;
  /** The return's posting (确认退货 / 退货). */
  postReturn(id: number): Promise<Envelope<unknown>>;
  /** Sales: the goods come back first, the red follows; purchase: the red first. */
  redFirst: boolean;
  /** 开票状态 of a source document from the replay. */
  state(lines: Line[], blues: Blue[]): string;
}

type Op =
  /** A blue 复核 at once, left waiting, or two drafts that fit alone both 复核 (the second past what is left). */
  | { kind: 'invoice'; line: number; halves: number; mode: 'audit' | 'pending' | 'pair' }
  /** `halves` of the line back; `billed`: all that is unbilled and `halves` of the billed goods. */
  | { kind: 'return'; line: number; halves: number; billed: boolean }
  | { kind: 'red'; reason: 'WRONG' | 'TERMINATED' | 'DISCOUNT'; pick: number; percent: number }
  | { kind: 'toggleRed'; pick: number }
  | { kind: 'toggleBlue'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        line: fc.nat(1),
        halves: fc.integer({ min: 1, max: 8 }),
        mode: fc.constantFrom('audit' as const, 'pending' as const, 'pair' as const),
      })
      .map((o) => ({ kind: 'invoice' as const, ...o })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ line: fc.nat(1), halves: fc.integer({ min: 1, max: 6 }), billed: fc.boolean() })
      .map((o) => ({ kind: 'return' as const, ...o })),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({
        reason: fc.constantFrom(
          'WRONG' as const,
          'DISCOUNT' as const,
          'TERMINATED' as const,
          'DISCOUNT' as const,
        ),
        pick: fc.nat(),
        percent: fc.integer({ min: 1, max: 100 }),
      })
      .map((o) => ({ kind: 'red' as const, ...o })),
  },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'toggleRed' as const, pick })) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'toggleBlue' as const, pick })) },
);

/** Each return's quantity (one line), by id. */
const returns = new Map<number, number>();
const seen = new Map<string, number>();
const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
function ok<T>(res: Envelope<T>, what = ''): T {
  expect(res.resultCode, `${what} ${JSON.stringify(res)}`).toBe('0');
  return res.result;
}
function refused(res: Envelope<unknown>, what: string, text?: string) {
  expect([ResultCode.VALIDATION, ResultCode.BUSINESS_RULE], `${what}: ${JSON.stringify(res)}`).toContain(
    res.resultCode,
  );
  if (text) expect(String(res.result), what).toContain(text);
}
const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};

async function runSequence(side: Side, ops: Op[]) {
  const lines = await side.lines();
  const blues: Blue[] = [];
  const reds: Red[] = [];
  // 复核 by another finance reviewer than whoever keyed it (maker ≠ checker).
  const act = (
    name: string,
    id: number,
    action: string,
    client = action === 'AUDIT' ? f.reviewer : f.finance,
    extra = {},
  ) => client.changeState<unknown>(side.prefix, name, id, action, extra, f.admin);
  const open = (l: Line) => l.qty - l.returned - l.billed;
  const roomOf = (b: Blue) => b.qty - b.red;
  const givesBack = (r: Red) => r.reason === 'WRONG' || r.reason === 'RETURN';

  /** A red invoice of `halves` on a blue, saved and 复核: always within what the blue has. */
  async function red(blue: Blue, halves: number, reason: string, returnId?: number) {
    const draft = ok(
      await side.keyer.post<{ values: Row; items: Row[] }>(`${side.prefix}/make${side.red}From`, {
        link: 'invoice-red',
        sourceIds: [blue.id],
      }),
    );
    const { id } = ok(
      await side.keyer.post<{ id: number }>(`${side.prefix}/addOrUpdate${side.red}`, {
        ...draft.values,
        redDate: today,
        redReason: reason,
        ...(returnId ? { returnId } : {}),
        items: [{ ...draft.items[0], qty: halves * HALF }],
      }),
    );
    ok(await act(side.red, id, 'AUDIT'), 'red');
    const r: Red = { id, blue, qty: halves, reason, issued: true, returnId };
    reds.push(r);
    blue.red += halves;
    if (givesBack(r)) blue.line.billed -= halves;
    count(`red ${reason}`);
  }

  /** A blue of `halves` keyed on a line: refused at save past what is left to bill. */
  async function keyBlue(line: Line, halves: number, label: string): Promise<Blue | undefined> {
    const res = await side.keyer.post<{ id: number }>(`${side.prefix}/addOrUpdate${side.invoice}`, {
      [side.party]: side.partyId,
      invoiceDate: today,
      invoiceType: 'SPECIAL',
      invoiceNo: '04400777',
      items: [{ [side.itemField]: line.itemId, [side.lineField]: line.id, qty: halves * HALF }],
    });
    if (halves > open(line)) {
      refused(res, label, `超出可开票数量 ${fmt(Math.max(open(line), 0))} kg`);
      count('blue: refused at save');
      return undefined;
    }
    const blue: Blue = { id: ok(res, label).id, line, qty: halves, issued: false, red: 0 };
    blues.push(blue);
    count('blue');
    return blue;
  }

  /** 复核 of a waiting blue: the link's draw refuses it past what is left (net of returns and bills). */
  async function auditBlue(blue: Blue, label: string) {
    const res = await act(side.invoice, blue.id, 'AUDIT');
    if (blue.qty > open(blue.line)) {
      refused(res, label, `${side.noun}剩余 ${fmt(Math.max(open(blue.line), 0))} kg`);
      ok(await act(side.invoice, blue.id, 'INVALIDATE', side.voider), label);
      blues.splice(blues.indexOf(blue), 1);
      count('blue: 复核 refused');
      return;
    }
    ok(res, label);
    blue.issued = true;
    blue.line.billed += blue.qty;
    count('blue: 复核');
  }

  /** Billed goods going back: reds of reason 退货 naming the return take `excess` off the blues. */
  async function redReturned(line: Line, returnId: number, excess: number) {
    for (const b of blues.filter((x) => x.line === line && x.issued)) {
      const x = Math.min(excess, roomOf(b));
      if (x <= 0) continue;
      await red(b, x, 'RETURN', returnId);
      excess -= x;
    }
    expect(excess).toBe(0);
  }

  for (const op of ops) {
    const label = `${side.label} ${JSON.stringify(op)}`;
    switch (op.kind) {
      case 'invoice': {
        const line = lines[op.line % lines.length];
        if (op.mode !== 'pair') {
          const blue = await keyBlue(line, op.halves, label);
          if (blue && op.mode === 'audit') await auditBlue(blue, label);
          break;
        }
        const halves = Math.min(op.halves, Math.max(open(line), 1));
        const pair = [await keyBlue(line, halves, label), await keyBlue(line, halves, label)];
        for (const blue of pair) if (blue) await auditBlue(blue, label);
        break;
      }
      case 'toggleBlue': {
        if (blues.length === 0) break;
        const blue = blues[op.pick % blues.length];
        if (!blue.issued) {
          await auditBlue(blue, label);
          break;
        }
        const res = await act(side.invoice, blue.id, 'DISCARD');
        if (blue.red > 0) {
          refused(res, label);
          count('blue: 反审核 refused');
          break;
        }
        ok(res, label);
        blue.issued = false;
        blue.line.billed -= blue.qty;
        count('blue: 反审核');
        break;
      }
      case 'red': {
        const room = blues.filter((b) => b.issued && roomOf(b) > 0);
        if (room.length === 0) break;
        const blue = room[op.pick % room.length];
        await red(blue, Math.max(1, Math.floor((roomOf(blue) * op.percent) / 100)), op.reason);
        break;
      }
      case 'toggleRed': {
        if (reds.length === 0) break;
        const r = reds[op.pick % reds.length];
        const line = r.blue.line;
        if (r.issued) {
          const res = await act(side.red, r.id, 'DISCARD');
          // Taking back a red that gave quantity back bills it again: never past what stayed.
          if (givesBack(r) && line.billed + r.qty + line.returned > line.qty) {
            refused(res, label);
            count(`toggleRed: 反审核 refused`);
            break;
          }
          ok(res, label);
          r.issued = false;
          r.blue.red -= r.qty;
          if (givesBack(r)) line.billed += r.qty;
          count(`toggleRed: 反审核 ${r.reason}`);
          break;
        }
        const res = await act(side.red, r.id, 'AUDIT');
        const returnRoom =
          r.returnId == null
            ? Number.POSITIVE_INFINITY
            : (returns.get(r.returnId) ?? 0) -
              reds.filter((x) => x.issued && x.returnId === r.returnId).reduce((s, x) => s + x.qty, 0);
        if (!r.blue.issued || roomOf(r.blue) < r.qty || r.qty > returnRoom) {
          refused(res, label);
          count('toggleRed: 复核 refused');
          break;
        }
        ok(res, label);
        r.issued = true;
        r.blue.red += r.qty;
        if (givesBack(r)) line.billed -= r.qty;
        count('toggleRed: 复核');
        break;
      }
      case 'return': {
        const line = lines[op.line % lines.length];
        // Billed goods may go back as far as their blues can still be red-lettered.
        const redRoom = blues.filter((b) => b.line === line && b.issued).reduce((s, b) => s + roomOf(b), 0);
        const asked = op.billed ? open(line) + op.halves : op.halves;
        const halves = Math.min(asked, line.qty - line.returned, open(line) + redRoom);
        if (halves <= 0) break;
        const excess = halves - open(line);
        const id = await side.keyReturn(line, halves);
        returns.set(id, halves);
        if (side.redFirst && excess > 0) {
          refused(await side.postReturn(id), label);
          await redReturned(line, id, excess);
        }
        ok(await side.postReturn(id), label);
        line.returned += halves;
        if (!side.redFirst && excess > 0) await redReturned(line, id, excess);
        count(excess > 0 ? 'return: billed goods' : 'return');
        break;
      }
    }
    await check(side, lines, blues, reds, label);
  }
}
async function check(side: Side, lines: Line[], blues: Blue[], reds: Red[], label: string) {
  const db = t.database.db;
  const open = (l: Line) => l.qty - l.returned - l.billed;
  for (const l of lines) {
    expect(l.billed, `${label}: billed ≤ received − returned`).toBeLessThanOrEqual(l.qty - l.returned);
    expect(l.billed, label).toBeGreaterThanOrEqual(0);
  }
  // 已开票 / 已退货 on the source lines, the progress and 开票状态 of their documents.
  for (const docId of [...new Set(lines.map((l) => l.docId))]) {
    const mine = lines.filter((l) => l.docId === docId);
    const d = (
      await f.admin.get<{
        invoiceState: string;
        items: Row[];
        progress: { link: string; percent: number }[];
      }>(`${side.source.prefix}/query${side.source.name}Detail`, { id: String(docId) })
    ).result;
    const stored = mine.map((l) => d.items.find((x) => x.id === l.id)!);
    expect(
      stored.map((x) => [Number(x.invoicedQty ?? 0) / HALF, Number(x.returnedQty ?? 0) / HALF]),
      `${label}: 已开票, 已退货`,
    ).toEqual(mine.map((l) => [l.billed, l.returned]));
    const qty = mine.reduce((s, l) => s + l.qty, 0);
    const taken = mine.reduce((s, l) => s + Math.min(l.billed + l.returned, l.qty), 0);
    expect(d.progress.find((p) => p.link === side.link)?.percent, `${label}: progress`).toBe(
      Math.round((taken * 1000) / qty) / 10,
    );
    expect(d.invoiceState, `${label}: 开票状态`).toBe(side.state(mine, blues));
  }
  const want = Object.fromEntries(lines.filter((l) => open(l) > 0).map((l) => [l.id, open(l) * HALF]));
  // 选单: the party's open lines (only this run's lines are looked at).
  const picked = ok(
    await side.keyer.post<{ requestList: { lineId: number; open: number; line: Row }[] }>(
      `${side.prefix}/query${side.invoice}OpenLines`,
      { link: side.link, partyId: side.partyId, pageSize: 500 },
    ),
  ).requestList.filter((x) => lines.some((l) => l.id === x.lineId));
  expect(Object.fromEntries(picked.map((x) => [x.lineId, x.open])), `${label}: 选单`).toEqual(want);
  // 下推 from the run's sources.
  const pushed = await side.keyer.post<{ items: Row[] }>(`${side.prefix}/make${side.invoice}From`, {
    link: side.link,
    sourceIds: [...new Set(lines.map((l) => l.docId))],
  });
  if (Object.keys(want).length === 0) refused(pushed, `${label}: 下推`, '已没有可开票的数量');
  else
    expect(
      Object.fromEntries(ok(pushed).items.map((x) => [x[side.lineField], x.qty])),
      `${label}: 下推`,
    ).toEqual(want);
  // Each blue's 已红冲 is its issued reds' amount (a 折让's too).
  if (blues.length > 0) {
    const rows = await queryRows<{ id: number; red: string }>(
      db,
      sql`select id, coalesce(red_amount, 0) as red from ${sql.identifier(side.invoices)}
          where id in (${sql.join(
            blues.map((b) => sql`${b.id}`),
            sql`, `,
          )})`,
    );
    const red = new Map(rows.map((r) => [r.id, Number(r.red)]));
    for (const b of blues) {
      const issued = reds.filter((r) => r.blue === b && r.issued).reduce((s, r) => s + r.qty, 0);
      expect(red.get(b.id), `${label}: 已红冲 of ${b.id}`).toBe((issued * side.price * YUAN) / 2);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
}, 120_000);
afterAll(() => t.close());

async function salesSide(): Promise<Side> {
  const db = t.database.db;
  const [saler, director] = await Promise.all(['saler', 'salederictor'].map(login));
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, q))[0].id;
  const customer = await one(sql`select id from md_customers where code = 'KH001'`);
  const cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  await db.execute(sql`update md_customers set credit_limit = null where id = ${customer}`);
  const stock = ok(
    await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
      inDate: today,
      warehouseId: f.ids.product,
      items: [{ productId: f.ids.blue, batchNo: 'BQ-P', qty: 1000 * KG, price: 40 * YUAN }],
    }),
  );
  ok(await f.store.changeState('/productWarehouse', 'ProductIn', stock.id, 'WAREHOUSE-IN', {}, f.admin));
  // One big order, delivered a little at a time: two fresh deliveries of 6 and 4 kg a run.
  const order = ok(
    await saler.post<{ id: number }>('/order/addOrUpdateSalesOrder', {
      customerId: customer,
      orderDate: today,
      deliveryDate: today,
      warehouseId: f.ids.product,
      currencyId: cny,
      items: [{ productId: f.ids.blue, qty: 1000 * KG, price: 60 * YUAN }],
    }),
  ).id;
  ok(await saler.changeState('/order', 'SalesOrder', order, 'CONFIRM', {}, f.admin));
  const deliver = async (halves: number): Promise<Line> => {
    const draft = ok(
      await saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
        link: 'order-delivery',
        sourceIds: [order],
      }),
    );
    const { id } = ok(
      await saler.post<{ id: number }>('/order/addOrUpdateProductStockOut', {
        ...draft.values,
        outDate: today,
        items: [{ ...draft.items[0], qty: halves * HALF }],
      }),
    );
    ok(await director.changeState('/order', 'ProductStockOut', id, 'AUDIT', approve, f.admin));
    ok(await f.store.changeState('/order', 'ProductStockOut', id, 'WAREHOUSE-OUT', {}, f.admin));
    const [line] = await queryRows<{ id: number }>(
      db,
      sql`select id from sal_deliveries_items where doc_id = ${id}`,
    );
    return { docId: id, id: line.id, itemId: f.ids.blue, qty: halves, returned: 0, billed: 0 };
  };
  return {
    label: 'sales',
    prefix: '/finance',
    invoice: 'SalesInvoice',
    red: 'SalesRedInvoice',
    link: 'delivery-invoice',
    lineField: 'deliveryLineId',
    itemField: 'productId',
    party: 'customerId',
    partyId: customer,
    noun: '出库单',
    source: { prefix: '/order', name: 'ProductStockOut', items: 'sal_deliveries_items' },
    invoices: 'fin_sales_invoices',
    price: 60,
    keyer: f.finance,
    voider: saler,
    lines: async () => [await deliver(12), await deliver(8)],
    async keyReturn(line, halves) {
      const draft = ok(
        await saler.post<{ values: Row; items: Row[] }>('/order/makeSalesReturnFrom', {
          link: 'delivery-return',
          sourceIds: [line.docId],
        }),
      );
      const { id } = ok(
        await saler.post<{ id: number }>('/order/addOrUpdateSalesReturn', {
          ...draft.values,
          returnDate: today,
          reason: '包装破损',
          items: [{ ...draft.items[0], qty: halves * HALF }],
        }),
      );
      ok(await director.changeState('/order', 'SalesReturn', id, 'AUDIT', approve, f.admin));
      return id;
    },
    postReturn: (id) => f.store.changeState('/order', 'SalesReturn', id, 'CONFIRM', {}, f.admin),
    redFirst: false,
    state: (mine) => (mine.some((l) => l.billed + l.returned < l.qty) ? 'NOT_INVOICED' : 'INVOICED'),
  };
}

async function purchaseSide(): Promise<Side> {
  const db = t.database.db;
  const [purchaser, manager] = await Promise.all(['purchaser', 'purchasingmanager'].map(login));
  const supplier = (
    await queryRows<{ id: number }>(db, sql`select id from md_suppliers where code = 'GYS004'`)
  )[0].id;
  return {
    label: 'purchase',
    prefix: '/purchaseInvoice',
    invoice: 'PurchaseInvoice',
    red: 'PurchaseRedInvoice',
    link: 'in-invoice',
    lineField: 'warehouseInLineId',
    itemField: 'materielId',
    party: 'supplierId',
    partyId: supplier,
    noun: '入库单',
    source: { prefix: '/warehouse', name: 'MaterialIn', items: 'inv_material_ins_items' },
    invoices: 'fin_purchase_invoices',
    price: 20,
    keyer: purchaser,
    voider: purchaser,
    // A fresh warehouse-in a run: 6 kg of red and 4 kg of resin, both at 20 元.
    async lines() {
      const { inId } = await receivedGoods(t, f, { purchaser, manager }, [
        [f.ids.red, 6, 20],
        [f.ids.resin, 4, 20],
      ]);
      const rows = await queryRows<{ id: number; materiel_id: number; qty: string }>(
        db,
        sql`select id, materiel_id, qty from inv_material_ins_items where doc_id = ${inId} order by line_no`,
      );
      return rows.map((r) => ({
        docId: inId,
        id: r.id,
        itemId: r.materiel_id,
        qty: Number(r.qty) / HALF,
        returned: 0,
        billed: 0,
      }));
    },
    async keyReturn(line, halves) {
      const draft = ok(
        await purchaser.post<{ values: Row; items: Row[] }>('/purchase/makePurchaseReturnFrom', {
          link: 'in-return',
          sourceIds: [line.docId],
        }),
      );
      const { id } = ok(
        await purchaser.post<{ id: number }>('/purchase/addOrUpdatePurchaseReturn', {
          ...draft.values,
          returnDate: today,
          reason: '含水量超标',
          items: [{ ...draft.items.find((x) => x.warehouseInLineId === line.id), qty: halves * HALF }],
        }),
      );
      ok(await manager.changeState('/purchase', 'PurchaseReturn', id, 'AUDIT', approve, f.admin));
      return id;
    },
    postReturn: (id) =>
      f.store.changeState('/purchase', 'PurchaseReturn', id, 'WAREHOUSE-RETURN', {}, f.admin),
    redFirst: true,
    // SPEC §4 warehouse-in-invoice: 待复核 while a bill waits; 未开票 while anything is left to bill.
    state(mine, blues) {
      const on = blues.filter((b) => mine.includes(b.line));
      if (on.some((b) => !b.issued)) return 'APPROVAL_PENDING';
      if (on.length === 0 || mine.some((l) => l.billed + l.returned < l.qty)) return 'NOT_INVOICED';
      return on.some((b) => b.red < b.qty) ? 'UNVERIFIED' : 'VERIFIED';
    },
  };
}

describe('billable quantity properties', () => {
  const runs = { numRuns: 5, seed: Number(process.env.FC_SEED ?? 20_261_127) };
  const ops = fc.array(opArb, { minLength: 10, maxLength: 18 });

  it('sales: 下推 / 选单 offer delivered − returned − billed, and billed ≤ delivered − returned, whatever the red reasons', async () => {
    const side = await salesSide();
    seen.clear();
    await fc.assert(
      fc.asyncProperty(ops, (o) => runSequence(side, o)),
      runs,
    );
    const met = Object.fromEntries(seen);
    for (const what of [
      'blue',
      'blue: refused at save',
      'blue: 复核',
      'blue: 复核 refused',
      'blue: 反审核',
      'red DISCOUNT',
      'red WRONG',
      'red TERMINATED',
      'red RETURN',
      'return',
      'return: billed goods',
      'toggleRed: 反审核 DISCOUNT',
      'toggleRed: 反审核 WRONG',
      'toggleRed: 复核',
    ])
      expect(met[what] ?? 0, `${what}: ${JSON.stringify(met)}`).toBeGreaterThan(0);
  }, 300_000);

  it('purchase: billed ≤ received − returned, and what is offered is received − returned − billed', async () => {
    const side = await purchaseSide();
    seen.clear();
    await fc.assert(
      fc.asyncProperty(ops, (o) => runSequence(side, o)),
      { ...runs, numRuns: 4 },
    );
    const met = Object.fromEntries(seen);
    for (const what of [
      'blue: refused at save',
      'blue: 复核 refused',
      'red DISCOUNT',
      'red WRONG',
      'red RETURN',
      'return: billed goods',
    ])
      expect(met[what] ?? 0, `${what}: ${JSON.stringify(met)}`).toBeGreaterThan(0);
  }, 300_000);
});
