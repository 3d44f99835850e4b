import {
  companyToday,
  productSide,
  type productStockMerge,
  type RecordOf,
  ResultCode,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { loadProductLines, productBalance, productLabel, refuseMore } from './product-rules.ts';
import { lockItems, type MoveInput, postMoves } from './stock-ledger.service.ts';
import { reverseDocument } from './stock-reversal.service.ts';
import { assertDateOpen, assertWarehouseOf } from './stock-rules.ts';

const DOC_KEY = 'product-stock-merge';
const TABLE = 'inv_product_merges';
const ITEMS = 'inv_product_merges_items';

/** Has the product ever had stock moves under this batch number (then it is not new)? */
async function batchUsed(db: DbOrTx, productId: number, batchNo: string, except?: number) {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from stock_moves where item_kind = 'PRODUCT' and item_id = ${productId}
          and batch_no = ${batchNo} and not (doc_key = ${DOC_KEY} and doc_id = ${except ?? 0})) as used`,
  );
  return row.used;
}

async function assertNewBatch(db: DbOrTx, productId: number, batchNo: string, sources: readonly string[]) {
  if (sources.includes(batchNo))
    fail(ResultCode.BUSINESS_RULE, `新批号 ${batchNo} 不能与来源批号相同，请另起一个新批号`);
  if (await batchUsed(db, productId, batchNo))
    fail(
      ResultCode.BUSINESS_RULE,
      `批号 ${batchNo} 已在「${await productLabel(db, productId)}」的库存记录中使用，请另起一个新批号`,
    );
}

/**
 * The merged batch's attributes, from its sources: the earliest production date, expiry and
 * first-in date. A mixture is as old as its oldest part (stock age counts from the first-in date)
 * and keeps no longer than its first part to expire; taking the latest would hide old or expiring
 * product behind a fresh batch number.
 */
async function inheritedAttributes(db: DbOrTx, productId: number, sources: readonly string[]) {
  const [row] = await queryRows<{
    production_date: string | null;
    expiry_date: string | null;
    first_in_date: string | null;
  }>(
    db,
    sql`select min(production_date) as production_date, min(expiry_date) as expiry_date,
               min(first_in_date) as first_in_date
        from stock_batches where item_kind = 'PRODUCT' and item_id = ${productId}
          and batch_no in (${sql.join(
            sources.map((b) => sql`${b}`),
            sql`, `,
          )})`,
  );
  return row;
}

/**
 * 确认合并: every source line out at the moving average, the new batch in at exactly the sum of
 * those issues — the product's quantity and value stay what they were, to the unit. One product
 * per document, so both postings lock the same single item (the ledger's lock order holds).
 */
async function confirm(db: DbOrTx, doc: RecordOf<typeof productStockMerge>) {
  const lines = await loadProductLines(db, ITEMS, doc.id);
  if (lines.length < 2) fail(ResultCode.BUSINESS_RULE, '批次合并至少需要两个来源批号');
  const productId = doc.productId ?? 0;
  const warehouseId = doc.warehouseId ?? 0;
  await assertWarehouseOf(db, productSide, warehouseId, '批次合并');
  const sources = [...new Set(lines.map((l) => l.batch_no))];
  const newBatch = doc.newBatchNo || (doc.number ?? '');
  // The product's lock first: two merges naming the same new batch check it one after the other.
  await lockItems(db, [{ itemKind: 'PRODUCT', itemId: productId }]);
  await assertNewBatch(db, productId, newBatch, sources);
  const label = await productLabel(db, productId);
  const at = { docKey: DOC_KEY, docId: doc.id, businessDate: doc.mergeDate ?? companyToday() };
  const issues: MoveInput[] = lines.map((l) => ({
    ...at,
    itemKind: 'PRODUCT',
    itemId: productId,
    warehouseId,
    allocationId: l.allocation_id ?? 0,
    batchNo: l.batch_no,
    qty: -Number(l.qty),
    docLine: l.line_no,
    itemLabel: label,
  }));
  const total = lines.reduce((sum, l) => sum + Number(l.qty), 0);
  const attributes = await inheritedAttributes(db, productId, sources);
  const issued = await postMoves(db, issues);
  const receipt: MoveInput = {
    ...at,
    itemKind: 'PRODUCT',
    itemId: productId,
    warehouseId,
    allocationId: doc.newAllocationId ?? 0,
    batchNo: newBatch,
    qty: total,
    value: -issued.reduce((sum, m) => sum + m.value, 0),
    itemLabel: label,
    batch: { productionDate: attributes.production_date, expiryDate: attributes.expiry_date },
  };
  // The lock-order rule holds only for one item: a second item here could deadlock another merge.
  if (issues.some((m) => m.itemId !== receipt.itemId))
    fail(ResultCode.BUSINESS_RULE, '一张合并单只能合并一个产品');
  await postMoves(db, [receipt]);
  if (attributes.first_in_date)
    await db.execute(
      sql`update stock_batches set first_in_date = least(first_in_date, ${attributes.first_in_date})
          where item_kind = 'PRODUCT' and item_id = ${productId} and batch_no = ${newBatch}`,
    );
  await db.execute(
    sql`insert into stock_batch_sources (item_kind, item_id, batch_no, source_batch_no, qty, doc_key, doc_id)
        select 'PRODUCT', ${productId}, ${newBatch}, batch_no, sum(qty), ${DOC_KEY}, ${doc.id}
        from ${sql.identifier(ITEMS)} where doc_id = ${doc.id} group by batch_no order by batch_no`,
  );
  await db.execute(
    sql`update ${sql.identifier(TABLE)} set new_batch_no = ${newBatch}, total_qty = ${total} where id = ${doc.id}`,
  );
}

/**
 * 红冲 of a confirmed merge: only while the new batch is exactly as the merge left it (no later
 * move, no reservation) — then opposite moves give each source back what it gave, at the value
 * it gave. Once the batch has moved on, its sources cannot be restored and the merge stands.
 */
async function redFlush(db: DbOrTx, docId: number, productId: number, newBatch: string) {
  // Under the product's lock, no issue of the new batch can slip in between the check and the flush.
  await lockItems(db, [{ itemKind: 'PRODUCT', itemId: productId }]);
  if (await batchUsed(db, productId, newBatch, docId))
    fail(ResultCode.BUSINESS_RULE, `新批号 ${newBatch} 已有后续出入库或再次合并，不能红冲`);
  const [held] = await queryRows<{ reserved: number }>(
    db,
    sql`select coalesce(sum(reserved), 0)::bigint as reserved from stock_balances
        where item_kind = 'PRODUCT' and item_id = ${productId} and batch_no = ${newBatch}`,
  );
  if (Number(held.reserved) > 0) fail(ResultCode.BUSINESS_RULE, `新批号 ${newBatch} 已被预留，不能红冲`);
  await reverseDocument(db, { docKey: DOC_KEY, docId, businessDate: companyToday() });
  await db.execute(sql`delete from stock_batch_sources where doc_key = ${DOC_KEY} and doc_id = ${docId}`);
}

/** Each line's batch must be free at its slot; a line without quantity takes all that is free. */
async function completeLines(
  db: DbOrTx,
  productId: number,
  warehouseId: number,
  lines: { batchNo?: string | null; allocationId?: number | null; qty?: number | null }[],
) {
  const seen = new Set<string>();
  for (const [i, line] of lines.entries()) {
    const batchNo = line.batchNo ?? '';
    const allocationId = line.allocationId ?? 0;
    const key = `${batchNo}@${allocationId}`;
    if (seen.has(key)) fail(ResultCode.BUSINESS_RULE, `第${i + 1}行：批号 ${batchNo} 在同一货位重复出现`);
    seen.add(key);
    const { free } = await productBalance(db, { productId, warehouseId, allocationId, batchNo });
    const want = line.qty ?? free;
    if (free <= 0 || want > free) refuseMore(i + 1, batchNo, '可用库存', free, want);
    line.qty = want;
  }
}

export const productMergeHooks: DocumentHooks<typeof productStockMerge> = {
  async beforeSave({ db, patch }, doc) {
    const warehouseId = doc.warehouseId ?? 0;
    const productId = doc.productId ?? 0;
    await assertWarehouseOf(db, productSide, warehouseId, '批次合并');
    await assertDateOpen(db, productSide, doc.mergeDate);
    if (!patch.items) return;
    await completeLines(db, productId, warehouseId, patch.items);
    const newBatch = doc.newBatchNo;
    if (newBatch)
      await assertNewBatch(
        db,
        productId,
        newBatch,
        patch.items.map((l) => l.batchNo ?? ''),
      );
    doc.totalQty = patch.items.reduce((sum, l) => sum + (l.qty ?? 0), 0);
  },

  // The new batch is named now, so the detail and the print say it before the merge is confirmed.
  async afterSave({ db }, saved) {
    if (!saved.newBatchNo)
      await db.execute(sql`update ${sql.identifier(TABLE)} set new_batch_no = number where id = ${saved.id}`);
  },

  async beforeTransition({ db, before, action }) {
    if (action === 'WAREHOUSE-MERGE') await confirm(db, before);
    if (action === 'RED-FLUSH') await redFlush(db, before.id, before.productId ?? 0, before.newBatchNo ?? '');
  },
};
