import { formatQty, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import { itemLabels } from './stock-reversal.service.ts';

/**
 * What the product documents whose header names the one product (batch merge, re-pack) read of
 * their lines and stock; warehouse kind and open month are every side's rules (stock-rules.ts).
 */

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
