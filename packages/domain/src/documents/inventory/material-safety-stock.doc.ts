import { defineMasterData } from '../define.ts';
import { enumOf, quantity, ref, text } from '../fields.ts';

/**
 * 物料安全库存 (SPEC /material-safety-stock): lower, warning and upper limits of a material in a
 * warehouse (or in all material warehouses). The list compares them with the stock on hand at the
 * moment it is read: 低于下限 (UNDER), 低于预警 (WARN, material page only), 高于上限 (OVER), 正常.
 */
export const materialSafetyStock = defineMasterData({
  key: 'material-safety-stock',
  title: '物料安全库存',
  table: 'inv_material_safety_stocks',
  screen: '/material-safety-stock',
  name: 'MaterialSafeStock',
  prefix: '/inventory',
  edit: 'warehouse-review',
  fields: {
    materielId: ref('materiel', '物料', { required: true }),
    warehouseId: ref('warehouse', '仓库', { help: '不选则按全部原料仓合计' }),
    lowerLimit: quantity('下限（kg）', { required: true, min: 0 }),
    warnLimit: quantity('预警量（kg）', { required: true, min: 0, help: '介于下限和上限之间' }),
    upperLimit: quantity('上限（kg）', { required: true }),
    onHand: quantity('现存量（kg）', { derived: true }),
    suggestedQty: quantity('建议采购量（kg）', { derived: true, help: '补足到上限' }),
    safetyState: enumOf('materialSafetyState', '库存状态', { derived: true }),
    remark: text('备注', { max: 200, list: false }),
  },
  display: ['materielId'],
  filters: ['materielId', 'warehouseId', 'safetyState', 'status'],
  columns: [
    'materielId',
    'warehouseId',
    'lowerLimit',
    'warnLimit',
    'upperLimit',
    'onHand',
    'suggestedQty',
    'safetyState',
    'status',
  ],
});
