import {
  materialSafetyStock,
  materialSide,
  type productSafetyStock,
  ResultCode,
  type StockSide,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import type { DerivedSql } from '../../platform/documents/derived-sql.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertWarehouseOf, itemIdOf } from './stock-rules.ts';

type SafetyStock = typeof materialSafetyStock | typeof productSafetyStock;

/**
 * 安全库存, on any side: limits in order (下限 ≤ 预警量 ≤ 上限 where the side has a warning level),
 * one setting per item and warehouse; the stock state is computed when the list is read, from the
 * balances of that moment (derived fields).
 */
export function safetyStockDerived(side: StockSide, def: SafetyStock): DerivedSql<SafetyStock> {
  const item = sql.identifier(side.itemColumn);
  const warn = 'warnLimit' in def.fields;
  const onHand = sql`(select coalesce(sum(b.on_hand), 0)::bigint from stock_balances b
  where b.item_kind = ${side.kind} and b.item_id = t.${item}
    and (b.warehouse_id = t.warehouse_id
         or (t.warehouse_id is null and b.warehouse_id in (select id from md_warehouses where kind = ${side.warehouseKind}))))`;
  const state = sql`(case when ${onHand} < t.lower_limit then 'UNDER' ${
    warn ? sql`when ${onHand} < t.warn_limit then 'WARN'` : sql``
  } when ${onHand} > t.upper_limit then 'OVER' else 'NORMAL' end)`;
  return {
    onHand,
    safetyState: state,
    suggestedQty: sql`(case when ${state} in ('UNDER', 'WARN') then t.upper_limit - ${onHand} else 0 end)::bigint`,
  };
}

export function safetyStockHooks(side: StockSide, def: SafetyStock): DocumentHooks<SafetyStock> {
  const warn = 'warnLimit' in def.fields;
  return {
    async beforeSave({ db, before }, doc) {
      const warehouseId = doc.warehouseId;
      await assertWarehouseOf(db, side, warehouseId, '安全库存设置');
      const [lower, upper] = [doc.lowerLimit, doc.upperLimit].map(Number);
      if (lower < 0) fail(ResultCode.VALIDATION, '下限不能为负数');
      if (warn) {
        const level = Number(doc.warnLimit);
        if (!(lower <= level && level <= upper)) fail(ResultCode.VALIDATION, '应满足：下限 ≤ 预警量 ≤ 上限');
      } else if (!(lower <= upper)) fail(ResultCode.VALIDATION, '应满足：下限 ≤ 上限');
      const itemId = itemIdOf(side, doc);
      const [taken] = await queryRows<{ id: number }>(
        db,
        sql`select id from ${sql.identifier(def.table)}
            where ${sql.identifier(side.itemColumn)} = ${itemId}
              and warehouse_id is not distinct from ${warehouseId ?? null}
              and id is distinct from ${before?.id ?? null}`,
      );
      if (taken) fail(ResultCode.BUSINESS_RULE, `该${side.noun}在此仓库已设置安全库存，请修改原设置`);
    },
  };
}

export const materialSafetyStockDerived = safetyStockDerived(materialSide, materialSafetyStock);
export const materialSafetyStockHooks = safetyStockHooks(materialSide, materialSafetyStock);
