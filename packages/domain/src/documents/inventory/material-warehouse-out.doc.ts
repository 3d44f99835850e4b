import { enumOf, ref } from '../fields.ts';
import { warehouseOutDeclaration } from './stock-documents.ts';
import { materialSide } from './stock-side.ts';

/**
 * 物料出库单 (SPEC /material-warehouse-out): materials leaving other than by requisition — back
 * to the supplier, sold, scrapped; the shared warehouse-out (stock-documents.ts) on the material
 * side, with the out type and the supplier a return goes back to.
 */
export const materialWarehouseOut = warehouseOutDeclaration(
  materialSide,
  {
    key: 'material-warehouse-out',
    title: '物料出库单',
    table: 'inv_material_outs',
    screen: '/material-warehouse-out',
    api: { prefix: '/inventory', name: 'MaterialOut' },
    numberPrefix: 'CK',
    prints: ['物料出库单（财务联）', '送货单'],
  },
  {
    outType: enumOf('materialOutType', '出库类型', { required: true }),
    supplierId: ref('supplier', '供应商', { help: '退供应商时必填' }),
  },
);
