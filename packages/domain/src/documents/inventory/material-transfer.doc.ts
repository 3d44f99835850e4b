import { transferDeclaration } from './stock-documents.ts';
import { materialSide } from './stock-side.ts';

/** 物料调拨单 (SPEC /material-transfer): the shared transfer (stock-documents.ts) on the material side. */
export const materialTransfer = transferDeclaration(materialSide, {
  key: 'material-transfer',
  title: '物料调拨单',
  table: 'inv_material_transfers',
  screen: '/material-transfer',
  api: { prefix: '/inventory', name: 'MaterialShifting' },
  numberPrefix: 'DB',
});
