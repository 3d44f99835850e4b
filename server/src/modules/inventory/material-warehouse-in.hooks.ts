import { ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { divRound, postMoves } from './stock-ledger.service.ts';

interface Line {
  id?: number;
  materielId: number;
  batchNo: string;
  allocationId?: number | null;
  qty: number;
  price?: number | null;
  amount?: number | null;
}

/**
 * 物料入库单 rules: the warehouse must be a material warehouse, each goods allocation must belong
 * to it, the amount is quantity × price (rounded once); 入库 posts every line to the ledger.
 */
export const materialWarehouseInHooks: DocumentHooks = {
  async beforeSave({ db, before }, values) {
    const warehouseId = (values.warehouseId ?? before?.warehouse_id) as number;
    const [warehouse] = await queryRows<{ kind: string; name: string }>(
      db,
      sql`select kind, name from md_warehouses where id = ${warehouseId}`,
    );
    if (warehouse && warehouse.kind !== 'MATERIAL')
      fail(ResultCode.BUSINESS_RULE, `「${warehouse.name}」不是原料仓，不能做物料入库`);
    const lines = (values.items ?? []) as Line[];
    for (const [i, line] of lines.entries()) {
      if (line.allocationId) {
        const [allocation] = await queryRows<{ warehouse_id: number }>(
          db,
          sql`select warehouse_id from md_allocations where id = ${line.allocationId}`,
        );
        if (allocation && allocation.warehouse_id !== warehouseId) {
          fail(ResultCode.BUSINESS_RULE, `第${i + 1}行：货位不属于所选仓库`);
        }
      }
      if (line.price != null)
        line.amount = Number(divRound(BigInt(line.qty) * BigInt(line.price), 1_000_000n));
    }
  },

  async beforeTransition({ db, before }, action) {
    if (action !== 'WAREHOUSE-IN' || !before) return;
    const docId = before.id as number;
    const lines = await queryRows<{
      line_no: number;
      materiel_id: number;
      batch_no: string;
      allocation_id: number | null;
      qty: number;
      price: number | null;
      code: string;
      name: string;
    }>(
      db,
      sql`select i.line_no, i.materiel_id, i.batch_no, i.allocation_id, i.qty, i.price, m.code, m.name
          from inv_material_ins_items i join md_materiels m on m.id = i.materiel_id
          where i.doc_id = ${docId} order by i.line_no`,
    );
    if (lines.length === 0) fail(ResultCode.BUSINESS_RULE, '入库单没有明细，不能入库');
    await postMoves(
      db,
      lines.map((l) => ({
        itemKind: 'MATERIAL' as const,
        itemId: l.materiel_id,
        warehouseId: before.warehouse_id as number,
        allocationId: l.allocation_id ?? 0,
        batchNo: l.batch_no,
        qty: Number(l.qty),
        unitCost: Number(l.price ?? 0),
        docKey: 'material-warehouse-in',
        docId,
        docLine: l.line_no,
        businessDate: before.in_date as string,
        itemLabel: `${l.code} ${l.name}`,
      })),
    );
  },
};
