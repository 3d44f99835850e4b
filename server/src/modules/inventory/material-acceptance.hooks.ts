import { type materialAcceptance, materialSide, ResultCode, savedValue } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertDateOpen, assertWarehouseOf } from './stock-rules.ts';

/**
 * 物料验收单 rules: goods arrive into a material warehouse; 已入库数量 is kept by the warehouse-ins,
 * never by the form; an acceptance that goods have already been received from cannot be
 * un-audited.
 */
export const materialAcceptanceHooks: DocumentHooks<typeof materialAcceptance> = {
  async beforeSave({ db, before }, values) {
    await assertWarehouseOf(db, materialSide, savedValue(values, before, 'warehouseId'), '物料验收');
    await assertDateOpen(db, materialSide, savedValue(values, before, 'acceptDate'));
    for (const line of values.items ?? []) line.inQty = 0;
    // Goods against an order: of its supplier, while it is open; its number is kept for the list.
    const orderId = savedValue(values, before, 'purchaseOrderId');
    if (orderId == null) return;
    const [order] = await queryRows<{ number: string; supplier_id: number; status: string }>(
      db,
      sql`select number, supplier_id, status from pur_orders where id = ${orderId}`,
    );
    if (!order) fail(ResultCode.BUSINESS_RULE, '所选采购订单不存在');
    if (!['ORDERED', 'IN_PUT_WAREHOUSE', 'RETURN'].includes(order.status))
      fail(ResultCode.BUSINESS_RULE, `采购订单 ${order.number} 未下单或已完成，不能按它验收`);
    const supplierId = savedValue(values, before, 'supplierId');
    if (supplierId != null && supplierId !== order.supplier_id)
      fail(ResultCode.BUSINESS_RULE, `供应商须与采购订单 ${order.number} 的供应商一致`);
    values.purchaseOrderNo = order.number;
  },

  async beforeTransition({ db, before }, action) {
    if (action !== 'DISCARD') return;
    const [taken] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from inv_material_acceptances_items where doc_id = ${before.id} and in_qty > 0`,
    );
    if (taken.n > 0) fail(ResultCode.BUSINESS_RULE, '验收单已有物料入库，不能反审核');
  },
};
