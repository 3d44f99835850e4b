import { int, percent } from '../../documents/fields.ts';
import {
  materialSide,
  productSide,
  reportPlace,
  type StockSide,
} from '../../documents/inventory/stock-side.ts';
import { defineReport, type ReportDef } from '../define.ts';
import { kg, value } from './columns.ts';
import { itemColumns } from './item-columns.ts';

/**
 * 库存分析 (SPEC /material-stock-analyze, /product-stock-analyze): the stock of each category at a
 * glance — how much lies there, what it is worth and its share of the whole, how old it is (SPEC §9
 * age bands) and how much has not moved for 90 days. The chart piles the age bands per category.
 */
export function stockAnalyzeReport<I extends string, T extends string>(side: StockSide<I, T>): ReportDef {
  const items = itemColumns(side);
  const category = { [side.type]: items[side.type] } as Record<T, (typeof items)[T]>;
  const report = defineReport({
    ...reportPlace(side, 'analyze'),
    title: `${side.noun}库存分析`,
    access: 'menu',
    fields: {
      ...category,
      warehouseId: items.warehouseId,
      materialCount: int(`${side.noun}数`),
      onHand: kg('现存量（kg）'),
      value: value('库存金额（元）'),
      valueShare: percent('金额占比（%）', { permission: 'warehouse-amount' }),
      within6m: kg('6个月内（kg）'),
      m6To1y: kg('6-12个月（kg）'),
      y1To2y: kg('1-2年（kg）'),
      over2y: kg('2年以上（kg）'),
      dullQty: kg('90天无出入库（kg）'),
    },
    filters: ['warehouseId', side.type],
    columns: [
      side.type,
      'materialCount',
      'onHand',
      'value',
      'valueShare',
      'within6m',
      'm6To1y',
      'y1To2y',
      'over2y',
      'dullQty',
    ],
    defaultSort: { field: 'onHand', order: 'desc' },
    totals: ['materialCount', 'onHand', 'value', 'within6m', 'm6To1y', 'y1To2y', 'over2y', 'dullQty'],
    chart: {
      kind: 'bar',
      category: side.type,
      series: ['within6m', 'm6To1y', 'y1To2y', 'over2y'],
      stacked: true,
    },
    description: `按${side.noun}类别汇总现存量与金额；库龄自批次首次入库日起算，呆滞指 90 天内没有任何出入库的批次。`,
  });
  return {
    ...report,
    drill: {
      [side.type]: {
        screen: reportPlace(side, 'age').screen,
        params: { [side.type]: side.type, warehouseId: 'warehouseId' },
      },
    },
  };
}

export const materialStockAnalyze = stockAnalyzeReport(materialSide);
export const productStockAnalyze = stockAnalyzeReport(productSide);
