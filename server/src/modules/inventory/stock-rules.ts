import { ResultCode, type StockSide } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import type { MoveInput } from './stock-ledger.service.ts';
import { assertPeriodOpen } from './stock-period.guard.ts';

/**
 * Rules every warehouse document shares, on any side (原料仓, 成品仓, 受托仓: `StockSide` in the
 * domain): which warehouse, which slot, which month, which item.
 */

/** The warehouse must be of the side's kind: a product never lands in a material warehouse. */
export async function assertWarehouseOf(
  db: DbOrTx,
  side: StockSide,
  warehouseId: number | null | undefined,
  what: string,
) {
  if (warehouseId == null) return;
  const [warehouse] = await queryRows<{ kind: string; name: string }>(
    db,
    sql`select kind, name from md_warehouses where id = ${warehouseId}`,
  );
  if (warehouse && warehouse.kind !== side.warehouseKind)
    fail(ResultCode.BUSINESS_RULE, `「${warehouse.name}」不是${side.warehouseNoun}，不能做${what}`);
}

/** Each named goods allocation of the lines must belong to the warehouse. */
export async function assertAllocations<F extends string = 'allocationId'>(
  db: DbOrTx,
  warehouseId: number | null | undefined,
  lines: readonly { [K in NoInfer<F>]?: number | null }[],
  field: F = 'allocationId' as F,
  label = '货位',
) {
  for (const [i, line] of lines.entries()) {
    const allocationId = line[field];
    if (!allocationId) continue;
    const [allocation] = await queryRows<{ warehouse_id: number }>(
      db,
      sql`select warehouse_id from md_allocations where id = ${allocationId}`,
    );
    if (allocation && allocation.warehouse_id !== warehouseId)
      fail(ResultCode.BUSINESS_RULE, `第${i + 1}行：${label}不属于所选仓库`);
  }
}

/**
 * No document may be made or changed with a date inside a closed month (back-dating); the
 * posting itself is guarded again by the ledger.
 */
export async function assertDateOpen(db: DbOrTx, side: StockSide, date: unknown) {
  if (typeof date === 'string' && /^\d{8}$/.test(date))
    await assertPeriodOpen(db, side.kind, date, '新建或修改单据');
}

export interface LoadedLine {
  id: number;
  line_no: number;
  /** The line's item (its `materiel_id` or `product_id`, as the side names it). */
  item_id: number;
  label: string;
  [column: string]: unknown;
}

/** The lines of a document with each item's "code name" (refusals name it). */
export async function loadLines(
  db: DbOrTx,
  side: StockSide,
  itemsTable: string,
  docId: number,
  extra: SQL = sql``,
) {
  return queryRows<LoadedLine>(
    db,
    sql`select i.*, i.${sql.identifier(side.itemColumn)} as item_id, m.code || ' ' || m.name as label
        from ${sql.identifier(itemsTable)} i
        join ${sql.identifier(side.itemTable)} m on m.id = i.${sql.identifier(side.itemColumn)}
        where i.doc_id = ${docId} ${extra} order by i.line_no`,
  );
}

/**
 * The move of one loaded document line: kind, item, batch, source line, date and label are filled
 * the same way by every warehouse document; the caller says where the stock moves and how much.
 */
export function lineMove(
  side: StockSide,
  l: LoadedLine,
  source: { docKey: string; docId: number; businessDate: string },
  at: { warehouseId: number; allocationId: unknown; qty: number },
): MoveInput {
  return {
    itemKind: side.kind,
    itemId: l.item_id,
    warehouseId: at.warehouseId,
    // A row's allocation column (null: none) — 0 is the ledger's "no slot".
    allocationId: typeof at.allocationId === 'number' ? at.allocationId : 0,
    batchNo: l.batch_no as string,
    qty: at.qty,
    docKey: source.docKey,
    docId: source.docId,
    docLine: l.line_no,
    businessDate: source.businessDate,
    itemLabel: l.label,
  };
}

export async function setColumns(
  db: DbOrTx,
  table: string,
  id: number,
  sets: Readonly<Record<string, string | number | boolean | null>>,
) {
  const assignments = Object.entries(sets).map(
    ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
  );
  await db.execute(
    sql`update ${sql.identifier(table)} set ${sql.join(assignments, sql`, `)} where id = ${id}`,
  );
}

/** The item a document or line names under its side's field (`materielId` or `productId`). */
export function itemIdOf(
  side: StockSide,
  values: { materielId?: number | null; productId?: number | null } | undefined,
): number | null {
  if (!values) return null;
  return (side.item === 'productId' ? values.productId : values.materielId) ?? null;
}
