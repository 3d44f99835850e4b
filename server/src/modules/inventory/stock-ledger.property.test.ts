import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type MoveInput, postMoves } from './stock-ledger.service.ts';
import { release, reserve } from './stock-reservation.service.ts';
import { reverseDocument } from './stock-reversal.service.ts';
import { valuedStockNow } from './stock-valuation.ts';

/**
 * Random sequences of documents — multi-line receipts and issues, transfers, reservations and
 * their release, red flushes of anything posted — against the real ledger, checked against an
 * independent replay in BigInt: every refusal is predicted, every move's value matches, balances
 * equal the sum of moves, the item's stock value equals the sum of move values, and reserved stock
 * equals the open reservations.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SCALE = 1_000_000n;
const WAREHOUSES = [1, 2] as const;
const BATCHES = ['A', 'B'] as const;
const DATE = '20261122';

/** Half-up division, written again here so the replay does not lean on the code under test. */
function roundDiv(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (2n * a + b) / (2n * b);
  return neg ? -q : q;
}

interface Line {
  item: number;
  wh: number;
  batch: string;
  qty: bigint;
  unitCost: bigint;
  /** Preferred value (reversals and a transfer's receiving side). */
  value?: bigint;
}

type Op =
  | { kind: 'post'; lines: Line[] }
  | { kind: 'transfer'; item: number; from: number; batch: string; qty: bigint }
  | { kind: 'reserve'; item: number; wh: number; batch: string; qty: bigint }
  | { kind: 'release'; pick: number }
  /** Issues all that is available of one batch in one warehouse (often empties the item). */
  | { kind: 'issueAll'; item: number; wh: number; batch: string }
  | { kind: 'reverse'; pick: number };

interface ModelMove {
  key: string;
  item: number;
  wh: number;
  batch: string;
  qty: bigint;
  value: bigint;
  doc: number;
  reversed: boolean;
  isReversal: boolean;
}

/** The world as the replay sees it. Cloned before each operation, kept only if it succeeds. */
interface Model {
  cost: Map<number, { qty: bigint; value: bigint }>;
  onHand: Map<string, bigint>;
  reserved: Map<string, bigint>;
  reservations: Map<number, { key: string; qty: bigint }[]>;
  moves: ModelMove[];
}

const keyOf = (item: number, wh: number, batch: string) => `${item}|${wh}|${batch}`;
const clone = (m: Model): Model => ({
  cost: new Map([...m.cost].map(([k, v]) => [k, { ...v }])),
  onHand: new Map(m.onHand),
  reserved: new Map(m.reserved),
  reservations: new Map(m.reservations),
  moves: m.moves.map((x) => ({ ...x })),
});

class Refused extends Error {}

/** One line, as the moving-weighted-average rules say; throws Refused when stock is short. */
function apply(m: Model, l: Line, doc: number, isReversal: boolean): ModelMove {
  const key = keyOf(l.item, l.wh, l.batch);
  const cost = m.cost.get(l.item) ?? { qty: 0n, value: 0n };
  let value: bigint;
  if (l.qty > 0n) {
    value = l.value ?? roundDiv(l.qty * l.unitCost, SCALE);
  } else {
    const out = -l.qty;
    const available = (m.onHand.get(key) ?? 0n) - (m.reserved.get(key) ?? 0n);
    if (available < out) throw new Refused();
    const atAverage = -roundDiv(cost.value * out, cost.qty);
    const preferred = l.value ?? atAverage;
    value = out === cost.qty ? -cost.value : cost.value + preferred < 0n ? atAverage : preferred;
  }
  m.onHand.set(key, (m.onHand.get(key) ?? 0n) + l.qty);
  m.cost.set(l.item, { qty: cost.qty + l.qty, value: cost.value + value });
  const move = {
    key,
    item: l.item,
    wh: l.wh,
    batch: l.batch,
    qty: l.qty,
    value,
    doc,
    reversed: false,
    isReversal,
  };
  m.moves.push(move);
  return move;
}

/** The ledger posts a document's lines in key order (item, warehouse, batch); ties keep their order. */
const inKeyOrder = <T extends { item: number; wh: number; batch: string }>(lines: T[]) =>
  lines
    .map((l, i) => ({ l, i }))
    .sort((a, b) => a.l.item - b.l.item || a.l.wh - b.l.wh || a.l.batch.localeCompare(b.l.batch) || a.i - b.i)
    .map(({ l }) => l);

