import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The stock ledger (DESIGN §5): one append-only table of moves for material, product and trusted
 * stock, balances per item × warehouse × allocation × batch kept in the same transaction, and the
 * moving-average cost per item. Quantities ×1,000,000 (kg to the mg), unit costs and values
 * ×1,000,000 (SPEC §3 price and amount scales).
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    /** 0 when the warehouse does not use goods allocations. */
    allocationId: integer('allocation_id').notNull().default(0),
    batchNo: text('batch_no').notNull().default(''),
    /** Signed: receipts positive, issues negative. */
    qty: bigint('qty', { mode: 'number' }).notNull(),
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull(),
    /** Signed value of the move: the stock value changes by exactly this. */
    value: bigint('value', { mode: 'number' }).notNull(),
    docKey: text('doc_key').notNull(),
    docId: integer('doc_id').notNull(),
    docLine: integer('doc_line').notNull().default(0),
    businessDate: text('business_date').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set on the opposite move of a reversal (red flush, discard of a posted document). */
    reversesMoveId: bigint('reverses_move_id', { mode: 'number' }),
  },
  (t) => [
    index('stock_moves_item').on(t.itemKind, t.itemId, t.batchNo, t.id),
    index('stock_moves_doc').on(t.docKey, t.docId),
    index('stock_moves_date').on(t.businessDate),
    // A material's ledger in date and posting order: a page reads only its own rows.
    index('stock_moves_item_date').on(t.itemKind, t.itemId, t.businessDate, t.id),
    // A material's purchase receipts by date with what they cost (BOM 价格, receipt-prices.ts): a
    // period's Σ qty and Σ value read from the index alone.
    index('stock_moves_receipts')
      .on(t.itemId, t.businessDate, t.qty, t.value)
      .where(sql`item_kind = 'MATERIAL' and doc_key = 'material-warehouse-in' and reverses_move_id is null`),
    // Their red flushes, few: netted against the receipts without reading every move of the item.
    index('stock_moves_receipt_reversals')
      .on(t.itemId, t.businessDate)
      .where(
        sql`item_kind = 'MATERIAL' and doc_key = 'material-warehouse-in' and reverses_move_id is not null`,
      ),
  ],
);

export const stockBalances = pgTable(
  'stock_balances',
  {
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    allocationId: integer('allocation_id').notNull().default(0),
    batchNo: text('batch_no').notNull().default(''),
    onHand: bigint('on_hand', { mode: 'number' }).notNull().default(0),
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemKind, t.itemId, t.warehouseId, t.allocationId, t.batchNo] }),
    // The last guard against overselling, whatever the code above it does.
    check('stock_balances_on_hand_nonnegative', sql`${t.onHand} >= 0`),
    check('stock_balances_reserved_nonnegative', sql`${t.reserved} >= 0`),
    check('stock_balances_reserved_within_on_hand', sql`${t.reserved} <= ${t.onHand}`),
  ],
);

export const itemCosts = pgTable(
  'item_costs',
  {
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull().default(0),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemKind, t.itemId] }),
    check('item_costs_qty_nonnegative', sql`${t.qty} >= 0`),
    // No value may remain on zero stock (尾差): the emptying issue takes all of it.
    check('item_costs_no_residue', sql`${t.qty} > 0 or ${t.value} = 0`),
  ],
);

/**
 * Batch attributes, once per item and batch (the first receipt that names them sets them; later
 * receipts fill what is still empty). `first_in_date` drives stock age (库龄).
 */
export const stockBatches = pgTable(
  'stock_batches',
  {
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    batchNo: text('batch_no').notNull(),
    productionDate: text('production_date'),
    /** Expiry or re-test date (有效期/复检日期). */
    expiryDate: text('expiry_date'),
    supplierBatch: text('supplier_batch'),
    supplierId: integer('supplier_id'),
    /**
     * Trusted stock: the customer (md_customers) whose goods the batch is, set by its first
     * receipt and never changed; a receipt of another customer's goods under it is refused.
     */
    ownerId: integer('owner_id'),
    firstInDate: text('first_in_date').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemKind, t.itemId, t.batchNo] }),
    index('stock_batches_owner').on(t.ownerId, t.itemKind, t.itemId),
  ],
);

/**
 * Open reservations (预留) of a document's lines: a balance's `reserved` always equals the sum of
 * its reservations. Issuing from a reservation consumes it; discarding the document releases it.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    allocationId: integer('allocation_id').notNull().default(0),
    batchNo: text('batch_no').notNull().default(''),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    docKey: text('doc_key').notNull(),
    docId: integer('doc_id').notNull(),
    docLine: integer('doc_line').notNull().default(0),
  },
  (t) => [
    index('stock_reservations_doc').on(t.docKey, t.docId),
    check('stock_reservations_qty_positive', sql`${t.qty} > 0`),
  ],
);
