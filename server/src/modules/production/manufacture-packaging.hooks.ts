import {
  companyToday,
  formatQty,
  manufactureFeeding,
  type manufacturePackaging,
  productSide,
  ResultCode,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { transitionDocument } from '../../platform/documents/document.service.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertDateOpen, assertWarehouseOf, postMoves, receivePackages } from '../inventory/index.ts';
import { auditedCosts, auditedRecord, type Batch, openBatch, packedSoFar } from './manufacture-batch.ts';
import { sharePacking } from './manufacture-cost-share.ts';

/**
 * 生产包装单 rules (issue 30 item 3). A packing packs a batch fed (已保存) whose record is audited,
 * into a product warehouse; its product is the batch's and its product batch is the 生产批号. No
 * more than the recorded output, net of what audited packings packed, is packed — checked at save
 * and again at 审核 under the batch's lock. 审核 posts the lines into product stock at their share
 * of the batch's cost (manufacture-cost-share.ts), records the packages per spec, and when it
 * completes the batch (the last of the output, or 完工) records scrap and loss at the rest of the
 * cost and sets the feeding 已完成 through its declared transition.
 */
export const PACKAGING_KEY = 'manufacture-packaging';

async function recordOf(db: DbOrTx, batch: Batch) {
  const record = await auditedRecord(db, batch.id);
  if (!record) fail(ResultCode.BUSINESS_RULE, `生产批号 ${batch.number} 的生产记录尚未审核，不能包装`);
  return record;
}

function refuseOverPack(batch: Batch, output: bigint, packed: bigint, want: bigint) {
  if (packed + want > output)
    fail(
      ResultCode.BUSINESS_RULE,
      `生产批号 ${batch.number} 产出量 ${formatQty(output)} kg，已包装 ${formatQty(packed)} kg，` +
        `可包装 ${formatQty(output - packed)} kg，本单 ${formatQty(want)} kg，超出产出量`,
    );
}

export const manufacturePackagingHooks: DocumentHooks<typeof manufacturePackaging> = {
  async beforeSave({ db }, doc) {
    const batch = await openBatch(db, doc.feedingId ?? 0, '包装');
    const record = await recordOf(db, batch);
    await assertWarehouseOf(db, productSide, doc.warehouseId, '包装入库');
    await assertDateOpen(db, productSide, doc.packDate);
    const lines = doc.items ?? [];
    if (lines.length === 0) fail(ResultCode.VALIDATION, '请填写包装明细');
    let total = 0n;
    for (const [i, l] of lines.entries()) {
      const qty = BigInt(l.qty ?? 0);
      if (qty <= 0n) fail(ResultCode.VALIDATION, `第${i + 1}行：数量必须大于0`);
      total += qty;
      l.unitCost = null;
      l.value = null;
    }
    refuseOverPack(batch, record.output, (await packedSoFar(db, batch.id)).qty, total);
    doc.productId = batch.productId;
    doc.batchNo = batch.number;
    doc.totalQty = Number(total);
    doc.packedValue = null;
    doc.lossQty = null;
    doc.lossValue = null;
  },

  async beforeTransition({ db, request, documents, action }, before) {
    if (action !== 'AUDIT') return;
    // The batch's row first (before the stock locks): its cost and packed quantity hold still.
    const batch = await openBatch(db, before.feedingId ?? 0, '包装入库', true);
    const record = await recordOf(db, batch);
    const lines = before.items ?? [];
    const qtys = lines.map((l) => BigInt(l.qty ?? 0));
    const total = qtys.reduce((a, b) => a + b, 0n);
    const packed = await packedSoFar(db, batch.id);
    refuseOverPack(batch, record.output, packed.qty, total);
    const completes = before.complete === true || packed.qty + total === record.output;
    const share = sharePacking(
      {
        cost: batch.materialCost + record.adjustmentCost + (await auditedCosts(db, batch.id)),
        quantity: record.output + record.scrap,
        packedQty: packed.qty,
        packedValue: packed.value,
      },
      qtys,
      completes,
    );
    const date = before.packDate ?? companyToday();
    const key = (l: (typeof lines)[number]) => ({
      warehouseId: before.warehouseId ?? 0,
      allocationId: l.allocationId ?? 0,
      batchNo: batch.number,
    });
    const posted = await postMoves(
      db,
      lines.map((l, i) => ({
        ...key(l),
        itemKind: productSide.kind,
        itemId: batch.productId,
        qty: Number(qtys[i]),
        value: Number(share.values[i]),
        docKey: PACKAGING_KEY,
        docId: before.id,
        docLine: l.lineNo,
        businessDate: date,
        batch: { productionDate: batch.feedDate },
      })),
    );
    for (const [i, l] of lines.entries()) {
      await receivePackages(
        db,
        { productId: batch.productId, ...key(l) },
        l.packageSpecId ?? 0,
        l.packages ?? 0,
      );
      await db.execute(
        sql`update prd_packagings_items set value = ${share.values[i].toString()}::bigint,
              unit_cost = ${posted[i].unitCost} where id = ${l.id}`,
      );
    }
    const value = share.values.reduce((a, b) => a + b, 0n);
    await db.execute(
      sql`update prd_packagings set packed_value = ${value.toString()}::bigint, complete = ${completes},
            loss_qty = ${share.loss?.qty.toString() ?? null}::bigint, loss_value = ${share.loss?.value.toString() ?? null}::bigint
          where id = ${before.id}`,
    );
    if (!completes) return;
    const [feeding] = await queryRows<{ version: number }>(
      db,
      sql`select version from prd_feedings where id = ${batch.id}`,
    );
    await transitionDocument(db, request, documents, documents.get(manufactureFeeding.key), {
      id: batch.id,
      version: Number(feeding.version),
      action: 'COMPLETE',
    });
  },
};
