import { type SQL, sql } from 'drizzle-orm';

/**
 * Values below the item (DESIGN §5). Cost is the moving average per item, so a warehouse, a slot
 * or a batch has no value of its own: each stock key is worth its share of the item's value by
 * quantity, and the units that rounding leaves over go, one each, to the keys with the largest
 * remainders (ties in key order). So the keys of an item add up exactly to the item's value, any
 * grouping of them (a warehouse, a batch across slots) adds up exactly to the keys it holds, and
 * a key with no quantity is worth nothing.
 *
 * `keys` answers (item_id, warehouse_id, allocation_id, batch_no, qty) once per key; `totals`
 * answers (item_id, value) once per item. Keys without quantity get no value; an item whose keys
 * hold no quantity at all but that still has value (possible only at a past date, when moves were
 * posted out of date order) leaves it on its first key, so the item total is still exact.
 */
export function allocateItemValues(keys: SQL, totals: SQL): SQL {
  const keyOrder = sql`k.warehouse_id, k.allocation_id, k.batch_no`;
  const shares = sql`select k.item_id, k.warehouse_id, k.allocation_id, k.batch_no, k.qty::bigint as qty,
        coalesce(t.value, 0)::numeric as total,
        sum(greatest(k.qty, 0)) over (partition by k.item_id)::numeric as item_qty,
        row_number() over (partition by k.item_id order by ${keyOrder}) as key_no
      from (${keys}) k left join (${totals}) t on t.item_id = k.item_id`;
  const floors = sql`select s.*,
        case when s.item_qty > 0 and s.qty > 0 then floor(s.total * s.qty / s.item_qty)
             when s.item_qty = 0 and s.key_no = 1 then s.total else 0 end as share,
        case when s.item_qty > 0 and s.qty > 0
             then s.total * s.qty - floor(s.total * s.qty / s.item_qty) * s.item_qty else -1 end as remainder
      from (${shares}) s`;
  const ranked = sql`select k.*, k.total - sum(k.share) over (partition by k.item_id) as left_over,
        row_number() over (partition by k.item_id order by k.remainder desc, ${keyOrder}) as rank
      from (${floors}) k`;
  return sql`select r.item_id, r.warehouse_id, r.allocation_id, r.batch_no, r.qty,
      (r.share + case when r.rank <= r.left_over then 1 else 0 end)::bigint as value
    from (${ranked}) r`;
}

/**
 * Every key of `kind` with stock now, valued: the live balances against each item's cost row.
 * `items` narrows the items (a condition on `item_id`); it must never narrow by warehouse or
 * batch, since an item's keys are valued together.
 */
export function valuedStockNow(kind: SQL, items: SQL = sql`true`): SQL {
  return allocateItemValues(
    sql`select item_id, warehouse_id, allocation_id, batch_no, on_hand as qty from stock_balances
        where item_kind = ${kind} and on_hand > 0 and ${items}`,
    sql`select item_id, value from item_costs where item_kind = ${kind} and qty > 0 and ${items}`,
  );
}
