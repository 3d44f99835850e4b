import { companyToday, materialSide, ResultCode, type salesMaterialDelivery } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import { lineAmount } from '../../platform/documents/amounts.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import {
  assertAllocations,
  assertDateOpen,
  assertWarehouseOf,
  autoPick,
  availableBatches,
  issueAtAverage,
} from '../inventory/index.ts';
import { inCny, ratesOn } from './sales-prices.ts';

type Delivery = typeof salesMaterialDelivery;

/**
 * 物料销售出库单 rules: a material warehouse, an open month, the day's exchange and tax rate of its
 * currency; a line without a batch is split first-expiry-first-out over the warehouse's free
 * stock (never an expired batch; what earlier lines of the same delivery take is no longer free);
 * amounts rounded once per line, the total in 元 once. 出库 issues at the moving average.
 */
export const salesMaterialDeliveryHooks: DocumentHooks<Delivery> = {
  async beforeSave({ db, patch }, doc) {
    const warehouseId = doc.warehouseId;
    const outDate = doc.outDate ?? companyToday();
    const currencyId = doc.currencyId;
    await assertWarehouseOf(db, materialSide, warehouseId, '物料销售出库');
    await assertDateOpen(db, materialSide, outDate);
    const rates = currencyId == null ? undefined : await ratesOn(db, currencyId, outDate);
    doc.exchangeRate = rates?.exchangeRate ?? null;
    doc.taxRate = rates?.taxRate ?? null;
    const lines = patch.items;
    if (!lines) {
      // The header alone changed: the total in 元 follows the (new) rate.
      const total = doc.items.reduce((sum, l) => sum + (l.saleAmount ?? 0), 0);
      doc.saleAmountCny = rates ? inCny(total, rates.exchangeRate) : null;
      return;
    }
    if (lines.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行出库明细');
    const labels = new Map(
      (
        await queryRows<{ id: number; label: string }>(
          db,
          sql`select id, concat_ws(' ', code, name) as label from md_materiels where id in (${sql.join(
            [...new Set(lines.map((l) => l.materielId ?? 0))].map((x) => sql`${x}`),
            sql`, `,
          )})`,
        )
      ).map((r) => [r.id, r.label]),
    );
    const taken = new Map<string, number>();
    const picked: typeof lines = [];
    for (const line of lines) {
      if (line.batchNo || line.materielId == null || line.qty == null) {
        picked.push(line);
        continue;
      }
      const materielId = line.materielId;
      const free = (await availableBatches(db, materialSide, materielId, warehouseId ?? 0)).map((b) => ({
        ...b,
        qty: b.qty - (taken.get(`${materielId}|${b.batchNo}|${b.allocationId}`) ?? 0),
      }));
      const picks = autoPick(labels.get(materielId) ?? '', line.qty, free, outDate, '发货');
      for (const [i, p] of picks.entries()) {
        const k = `${materielId}|${p.batchNo}|${p.allocationId}`;
        taken.set(k, (taken.get(k) ?? 0) + p.qty);
        const part = { ...line, batchNo: p.batchNo, allocationId: p.allocationId || null, qty: p.qty };
        if (i > 0) delete part.id;
        picked.push(part);
      }
    }
    await assertAllocations(db, warehouseId, picked);
    let total = 0;
    for (const line of picked) {
      line.saleAmount =
        line.salePrice != null && line.qty != null ? lineAmount(line.qty, line.salePrice) : null;
      total += line.saleAmount ?? 0;
    }
    doc.items = picked;
    doc.saleAmount = total;
    doc.saleAmountCny = rates ? inCny(total, rates.exchangeRate) : null;
  },

  async beforeTransition({ db, before, action }) {
    if (action === 'WAREHOUSE-OUT')
      await issueAtAverage(
        db,
        materialSide,
        { key: 'sales-material-delivery', table: 'sal_material_deliveries' },
        before,
      );
  },
};
