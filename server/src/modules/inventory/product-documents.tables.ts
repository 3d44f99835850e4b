import { productPackaging, productStockMerge } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/** Documents of the product warehouse built so far, from their declarations (see the engine). */
export const productStockMergeTable = documentTable(productStockMerge);
export const productStockMergeItemsTable = itemsTable(productStockMerge, productStockMergeTable);
export const productPackagingTable = documentTable(productPackaging);
export const productPackagingItemsTable = itemsTable(productPackaging, productPackagingTable);

/**
 * Where a batch came from when it was made of other batches (批次合并): one row per source batch,
 * written when the merge is confirmed, removed by its red flush. A source may itself have been
 * merged, so a batch's origins are the recursive walk down these rows (`batchSources`). Any kind
 * of stock may use it; the ledger reports can join it by (item_kind, item_id, batch_no).
 */
export const stockBatchSources = pgTable(
  'stock_batch_sources',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    batchNo: text('batch_no').notNull(),
    sourceBatchNo: text('source_batch_no').notNull(),
    /** Quantity ×1e6 the source gave (all its slots together). */
    qty: bigint('qty', { mode: 'number' }).notNull(),
    docKey: text('doc_key').notNull(),
    docId: integer('doc_id').notNull(),
  },
  (t) => [
    index('stock_batch_sources_batch').on(t.itemKind, t.itemId, t.batchNo),
    index('stock_batch_sources_source').on(t.itemKind, t.itemId, t.sourceBatchNo),
    index('stock_batch_sources_doc').on(t.docKey, t.docId),
    check('stock_batch_sources_qty_positive', sql`${t.qty} > 0`),
  ],
);

/**
 * How a stock key's quantity is packed, when a re-pack (包装改装) has said so: package count per
 * package spec. Quantity stays the ledger's; this is only what the shelf holds it in.
 */
export const stockPackings = pgTable(
  'stock_packings',
  {
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    allocationId: integer('allocation_id').notNull().default(0),
    batchNo: text('batch_no').notNull(),
    packageSpecId: integer('package_spec_id').notNull(),
    packages: integer('packages').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.itemKind, t.itemId, t.warehouseId, t.allocationId, t.batchNo, t.packageSpecId],
    }),
    check('stock_packings_packages_nonnegative', sql`${t.packages} >= 0`),
  ],
);
