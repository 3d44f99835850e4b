import type { StockKind } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';

/** Whether a batch of an item was ever received (other modules name batches: a complaint's 批号). */
export async function batchExists(
  db: DbOrTx,
  kind: StockKind,
  itemId: number,
  batchNo: string,
): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from stock_batches where item_kind = ${kind} and item_id = ${itemId} and batch_no = ${batchNo}`,
  );
  return !!row;
}