const grams = (max: number) => fc.integer({ min: 1, max }).map((g) => BigInt(g) * 1000n);
const receiptQty = grams(40_000); // up to 40 kg
const qtyArb = grams(8_000); // issues, transfers and reservations: up to 8 kg
const lineArb = (items: number) =>
  fc.record({
    item: fc.integer({ min: 0, max: items - 1 }),
    wh: fc.constantFrom(...WAREHOUSES),
    batch: fc.constantFrom(...BATCHES),
    qty: fc.oneof({ weight: 3, arbitrary: receiptQty }, { weight: 2, arbitrary: qtyArb.map((q) => -q) }),
    unitCost: fc.integer({ min: 0, max: 90_000_000 }).map(BigInt),
  });
const opArb = (items: number): fc.Arbitrary<Op> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .array(lineArb(items), { minLength: 1, maxLength: 3 })
        .map((lines) => ({ kind: 'post' as const, lines })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          item: fc.integer({ min: 0, max: items - 1 }),
          from: fc.constantFrom(...WAREHOUSES),
          batch: fc.constantFrom(...BATCHES),
          qty: qtyArb,
        })
        .map((o) => ({ kind: 'transfer' as const, ...o })),
    },
    {
      weight: 2,
      arbitrary: fc
        .record({
          item: fc.integer({ min: 0, max: items - 1 }),
          wh: fc.constantFrom(...WAREHOUSES),
          batch: fc.constantFrom(...BATCHES),
          qty: qtyArb,
        })
        .map((o) => ({ kind: 'reserve' as const, ...o })),
    },
    { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'release' as const, pick })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          item: fc.integer({ min: 0, max: items - 1 }),
          wh: fc.constantFrom(...WAREHOUSES),
          batch: fc.constantFrom(...BATCHES),
        })
        .map((o) => ({ kind: 'issueAll' as const, ...o })),
    },
    { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: 'reverse' as const, pick })) },
  );

const ITEMS_PER_RUN = 2;
let nextItemBase = 5000;
let nextDoc = 1;

