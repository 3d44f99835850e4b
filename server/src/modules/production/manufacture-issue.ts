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
 * one through. A production record's adjustments (调整) issue the same way at its audit.
 */
export const FEEDING_KEY = 'manufacture-feeding';

/** A line to issue: its material (the alternate where one stands in) and quantity ×1e6. */
export interface IssueLine {
  lineNo: number;
  materielId: number;
  qty: bigint;
}

/** What one line took: its value ×1e6 (positive) and the batches picked, as the line shows them. */
export interface IssuedLine {
  value: bigint;
  unitCost: bigint;
  batches: string | null;
}

/**
 * Issues the lines from the warehouse as moves of the document (FEFO picks, moving average, one
 * posting) and answers what each line took, by line number.
 */
export async function issueMaterials(
  db: DbOrTx,
  doc: { docKey: string; docId: number; warehouseId: number; date: string },
  lines: readonly IssueLine[],
): Promise<Map<number, IssuedLine>> {
  const labels = await materialLabels(
    db,
    lines.map((l) => l.materielId),
  );
  // What earlier lines of this document already took of a batch (two lines may take one material).
  const taken = new Map<string, number>();
  const picked = new Map<number, { batchNo: string; allocationId: number; qty: number }[]>();
  for (const l of lines) {
    if (l.qty === 0n) continue;
    const batches = (await availableBatches(db, materialSide, l.materielId, doc.warehouseId)).map((b) => ({
      ...b,
      qty: b.qty - (taken.get(`${l.materielId}|${b.batchNo}|${b.allocationId}`) ?? 0),
    }));
    const picks = autoPick(
      `第${l.lineNo}行 ${labels.get(l.materielId)}`,
      Number(l.qty),
      batches.filter((b) => b.qty > 0),
      doc.date,
      '投料',
    );
    for (const p of picks) {
      const key = `${l.materielId}|${p.batchNo}|${p.allocationId}`;
      taken.set(key, (taken.get(key) ?? 0) + p.qty);
    }
    picked.set(l.lineNo, picks);
  }
  const moves = lines.flatMap((l) =>
    (picked.get(l.lineNo) ?? []).map((p) => ({
      itemKind: materialSide.kind,
      itemId: l.materielId,
      warehouseId: doc.warehouseId,
      allocationId: p.allocationId,
      batchNo: p.batchNo,
      qty: -p.qty,
      docKey: doc.docKey,
      docId: doc.docId,
      docLine: l.lineNo,
      businessDate: doc.date,
      itemLabel: labels.get(l.materielId),
    })),
  );
  const posted = moves.length ? await postMoves(db, moves) : [];
  const lineValue = new Map<number, bigint>();
  for (const [i, m] of moves.entries())
    lineValue.set(m.docLine, (lineValue.get(m.docLine) ?? 0n) - BigInt(posted[i].value));
  return new Map(
    lines.map((l) => {
      const value = lineValue.get(l.lineNo) ?? 0n;
      const batches = (picked.get(l.lineNo) ?? []).map((p) => `${p.batchNo} ${formatQty(p.qty)}`).join('；');
      return [
        l.lineNo,
        {
          value,
          unitCost: l.qty === 0n ? 0n : divRound(value * 1_000_000n, l.qty),
          batches: batches || null,
        },
      ];
    }),
  );
}

interface FeedingIssueLine {
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
  const lines = await queryRows<FeedingIssueLine>(
    db,
    sql`select id, line_no, materiel_id, alternate_id, qty::text as qty from prd_feedings_items
        where doc_id = ${doc.id} order by line_no`,
  );
  if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '投料单没有明细，不能保存');
  const issued = await issueMaterials(
    db,
    { docKey: FEEDING_KEY, docId: doc.id, warehouseId: doc.warehouseId, date: doc.feedDate },
    lines.map((l) => ({
      lineNo: l.line_no,
      materielId: l.alternate_id ?? l.materiel_id,
      qty: BigInt(l.qty),
    })),
  );
  let total = 0n;
  for (const l of lines) {
    const took = issued.get(l.line_no);
    const value = took?.value ?? 0n;
    total += value;
    await db.execute(
      sql`update prd_feedings_items set picked_batches = ${took?.batches ?? null}, cost = ${value.toString()}::bigint,
            unit_cost = ${(took?.unitCost ?? 0n).toString()}::bigint where id = ${l.id}`,
    );
  }
  await db.execute(
    sql`update prd_feedings set material_cost = ${total.toString()}::bigint where id = ${doc.id}`,
  );
}
