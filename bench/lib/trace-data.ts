import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../server/src/platform/db/client.ts';

/**
 * The data of `bench:trace`, inserted straight with SQL (the same rows every run): `batches`
 * batches, half material and half product. Each material batch arrives on a warehouse-in line
 * (five lines a warehouse-in) from an acceptance line, from one of 200 suppliers; each product
 * batch is a feeding (生产批号) that issued five material batches (so a material batch is used by
 * about five feedings), its record, and the packing that received it; two product batches a
 * delivery to one of 2,000 customers; one complaint per 50 product batches. On top, 1,000 chains
 * of two merges (MG1-k of two produced batches, MG2-k of MG1-k and a third), so the deepest trace
 * walks merge → batch → merge → batch → feeding → material batch → warehouse-in → acceptance.
 */
export interface TraceSizes {
  batches: number;
  asOf: string;
}

type Db = Database['db'];
const run = (db: Db, q: SQL) => db.execute(q);
const MATERIALS = 1000;
const PRODUCTS = 1000;
const SUPPLIERS = 200;
const CUSTOMERS = 2000;
const LINES = 5;
const CHAINS = 1000;

export interface TraceTargets {
  seconds: number;
  /** A merged batch two merges deep, and its product. */
  merged: { productId: number; batchNo: string };
  /** A produced batch with a delivery and a complaint. */
  produced: { productId: number; batchNo: string };
  /** A material batch used by several feedings. */
  material: { materielId: number; batchNo: string };
}

