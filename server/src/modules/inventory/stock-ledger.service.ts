import type { StockKind } from '@tiangong/domain';
import { formatQty, fromScaled, groupThousands, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { divRound } from '../../platform/documents/amounts.ts';
import { fail } from '../../platform/http/app-error.ts';
import { customerName, ownedByOther } from './stock-owners.ts';
import { assertPeriodsOpen } from './stock-period.guard.ts';

export { divRound };

/**
 * Posting to the stock ledger (DESIGN §5). Every move locks its item's cost row and its balance
 * row in one fixed order, refuses to take on-hand or available stock below zero (conditional
 * decrement: zero rows updated = refused) and moves the item's moving-weighted-average cost
 * (企业会计准则第1号). Runs inside the caller's transaction: a refused line refuses the document.
 */
/** The kind of stock a move is of (the domain's StockKind). */
export type ItemKind = StockKind;

export interface StockKey {
  itemKind: ItemKind;
  itemId: number;
  warehouseId: number;
  allocationId?: number;
  batchNo?: string;
}

export interface MoveInput extends StockKey {
  /**
   * Signed quantity ×1e6: receipts positive, issues negative. 0 for a value-only move (成本调整):
   * the item's stock value changes by exactly `value` (±) and no quantity moves. It is refused when
   * the item has no stock (zero quantity is zero value) or when its value would go negative. Its
   * key is the one given, or — `warehouseId` 0 — the item's first key with stock (warehouse, slot,
   * batch order): below the item a key's value is its share of the item's, so the key only says
   * where the ledgers show the move.
   */
  qty: number;
  /** Receipts: unit cost ×1e6 per unit. Issues: ignored (the moving average decides). */
  unitCost?: number;
  docKey: string;
  docId: number;
  docLine?: number;
  businessDate: string;
  /** How people name the item in the refusal (code and name). */
  itemLabel?: string;
  reversesMoveId?: number;
  /**
   * Receipts: the exact value received (a transfer's receiving side, the reversal of an issue),
   * instead of qty × unitCost. Issues: the value to take off (the reversal of a receipt takes back
   * what it brought), unless that would empty the item or leave it a negative value — then the
   * moving average decides, as for any issue.
   */
  value?: number;
  /** Batch attributes, stored with the first receipt that names the batch. */
  batch?: BatchAttributes;
  /**
   * Receipts only: come in at the item's moving average — value × received / quantity before,
   * rounded once (a stocktake gain). Without stock, `unitCost` decides.
   */
  atAverage?: boolean;
}

export interface BatchAttributes {
  productionDate?: string | null;
  expiryDate?: string | null;
  supplierBatch?: string | null;
  supplierId?: number | null;
  /** Trusted stock: the customer whose goods these are (a batch never changes owner). */
  ownerId?: number | null;
}

export interface PostedMove {
  id: number;
  qty: number;
  unitCost: number;
  value: number;
}

const SCALE = 1_000_000n;

export function keyOf(m: StockKey) {
  return { ...m, allocationId: m.allocationId ?? 0, batchNo: m.batchNo ?? '' };
}

export function compareKeys(a: StockKey, b: StockKey): number {
  const ka = keyOf(a);
  const kb = keyOf(b);
  return (
    ka.itemKind.localeCompare(kb.itemKind) ||
    ka.itemId - kb.itemId ||
    ka.warehouseId - kb.warehouseId ||
    ka.allocationId - kb.allocationId ||
    ka.batchNo.localeCompare(kb.batchNo)
  );
}

type Cost = { qty: bigint; value: bigint };
const costKey = (k: Pick<StockKey, 'itemKind' | 'itemId'>) => `${k.itemKind}:${k.itemId}`;

/**
 * Refuses a line that wants more than is available, naming the item, the batch and the shortfall
 * (the conditional update just found too little; read what there is, for the message).
 */
export async function refuseShort(
  db: DbOrTx,
  k: Required<StockKey>,
  label: string | undefined,
  need: bigint,
  what: '库存不足' | '可用库存不足',
): Promise<never> {
  const [row] = await queryRows<{ available: number }>(
    db,
    sql`select on_hand - reserved as available from stock_balances
        where item_kind = ${k.itemKind} and item_id = ${k.itemId} and warehouse_id = ${k.warehouseId}
          and allocation_id = ${k.allocationId} and batch_no = ${k.batchNo}`,
  );
  const available = BigInt(row?.available ?? 0);
  fail(
    ResultCode.BUSINESS_RULE,
    `${what}：${label ?? `物品${k.itemId}`}${k.batchNo ? ` 批号 ${k.batchNo}` : ''} 可用 ${formatQty(available)}，` +
      `需 ${formatQty(need)}，缺 ${formatQty(need - available)}`,
  );
}

/** A line's move, valued, waiting to be written with the document's other moves. */
interface ValuedMove {
  key: Required<StockKey>;
  input: MoveInput;
  unitCost: bigint;
  value: bigint;
}

/**
 * Moves one line's balance while its item is locked and values it; `cost` is the item's locked
 * cost row, kept current in memory (postMoves writes it back once per item).
 */
async function postOne(db: DbOrTx, input: MoveInput, cost: Cost): Promise<ValuedMove> {
  if (input.qty === 0 && input.value !== undefined) return postValueOnly(db, input, cost);
  const k = keyOf(input);
  if (!Number.isSafeInteger(input.qty) || input.qty === 0) fail(ResultCode.VALIDATION, '数量必须是非零的数');
  const qty = BigInt(input.qty);
  let value: bigint;
  let unitCost: bigint;
  if (qty > 0n) {
    unitCost = BigInt(input.unitCost ?? 0);
    if (unitCost < 0n) fail(ResultCode.VALIDATION, '单价不能为负数');
    const exact =
      input.value !== undefined
        ? BigInt(input.value)
        : input.atAverage && cost.qty > 0n
          ? divRound(cost.value * qty, cost.qty)
          : undefined;
    value = exact ?? divRound(qty * unitCost, SCALE);
    if (value < 0n) fail(ResultCode.VALIDATION, '入库金额不能为负数');
    if (exact !== undefined) unitCost = divRound(value * SCALE, qty);
    await db.execute(sql`
      insert into stock_balances (item_kind, item_id, warehouse_id, allocation_id, batch_no, on_hand)
      values (${k.itemKind}, ${k.itemId}, ${k.warehouseId}, ${k.allocationId}, ${k.batchNo}, ${input.qty})
      on conflict (item_kind, item_id, warehouse_id, allocation_id, batch_no)
      do update set on_hand = stock_balances.on_hand + excluded.on_hand`);
    if (k.batchNo) await recordBatch(db, k, input.businessDate, input.batch);
  } else {
    const out = -qty;
    const updated = await queryRows<{ on_hand: number }>(
      db,
      sql`update stock_balances set on_hand = on_hand - ${Number(out)}
          where item_kind = ${k.itemKind} and item_id = ${k.itemId} and warehouse_id = ${k.warehouseId}
            and allocation_id = ${k.allocationId} and batch_no = ${k.batchNo}
            and on_hand - reserved >= ${Number(out)}
          returning on_hand`,
    );
    if (updated.length === 0) await refuseShort(db, k, input.itemLabel, out, '库存不足');
    // An issue takes value × issued / quantity before; the issue that empties the item takes all
    // of its remaining value, so no rounding residue is ever left on zero stock.
    const atAverage = -divRound(cost.value * out, cost.qty);
    const preferred = input.value !== undefined ? BigInt(input.value) : atAverage;
    value = out === cost.qty ? -cost.value : cost.value + preferred < 0n ? atAverage : preferred;
    unitCost = divRound(-value * SCALE, out);
  }
  cost.qty += qty;
  cost.value += value;
  return { key: k, input, unitCost, value };
}

const yuan = (v: bigint) => `${groupThousands(fromScaled(v, 'amount'))} 元`;

/**
 * A value-only move (成本调整, or its reversal): quantity 0, the item's value ± `value`, while the
 * item is locked. The balances do not move; the key is the caller's, or the item's first key with
 * stock when `warehouseId` is 0.
 */
async function postValueOnly(db: DbOrTx, input: MoveInput, cost: Cost): Promise<ValuedMove> {
  const label = input.itemLabel ?? `物品${input.itemId}`;
  if (input.value === undefined || !Number.isSafeInteger(input.value) || input.value === 0)
    fail(ResultCode.VALIDATION, `${label} 调整金额不能为0`);
  if (input.itemKind === 'TRUSTED') fail(ResultCode.BUSINESS_RULE, `${label} 为受托物料，没有成本，不能调整`);
  const value = BigInt(input.value);
  if (cost.qty <= 0n) fail(ResultCode.BUSINESS_RULE, `${label} 无库存，不能调整成本`);
  if (cost.value + value < 0n)
    fail(
      ResultCode.BUSINESS_RULE,
      `${label} 调整后库存金额不能为负数（库存金额 ${yuan(cost.value)}，调整 ${yuan(value)}）`,
    );
  let k = keyOf(input);
  if (input.warehouseId === 0) {
    const [first] = await queryRows<{ warehouse_id: number; allocation_id: number; batch_no: string }>(
      db,
      sql`select warehouse_id, allocation_id, batch_no from stock_balances
          where item_kind = ${input.itemKind} and item_id = ${input.itemId} and on_hand > 0
          order by warehouse_id, allocation_id, batch_no limit 1`,
    );
    // The cost row says there is stock, and every balance moves with it under the same lock.
    if (!first) fail(ResultCode.BUSINESS_RULE, `${label} 无库存，不能调整成本`);
    k = { ...k, warehouseId: first.warehouse_id, allocationId: first.allocation_id, batchNo: first.batch_no };
  }
  cost.value += value;
  return { key: k, input, unitCost: 0n, value };
}

/**
 * Batch attributes: the first receipt of a batch sets them, later ones only fill the gaps; the
 * first-in date is the earliest receipt (stock age counts from it).
 */
async function recordBatch(db: DbOrTx, k: Required<StockKey>, date: string, b: BatchAttributes = {}) {
  const [row] = await queryRows<{ owner_id: number | null }>(
    db,
    sql`
    insert into stock_batches (item_kind, item_id, batch_no, production_date, expiry_date, supplier_batch,
                               supplier_id, owner_id, first_in_date)
    values (${k.itemKind}, ${k.itemId}, ${k.batchNo}, ${b.productionDate ?? null}, ${b.expiryDate ?? null},
            ${b.supplierBatch ?? null}, ${b.supplierId ?? null}, ${b.ownerId ?? null}, ${date})
    on conflict (item_kind, item_id, batch_no) do update set
      production_date = coalesce(stock_batches.production_date, excluded.production_date),
      expiry_date = coalesce(stock_batches.expiry_date, excluded.expiry_date),
      supplier_batch = coalesce(stock_batches.supplier_batch, excluded.supplier_batch),
      supplier_id = coalesce(stock_batches.supplier_id, excluded.supplier_id),
      owner_id = coalesce(stock_batches.owner_id, excluded.owner_id),
      first_in_date = least(stock_batches.first_in_date, excluded.first_in_date)
    returning owner_id`,
  );
  // A batch is one owner's: the item's lock is held, so no other receipt can race this one.
  if (b.ownerId != null && row.owner_id !== b.ownerId)
    fail(ResultCode.BUSINESS_RULE, ownedByOther(k.batchNo, await customerName(db, row.owner_id)));
}

/**
 * Locks the cost rows of the items an operation touches, in ascending order, before any balance,
 * and answers them. The cost row is each item's mutex: every change of an item's balances happens
 * while holding it, and since everyone takes them in the same order no two operations can
 * deadlock. One statement: a missing row is created, an existing one is locked (ON CONFLICT DO
 * UPDATE locks the row it meets), rows in the order of the VALUES list.
 */
export async function lockItems(
  db: DbOrTx,
  keys: readonly Pick<StockKey, 'itemKind' | 'itemId'>[],
): Promise<Map<string, Cost>> {
  const items = [...new Map(keys.map((k) => [costKey(k), k])).values()].sort(
    (a, b) => a.itemKind.localeCompare(b.itemKind) || a.itemId - b.itemId,
  );
  const costs = new Map<string, Cost>();
  if (items.length === 0) return costs;
  const rows = await queryRows<{
    item_kind: ItemKind;
    item_id: number;
    qty: string | number;
    value: string | number;
  }>(
    db,
    sql`insert into item_costs (item_kind, item_id)
        values ${sql.join(
          items.map((k) => sql`(${k.itemKind}, ${k.itemId})`),
          sql`, `,
        )}
        on conflict (item_kind, item_id) do update set qty = item_costs.qty
        returning item_kind, item_id, qty, value`,
  );
  for (const r of rows)
    costs.set(costKey({ itemKind: r.item_kind, itemId: r.item_id }), {
      qty: BigInt(r.qty),
      value: BigInt(r.value),
    });
  return costs;
}

/** Posts the lines of one document, in the fixed lock order (no deadlock between documents). */
export async function postMoves(db: DbOrTx, moves: MoveInput[]): Promise<PostedMove[]> {
  await assertPeriodsOpen(db, moves);
  const costs = await lockItems(db, moves);
  const order = moves.map((m, i) => ({ m, i })).sort((a, b) => compareKeys(a.m, b.m));
  const valued: ValuedMove[] = [];
  for (const { m } of order) valued.push(await postOne(db, m, costs.get(costKey(m)) as Cost));
  await writeCosts(db, costs);
  const ids = await insertMoves(db, valued);
  const posted: PostedMove[] = new Array(moves.length);
  order.forEach(({ i }, n) => {
    const v = valued[n];
    posted[i] = { id: ids[n], qty: v.input.qty, unitCost: Number(v.unitCost), value: Number(v.value) };
  });
  return posted;
}

/** Writes the locked items' cost rows back, one statement for the document. */
async function writeCosts(db: DbOrTx, costs: Map<string, Cost>) {
  const rows = [...costs].map(([key, c]) => {
    const [kind, id] = key.split(':');
    return sql`(${kind}::text, ${Number(id)}::int, ${Number(c.qty)}::bigint, ${Number(c.value)}::bigint)`;
  });
  if (rows.length === 0) return;
  await db.execute(sql`update item_costs c set qty = v.qty, value = v.value
    from (values ${sql.join(rows, sql`, `)}) as v (item_kind, item_id, qty, value)
    where c.item_kind = v.item_kind and c.item_id = v.item_id`);
}

/** The document's moves in posting order, one statement; ids come back in the same order. */
async function insertMoves(db: DbOrTx, valued: ValuedMove[]): Promise<number[]> {
  if (valued.length === 0) return [];
  const rows = valued.map(
    ({ key: k, input, unitCost, value }) =>
      sql`(${k.itemKind}, ${k.itemId}, ${k.warehouseId}, ${k.allocationId}, ${k.batchNo}, ${input.qty}::bigint,
           ${Number(unitCost)}::bigint, ${Number(value)}::bigint, ${input.docKey}, ${input.docId}::int,
           ${input.docLine ?? 0}::int, ${input.businessDate}, ${input.reversesMoveId ?? null}::bigint)`,
  );
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`insert into stock_moves (item_kind, item_id, warehouse_id, allocation_id, batch_no, qty, unit_cost, value,
          doc_key, doc_id, doc_line, business_date, reverses_move_id)
        values ${sql.join(rows, sql`, `)}
        returning id`,
  );
  return inserted.map((r) => Number(r.id));
}

/** The item's moving-average unit cost ×1e6 (0 without stock). */
export async function averageCost(db: DbOrTx, kind: ItemKind, itemId: number): Promise<number> {
  const [row] = await queryRows<{ qty: number; value: number }>(
    db,
    sql`select qty, value from item_costs where item_kind = ${kind} and item_id = ${itemId}`,
  );
  if (!row || Number(row.qty) === 0) return 0;
  return Number(divRound(BigInt(row.value) * SCALE, BigInt(row.qty)));
}
