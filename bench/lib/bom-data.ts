import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../server/src/platform/db/client.ts';

/**
 * The data of `bench:bom`, inserted straight with SQL (the same rows every run): `materials`
 * materials, 2,000 approved recipes in four tiers — 300 half-stuffs of materials only, 300 that use
 * one of those, 300 that use one of those, and 1,100 production recipes on top (three levels of
 * half-stuff below each) — ten lines of 10 parts per hundred each, and `receipts` purchase
 * warehouse-in moves over the 365 days up to `asOf`.
 */
export interface BomSizes {
  recipes: number;
  materials: number;
  receipts: number;
  asOf: string;
}

type Db = Database['db'];
const run = (db: Db, q: SQL) => db.execute(q);

/** The tier a recipe number belongs to: the first recipe number of the tier below it (0: none). */
const TIER = 300;
const below = (g: SQL) =>
  sql`case when ${g} <= ${TIER} then null when ${g} <= ${2 * TIER} then 0 when ${g} <= ${3 * TIER} then ${TIER} else ${2 * TIER} end`;

export async function generateBom(
  db: Db,
  s: BomSizes,
  log: (m: string) => void,
): Promise<{ seconds: number; topRecipe: number }> {
  const t0 = performance.now();
  await run(
    db,
    sql`insert into md_materiel_types (code, name, status, create_by) values ('BMT', '基准原料', 'EBL', 'bench')`,
  );
  await run(
    db,
    sql`insert into md_materiels (code, name, materiel_type_id, unit_id, need_inspection, status, create_by)
      select 'BM' || lpad(g::text, 5, '0'), '基准原料' || g, (select id from md_materiel_types where code = 'BMT'),
        (select min(id) from md_units), false, 'EBL', 'bench'
      from generate_series(1, ${s.materials}::int) g`,
  );
  await run(
    db,
    sql`insert into prd_recipes (code, name, version_no, scale, purpose, recipe_type, effective_date, batch_size,
        basis, status, create_by)
      select 'BR' || lpad(g::text, 5, '0'), '基准配方' || g, 1, 'FULL', 'MANUFACTURE',
        case when g <= ${3 * TIER} then 'HALFSTUFF' else 'PRODUCTION' end, '20260101', 1000000000, 'PERCENT',
        'APPROVED', 'bench'
      from generate_series(1, ${s.recipes}::int) g`,
  );
  // Line 1 of a recipe above the first tier names a half-stuff of the tier below; the other lines
  // (all ten in the first tier) name ten distinct materials.
  const g = sql`g`;
  await run(
    db,
    sql`insert into prd_recipes_items (doc_id, line_no, materiel_id, halfstuff_id, parts)
      select r.id, k, case when h.id is null then m.id end, h.id, 10000000
      from generate_series(1, ${s.recipes}::int) g
        cross join generate_series(1, 10) k
        join prd_recipes r on r.code = 'BR' || lpad(g::text, 5, '0')
        left join prd_recipes h on k = 1 and ${below(g)} is not null
          and h.code = 'BR' || lpad((${below(g)} + 1 + abs(hashint4(g)) % ${TIER})::text, 5, '0')
        left join md_materiels m on m.code = 'BM' || lpad((1 + (g * 7 + k * 197) % ${s.materials})::text, 5, '0')`,
  );
  log(`  materials and recipes: ${Math.round(performance.now() - t0)} ms`);
  const chunk = 100_000;
  for (let from = 1; from <= s.receipts; from += chunk) {
    const to = Math.min(s.receipts, from + chunk - 1);
    await run(
      db,
      sql`insert into stock_moves (item_kind, item_id, warehouse_id, qty, unit_cost, value, doc_key, doc_id,
          doc_line, business_date)
        select 'MATERIAL', mats[1 + h % ${s.materials}], 1, q, p, q * p / 1000000, 'material-warehouse-in',
          g, 1, to_char(to_date(${s.asOf}, 'YYYYMMDD') - ((h / 7) % 365)::int, 'YYYYMMDD')
        from generate_series(${from}::int, ${to}::int) g
          cross join lateral (select abs(hashint4(g)) as h) x
          cross join lateral (select (100 + x.h % 900)::bigint * 1000000 as q,
            (5 + (x.h / 13) % 195)::bigint * 1000000 as p) v,
          (select array_agg(id order by id) as mats from md_materiels where code like 'BM%') r`,
    );
    log(`  receipts ${to.toLocaleString('en')}: ${Math.round(performance.now() - t0)} ms`);
  }
  // The visibility map lets the receipts be read from their index alone, as in a settled database.
  await run(db, sql`vacuum analyze stock_moves`);
  await run(db, sql`analyze`);
  const [top] = await queryRows<{ id: number }>(
    db,
    sql`select id from prd_recipes where code = ${`BR${String(s.recipes).padStart(5, '0')}`}`,
  );
  return { seconds: Math.round((performance.now() - t0) / 100) / 10, topRecipe: top.id };
}
