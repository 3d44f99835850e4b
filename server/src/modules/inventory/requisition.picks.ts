import { batchExpired, formatQty, formatYmd, ResultCode, type StockSide } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertPicksOwned, batchOwners } from './stock-owners.ts';
import { release, reserve } from './stock-reservation.service.ts';
import { loadLines } from './stock-rules.ts';

/**
 * Batch picking of requisition lines (多批号领料). A line's picks either come from the store
 * (saveItemMultiBatchNo) or are made here: earliest expiry first, then earliest received, across
 * as many batches as the quantity needs. The picks of a waiting requisition are its reservations.
 * A batch past its expiry (re-test) date on the requisition's date is never issued: the automatic
 * picks pass it by, and the store's own choice of it is refused.
 */
/** A requisition type: its side of the warehouse, declaration key and tables. */
export interface Requisitions {
  side: StockSide;
  docKey: string;
  table: string;
  itemsTable: string;
  /** The picks of its lines (`inv_…_requisition_picks`), one row per line × batch. */
  picksTable: string;
}

export function requisitions(side: StockSide, def: { key: string; table: string }): Requisitions {
  return {
    side,
    docKey: def.key,
    table: def.table,
    itemsTable: `${def.table}_items`,
    picksTable: `${def.table.replace(/s$/, '')}_picks`,
  };
}

export interface Pick {
  batchNo: string;
  allocationId: number;
  qty: number;
}

export interface AvailableBatch extends Pick {
  expiryDate: string | null;
  firstInDate: string | null;
}

/**
 * Batches of an item in a warehouse with stock still free, in picking order. On an owned side
 * only the batches of `ownerId` (the document's customer): another customer's goods are never
 * offered, picked or reserved, and without an owner there is nothing to offer.
 */
export async function availableBatches(
  db: DbOrTx,
  side: StockSide,
  itemId: number,
  warehouseId: number,
  ownerId?: number | null,
) {
  if (side.owned && ownerId == null) return [];
  const rows = await queryRows<{
    batch_no: string;
    allocation_id: number;
    available: number;
    expiry_date: string | null;
    first_in_date: string | null;
  }>(
    db,
    sql`select b.batch_no, b.allocation_id, b.on_hand - b.reserved as available, s.expiry_date, s.first_in_date
        from stock_balances b
        left join stock_batches s on s.item_kind = b.item_kind and s.item_id = b.item_id and s.batch_no = b.batch_no
        where b.item_kind = ${side.kind} and b.item_id = ${itemId} and b.warehouse_id = ${warehouseId}
          and b.on_hand - b.reserved > 0 ${side.owned ? sql`and s.owner_id = ${ownerId ?? null}` : sql``}
        order by s.expiry_date nulls last, s.first_in_date nulls last, b.batch_no, b.allocation_id`,
  );
  return rows.map(
    (r): AvailableBatch => ({
      batchNo: r.batch_no,
      allocationId: r.allocation_id,
      qty: Number(r.available),
      expiryDate: r.expiry_date,
      firstInDate: r.first_in_date,
    }),
  );
}

/**
 * Picks `need` from the batches in their order (first expiry first), never an expired one; refuses
 * in words when they do not hold enough (`verb`: what the goods are taken for).
 */
export function autoPick(
  label: string,
  need: number,
  batches: AvailableBatch[],
  onDate: string,
  verb = '领用',
): Pick[] {
  const picks: Pick[] = [];
  let left = need;
  const usable = batches.filter((b) => !batchExpired(b.expiryDate, onDate));
  for (const b of usable) {
    if (left <= 0) break;
    const take = Math.min(left, b.qty);
    picks.push({ batchNo: b.batchNo, allocationId: b.allocationId, qty: take });
    left -= take;
  }
  if (left > 0) {
    const available = need - left;
    const expired = batches.reduce((sum, b) => sum + (batchExpired(b.expiryDate, onDate) ? b.qty : 0), 0);
    fail(
      ResultCode.BUSINESS_RULE,
      `可用库存不足：${label} 可用 ${formatQty(available)}，需 ${formatQty(need)}，缺 ${formatQty(left)}${
        expired ? `（另有过期批号 ${formatQty(expired)}，不能${verb}）` : ''
      }`,
    );
  }
  return picks;
}

interface StoredPick extends Pick {
  lineId: number;
  itemId: number;
}

async function storedPicks(db: DbOrTx, r: Requisitions, docId: number): Promise<StoredPick[]> {
  const rows = await queryRows<Record<string, number | string>>(
    db,
    sql`select line_id, ${sql.identifier(r.side.itemColumn)} as item_id, batch_no, allocation_id, qty
        from ${sql.identifier(r.picksTable)} where doc_id = ${docId} order by id`,
  );
  return rows.map((r) => ({
    lineId: Number(r.line_id),
    itemId: Number(r.item_id),
    batchNo: String(r.batch_no),
    allocationId: Number(r.allocation_id),
    qty: Number(r.qty),
  }));
}

/** The batches of these items already expired on `onDate`, as itemId|batchNo → expiry. */
async function expiredBatches(db: DbOrTx, side: StockSide, itemIds: number[], onDate: string) {
  if (itemIds.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ item_id: number; batch_no: string; expiry_date: string }>(
    db,
    sql`select item_id, batch_no, expiry_date from stock_batches
        where item_kind = ${side.kind} and item_id in (${sql.join(
          itemIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and expiry_date < ${onDate}`,
  );
  return new Map(rows.map((r) => [`${r.item_id}|${r.batch_no}`, r.expiry_date]));
}

