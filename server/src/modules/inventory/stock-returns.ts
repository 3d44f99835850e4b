import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { divRound, type ItemKind, lockItems } from './stock-ledger.service.ts';

/**
 * What comes back takes its share of what went out (DESIGN §5a): a return of q of a source line
 * of Q (a delivery line, a warehouse-in line) takes round(line value × q / Q), half-up once, and
 * the return that completes the line takes what is left of its value (line value − what earlier
 * returns of the line took), so a full return is exact, in one return or in several. The line's
 * value and quantity are what its stock moves posted; what earlier returns took is what their
 * moves posted. Read under the items' locks, so two returns of one line never both take the rest.
 */
export interface ReturnLink {
  /** The source document in the ledger and its lines table: 'sales-delivery', 'sal_deliveries_items'. */
  source: { docKey: string; lines: string };
  /** The return document in the ledger, its lines table and the column naming the source line. */
  returns: { docKey: string; lines: string; column: string };
}

export const deliveryReturn: ReturnLink = {
  source: { docKey: 'sales-delivery', lines: 'sal_deliveries_items' },
  returns: { docKey: 'sales-return', lines: 'sal_returns_items', column: 'delivery_line_id' },
};

export const warehouseInReturn: ReturnLink = {
  source: { docKey: 'material-warehouse-in', lines: 'inv_material_ins_items' },
  returns: { docKey: 'purchase-return', lines: 'pur_returns_items', column: 'warehouse_in_line_id' },
};

export interface ReturnLine {
  /** The source line sent back (null: none, no share). */
  sourceLineId: number | null | undefined;
  /** Quantity sent back ×1e6, positive (null: not keyed yet, no share). */
  qty: number | null | undefined;
}

const abs = (v: bigint) => (v < 0n ? -v : v);
const ids = (values: readonly number[]) =>
  sql.join(
    [...new Set(values)].map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The value each line of a return takes (×1e6, positive: what comes back or goes back), in the
 * order of the lines; earlier lines of the same return count as earlier returns. `undefined` where
 * the line has no source line or quantity, or the source line has no posted moves, or what is
 * left of the line's value is below nothing (an earlier return the ledger valued otherwise):
 * then the ledger's own rule decides. The caller holds the items' locks (see `lockedReturnShares`),
 * or reads a preview.
 */
export async function returnShares(
  db: DbOrTx,
  link: ReturnLink,
  lines: readonly ReturnLine[],
): Promise<(bigint | undefined)[]> {
  const sourceIds = lines.flatMap((l) => (l.sourceLineId == null ? [] : [l.sourceLineId]));
  if (sourceIds.length === 0) return lines.map(() => undefined);
  const s = link.source;
  const r = link.returns;
  const posted = await queryRows<{ id: number; qty: string; value: string }>(
    db,
    sql`select s.id, sum(m.qty)::text as qty, sum(m.value)::text as value
        from ${sql.identifier(s.lines)} s
        join stock_moves m on m.doc_key = ${s.docKey} and m.doc_id = s.doc_id and m.doc_line = s.line_no
        where s.id in (${ids(sourceIds)})
        group by s.id`,
  );
  const earlier = await queryRows<{ id: number; qty: string; value: string }>(
    db,
    sql`select r.${sql.identifier(r.column)} as id, sum(m.qty)::text as qty, sum(m.value)::text as value
        from ${sql.identifier(r.lines)} r
        join stock_moves m on m.doc_key = ${r.docKey} and m.doc_id = r.doc_id and m.doc_line = r.line_no
        where r.${sql.identifier(r.column)} in (${ids(sourceIds)})
        group by 1`,
  );
  const lineOf = new Map(
    posted.map((p) => [Number(p.id), { qty: abs(BigInt(p.qty)), value: abs(BigInt(p.value)) }]),
  );
  const taken = new Map(
    earlier.map((e) => [Number(e.id), { qty: abs(BigInt(e.qty)), value: abs(BigInt(e.value)) }]),
  );
  return lines.map((l) => {
    const line = l.sourceLineId == null ? undefined : lineOf.get(l.sourceLineId);
    if (l.sourceLineId == null || l.qty == null || l.qty <= 0 || !line || line.qty === 0n) return undefined;
    const before = taken.get(l.sourceLineId) ?? { qty: 0n, value: 0n };
    const q = BigInt(l.qty);
    const share = before.qty + q >= line.qty ? line.value - before.value : divRound(line.value * q, line.qty);
    taken.set(l.sourceLineId, { qty: before.qty + q, value: before.value + share });
    return share < 0n ? undefined : share;
  });
}

/**
 * `returnShares` under the locks of the items the lines move (the caller's transaction keeps
 * them until it commits, and its postMoves takes them again at no cost).
 */
export async function lockedReturnShares(
  db: DbOrTx,
  link: ReturnLink,
  itemKind: ItemKind,
  lines: readonly (ReturnLine & { itemId: number })[],
): Promise<(bigint | undefined)[]> {
  await lockItems(
    db,
    lines.map((l) => ({ itemKind, itemId: l.itemId })),
  );
  return returnShares(db, link, lines);
}