async function runSequence(ops: Op[]) {
  const base = nextItemBase;
  nextItemBase += ITEMS_PER_RUN;
  const itemId = (i: number) => base + i;
  let model: Model = {
    cost: new Map(),
    onHand: new Map(),
    reserved: new Map(),
    reservations: new Map(),
    moves: [],
  };
  const posted: number[] = [];
  const db = t.database.db;
  const toInput = (l: Line, doc: number): MoveInput => ({
    itemKind: 'MATERIAL',
    itemId: itemId(l.item),
    warehouseId: l.wh,
    batchNo: l.batch,
    qty: Number(l.qty),
    unitCost: Number(l.unitCost),
    value: l.value === undefined ? undefined : Number(l.value),
    docKey: 'prop',
    docId: doc,
    businessDate: DATE,
  });

  /** The ledger call of an op, the same whether the replay expects it to pass or be refused. */
  const ledgerCall =
    (op: Exclude<Op, { kind: 'issueAll' }>, doc: number, target: number) => (): Promise<unknown> => {
      if (op.kind === 'post')
        return db.transaction((tx) =>
          postMoves(
            tx,
            op.lines.map((l) => toInput(l, doc)),
          ),
        );
      if (op.kind === 'transfer')
        return db.transaction(async (tx) => {
          const from = { item: op.item, wh: op.from, batch: op.batch, unitCost: 0n };
          const [issued] = await postMoves(tx, [toInput({ ...from, qty: -op.qty }, doc)]);
          await postMoves(tx, [
            toInput({ ...from, wh: 3 - op.from, qty: op.qty, value: BigInt(-issued.value) }, doc),
          ]);
        });
      if (op.kind === 'reserve')
        return db.transaction((tx) =>
          reserve(tx, [
            {
              itemKind: 'MATERIAL',
              itemId: itemId(op.item),
              warehouseId: op.wh,
              batchNo: op.batch,
              qty: Number(op.qty),
              docKey: 'prop',
              docId: doc,
            },
          ]),
        );
      if (op.kind === 'release') return db.transaction((tx) => release(tx, 'prop', target));
      return db.transaction((tx) =>
        reverseDocument(tx, { docKey: 'prop', docId: target, businessDate: DATE }),
      );
    };

  for (const generated of ops) {
    let op = generated;
    if (op.kind === 'issueAll') {
      const key = keyOf(op.item, op.wh, op.batch);
      const available = (model.onHand.get(key) ?? 0n) - (model.reserved.get(key) ?? 0n);
      if (available === 0n) continue;
      op = { kind: 'post', lines: [{ ...op, qty: -available, unitCost: 0n }] };
    }
    const doc = nextDoc++;
    // The document the op names (release and red flush pick one of those that exist).
    let target = doc;
    if (op.kind === 'release') {
      const held = [...model.reservations.keys()];
      if (held.length === 0) continue;
      target = held[op.pick % held.length];
    } else if (op.kind === 'reverse') {
      if (posted.length === 0) continue;
      target = posted[op.pick % posted.length];
      if (!model.moves.some((mv) => mv.doc === target && !mv.isReversal && !mv.reversed)) continue; // refused elsewhere
    }
    const run = ledgerCall(op, doc, target);
    // The replay, on a copy kept only if the ledger is expected to accept.
    const next = clone(model);
    let expectOk = true;
    try {
      if (op.kind === 'post') {
        for (const l of inKeyOrder(op.lines)) apply(next, l, doc, false);
      } else if (op.kind === 'transfer') {
        const out = apply(
          next,
          { item: op.item, wh: op.from, batch: op.batch, qty: -op.qty, unitCost: 0n },
          doc,
          false,
        );
        apply(
          next,
          { item: op.item, wh: 3 - op.from, batch: op.batch, qty: op.qty, unitCost: 0n, value: -out.value },
          doc,
          false,
        );
      } else if (op.kind === 'reserve') {
        const key = keyOf(op.item, op.wh, op.batch);
        const available = (next.onHand.get(key) ?? 0n) - (next.reserved.get(key) ?? 0n);
        if (available < op.qty) throw new Refused();
        next.reserved.set(key, (next.reserved.get(key) ?? 0n) + op.qty);
        next.reservations.set(doc, [{ key, qty: op.qty }]);
      } else if (op.kind === 'release') {
        for (const r of next.reservations.get(target) ?? [])
          next.reserved.set(r.key, (next.reserved.get(r.key) ?? 0n) - r.qty);
        next.reservations.delete(target);
      } else {
        const open = next.moves.filter((mv) => mv.doc === target && !mv.isReversal && !mv.reversed);
        const opposite = open.map((mv) => ({
          item: mv.item,
          wh: mv.wh,
          batch: mv.batch,
          qty: -mv.qty,
          unitCost: 0n,
          value: -mv.value,
          mv,
        }));
        for (const line of inKeyOrder(opposite)) {
          apply(next, line, target, true);
          line.mv.reversed = true;
        }
      }
    } catch (e) {
      if (!(e instanceof Refused)) throw e;
      expectOk = false;
    }
    const outcome = await run().then(
      () => 'ok',
      (e) => {
        if (e instanceof AppError && /^(可用)?库存不足/.test(e.message)) return 'refused';
        throw e;
      },
    );
    expect(
      outcome,
      JSON.stringify(op, (_, v) => (typeof v === 'bigint' ? String(v) : v)),
    ).toBe(expectOk ? 'ok' : 'refused');
    if (expectOk) {
      model = next;
      if (op.kind === 'post' || op.kind === 'transfer') posted.push(doc);
    }
  }
  await assertLedgerMatches(model, base);
}

