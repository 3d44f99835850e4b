import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { recordIdQuery } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import type { ItemKind } from './stock-ledger.service.ts';

export interface BatchSourceNode {
  batchNo: string;
  qty: number;
  docId: number;
  docNumber: string | null;
  mergeDate: string | null;
  firstInDate: string | null;
  expiryDate: string | null;
  children?: BatchSourceNode[];
}

/** Merges deeper than this are not followed (a guard, not a business limit). */
const MAX_DEPTH = 32;

/**
 * The sources of a batch, recursively: the batches it was merged from, and theirs when a source
 * was itself a merge. One recursive query; a path guard stops a cycle, should data ever make one.
 */
export async function batchSources(db: DbOrTx, kind: ItemKind, itemId: number, batchNo: string) {
  const rows = await queryRows<{
    batch_no: string;
    source_batch_no: string;
    qty: number;
    doc_id: number;
    number: string | null;
    merge_date: string | null;
    first_in_date: string | null;
    expiry_date: string | null;
  }>(
    db,
    sql`with recursive tree as (
          select s.id, s.batch_no, s.source_batch_no, s.qty, s.doc_key, s.doc_id, 1 as depth,
                 array[s.batch_no, s.source_batch_no] as path
          from stock_batch_sources s
          where s.item_kind = ${kind} and s.item_id = ${itemId} and s.batch_no = ${batchNo}
          union all
          select s.id, s.batch_no, s.source_batch_no, s.qty, s.doc_key, s.doc_id, t.depth + 1,
                 t.path || s.source_batch_no
          from tree t join stock_batch_sources s
            on s.item_kind = ${kind} and s.item_id = ${itemId} and s.batch_no = t.source_batch_no
          where t.depth < ${MAX_DEPTH} and not s.source_batch_no = any(t.path))
        select t.batch_no, t.source_batch_no, t.qty, t.doc_id, d.number, d.merge_date,
               b.first_in_date, b.expiry_date
        from tree t
        left join inv_product_merges d on t.doc_key = 'product-stock-merge' and d.id = t.doc_id
        left join stock_batches b on b.item_kind = ${kind} and b.item_id = ${itemId}
                                 and b.batch_no = t.source_batch_no
        order by t.path`,
  );
  const byParent = new Map<string, BatchSourceNode[]>();
  for (const r of rows) {
    const node: BatchSourceNode = {
      batchNo: r.source_batch_no,
      qty: Number(r.qty),
      docId: r.doc_id,
      docNumber: r.number,
      mergeDate: r.merge_date,
      firstInDate: r.first_in_date,
      expiryDate: r.expiry_date,
    };
    byParent.set(r.batch_no, [...(byParent.get(r.batch_no) ?? []), node]);
  }
  // Parents before children (ordered by path): each node picks up its own sources once.
  const attach = (nodes: BatchSourceNode[], seen: Set<string>): BatchSourceNode[] =>
    nodes.map((n) => {
      const below = seen.has(n.batchNo) ? [] : (byParent.get(n.batchNo) ?? []);
      const children = attach(below, new Set([...seen, n.batchNo]));
      return children.length ? { ...n, children } : n;
    });
  return attach(byParent.get(batchNo) ?? [], new Set([batchNo]));
}

const batchNoQuery = z.string({ error: '请输入批号' }).trim().min(1, '请输入批号').max(40, '批号过长');

/**
 * The merge's look-up: a batch's sources for the trace (its batch picker is the product
 * requisition's, /productApply/queryAvailableBatches).
 */
export function productMergeRoutes(app: FastifyInstance): void {
  const tags = ['product-stock-merge'];
  addRoute(app, {
    method: 'GET',
    url: '/productMergeStock/queryBatchSources',
    summary: '批号追溯：合并批号的来源批号（逐级）',
    tags,
    access: 'session',
    query: z.object({ productId: recordIdQuery('请选择产品'), batchNo: batchNoQuery }),
    handler: ({ query }) => batchSources(app.db, 'PRODUCT', query.productId, query.batchNo),
  });
}
