import { type AnyPgColumn, bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Month-end close (月结) of a kind of stock. A month without a row is open. Closing stores the
 * closing balance of every key, so ledgers and reports start from the last snapshot instead of
 * replaying history.
 */
export const stockPeriods = pgTable(
  'stock_periods',
  {
    itemKind: text('item_kind').notNull(),
    /** yyyymm */
    period: text('period').notNull(),
    status: text('status').notNull(),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reopenedBy: text('reopened_by'),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.itemKind, t.period] })],
);

/** Kind, month and stock key (item × warehouse × allocation × batch): the key of both month tables. */
const periodKeyColumns = () => ({
  itemKind: text('item_kind').notNull(),
  period: text('period').notNull(),
  itemId: integer('item_id').notNull(),
  warehouseId: integer('warehouse_id').notNull(),
  allocationId: integer('allocation_id').notNull(),
  batchNo: text('batch_no').notNull(),
});
type PeriodKeyTable = { [K in keyof ReturnType<typeof periodKeyColumns>]: AnyPgColumn };
const periodKey = (t: PeriodKeyTable) =>
  [t.itemKind, t.period, t.itemId, t.warehouseId, t.allocationId, t.batchNo] as [
    AnyPgColumn,
    ...AnyPgColumn[],
  ];

/** Closing balance per item × warehouse × allocation × batch at the end of a closed month. */
export const stockClosings = pgTable(
  'stock_closings',
  {
    ...periodKeyColumns(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: periodKey(t) })],
);

/**
 * What moved per key within a closed month: receipts, issues, net value and the number of moves.
 * Totals over long ranges (a ledger's totals row) add these up for the closed months instead of
 * reading every move of them.
 */
export const stockPeriodFlows = pgTable(
  'stock_period_flows',
  {
    ...periodKeyColumns(),
    inQty: bigint('in_qty', { mode: 'number' }).notNull(),
    outQty: bigint('out_qty', { mode: 'number' }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    moves: integer('moves').notNull(),
  },
  (t) => [primaryKey({ columns: periodKey(t) })],
);
