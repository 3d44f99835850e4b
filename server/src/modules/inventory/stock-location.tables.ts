import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 库位备注 (SPEC productStock "location remark get and update"): where an item's stock lies in a
 * warehouse, in the store's words (东区货架3层, 冷库二号位) — one remark per item × warehouse, shown
 * on the stock screen; not a ledger fact, so it is kept beside the ledger.
 */
export const stockLocationRemarks = pgTable(
  'stock_location_remarks',
  {
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    remark: text('remark').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemKind, t.itemId, t.warehouseId] })],
);
