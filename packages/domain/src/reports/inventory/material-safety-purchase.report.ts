import { enumOf, quantity } from '../../documents/fields.ts';
import { defineReport } from '../define.ts';
import { kg, materialColumns, unitCost, value } from './columns.ts';

/**
 * 安全库存请购明细 (SPEC /material-safety-stock/purchase-apply-detail): what purchasing should ask
 * for — every enabled safety-stock setting whose stock is under its lower or warning limit, with
 * the quantity that tops it up to the upper limit and, for those who may see money, its worth at
 * the current average cost.
 */
export const materialSafetyPurchase = defineReport({
  key: 'material-safety-purchase',
  title: '安全库存请购明细',
  screen: '/material-safety-stock/purchase-apply-detail',
  api: { prefix: '/inventory', name: 'MaterialSafeStockPurchaseApply' },
  access: 'menu',
  fields: {
    ...materialColumns,
    lowerLimit: quantity('下限（kg）'),
    warnLimit: quantity('预警量（kg）'),
    upperLimit: quantity('上限（kg）'),
    onHand: kg('现存量（kg）'),
    suggestedQty: quantity('建议请购量（kg）'),
    safetyState: enumOf('materialSafetyState', '库存状态'),
    unitCost: unitCost(),
    estimatedValue: value('预计金额（元）'),
  },
  filters: ['warehouseId', 'code', 'materielTypeId', 'safetyState'],
  columns: [
    'code',
    'name',
    'warehouseId',
    'lowerLimit',
    'warnLimit',
    'upperLimit',
    'onHand',
    'safetyState',
    'suggestedQty',
    'unitCost',
    'estimatedValue',
  ],
  defaultSort: { field: 'code', order: 'asc' },
  totals: ['suggestedQty', 'estimatedValue'],
  description: '列出低于下限或预警量的安全库存设置；建议请购量 = 上限 − 现存量，预计金额按当前平均单价估算。',
});