export async function generateTrace(db: Db, s: TraceSizes, log: (m: string) => void): Promise<TraceTargets> {
  const t0 = performance.now();
  // One statement a call: a parameterised statement cannot hold several.
  const step = async (label: string, ...qs: SQL[]) => {
    for (const q of qs) await run(db, q);
    log(`  ${label}: ${Math.round(performance.now() - t0)} ms`);
  };
  const MB = Math.floor(s.batches / 2);
  const PB = s.batches - MB;
  const day = (g: SQL) => sql`to_char(to_date(${s.asOf}, 'YYYYMMDD') - ((${g}) % 365)::int, 'YYYYMMDD')`;

  await step(
    'parties and items',
    sql`insert into md_suppliers (code, name, status) select 'TS' || g, '基准供应商' || g, 'EBL' from generate_series(1, ${SUPPLIERS}) g`,
    sql`insert into md_customers (code, name, status) select 'TC' || g, '基准客户' || g, 'EBL' from generate_series(1, ${CUSTOMERS}) g`,
    sql`insert into md_materiels (code, name, need_inspection, status) select 'TM' || lpad(g::text, 5, '0'), '基准物料' || g, false, 'EBL' from generate_series(1, ${MATERIALS}) g`,
    sql`insert into md_products (code, name, status) select 'TP' || lpad(g::text, 5, '0'), '基准产品' || g, 'EBL' from generate_series(1, ${PRODUCTS}) g`,
    sql`insert into prd_recipes (code, name, version_no, scale, purpose, recipe_type, effective_date, batch_size, basis, status)
          values ('TR00001', '基准配方', 1, 'FULL', 'MANUFACTURE', 'PRODUCTION', '20260101', 1000000000, 'PERCENT', 'APPROVED')`,
  );
  // Numbered ids of the parties and items: the k-th of each, whatever ids the tables gave them.
  await step(
    'id maps',
    sql`create temporary table tm as select row_number() over (order by id) as k, id from md_materiels where code like 'TM%'`,
    sql`create temporary table tp as select row_number() over (order by id) as k, id from md_products where code like 'TP%'`,
    sql`create temporary table ts as select row_number() over (order by id) as k, id from md_suppliers where code like 'TS%'`,
    sql`create temporary table tc as select row_number() over (order by id) as k, id from md_customers where code like 'TC%'`,
  );
  // Material side: acceptance k and warehouse-in k carry batches (k − 1) × 5 + 1 … k × 5.
  const docs = Math.ceil(MB / LINES);
  await step(
    'acceptances',
    sql`insert into inv_material_acceptances (number, accept_date, supplier_id, warehouse_id, status)
          select 'TYS' || g, ${day(sql`g`)}, ts.id, 1, 'ACCEPTANCE_QUALIFIED'
          from generate_series(1, ${docs}) g join ts on ts.k = 1 + g % ${SUPPLIERS}`,
    sql`insert into inv_material_acceptances_items (doc_id, line_no, materiel_id, batch_no, qty, supplier_batch, result, in_qty)
          select a.id, l, tm.id, 'MB' || b, 1000000000, 'SB' || b, 'QUALIFIED', 1000000000
          from generate_series(1, ${docs}) g cross join generate_series(1, ${LINES}) l
          cross join lateral (select (g - 1) * ${LINES} + l as b) x
          join inv_material_acceptances a on a.number = 'TYS' || g
          join tm on tm.k = 1 + x.b % ${MATERIALS}
          where x.b <= ${MB}`,
  );
  await step(
    'warehouse-ins',
    sql`insert into inv_material_ins (number, in_date, warehouse_id, supplier_id, acceptance_id, status)
          select 'TRK' || a.number, a.accept_date, 1, a.supplier_id, a.id, 'IN_PUT_WAREHOUSE'
          from inv_material_acceptances a where a.number like 'TYS%'`,
    sql`insert into inv_material_ins_items (doc_id, line_no, materiel_id, batch_no, qty, supplier_batch, acceptance_line_id)
          select i.id, al.line_no, al.materiel_id, al.batch_no, al.qty, al.supplier_batch, al.id
          from inv_material_ins i join inv_material_acceptances_items al on al.doc_id = i.acceptance_id
          where i.number like 'TRK%'`,
    sql`insert into stock_moves (item_kind, item_id, warehouse_id, batch_no, qty, unit_cost, value, doc_key, doc_id, doc_line, business_date)
          select 'MATERIAL', l.materiel_id, 1, l.batch_no, l.qty, 0, 0, 'material-warehouse-in', i.id, l.line_no, i.in_date
          from inv_material_ins i join inv_material_ins_items l on l.doc_id = i.id where i.number like 'TRK%'`,
    sql`insert into stock_batches (item_kind, item_id, batch_no, first_in_date)
          select 'MATERIAL', l.materiel_id, l.batch_no, i.in_date
          from inv_material_ins i join inv_material_ins_items l on l.doc_id = i.id where i.number like 'TRK%'`,
  );
  // Product side: feeding f is batch SC + f, issuing five material batches spread over all of them.
  const sc = (f: SQL) => sql`'SC' || lpad((${f})::text, 7, '0')`;
  await step(
    'feedings, records, packings',
    sql`insert into prd_feedings (number, feed_date, product_id, recipe_id, batch_size, warehouse_id, status)
          select ${sc(sql`g`)}, ${day(sql`g`)}, tp.id, (select id from prd_recipes where code = 'TR00001'), 100000000, 1, 'COMPLETE'
          from generate_series(1, ${PB}) g join tp on tp.k = 1 + g % ${PRODUCTS}`,
    sql`insert into prd_records (number, feeding_id, record_date, product_id, batch_size, output_qty, status)
          select 'TJL' || f.number, f.id, f.feed_date, f.product_id, f.batch_size, f.batch_size, 'AUDITED'
          from prd_feedings f where f.number like 'SC%'`,
    sql`insert into prd_packagings (number, feeding_id, pack_date, product_id, batch_no, warehouse_id, total_qty, status)
          select 'TBZ' || f.number, f.id, f.feed_date, f.product_id, f.number, 2, f.batch_size, 'AUDITED'
          from prd_feedings f where f.number like 'SC%'`,
  );
  await step(
    'feeding issues',
    sql`insert into stock_moves (item_kind, item_id, warehouse_id, batch_no, qty, unit_cost, value, doc_key, doc_id, doc_line, business_date)
          select 'MATERIAL', tm.id, 1, 'MB' || x.b, -20000000, 0, 0, 'manufacture-feeding', f.id, j, f.feed_date
          from prd_feedings f
          cross join generate_series(1, ${LINES}) j
          cross join lateral (select 1 + (substr(f.number, 3)::int * ${LINES} + j * 7919) % ${MB} as b) x
          join tm on tm.k = 1 + x.b % ${MATERIALS}
          where f.number like 'SC%'`,
  );
  await step(
    'packing receipts, deliveries, complaints',
    sql`insert into stock_moves (item_kind, item_id, warehouse_id, batch_no, qty, unit_cost, value, doc_key, doc_id, doc_line, business_date)
          select 'PRODUCT', p.product_id, 2, p.batch_no, p.total_qty, 0, 0, 'manufacture-packaging', p.id, 1, p.pack_date
          from prd_packagings p where p.number like 'TBZ%'`,
    sql`insert into stock_batches (item_kind, item_id, batch_no, first_in_date)
          select 'PRODUCT', p.product_id, p.batch_no, p.pack_date from prd_packagings p where p.number like 'TBZ%'`,
    sql`insert into sal_deliveries (number, out_date, customer_id, warehouse_id, status)
          select 'TXS' || g, ${day(sql`g`)}, tc.id, 2, 'OUT_PUT_WAREHOUSE'
          from generate_series(1, ${Math.ceil(PB / 2)}) g join tc on tc.k = 1 + g % ${CUSTOMERS}`,
    sql`insert into stock_moves (item_kind, item_id, warehouse_id, batch_no, qty, unit_cost, value, doc_key, doc_id, doc_line, business_date)
          select 'PRODUCT', f.product_id, 2, f.number, -30000000, 0, 0, 'sales-delivery', d.id, 1, d.out_date
          from prd_feedings f join sal_deliveries d on d.number = 'TXS' || (1 + substr(f.number, 3)::int / 2)
          where f.number like 'SC%'`,
    sql`insert into crm_complaints (number, customer_id, complaint_date, product_id, batch_no, status)
          select 'TTS' || f.number, tc.id, f.feed_date, f.product_id, f.number, 'NEW'
          from prd_feedings f join tc on tc.k = 1 + substr(f.number, 3)::int % ${CUSTOMERS}
          where f.number like 'SC%' and substr(f.number, 3)::int % 50 = 0`,
  );
  // Merge chains of one product's batches: MG1-k of SC(2k) and SC(2k + 2000), MG2-k of MG1-k and SC(2k + 4000).
  await step(
    'merge chains',
    sql`insert into inv_product_merges (number, merge_date, warehouse_id, product_id, new_batch_no, status)
          select 'THB' || lvl || '-' || k, ${s.asOf}, 2, f.product_id, 'MG' || lvl || '-' || k, 'CONFIRMED'
          from generate_series(1, ${CHAINS}) k cross join generate_series(1, 2) lvl
          join prd_feedings f on f.number = ${sc(sql`2 * k`)}`,
    sql`insert into stock_batch_sources (item_kind, item_id, batch_no, source_batch_no, qty, doc_key, doc_id)
          select 'PRODUCT', m.product_id, m.new_batch_no, src, 10000000, 'product-stock-merge', m.id
          from inv_product_merges m
          cross join lateral (select substr(m.new_batch_no, 3, 1)::int as lvl, substr(m.new_batch_no, 5)::int as k) x
          cross join lateral unnest(case when x.lvl = 1
            then array[${sc(sql`2 * x.k`)}, ${sc(sql`2 * x.k + 2000`)}]
            else array['MG1-' || x.k, ${sc(sql`2 * x.k + 4000`)}] end) src
          where m.number like 'THB%'`,
  );
  await run(db, sql`analyze`);
  const [merged] = await queryRows<{ product_id: number }>(
    db,
    sql`select product_id from inv_product_merges where number = 'THB2-1'`,
  );
  const [produced] = await queryRows<{ product_id: number; number: string }>(
    db,
    sql`select product_id, number from prd_feedings where number = ${`SC${String(50).padStart(7, '0')}`}`,
  );
  const [material] = await queryRows<{ item_id: number; batch_no: string }>(
    db,
    sql`select item_id, batch_no from stock_moves where doc_key = 'manufacture-feeding' and batch_no = (
          select batch_no from stock_moves where doc_key = 'manufacture-feeding' and doc_id = (
            select id from prd_feedings where number = ${`SC${String(50).padStart(7, '0')}`}) limit 1) limit 1`,
  );
  return {
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    merged: { productId: merged.product_id, batchNo: 'MG2-1' },
    produced: { productId: produced.product_id, batchNo: produced.number },
    material: { materielId: material.item_id, batchNo: material.batch_no },
  };
}
