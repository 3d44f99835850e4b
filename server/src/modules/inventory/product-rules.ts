import { ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import { formatQty } from './stock-ledger.service.ts';
import { assertPeriodOpen } from './stock-period.guard.ts';
import { itemLabels } from './stock-reversal.service.ts';

/**
 * What the product-warehouse documents of this branch check: a product warehouse, an open product
 * month, a batch's free quantity. Kept small and local on purpose: the material rules are being
 * made kind-aware elsewhere, and these fold into them when both meet.
 */

export async function assertProductWarehouse(db: DbOrTx, warehouseId: unknown, what: string) {
  if (warehouseId == null) return;
  const [warehouse] = await queryRows<{ kind: string; name: string }>(
    db,
    sql`select kind, name from md_warehouses where id = ${warehouseId as number}`,
  );
  if (warehouse && warehouse.kind !== 'PRODUCT')
    fail(ResultCode.BUSINESS_RULE, `「${warehouse.name}」不是成品仓，不能做${what}`);
}

/** No product document may be made or changed with a date inside a closed product month. */
export async function assertProductDateOpen(db: DbOrTx, date: unknown) {
  if (typeof date === 'string' && /^\d{8}$/.test(date))
    await assertPeriodOpen(db, 'PRODUCT', date, '新建或修改单据');
}

export async function productLabel(db: DbOrTx, productId: number) {
  return (await itemLabels(db, 'PRODUCT', [productId])).get(productId) ?? `产品${productId}`;
}

/** On hand and free (on hand − reserved) of one product stock key, ×1e6. */
export async function productBalance(
  db: DbOrTx,
  key: { productId: number; warehouseId: number; allocationId: number; batchNo: string },
) {
  const [row] = await queryRows<{ on_hand: number; reserved: number }>(
    db,
    sql`select on_hand, reserved from stock_balances
        where item_kind = 'PRODUCT' and item_id = ${key.productId} and warehouse_id = ${key.warehouseId}
          and allocation_id = ${key.allocationId} and batch_no = ${key.batchNo}`,
  );
  const onHand = Number(row?.on_hand ?? 0);
  return { onHand, free: onHand - Number(row?.reserved ?? 0) };
}

/** Refuses a line asking more than a key holds (`have`), naming line, batch and both quantities. */
export function refuseMore(line: number, batchNo: string, what: string, have: number, want: number): never {
  fail(
    ResultCode.BUSINESS_RULE,
    have <= 0
      ? `第${line}行：批号 ${batchNo} 在所选仓库货位没有${what}`
      : `第${line}行：批号 ${batchNo} ${what} ${formatQty(have)} kg，不足 ${formatQty(want)} kg`,
  );
}

export interface ProductLine {
  id: number;
  line_no: number;
  batch_no: string;
  allocation_id: number | null;
  qty: number;
  [column: string]: unknown;
}

export async function loadProductLines(db: DbOrTx, itemsTable: string, docId: number) {
  return queryRows<ProductLine>(
    db,
    sql`select * from ${sql.identifier(itemsTable)} where doc_id = ${docId} order by line_no`,
  );
}
