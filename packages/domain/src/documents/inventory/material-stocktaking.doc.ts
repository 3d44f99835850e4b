import { stocktakingDeclaration } from './stock-documents.ts';
import { materialSide } from './stock-side.ts';

/** 物料盘点单 (SPEC /material-stocktaking): the shared count (stock-documents.ts) on the material side. */
export const materialStocktaking = stocktakingDeclaration(materialSide, {
  key: 'material-stocktaking',
  title: '物料盘点单',
  table: 'inv_material_stocktakings',
  screen: '/material-stocktaking',
  api: { prefix: '/inventory', name: 'MaterialClearing' },
  numberPrefix: 'PD',
  sheet: '物料盘点表',
});
