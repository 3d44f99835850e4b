import { ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import { type ItemKind, type MoveInput, type PostedMove, postMoves } from './stock-ledger.service.ts';

/**
 * Reversal (红冲, discard of a posted document): never an edit, always new opposite moves dated
 * the day of the reversal, each pointing at the move it reverses. A receipt's reversal takes back
 * the value it brought (unless the average says less is left); an issue's reversal brings back
 * the value it took. Reversing what has already left the warehouse is refused like any issue.
 */
const itemTables: Record<ItemKind, string> = {
  MATERIAL: 'md_materiels',
  PRODUCT: 'md_products',
  TRUSTED: 'md_materiels',
};

/** "code name" of items, as refusals name them. */
export async function itemLabels(db: DbOrTx, kind: ItemKind, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await queryRows<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, name from ${sql.identifier(itemTables[kind])} where id in (${sql.join(
      [...new Set(ids)].map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, `${r.code} ${r.name}`]));
}

export async function reverseDocument(
  db: DbOrTx,
  input: {
    docKey: string;
    docId: number;
    businessDate: string;
    /** How refusals name each line's item, by document line (default: "code name"). */
    lineLabels?: ReadonlyMap<number, string>;
  },
): Promise<PostedMove[]> {
  const moves = await queryRows<{
    id: number;
    item_kind: ItemKind;
    item_id: number;
    warehouse_id: number;
    allocation_id: number;
    batch_no: string;
    qty: number;
    value: number;
    doc_line: number;
  }>(
    db,
    sql`select m.id, m.item_kind, m.item_id, m.warehouse_id, m.allocation_id, m.batch_no, m.qty, m.value, m.doc_line
        from stock_moves m
        where m.doc_key = ${input.docKey} and m.doc_id = ${input.docId} and m.reverses_move_id is null
          and not exists (select 1 from stock_moves r where r.reverses_move_id = m.id)
        order by m.id`,
  );
  if (moves.length === 0) fail(ResultCode.BUSINESS_RULE, '该单据没有可冲销的库存记录');
  const labels = new Map<string, string>();
  for (const kind of new Set(moves.map((m) => m.item_kind))) {
    const ids = moves.filter((m) => m.item_kind === kind).map((m) => m.item_id);
    for (const [id, label] of await itemLabels(db, kind, ids)) labels.set(`${kind}:${id}`, label);
  }
  const opposite: MoveInput[] = moves.map((m) => ({
    itemKind: m.item_kind,
    itemId: m.item_id,
    warehouseId: m.warehouse_id,
    allocationId: m.allocation_id,
    batchNo: m.batch_no,
    qty: -Number(m.qty),
    value: -Number(m.value),
    docKey: input.docKey,
    docId: input.docId,
    docLine: m.doc_line,
    businessDate: input.businessDate,
    reversesMoveId: Number(m.id),
    itemLabel: input.lineLabels?.get(m.doc_line) ?? labels.get(`${m.item_kind}:${m.item_id}`),
  }));
  return postMoves(db, opposite);
}
