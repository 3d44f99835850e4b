import { formatQty, materialSide, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { divRound } from '../../platform/documents/amounts.ts';
import { fail } from '../../platform/http/app-error.ts';
import { autoPick, availableBatches, postMoves } from '../inventory/index.ts';
import { materialLabels } from './manufacture-lines.ts';

/**
 * 保存 of a feeding: its actual quantities leave the material ledger as moves of the feeding —
 * batches first-expiry-first-out from its warehouse (the requisition's pick), at the moving
 * average — in one posting (the ledger's one lock order), and the value each line took is written
 * on the line (单位成本, 投料金额) and summed on the header (投料成本), exactly as posted: the
 * packing values its batch at this figure. Short stock is refused naming material, batch and
 * shortfall; of two feedings racing for the last kilograms the ledger's conditional decrement lets
 * one through.
 */
export const FEEDING_KEY = 'manufacture-feeding';

interface IssueLine {
  id: number;
  line_no: number;
  materiel_id: number;
  alternate_id: number | null;
  qty: string;
}

export async function issueFeeding(
  db: DbOrTx,
  doc: { id: number; warehouseId: number; feedDate: string },
): Promise<void> {
  const lines = await queryRows<IssueLine>(
    db,
    sql`select id, line_no, materiel_id, alternate_id, qty::text as qty from prd_feedings_items
        where doc_id = ${doc.id} order by line_no`,
  );
  if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '投料单没有明细，不能保存');
  const item = (l: IssueLine) => l.alternate_id ?? l.materiel_id;
  const labels = await materialLabels(db, lines.map(item));
  // What earlier lines of this feeding already took of a batch (two lines may feed one material).
  const taken = new Map<string, number>();
  const picked = new Map<number, { batchNo: string; allocationId: number; qty: number }[]>();
  for (const l of lines) {
    const qty = Number(l.qty);
    if (qty === 0) continue;
    const batches = (await availableBatches(db, materialSide, item(l), doc.warehouseId)).map((b) => ({
      ...b,
      qty: b.qty - (taken.get(`${item(l)}|${b.batchNo}|${b.allocationId}`) ?? 0),
    }));
    const picks = autoPick(
      `第${l.line_no}行 ${labels.get(item(l))}`,
      qty,
      batches.filter((b) => b.qty > 0),
      doc.feedDate,
      '投料',
    );
    for (const p of picks) {
      const key = `${item(l)}|${p.batchNo}|${p.allocationId}`;
      taken.set(key, (taken.get(key) ?? 0) + p.qty);
    }
    picked.set(l.id, picks);
  }
  const moves = lines.flatMap((l) =>
    (picked.get(l.id) ?? []).map((p) => ({
      itemKind: materialSide.kind,
      itemId: item(l),
      warehouseId: doc.warehouseId,
      allocationId: p.allocationId,
      batchNo: p.batchNo,
      qty: -p.qty,
      docKey: FEEDING_KEY,
      docId: doc.id,
      docLine: l.line_no,
      businessDate: doc.feedDate,
      itemLabel: labels.get(item(l)),
    })),
  );
  const posted = moves.length ? await postMoves(db, moves) : [];
  const lineValue = new Map<number, bigint>();
  for (const [i, m] of moves.entries())
    lineValue.set(m.docLine, (lineValue.get(m.docLine) ?? 0n) - BigInt(posted[i].value));
  let total = 0n;
  for (const l of lines) {
    const value = lineValue.get(l.line_no) ?? 0n;
    total += value;
    const qty = BigInt(l.qty);
    const summary = (picked.get(l.id) ?? []).map((p) => `${p.batchNo} ${formatQty(p.qty)}`).join('；');
    await db.execute(
      sql`update prd_feedings_items set picked_batches = ${summary || null}, cost = ${value.toString()}::bigint,
            unit_cost = ${(qty === 0n ? 0n : divRound(value * 1_000_000n, qty)).toString()}::bigint where id = ${l.id}`,
    );
  }
  await db.execute(
    sql`update prd_feedings set material_cost = ${total.toString()}::bigint where id = ${doc.id}`,
  );
}
