import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';

/**
 * What the materials really cost when bought: the purchase warehouse-ins (物料入库单) posted to the
 * ledger, read from their moves (item, business date, quantity, value in 元). A red-flushed
 * warehouse-in is netted out: its reversal moves (dated the day of the red flush) count against
 * the receipt they reverse, on the receipt's own date — so a receipt flushed later leaves nothing
 * in its period and never a negative quantity in the flush's.
 */
const RECEIPT = sql.raw(`'material-warehouse-in'`);
/** Written as constants, not parameters, so the planner proves the receipts' partial index applies. */
const MATERIAL = sql.raw(`'MATERIAL'`);

/** Received quantity and value (×1e6 kg, ×1e6 元) of a material; `date` is its latest receipt's. */
export interface MaterialReceipts {
  qty: bigint;
  value: bigint;
  date: string;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Quantity and value received of each material from `from` to `to` (yyyymmdd, both included),
 * net of red flushes; a material with nothing (net) received is absent.
 */
export async function materialReceipts(
  db: DbOrTx,
  materialIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, MaterialReceipts>> {
  if (materialIds.length === 0) return new Map();
  const ids = idList(materialIds);
  const rows = await queryRows<{ id: number; qty: string; value: string; date: string }>(
    db,
    sql`select x.id, sum(x.qty)::text as qty, sum(x.value)::text as value, max(x.date) as date from (
          select m.item_id as id, m.qty, m.value, m.business_date as date from stock_moves m
          where m.item_kind = ${MATERIAL} and m.item_id in (${ids}) and m.business_date between ${from} and ${to}
            and m.doc_key = ${RECEIPT} and m.reverses_move_id is null
          union all
          select r.item_id, r.qty, r.value, null from stock_moves r join stock_moves o on o.id = r.reverses_move_id
          where r.item_kind = ${MATERIAL} and r.item_id in (${ids}) and r.business_date >= ${from}
            and r.doc_key = ${RECEIPT} and r.reverses_move_id is not null
            and o.business_date between ${from} and ${to}
        ) x group by x.id having sum(x.qty) > 0`,
  );
  return new Map(rows.map((r) => [r.id, { qty: BigInt(r.qty), value: BigInt(r.value), date: r.date }]));
}

/**
 * Each material's latest receipt before `before` (yyyymmdd) that was not red-flushed: what a
 * material not bought in a period was last bought at.
 */
export async function latestMaterialReceipts(
  db: DbOrTx,
  materialIds: readonly number[],
  before: string,
): Promise<Map<number, MaterialReceipts>> {
  if (materialIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; qty: string; value: string; date: string }>(
    db,
    sql`select i.id, l.qty::text as qty, l.value::text as value, l.date
        from (values ${sql.join(
          materialIds.map((id) => sql`(${id}::int)`),
          sql`, `,
        )}) i(id)
        cross join lateral (
          select m.qty, m.value, m.business_date as date from stock_moves m
          where m.item_kind = ${MATERIAL} and m.item_id = i.id and m.business_date < ${before}
            and m.doc_key = ${RECEIPT} and m.reverses_move_id is null and m.qty > 0
            -- A reversal is a move of the same document (found by the document's index).
            and not exists (select 1 from stock_moves r
              where r.doc_key = m.doc_key and r.doc_id = m.doc_id and r.reverses_move_id = m.id)
          order by m.business_date desc, m.id desc limit 1
        ) l`,
  );
  return new Map(rows.map((r) => [r.id, { qty: BigInt(r.qty), value: BigInt(r.value), date: r.date }]));
}