const summary = (picks: Pick[]) => picks.map((p) => `${p.batchNo} ${formatQty(p.qty)}`).join('；');

/**
 * Makes the reservations of a waiting requisition match its lines: keeps the picks of a line
 * whose material and quantity they still fit, picks the others anew, and reserves them all.
 * `chosen` replaces the picks of one line (the store's own choice).
 */
export async function repick(
  db: DbOrTx,
  r: Requisitions,
  doc: { id: number; warehouse_id: number; apply_date: string; owner_id?: number | null },
  chosen?: { lineId: number; picks: Pick[] },
) {
  const { side } = r;
  await release(db, r.docKey, doc.id);
  const lines = await loadLines(db, side, r.itemsTable, doc.id);
  const previous = await storedPicks(db, r, doc.id);
  await db.execute(sql`delete from ${sql.identifier(r.picksTable)} where doc_id = ${doc.id}`);
  if (chosen && !lines.some((l) => l.id === chosen.lineId)) fail(ResultCode.NOT_FOUND, '领料明细不存在');
  const expired = await expiredBatches(db, side, [...new Set(lines.map((l) => l.item_id))], doc.apply_date);
  const expiryOf = (itemId: number, p: Pick) => expired.get(`${itemId}|${p.batchNo}`);
  // On an owned side picks kept from the last save stay only while they are still the
  // customer's (the header's customer may have changed).
  const owners = side.owned ? await batchOwners(db, side, previous) : new Map<string, number | null>();
  const ownedKept = (p: StoredPick) => !side.owned || owners.get(`${p.itemId}|${p.batchNo}`) === doc.owner_id;
  for (const line of lines) {
    const qty = Number(line.qty);
    // Picks kept from the last save stay only while none of them has expired by the (new) date.
    const kept = previous.filter((p) => p.lineId === line.id && p.itemId === line.item_id && ownedKept(p));
    let picks: Pick[];
    if (chosen?.lineId === line.id) {
      picks = chosen.picks;
      await assertPicksOwned(
        db,
        side,
        doc.owner_id,
        picks.map((p) => ({ itemId: line.item_id, batchNo: p.batchNo })),
      );
      for (const p of picks) {
        const expiry = expiryOf(line.item_id, p);
        if (expiry)
          fail(ResultCode.BUSINESS_RULE, `批号 ${p.batchNo} 已于 ${formatYmd(expiry)} 过期，不能领用`);
      }
      const total = picks.reduce((s, p) => s + p.qty, 0);
      if (total !== qty)
        fail(
          ResultCode.BUSINESS_RULE,
          `批号分配合计 ${formatQty(total)} 与领料数量 ${formatQty(qty)} 不一致`,
        );
    } else if (
      kept.length &&
      kept.reduce((s, p) => s + p.qty, 0) === qty &&
      !kept.some((p) => expiryOf(line.item_id, p))
    ) {
      picks = kept;
    } else {
      picks = autoPick(
        line.label,
        qty,
        await availableBatches(db, side, line.item_id, doc.warehouse_id, doc.owner_id),
        doc.apply_date,
      );
    }
    await reserve(
      db,
      picks.map((p) => ({
        itemKind: side.kind,
        itemId: line.item_id,
        warehouseId: doc.warehouse_id,
        allocationId: p.allocationId,
        batchNo: p.batchNo,
        qty: p.qty,
        docKey: r.docKey,
        docId: doc.id,
        docLine: line.line_no,
        itemLabel: line.label,
      })),
    );
    for (const p of picks) {
      await db.execute(
        sql`insert into ${sql.identifier(r.picksTable)}
              (doc_id, line_id, ${sql.identifier(side.itemColumn)}, warehouse_id, allocation_id, batch_no, qty)
            values (${doc.id}, ${line.id}, ${line.item_id}, ${doc.warehouse_id}, ${p.allocationId}, ${p.batchNo}, ${p.qty})`,
      );
    }
    await db.execute(
      sql`update ${sql.identifier(r.itemsTable)} set picked_batches = ${summary(picks)} where id = ${line.id}`,
    );
  }
}

/** The picks of a requisition, line by line, for the detail page and the collection. */
export async function picksOf(db: DbOrTx, r: Requisitions, docId: number) {
  const item = sql.identifier(r.side.itemColumn);
  return queryRows<{
    lineId: number;
    lineNo: number;
    itemId: number;
    label: string;
    batchNo: string;
    allocationId: number;
    allocationLabel: string | null;
    qty: number;
    expiryDate: string | null;
  }>(
    db,
    sql`select p.line_id as "lineId", i.line_no as "lineNo", p.${item} as "itemId",
               m.code || ' ' || m.name as label, p.batch_no as "batchNo", p.allocation_id as "allocationId",
               a.code as "allocationLabel", p.qty, s.expiry_date as "expiryDate"
        from ${sql.identifier(r.picksTable)} p
        join ${sql.identifier(r.itemsTable)} i on i.id = p.line_id
        join ${sql.identifier(r.side.itemTable)} m on m.id = p.${item}
        left join md_allocations a on a.id = p.allocation_id
        left join stock_batches s on s.item_kind = ${r.side.kind} and s.item_id = p.${item} and s.batch_no = p.batch_no
        where p.doc_id = ${docId} order by i.line_no, p.id`,
  );
}
