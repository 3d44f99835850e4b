import { date, enumOf, int, ref, text } from '../../documents/fields.ts';
import {
  materialSide,
  productSide,
  reportPlace,
  type StockSide,
  trustedSide,
} from '../../documents/inventory/stock-side.ts';
import type { Permission } from '../../permissions.ts';
import { defineReport, type ReportDef } from '../define.ts';
import { kg, unitCost, value } from './columns.ts';
import { itemColumns, ownerColumns, ownerKeys, ownerRule } from './item-columns.ts';

/** A drill's filters: the row's item (by the side's own name) and the other columns named. */
export function byItem(side: StockSide, more: Record<string, string> = {}): Record<string, string> {
  return { [side.item]: side.item, ...more };
}

/** What those who see no amounts read instead of the value rule. */
const QUANTITY_RULE: { permission: Permission; text: string } = {
  permission: 'warehouse-amount',
  text: '现存量 = 各批次在各货位的结存之和；预留量为领料单等已占用的数量，可用量 = 现存量 − 预留量。',
};

/** What an owned side's reports say instead of the value rule. */
const OWNED_RULE = '受托物料属于委托客户，只有数量，不计入本公司库存金额和成本。';

/** A drill keeps the row's owner on an owned side. */
export function ownerParams(side: StockSide): Record<string, string> {
  return side.owned ? { customerId: 'customerId' } : {};
}

const VALUE_RULE =
  '金额按移动加权平均成本：每个品项的金额按数量分摊到各仓库、货位和批次（尾差按最大余数分配），各级合计与上一级完全一致，数量为零即金额为零。';

/** 库存 (SPEC /material-stock, /product-stock): what each warehouse holds of each item, and its worth. */
export function stockReport<I extends string, T extends string>(side: StockSide<I, T>): ReportDef {
  // Drills name the side's own item filter, which the compiler cannot follow through the
  // generic keys: they are added to the checked declaration.
  const report = defineReport({
    ...reportPlace(side, 'stock'),
    title: `${side.noun}库存`,
    access: 'menu',
    ...ownerRule(side),
    fields: {
      ...itemColumns(side),
      ...ownerColumns(side),
      onHand: kg('现存量（kg）'),
      reserved: kg('预留量（kg）'),
      available: kg('可用量（kg）'),
      unitCost: unitCost(),
      value: value('库存金额（元）'),
      locationRemark: text('库位备注'),
      stockFilter: enumOf('stockFilter', '库存'),
    },
    filters: ['warehouseId', ...ownerKeys(side), 'code', side.type, 'stockFilter'],
    columns: [
      'code',
      'name',
      side.type,
      'warehouseId',
      ...ownerKeys(side),
      'onHand',
      'reserved',
      'available',
      ...(!side.owned ? (['unitCost', 'value'] as const) : []),
      'locationRemark',
    ],
    defaultSort: { field: 'code', order: 'asc' },
    // A row is one item in one warehouse: its drawer keeps the location remark and lists who
    // holds the stock (the reserve query).
    rowKey: 'stockKey',
    totals: ['onHand', 'reserved', 'available', ...(!side.owned ? (['value'] as const) : [])],
    description: !side.owned ? `${VALUE_RULE}单价 = 金额 ÷ 现存量。` : OWNED_RULE,
    descriptionWithout: side.owned ? undefined : QUANTITY_RULE,
  });
  return {
    ...report,
    drill: {
      code: {
        screen: reportPlace(side, 'detail').screen,
        params: byItem(side, { warehouseId: 'warehouseId', ...ownerParams(side) }),
      },
    },
  };
}

