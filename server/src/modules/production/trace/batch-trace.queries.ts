import type { TraceBatchKind } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../../platform/db/client.ts';

/**
 * The set-based reads of 批次追溯: each answers for every batch (or document) of one level at once,
 * so a trace costs a fixed number of statements whatever the number of nodes. Quantities only —
 * no value or price column is read. Everything is read from the ledger (`stock_moves`, net of
 * reversals: a red-flushed or discarded document nets to zero and drops out) and the documents'
 * headers; `stock_batch_sources` gives merges, walked by recursive CTEs.
 */

export interface BatchKey {
  itemId: number;
  batchNo: string;
}

/** A set of (item, batch) pairs as a relation `p(item_id, batch_no)`: one parameter, any size. */
const pairs = (keys: readonly BatchKey[]): SQL =>
  sql`(select * from jsonb_to_recordset(${JSON.stringify(
    keys.map((k) => ({ item_id: k.itemId, batch_no: k.batchNo })),
  )}::jsonb) as x(item_id int, batch_no text))`;

/**
 * A list of ids as `(1, 2, 3)` for `in`: the planner counts a literal list exactly (a set-returning
 * function is guessed at 100 rows, which tips small reads into parallel plans). Never empty: an
 * empty list matches nothing, as `(null)` does.
 */
