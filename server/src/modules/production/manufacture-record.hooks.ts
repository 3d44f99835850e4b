import { companyToday, type manufactureRecord, materialSide, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertDateOpen } from '../inventory/index.ts';
import { openBatch } from './manufacture-batch.ts';
import { issueMaterials } from './manufacture-issue.ts';

/**
 * 生产记录 rules (issue 30 item 3): one record per batch, of a feeding 已保存; a grinding pass names
 * no material; an adjustment that adds material names it and its quantity. 审核 issues the
 * adjustments' materials from the feeding's warehouse (FEFO, moving average, moves of the record
 * dated 记录日期) and keeps their value on the lines and the header — the batch's cost grows by it.
 */
export const RECORD_KEY = 'manufacture-record';

export const manufactureRecordHooks: DocumentHooks<typeof manufactureRecord> = {
  async beforeSave({ db }, doc) {
    const batch = await openBatch(db, doc.feedingId ?? 0, '记录');
    const [other] = await queryRows<{ number: string }>(
      db,
      sql`select number from prd_records where feeding_id = ${batch.id} and id <> ${doc.id ?? 0}`,
    );
    if (other) fail(ResultCode.BUSINESS_RULE, `生产批号 ${batch.number} 已有生产记录 ${other.number}`);
    await assertDateOpen(db, materialSide, doc.recordDate);
    if (BigInt(doc.outputQty ?? 0) + BigInt(doc.scrapQty ?? 0) <= 0n)
      fail(ResultCode.VALIDATION, '产出量与报废量不能都为0');
    if (BigInt(doc.scrapQty ?? 0) > 0n && !doc.scrapReason?.trim())
      fail(ResultCode.VALIDATION, '有报废量时须填写报废原因');
    for (const [i, l] of (doc.items ?? []).entries()) {
      const at = `第${i + 1}行：`;
      const qty = BigInt(l.qty ?? 0);
      if (l.kind === 'GRIND' && (l.materielId != null || qty !== 0n))
        fail(ResultCode.VALIDATION, `${at}研磨记录不填写调整物料和用量`);
      if (l.kind === 'ADJUST' && (l.materielId == null) !== (qty === 0n))
        fail(ResultCode.VALIDATION, `${at}调整加料须同时填写调整物料和大于0的用量`);
      l.pickedBatches = null;
      l.cost = null;
    }
    doc.productId = batch.productId;
    doc.batchSize = Number(batch.batchSize);
    doc.adjustmentCost = null;
  },

  async beforeTransition({ db, action }, before) {
    if (action !== 'AUDIT') return;
    // The batch first: a packing reading its cost waits for this audit (the one lock order).
    const batch = await openBatch(db, before.feedingId ?? 0, '审核生产记录', true);
    const lines = (before.items ?? []).filter((l) => l.materielId != null && BigInt(l.qty ?? 0) > 0n);
    const issued = await issueMaterials(
      db,
      {
        docKey: RECORD_KEY,
        docId: before.id,
        warehouseId: batch.warehouseId,
        date: before.recordDate ?? companyToday(),
      },
      lines.map((l) => ({ lineNo: l.lineNo, materielId: l.materielId ?? 0, qty: BigInt(l.qty ?? 0) })),
    );
    let total = 0n;
    for (const l of lines) {
      const took = issued.get(l.lineNo);
      total += took?.value ?? 0n;
      await db.execute(
        sql`update prd_records_items set picked_batches = ${took?.batches ?? null},
              cost = ${(took?.value ?? 0n).toString()}::bigint where id = ${l.id}`,
      );
    }
    await db.execute(
      sql`update prd_records set adjustment_cost = ${total.toString()}::bigint where id = ${before.id}`,
    );
  },
};
