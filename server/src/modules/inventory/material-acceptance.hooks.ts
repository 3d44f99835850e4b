import { can, type materialAcceptance, materialSide, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertDateOpen, assertWarehouseOf } from './stock-rules.ts';

/**
 * 物料验收单 rules: goods arrive into a material warehouse; 已入库数量 is kept by the warehouse-ins,
 * never by the form; a line judged 让步接收 is quality's decision (质量审核), whichever button
 * judges the document; an acceptance that goods have already been received from cannot be
 * un-audited. Goods against an order (open, of the supplier, its number kept for the list) are
 * the order link's save checks (material-acceptance.doc.ts).
 */
export const materialAcceptanceHooks: DocumentHooks<typeof materialAcceptance> = {
  async beforeSave({ db, patch }, doc) {
    await assertWarehouseOf(db, materialSide, doc.warehouseId, '物料验收');
    await assertDateOpen(db, materialSide, doc.acceptDate);
    for (const line of patch.items ?? []) line.inQty = 0;
  },

  async beforeTransition({ db, request, before, action }, doc) {
    // The engine has judged the lines not judged one by one (the transition's `lines`).
    const conceded = doc.items.findIndex((l) => l.result === 'CONCESSION');
    if (action !== 'DISCARD' && conceded >= 0 && !can(request.authUser!.roles, 'quality-review'))
      fail(ResultCode.BUSINESS_RULE, `第${conceded + 1}行：让步接收须由质量部门判定`);
    if (action !== 'DISCARD') return;
    const [taken] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from inv_material_acceptances_items where doc_id = ${before.id} and in_qty > 0`,
    );
    if (taken.n > 0) fail(ResultCode.BUSINESS_RULE, '验收单已有物料入库，不能反审核');
  },
};
