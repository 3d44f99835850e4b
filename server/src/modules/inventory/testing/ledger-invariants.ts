import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../platform/db/client.ts';

/**
 * The whole ledger's invariants (DESIGN §5), counted as violations so one assertion names them
 * all: for tests that look at a database from outside (after a crash, after a restore).
 */
export interface LedgerViolations {
  /** Balances whose on hand differs from the sum of their moves, or reserved from their reservations. */
  balances: number;
  /** Keys that have moves adding up to stock but no balance row. */
  missingBalances: number;
  /** Cost rows whose quantity or value differs from the sums of the item's moves. */
  costs: number;
  /** Items whose moves add up to zero quantity but not to zero value (尾差 left on no stock). */
  residue: number;
  /**
   * Closed months whose stored closings differ from the previous closing plus the month's moves
   * (quantity per key, value per item), or that keep value on a key without stock.
   */
  closings: number;
  /** Closed months whose flows do not count every move of the month. */
  flows: number;
  /** Open months that still carry closings or flows (a re-open left half behind). */
  openWithSnapshots: number;
}

const sameKey = (a: string, b: string) =>
  sql.raw(`${a}.item_kind = ${b}.item_kind and ${a}.item_id = ${b}.item_id and ${a}.warehouse_id = ${b}.warehouse_id
           and ${a}.allocation_id = ${b}.allocation_id and ${a}.batch_no = ${b}.batch_no`);

/**
 * A closed month `p`'s previous closing plus its moves minus its own closing: zero quantity key by
 * key and zero value item by item (a key is valued at its share of its item's value).
 */
const periodFlow = sql`
  select item_id, warehouse_id, allocation_id, batch_no, qty, value from stock_closings c
  where c.item_kind = p.item_kind and c.period = (select max(q.period) from stock_periods q
    where q.item_kind = p.item_kind and q.status = 'CLOSED' and q.period < p.period)
  union all
  select item_id, warehouse_id, allocation_id, batch_no, qty, value from stock_moves m
  where m.item_kind = p.item_kind and substr(m.business_date, 1, 6) = p.period
  union all
  select item_id, warehouse_id, allocation_id, batch_no, -qty, -value from stock_closings c
  where c.item_kind = p.item_kind and c.period = p.period`;

export async function ledgerViolations(db: Db): Promise<LedgerViolations> {
  const [row] = await queryRows<LedgerViolations>(
    db,
    sql`select
      (select count(*) from stock_balances b
        where b.on_hand <> (select coalesce(sum(qty), 0) from stock_moves m where ${sameKey('m', 'b')})
           or b.reserved <> (select coalesce(sum(qty), 0) from stock_reservations r where ${sameKey('r', 'b')}))::int as balances,
      (select count(*) from (select item_kind, item_id, warehouse_id, allocation_id, batch_no from stock_moves m
         group by 1, 2, 3, 4, 5 having sum(qty) <> 0) k
        where not exists (select 1 from stock_balances b where ${sameKey('b', 'k')}))::int as "missingBalances",
      (select count(*) from item_costs c
        where (c.qty, c.value) <> (select coalesce(sum(qty), 0), coalesce(sum(value), 0) from stock_moves m
                                   where m.item_kind = c.item_kind and m.item_id = c.item_id))::int as costs,
      (select count(*) from (select item_kind, item_id from stock_moves group by 1, 2
        having sum(qty) = 0 and sum(value) <> 0) z)::int as residue,
      (select count(*) from stock_periods p where p.status = 'CLOSED' and (
         exists (select 1 from (${periodFlow}) s group by item_id, warehouse_id, allocation_id, batch_no
                 having sum(qty) <> 0)
         or exists (select 1 from (${periodFlow}) s group by item_id having sum(value) <> 0)
         or exists (select 1 from stock_closings c where c.item_kind = p.item_kind and c.period = p.period
                      and c.qty <= 0 and c.value <> 0)))::int as closings,
      (select count(*) from stock_periods p where p.status = 'CLOSED'
         and (select count(*) from stock_moves m where m.item_kind = p.item_kind and substr(m.business_date, 1, 6) = p.period)
          <> (select coalesce(sum(moves), 0) from stock_period_flows f where f.item_kind = p.item_kind and f.period = p.period))::int as flows,
      (select count(*) from stock_periods p where p.status <> 'CLOSED' and (
         exists (select 1 from stock_closings c where c.item_kind = p.item_kind and c.period = p.period)
         or exists (select 1 from stock_period_flows f where f.item_kind = p.item_kind and f.period = p.period)))::int
        as "openWithSnapshots"`,
  );
  return row;
}

export const noViolations: LedgerViolations = {
  balances: 0,
  missingBalances: 0,
  costs: 0,
  residue: 0,
  closings: 0,
  flows: 0,
  openWithSnapshots: 0,
};

/**
 * Material warehouse-ins that are half-posted: a posted one (入库) has one move per line, a
 * red-flushed one (红冲: discarded with a red-flush date) two (the posting and its reversal), any
 * other none. Answers the offending documents, so an empty list is the pass.
 */
export async function halfPostedWarehouseIns(db: Db) {
  return queryRows<{ id: number; status: string; lines: number; moves: number }>(
    db,
    sql`select * from (
          select d.id, d.status, d.red_flush_date is not null as red_flushed,
                 (select count(*) from inv_material_ins_items i where i.doc_id = d.id)::int as lines,
                 (select count(*) from stock_moves m where m.doc_key = 'material-warehouse-in' and m.doc_id = d.id)::int as moves
          from inv_material_ins d) x
        where moves <> case when status = 'IN_PUT_WAREHOUSE' then lines when red_flushed then 2 * lines else 0 end`,
  );
}
