import { ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import { compareKeys, keyOf, lockItems, refuseShort, type StockKey } from './stock-ledger.service.ts';

/**
 * Reservations (预留): a document (a requisition, a delivery) sets stock aside when it is made, so
 * what it will collect cannot be issued to anyone else; available = on hand − reserved. A
 * reservation is refused like an issue when available stock is short.
 */
export interface ReservationInput extends StockKey {
  qty: number;
  docKey: string;
  docId: number;
  docLine?: number;
  itemLabel?: string;
}

export async function reserve(db: DbOrTx, lines: ReservationInput[]): Promise<void> {
  await lockItems(db, lines);
  for (const line of [...lines].sort(compareKeys)) {
    const k = keyOf(line);
    if (!Number.isSafeInteger(line.qty) || line.qty <= 0) fail(ResultCode.VALIDATION, '预留数量必须大于0');
    const updated = await queryRows<{ reserved: number }>(
      db,
      sql`update stock_balances set reserved = reserved + ${line.qty}
          where item_kind = ${k.itemKind} and item_id = ${k.itemId} and warehouse_id = ${k.warehouseId}
            and allocation_id = ${k.allocationId} and batch_no = ${k.batchNo}
            and on_hand - reserved >= ${line.qty}
          returning reserved`,
    );
    if (updated.length === 0) await refuseShort(db, k, line.itemLabel, BigInt(line.qty), '可用库存不足');
    await db.execute(
      sql`insert into stock_reservations (item_kind, item_id, warehouse_id, allocation_id, batch_no, qty,
            doc_key, doc_id, doc_line)
          values (${k.itemKind}, ${k.itemId}, ${k.warehouseId}, ${k.allocationId}, ${k.batchNo}, ${line.qty},
            ${line.docKey}, ${line.docId}, ${line.docLine ?? 0})`,
    );
  }
}

/** Releases every open reservation of a document (discard, edit, or just before it issues). */
export async function release(db: DbOrTx, docKey: string, docId: number): Promise<number> {
  const held = await queryRows<Required<StockKey> & { qty: number }>(
    db,
    sql`select item_kind as "itemKind", item_id as "itemId", warehouse_id as "warehouseId",
               allocation_id as "allocationId", batch_no as "batchNo", qty
        from stock_reservations where doc_key = ${docKey} and doc_id = ${docId}`,
  );
  if (held.length === 0) return 0;
  await lockItems(db, held);
  for (const r of held.sort(compareKeys)) {
    await db.execute(
      sql`update stock_balances set reserved = reserved - ${Number(r.qty)}
          where item_kind = ${r.itemKind} and item_id = ${r.itemId} and warehouse_id = ${r.warehouseId}
            and allocation_id = ${r.allocationId} and batch_no = ${r.batchNo}`,
    );
  }
  await db.execute(sql`delete from stock_reservations where doc_key = ${docKey} and doc_id = ${docId}`);
  return held.length;
}