/** 库存明细 (SPEC /material-stock/detail, /product-stock/detail): one item batch by batch, slot by slot. */
export function stockDetailReport<I extends string, T extends string>(side: StockSide<I, T>): ReportDef {
  const report = defineReport({
    ...reportPlace(side, 'detail'),
    title: `${side.noun}库存明细`,
    access: 'menu',
    ...ownerRule(side),
    fields: {
      ...itemColumns(side),
      ...ownerColumns(side),
      batchNo: text('批号'),
      allocationId: ref('allocation', '货位'),
      onHand: kg('现存量（kg）'),
      reserved: kg('预留量（kg）'),
      available: kg('可用量（kg）'),
      value: value('金额（元）'),
      productionDate: date('生产日期'),
      expiryDate: date('有效期至'),
      expiryState: enumOf('expiryState', '有效期状态'),
      supplierBatch: text('供应商批号'),
      firstInDate: date('首次入库日期'),
      ageDays: int('库龄（天）'),
      packing: text('包装', { help: '包装改装后各包装规格的件数' }),
    },
    filters: [side.item, 'warehouseId', ...ownerKeys(side), 'batchNo', 'expiryState'],
    required: [side.item],
    columns: [
      'code',
      'name',
      'warehouseId',
      ...ownerKeys(side),
      'batchNo',
      'allocationId',
      'onHand',
      'reserved',
      'available',
      ...(!side.owned ? (['value'] as const) : []),
      'productionDate',
      'expiryDate',
      'expiryState',
      ...(side.kind === 'MATERIAL' ? (['supplierBatch'] as const) : []),
      // What a re-pack (包装改装) left the batch packed in: the product side's packing.
      ...(side.kind === 'PRODUCT' ? (['packing'] as const) : []),
      'firstInDate',
      'ageDays',
    ],
    defaultSort: { field: 'batchNo', order: 'asc' },
    totals: ['onHand', 'reserved', 'available', ...(!side.owned ? (['value'] as const) : [])],
    description: !side.owned ? VALUE_RULE : OWNED_RULE,
    descriptionWithout: side.owned ? undefined : QUANTITY_RULE,
  });
  return {
    ...report,
    drill: {
      batchNo: {
        screen: reportPlace(side, 'batchLedger').screen,
        params: byItem(side, { warehouseId: 'warehouseId', batchNo: 'batchNo', ...ownerParams(side) }),
      },
    },
  };
}

/** 库龄 (SPEC /material-stock-slug, /product-stock-slug): how long batches have lain, which lie still. */
export function stockAgeReport<I extends string, T extends string>(side: StockSide<I, T>): ReportDef {
  return defineReport({
    ...reportPlace(side, 'age'),
    title: `${side.noun}库龄`,
    access: 'menu',
    fields: {
      ...itemColumns(side),
      batchNo: text('批号'),
      firstInDate: date('首次入库日期'),
      lastMoveDate: date('最后出入库日期'),
      ageDays: int('库龄（天）'),
      stockAge: enumOf('stockAge', '库龄段'),
      noMoveDays: int('呆滞天数（无出入库≥）', { min: 1, max: 3650 }),
      dullSchemeId: ref('dull-scheme', '呆滞方案'),
      onHand: kg('现存量（kg）'),
      value: value('金额（元）'),
    },
    filters: ['warehouseId', 'code', side.type, 'stockAge', 'noMoveDays', 'dullSchemeId'],
    columns: [
      'code',
      'name',
      'warehouseId',
      'batchNo',
      'firstInDate',
      'lastMoveDate',
      'ageDays',
      'stockAge',
      'onHand',
      ...(!side.owned ? (['value'] as const) : []),
    ],
    defaultSort: { field: 'ageDays', order: 'desc' },
    totals: ['onHand', ...(!side.owned ? (['value'] as const) : [])],
    description: `库龄自批次首次入库日起算；填写呆滞天数或选择呆滞方案时只列出超过该天数没有任何出入库的批次（呆滞${side.kind === 'PRODUCT' ? '品' : '料'}）。`,
  });
}

export const materialStock = stockReport(materialSide);
export const materialStockDetail = stockDetailReport(materialSide);
export const materialStockAge = stockAgeReport(materialSide);
export const productStock = stockReport(productSide);
export const productStockDetail = stockDetailReport(productSide);
export const productStockAge = stockAgeReport(productSide);
export const trustedStock = stockReport(trustedSide);
export const trustedStockDetail = stockDetailReport(trustedSide);
