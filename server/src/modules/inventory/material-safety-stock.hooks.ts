import { type materialSafetyStock, ResultCode, savedValue } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertMaterialWarehouse } from './material-rules.ts';

/**
 * 物料安全库存: limits in order (下限 ≤ 预警量 ≤ 上限), one setting per material and warehouse; the
 * stock state is computed when the list is read, from the balances of that moment.
 */
const onHand = sql`(select coalesce(sum(b.on_hand), 0)::bigint from stock_balances b
  where b.item_kind = 'MATERIAL' and b.item_id = t.materiel_id
    and (b.warehouse_id = t.warehouse_id
         or (t.warehouse_id is null and b.warehouse_id in (select id from md_warehouses where kind = 'MATERIAL'))))`;

const state = sql`(case when ${onHand} < t.lower_limit then 'UNDER' when ${onHand} < t.warn_limit then 'WARN'
  when ${onHand} > t.upper_limit then 'OVER' else 'NORMAL' end)`;

export const materialSafetyStockDerived: Record<string, SQL> = {
  onHand,
  safetyState: state,
  suggestedQty: sql`(case when ${state} in ('UNDER', 'WARN') then t.upper_limit - ${onHand} else 0 end)::bigint`,
};

export const materialSafetyStockHooks: DocumentHooks<typeof materialSafetyStock> = {
  async beforeSave({ db, before }, values) {
    const warehouseId = savedValue(values, before, 'warehouseId');
    await assertMaterialWarehouse(db, warehouseId, '安全库存设置');
    const [lower, warn, upper] = [
      savedValue(values, before, 'lowerLimit'),
      savedValue(values, before, 'warnLimit'),
      savedValue(values, before, 'upperLimit'),
    ].map(Number);
    if (lower < 0) fail(ResultCode.VALIDATION, '下限不能为负数');
    if (!(lower <= warn && warn <= upper)) fail(ResultCode.VALIDATION, '应满足：下限 ≤ 预警量 ≤ 上限');
    const [taken] = await queryRows<{ id: number }>(
      db,
      sql`select id from inv_material_safety_stocks
          where materiel_id = ${savedValue(values, before, 'materielId') ?? null}
            and warehouse_id is not distinct from ${warehouseId ?? null}
            and id is distinct from ${before?.id ?? null}`,
    );
    if (taken) fail(ResultCode.BUSINESS_RULE, '该物料在此仓库已设置安全库存，请修改原设置');
  },
};
