import { int, percent } from '../../documents/fields.ts';
import { defineReport } from '../define.ts';
import { kg, materialColumns, value } from './columns.ts';

/**
 * 物料库存分析 (SPEC /material-stock-analyze): the stock of each material category at a glance —
 * how much lies there, what it is worth and its share of the whole, how old it is (SPEC §9 age
 * bands) and how much has not moved for 90 days. The chart piles the age bands per category.
 */
export const materialStockAnalyze = defineReport({
  key: 'material-stock-analyze',
  title: '物料库存分析',
  screen: '/material-stock-analyze',
  api: { prefix: '/inventory', name: 'MaterialStockAnalyze' },
  access: 'menu',
  fields: {
    materielTypeId: materialColumns.materielTypeId,
    warehouseId: materialColumns.warehouseId,
    materialCount: int('物料数'),
    onHand: kg('现存量（kg）'),
    value: value('库存金额（元）'),
    valueShare: percent('金额占比（%）', { permission: 'warehouse-amount' }),
    within6m: kg('6个月内（kg）'),
    m6To1y: kg('6-12个月（kg）'),
    y1To2y: kg('1-2年（kg）'),
    over2y: kg('2年以上（kg）'),
    dullQty: kg('90天无出入库（kg）'),
  },
  filters: ['warehouseId', 'materielTypeId'],
  columns: [
    'materielTypeId',
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
    category: 'materielTypeId',
    series: ['within6m', 'm6To1y', 'y1To2y', 'over2y'],
    stacked: true,
  },
  drill: {
    materielTypeId: {
      screen: '/material-stock-slug',
      params: { materielTypeId: 'materielTypeId', warehouseId: 'warehouseId' },
    },
  },
  description: '按物料类别汇总现存量与金额；库龄自批次首次入库日起算，呆滞指 90 天内没有任何出入库的批次。',
});
