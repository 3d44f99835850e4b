import { type SQL, sql } from 'drizzle-orm';

/**
 * The floor of `bench:bom`: BOM 价格 written by hand as one plain SQL statement — the recipes
 * (`roots`) exploded by a recursive walk in `numeric`, their leaves priced by one grouped scan of
 * the period's receipt moves (Σ value / Σ qty) and added up per recipe (or listed per line). It
 * skips what the route adds (the fallback to an earlier receipt, red flushes, exact fractions,
 * shares, the envelope), so it is a lower bound, not the same program.
 */
function costed(roots: SQL, from: string, to: string): SQL {
  return sql`with recursive roots as (${roots}),
    walk (root, recipe_id, qty) as (
      select r.id, r.id, r.batch_size::numeric from prd_recipes r where r.id in (select id from roots)
      union all
      select w.root, i.halfstuff_id,
        w.qty * i.parts / (case when p.basis = 'PERCENT' then 100000000 else p.batch_size end)
      from walk w join prd_recipes p on p.id = w.recipe_id join prd_recipes_items i on i.doc_id = p.id
      where i.halfstuff_id is not null
    ),
    leaves as (
      select w.root, i.materiel_id, sum(w.qty * i.parts / (case when p.basis = 'PERCENT' then 100000000 else p.batch_size end)) as qty
      from walk w join prd_recipes p on p.id = w.recipe_id join prd_recipes_items i on i.doc_id = p.id
      where i.materiel_id is not null group by w.root, i.materiel_id
    ),
    prices as (
      select m.item_id, sum(m.value)::numeric / sum(m.qty) as price from stock_moves m
      where m.item_kind = 'MATERIAL' and m.item_id in (select materiel_id from leaves)
        and m.business_date between ${from} and ${to} and m.doc_key = 'material-warehouse-in'
        and m.reverses_move_id is null
      group by m.item_id
    )
    select l.root, l.materiel_id, round(l.qty)::bigint as qty, round(l.qty * p.price)::bigint as amount
    from leaves l left join prices p on p.item_id = l.materiel_id`;
}

/** One recipe's lines. */
export const recipeFloor = (id: number, from: string, to: string) =>
  costed(sql`select ${id}::int as id`, from, to);

/** A page of the recipes in force (by code), each with its cost. */
export function pageFloor(today: string, limit: number, from: string, to: string): SQL {
  const page = sql`select r.id from prd_recipes r where r.status = 'APPROVED' and r.effective_date <= ${today}
    and not exists (select 1 from prd_recipes n where n.code = r.code and n.status = 'APPROVED'
      and n.effective_date <= ${today} and n.version_no > r.version_no)
    order by r.code limit ${limit}`;
  return sql`select c.root, sum(c.amount) as amount, count(*) as materials from (${costed(page, from, to)}) c
    group by c.root`;
}