async function assertLedgerMatches(model: Model, base: number) {
  const db = t.database.db;
  const items = sql`between ${base} and ${base + ITEMS_PER_RUN - 1}`;
  const moves = await queryRows<{
    item_id: number;
    warehouse_id: number;
    batch_no: string;
    qty: string;
    value: string;
  }>(
    db,
    sql`select item_id, warehouse_id, batch_no, qty::text, value::text from stock_moves
        where item_kind = 'MATERIAL' and item_id ${items} order by id`,
  );
  // Every move, in posting order, has the replay's quantity and value.
  expect(
    moves.map((m) => `${keyOf(m.item_id - base, m.warehouse_id, m.batch_no)} ${m.qty} ${m.value}`),
  ).toEqual(model.moves.map((m) => `${m.key} ${m.qty} ${m.value}`));
  const balances = await queryRows<{
    item_id: number;
    warehouse_id: number;
    batch_no: string;
    on_hand: string;
    reserved: string;
    moved: string;
    held: string;
  }>(
    db,
    sql`select b.item_id, b.warehouse_id, b.batch_no, b.on_hand::text, b.reserved::text,
               (select coalesce(sum(qty), 0) from stock_moves m where m.item_kind = b.item_kind and m.item_id = b.item_id
                  and m.warehouse_id = b.warehouse_id and m.allocation_id = b.allocation_id and m.batch_no = b.batch_no)::text as moved,
               (select coalesce(sum(qty), 0) from stock_reservations r where r.item_kind = b.item_kind and r.item_id = b.item_id
                  and r.warehouse_id = b.warehouse_id and r.allocation_id = b.allocation_id and r.batch_no = b.batch_no)::text as held
        from stock_balances b where b.item_kind = 'MATERIAL' and b.item_id ${items}`,
  );
  for (const b of balances) {
    const key = keyOf(b.item_id - base, b.warehouse_id, b.batch_no);
    expect(b.on_hand, `${key} balance = Σ moves`).toBe(b.moved);
    expect(b.reserved, `${key} reserved = open reservations`).toBe(b.held);
    expect(BigInt(b.on_hand), `${key} on hand`).toBe(model.onHand.get(key) ?? 0n);
    expect(BigInt(b.reserved), `${key} reserved`).toBe(model.reserved.get(key) ?? 0n);
    expect(BigInt(b.reserved) <= BigInt(b.on_hand)).toBe(true);
  }
  const costs = await queryRows<{ item_id: number; qty: string; value: string; mq: string; mv: string }>(
    db,
    sql`select c.item_id, c.qty::text, c.value::text,
               (select coalesce(sum(qty), 0) from stock_moves m where m.item_kind = c.item_kind and m.item_id = c.item_id)::text as mq,
               (select coalesce(sum(value), 0) from stock_moves m where m.item_kind = c.item_kind and m.item_id = c.item_id)::text as mv
        from item_costs c where c.item_kind = 'MATERIAL' and c.item_id ${items}`,
  );
  for (const c of costs) {
    const replay = model.cost.get(c.item_id - base) ?? { qty: 0n, value: 0n };
    expect(c.qty, 'item quantity = Σ moves').toBe(c.mq);
    expect(c.value, 'stock value = Σ move values').toBe(c.mv);
    expect([BigInt(c.qty), BigInt(c.value)], 'quantity and value = independent replay').toEqual([
      replay.qty,
      replay.value,
    ]);
    // No value is left on an item with no stock, and none goes negative.
    if (replay.qty === 0n) expect(replay.value).toBe(0n);
    expect(replay.value >= 0n).toBe(true);
  }
  // Below the item: every key with stock holds its share of the item's value, rounded down or up
  // (largest remainder), the shares add up exactly to the item, and a key without stock holds none.
  const valued = await queryRows<{
    item_id: number;
    warehouse_id: number;
    batch_no: string;
    qty: string;
    value: string;
  }>(
    db,
    sql`select item_id, warehouse_id, batch_no, qty::text, value::text
        from (${valuedStockNow(sql`'MATERIAL'`, sql`item_id ${items}`)}) v`,
  );
  for (let item = 0; item < ITEMS_PER_RUN; item++) {
    const replay = model.cost.get(item) ?? { qty: 0n, value: 0n };
    const keys = valued.filter((v) => v.item_id - base === item);
    expect(
      keys.reduce((sum, k) => sum + BigInt(k.value), 0n),
      `item ${item}: Σ key values = item value`,
    ).toBe(replay.value);
    for (const k of keys) {
      const key = keyOf(item, k.warehouse_id, k.batch_no);
      const exact = replay.value * BigInt(k.qty); // the share is exact ÷ replay.qty
      expect(BigInt(k.qty) > 0n, `${key} valued only with stock`).toBe(true);
      expect(BigInt(k.value) * replay.qty <= exact + replay.qty - 1n, `${key} ≤ ⌈share⌉`).toBe(true);
      expect(BigInt(k.value) * replay.qty >= exact - replay.qty + 1n, `${key} ≥ ⌊share⌋`).toBe(true);
    }
  }
}

describe('stock ledger properties', () => {
  it('keeps balances, values and average costs equal to an independent replay under random documents', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb(ITEMS_PER_RUN), { minLength: 15, maxLength: 40 }), runSequence),
      { numRuns: 60 },
    );
  }, 300_000);
});
