import { ResultCode, type StockSide } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * Owners of stock (DESIGN §5 "trusted stock has quantity and an owner"): on an owned side (受托仓)
 * every batch is one customer's, named by `stock_batches.owner_id`, set by the batch's first
 * receipt and never changed. Receipts of another customer's goods under a batch are refused; picks,
 * reservations and issues only ever see the document's own customer's batches.
 */

/** How a customer is named in a refusal: its name, or its id when it has none (never happens). */
export async function customerName(db: DbOrTx, id: number | null | undefined): Promise<string> {
  if (id == null) return '未指定';
  const [row] = await queryRows<{ name: string }>(db, sql`select name from md_customers where id = ${id}`);
  return row?.name ?? `#${id}`;
}

export const ownedByOther = (batchNo: string, owner: string) =>
  `批号 ${batchNo} 已属于客户「${owner}」，请使用新批号`;
export const notOwnedBy = (batchNo: string, owner: string) => `批号 ${batchNo} 不属于客户「${owner}」`;

/** The owners of the named batches of an item kind, as `itemId|batchNo` → owner id. */
export async function batchOwners(
  db: DbOrTx,
  side: StockSide,
  keys: readonly { itemId: number; batchNo: string }[],
): Promise<Map<string, number | null>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ item_id: number; batch_no: string; owner_id: number | null }>(
    db,
    sql`select item_id, batch_no, owner_id from stock_batches
        where item_kind = ${side.kind} and (item_id, batch_no) in (${sql.join(
          keys.map((k) => sql`(${k.itemId}, ${k.batchNo})`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [`${r.item_id}|${r.batch_no}`, r.owner_id]));
}

/**
 * A receipt on an owned side: no line may name a batch that is already another customer's
 * (checked when the document is saved; the ledger checks again when the batch is recorded).
 */
export async function assertReceiptOwner(
  db: DbOrTx,
  side: StockSide,
  ownerId: number | null | undefined,
  lines: readonly { itemId: number; batchNo: string }[],
) {
  if (!side.owned || ownerId == null) return;
  const owners = await batchOwners(db, side, lines);
  for (const l of lines) {
    const owner = owners.get(`${l.itemId}|${l.batchNo}`);
    if (owner != null && owner !== ownerId)
      fail(ResultCode.BUSINESS_RULE, ownedByOther(l.batchNo, await customerName(db, owner)));
  }
}

/** Picks on an owned side: every batch must be the document's customer's. */
export async function assertPicksOwned(
  db: DbOrTx,
  side: StockSide,
  ownerId: number | null | undefined,
  picks: readonly { itemId: number; batchNo: string }[],
) {
  if (!side.owned) return;
  const owners = await batchOwners(db, side, picks);
  for (const p of picks)
    if (ownerId == null || owners.get(`${p.itemId}|${p.batchNo}`) !== ownerId)
      fail(ResultCode.BUSINESS_RULE, notOwnedBy(p.batchNo, await customerName(db, ownerId)));
}
