import { safetyStockDeclaration } from './stock-documents.ts';
import { materialSide } from './stock-side.ts';

/**
 * 物料安全库存 (SPEC /material-safety-stock): lower, warning and upper limits of a material in a
 * warehouse (or in all material warehouses). The list compares them with the stock on hand at the
 * moment it is read: 低于下限 (UNDER), 低于预警 (WARN, material page only), 高于上限 (OVER), 正常.
 */
export const materialSafetyStock = safetyStockDeclaration(materialSide, {
  key: 'material-safety-stock',
  title: '物料安全库存',
  table: 'inv_material_safety_stocks',
  screen: '/material-safety-stock',
  name: 'MaterialSafeStock',
  prefix: '/inventory',
  warn: true,
});

/**
 * The stock states 一键请购 reorders (an apply for the shortfall up to the upper limit): under the
 * lower limit, and under the warning level — the reorder level of Odoo / ERPNext, below which one
 * buys before the floor is reached. The action's `when` and the call's check both read it.
 */
export const reorderStates: readonly string[] = ['UNDER', 'WARN'];
