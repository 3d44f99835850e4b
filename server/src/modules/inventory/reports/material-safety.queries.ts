import { sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { materialSafetyStockDerived as derived } from '../safety-stock.hooks.ts';
import { materialSql } from './report-sql.ts';

/**
 * 安全库存请购明细: the enabled settings under their lower or warning limit (the same stock state
 * the safety-stock list computes), with what tops them up and its worth at the average cost.
 */
export function materialSafetyPurchaseQuery(f: ReportFilters) {
  const state = typeof f.safetyState === 'string' && f.safetyState ? f.safetyState : undefined;
  const settings = sql`select m.id as "materielId", m.code, m.name, m.code || ' ' || m.name as "materielLabel",
      m.materiel_type_id as "materielTypeId", mt.code || ' ' || mt.name as "materielTypeLabel",
      t.warehouse_id as "warehouseId", w.code || ' ' || w.name as "warehouseLabel",
      t.lower_limit as "lowerLimit", t.warn_limit as "warnLimit", t.upper_limit as "upperLimit",
      ${derived.onHand} as "onHand", ${derived.safetyState} as "safetyState", ${derived.suggestedQty} as "suggestedQty",
      coalesce((select case when c.qty > 0 then round(c.value * 1000000.0 / c.qty) else 0 end from item_costs c
                where c.item_kind = ${materialSql.KIND} and c.item_id = t.materiel_id), 0)::bigint as "unitCost"
    from inv_material_safety_stocks t
    join md_materiels m on m.id = t.materiel_id
    left join md_materiel_types mt on mt.id = m.materiel_type_id
    left join md_warehouses w on w.id = t.warehouse_id
    where t.status <> 'DISCARDED' and ${materialSql.where(f, sql`t.warehouse_id`, sql`t.materiel_id`)}`;
  return sql`select s.*, round(s."suggestedQty" * s."unitCost" / 1000000.0)::bigint as "estimatedValue"
    from (${settings}) s
    where s."safetyState" in ('UNDER', 'WARN') ${state ? sql`and s."safetyState" = ${state}` : sql``}`;
}