const ids = (list: readonly number[]): SQL =>
  list.length
    ? sql`(${sql.join(
        list.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql`(null)`;

/** Merges are not followed deeper than this (a guard against bad data, not a business limit). */
const MAX_MERGE_DEPTH = 32;

export interface MergeEdge {
  itemId: number;
  /** The batch made by the merge. */
  batchNo: string;
  sourceBatchNo: string;
  qty: number;
  docId: number;
  number: string | null;
  date: string | null;
}

/**
 * Every merge edge reachable from the batches: `back` walks to their sources (what they were
 * made of), `forward` to the batches they were merged into. One recursive query; a path guard stops
 * a cycle.
 */
export async function mergeEdges(
  db: DbOrTx,
  kind: TraceBatchKind,
  start: readonly BatchKey[],
  direction: 'back' | 'forward',
): Promise<MergeEdge[]> {
  if (start.length === 0) return [];
  const [near, far] =
    direction === 'back' ? [sql`batch_no`, sql`source_batch_no`] : [sql`source_batch_no`, sql`batch_no`];
  const rows = await queryRows<{
    item_id: number;
    batch_no: string;
    source_batch_no: string;
    qty: string;
    doc_id: number;
    number: string | null;
    merge_date: string | null;
  }>(
    db,
    sql`with recursive walk as (
          select s.id, s.item_id, s.batch_no, s.source_batch_no, s.qty, s.doc_id, 1 as depth,
                 array[s.${near}, s.${far}] as path
          from stock_batch_sources s join ${pairs(start)} p
            on s.item_id = p.item_id and s.${near} = p.batch_no
          where s.item_kind = ${kind} and s.doc_key = 'product-stock-merge'
          union all
          select s.id, s.item_id, s.batch_no, s.source_batch_no, s.qty, s.doc_id, w.depth + 1,
                 w.path || s.${far}
          from walk w join stock_batch_sources s
            on s.item_kind = ${kind} and s.doc_key = 'product-stock-merge' and s.item_id = w.item_id
           and s.${near} = w.${far}
          where w.depth < ${MAX_MERGE_DEPTH} and not s.${far} = any(w.path))
        select distinct w.item_id, w.batch_no, w.source_batch_no, w.qty::text as qty, w.doc_id,
               d.number, d.merge_date
        from walk w left join inv_product_merges d on d.id = w.doc_id`,
  );
  return rows.map((r) => ({
    itemId: r.item_id,
    batchNo: r.batch_no,
    sourceBatchNo: r.source_batch_no,
    qty: Number(r.qty),
    docId: r.doc_id,
    number: r.number,
    date: r.merge_date,
  }));
}

export interface DocMove {
  itemId: number;
  batchNo: string;
  docKey: string;
  docId: number;
  /** Net quantity of the batch the document moved: receipts positive, issues negative. */
  qty: number;
}

/** The net moves of the given documents kinds on the batches, one row per (batch, document). */
export async function batchDocMoves(
  db: DbOrTx,
  kind: TraceBatchKind,
  keys: readonly BatchKey[],
  docKeys: readonly string[],
): Promise<DocMove[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<{
    item_id: number;
    batch_no: string;
    doc_key: string;
    doc_id: number;
    qty: string;
  }>(
    db,
    sql`select m.item_id, m.batch_no, m.doc_key, m.doc_id, sum(m.qty)::text as qty
        from stock_moves m join ${pairs(keys)} p on m.item_id = p.item_id and m.batch_no = p.batch_no
        where m.item_kind = ${kind} and m.doc_key in (${sql.join(
          docKeys.map((k) => sql`${k}`),
          sql`, `,
        )})
        group by m.item_id, m.batch_no, m.doc_key, m.doc_id
        having sum(m.qty) <> 0`,
  );
  return rows.map((r) => ({
    itemId: r.item_id,
    batchNo: r.batch_no,
    docKey: r.doc_key,
    docId: r.doc_id,
    qty: Number(r.qty),
  }));
}

export interface DocHead {
  id: number;
  number: string;
  date: string | null;
  party: string | null;
}

/** Number, date and party of documents of one table, only those the `visible` condition admits. */
export async function docHeads(
  db: DbOrTx,
  table: string,
  dateColumn: string,
  partyJoin: SQL | undefined,
  list: readonly number[],
  visible?: SQL,
): Promise<DocHead[]> {
  if (list.length === 0) return [];
  return queryRows<DocHead>(
    db,
    sql`select t.id, t.number, t.${sql.identifier(dateColumn)} as date, ${partyJoin ?? sql`null::text`} as party
        from ${sql.identifier(table)} t
        where t.id in ${ids(list)}${visible ? sql` and ${visible}` : sql``}`,
  );
}

export interface FeedingRow {
  id: number;
  number: string;
  productId: number;
  feedDate: string | null;
  batchSize: number;
  recipe: string | null;
  recordId: number | null;
  recordNumber: string | null;
  recordDate: string | null;
}

/** Feedings (not discarded) by product batch (= 生产批号) or by id, with their recipe and record. */
export async function feedings(
  db: DbOrTx,
  by: { batches: readonly BatchKey[] } | { ids: readonly number[] },
): Promise<FeedingRow[]> {
  const where =
    'batches' in by
      ? by.batches.length
        ? sql`(f.product_id, f.number) in (select item_id, batch_no from ${pairs(by.batches)} p)`
        : undefined
      : by.ids.length
        ? sql`f.id in ${ids(by.ids)}`
        : undefined;
  if (!where) return [];
  const rows = await queryRows<{
    id: number;
    number: string;
    product_id: number;
    feed_date: string | null;
    batch_size: string;
    recipe: string | null;
    record_id: number | null;
    record_number: string | null;
    record_date: string | null;
  }>(
    db,
    sql`select f.id, f.number, f.product_id, f.feed_date, f.batch_size::text as batch_size,
               r.code || ' 第' || r.version_no || '版' as recipe,
               rec.id as record_id, rec.number as record_number, rec.record_date
        from prd_feedings f
        left join prd_recipes r on r.id = f.recipe_id
        left join prd_records rec on rec.feeding_id = f.id
        where ${where} and f.status <> 'DISCARDED'`,
  );
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    productId: r.product_id,
    feedDate: r.feed_date,
    batchSize: Number(r.batch_size),
    recipe: r.recipe,
    recordId: r.record_id,
    recordNumber: r.record_number,
    recordDate: r.record_date,
  }));
}

/** The feeding of each record (a record's adjustments belong to its batch). */
export async function feedingsOfRecords(
  db: DbOrTx,
  recordIds: readonly number[],
): Promise<Map<number, number>> {
  if (recordIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; feeding_id: number }>(
    db,
    sql`select id, feeding_id from prd_records where id in ${ids(recordIds)}`,
  );
  return new Map(rows.map((r) => [r.id, r.feeding_id]));
}

export interface Consumption {
  docKey: 'manufacture-feeding' | 'manufacture-record';
  docId: number;
  itemId: number;
  batchNo: string;
  qty: number;
}

/** What feedings and records issued, by material batch, net of reversals (positive = consumed). */
export async function consumedBy(
  db: DbOrTx,
  feedingIds: readonly number[],
  recordIds: readonly number[],
): Promise<Consumption[]> {
  if (feedingIds.length === 0 && recordIds.length === 0) return [];
  const rows = await queryRows<{
    doc_key: Consumption['docKey'];
    doc_id: number;
    item_id: number;
    batch_no: string;
    qty: string;
  }>(
    db,
    sql`select m.doc_key, m.doc_id, m.item_id, m.batch_no, (-sum(m.qty))::text as qty
        from stock_moves m
        -- Two index reads on the moves' document index (an OR of the two would read every move).
        where m.item_kind = 'MATERIAL' and m.doc_key = 'manufacture-feeding' and m.doc_id in ${ids(feedingIds)}
        group by m.doc_key, m.doc_id, m.item_id, m.batch_no
        having sum(m.qty) < 0
        union all
        select m.doc_key, m.doc_id, m.item_id, m.batch_no, (-sum(m.qty))::text as qty
        from stock_moves m
        where m.item_kind = 'MATERIAL' and m.doc_key = 'manufacture-record' and m.doc_id in ${ids(recordIds)}
        group by m.doc_key, m.doc_id, m.item_id, m.batch_no
        having sum(m.qty) < 0`,
  );
  return rows.map((r) => ({
    docKey: r.doc_key,
    docId: r.doc_id,
    itemId: r.item_id,
    batchNo: r.batch_no,
    qty: Number(r.qty),
  }));
}

export interface MaterialOrigin {
  itemId: number;
  batchNo: string;
  inId: number;
  inNumber: string;
  inDate: string | null;
  qty: number;
  supplier: string | null;
  supplierBatch: string | null;
  acceptanceId: number | null;
  acceptanceNumber: string | null;
  acceptDate: string | null;
  acceptedQty: number | null;
}

/**
 * The material warehouse-ins that received the batches (net of red flushes), their supplier and
 * supplier batch, and the acceptance each line came from (by the line's link, else the header's).
 */
export async function materialOrigins(db: DbOrTx, keys: readonly BatchKey[]): Promise<MaterialOrigin[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<{
    item_id: number;
    batch_no: string;
    in_id: number;
    in_number: string;
    in_date: string | null;
    qty: string;
    supplier: string | null;
    supplier_batch: string | null;
    acceptance_id: number | null;
    acceptance_number: string | null;
    accept_date: string | null;
    accepted_qty: string | null;
  }>(
    db,
    sql`with received as (
          select m.item_id, m.batch_no, m.doc_id, sum(m.qty) as qty
          from stock_moves m join ${pairs(keys)} p on m.item_id = p.item_id and m.batch_no = p.batch_no
          where m.item_kind = 'MATERIAL' and m.doc_key = 'material-warehouse-in'
          group by m.item_id, m.batch_no, m.doc_id
          having sum(m.qty) > 0)
        select r.item_id, r.batch_no, i.id as in_id, i.number as in_number, i.in_date, r.qty::text as qty,
               s.name as supplier,
               -- The batch the supplier printed: the warehouse-in line's, else its acceptance line's.
               coalesce(nullif(l.supplier_batch, ''), nullif(al.supplier_batch, '')) as supplier_batch,
               a.id as acceptance_id, a.number as acceptance_number, a.accept_date,
               al.qty::text as accepted_qty
        from received r
        join inv_material_ins i on i.id = r.doc_id
        left join md_suppliers s on s.id = i.supplier_id
        left join lateral (
          select x.supplier_batch, x.acceptance_line_id from inv_material_ins_items x
          where x.doc_id = i.id and x.materiel_id = r.item_id and x.batch_no = r.batch_no
          order by x.id limit 1) l on true
        left join inv_material_acceptances_items al on al.id = l.acceptance_line_id
        left join inv_material_acceptances a on a.id = coalesce(al.doc_id, i.acceptance_id)`,
  );
  return rows.map((r) => ({
    itemId: r.item_id,
    batchNo: r.batch_no,
    inId: r.in_id,
    inNumber: r.in_number,
    inDate: r.in_date,
    qty: Number(r.qty),
    supplier: r.supplier,
    supplierBatch: r.supplier_batch,
    acceptanceId: r.acceptance_id,
    acceptanceNumber: r.acceptance_number,
    acceptDate: r.accept_date,
    acceptedQty: r.accepted_qty === null ? null : Number(r.accepted_qty),
  }));
}

export interface ComplaintRow extends DocHead {
  itemId: number;
  batchNo: string;
}

/** Complaints (not discarded) naming the batches, the reader's record rule applied by the caller. */
export async function complaintsOf(
  db: DbOrTx,
  keys: readonly BatchKey[],
  visible?: SQL,
): Promise<{ rows: ComplaintRow[]; hidden: number }> {
  if (keys.length === 0) return { rows: [], hidden: 0 };
  const rows = await queryRows<ComplaintRow & { shown: boolean }>(
    db,
    sql`select t.id, t.number, t.complaint_date as date, c.name as party, t.product_id as "itemId",
               t.batch_no as "batchNo", ${visible ?? sql`true`} as shown
        from crm_complaints t
        join ${pairs(keys)} p on t.product_id = p.item_id and t.batch_no = p.batch_no
        left join md_customers c on c.id = t.customer_id
        where t.status <> 'DISCARDED'`,
  );
  return { rows: rows.filter((r) => r.shown), hidden: rows.filter((r) => !r.shown).length };
}

/** Item labels (code name) of one kind of stock. */
export async function itemLabels(
  db: DbOrTx,
  kind: TraceBatchKind,
  list: readonly number[],
): Promise<Map<number, string>> {
  if (list.length === 0) return new Map();
  const table = kind === 'PRODUCT' ? sql`md_products` : sql`md_materiels`;
  const rows = await queryRows<{ id: number; label: string }>(
    db,
    sql`select id, code || ' ' || name as label from ${table} where id in ${ids(list)}`,
  );
  return new Map(rows.map((r) => [r.id, r.label]));
}

export interface TraceBatchOption {
  batchNo: string;
  firstInDate: string | null;
}

/**
 * The batches an item has ever had (its first receipt made the `stock_batches` row), newest first,
 * for the trace's picker: a shipped-out batch is still traceable, so stock on hand is not asked.
 */
export async function traceBatches(
  db: DbOrTx,
  kind: TraceBatchKind,
  itemId: number,
  search: string,
): Promise<TraceBatchOption[]> {
  return queryRows<TraceBatchOption>(
    db,
    sql`select batch_no as "batchNo", first_in_date as "firstInDate" from stock_batches
        where item_kind = ${kind} and item_id = ${itemId} and batch_no <> ''
          and strpos(lower(batch_no), lower(${search})) > 0
        order by first_in_date desc nulls last, batch_no desc limit 50`,
  );
}
