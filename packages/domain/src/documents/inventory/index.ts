import type { DocumentDef } from '../define.ts';
import { dullScheme } from './dull-scheme.doc.ts';
import { materialAcceptance } from './material-acceptance.doc.ts';
import { materialRequisition } from './material-requisition.doc.ts';
import { materialSafetyStock } from './material-safety-stock.doc.ts';
import { materialStocktaking } from './material-stocktaking.doc.ts';
import { materialTransfer } from './material-transfer.doc.ts';
import { materialWarehouseIn } from './material-warehouse-in.doc.ts';
import { materialWarehouseOut } from './material-warehouse-out.doc.ts';
import {
  productRequisition,
  productSafetyStock,
  productStocktaking,
  productTransfer,
  productWarehouseIn,
  productWarehouseOut,
} from './product-documents.doc.ts';
import { productPackaging } from './product-packaging.doc.ts';
import { productStockMerge } from './product-stock-merge.doc.ts';
import { materialCostAdjust, productCostAdjust } from './stock-cost-adjust.doc.ts';
import { trustedRequisition, trustedWarehouseIn } from './trusted-documents.doc.ts';

export * from './dull-scheme.doc.ts';
export * from './material-acceptance.doc.ts';
export * from './material-requisition.doc.ts';
export * from './material-safety-stock.doc.ts';
export * from './material-stocktaking.doc.ts';
export * from './material-transfer.doc.ts';
export * from './material-warehouse-in.doc.ts';
export * from './material-warehouse-out.doc.ts';
export * from './product-documents.doc.ts';
export * from './product-packaging.doc.ts';
export * from './product-stock-merge.doc.ts';
export * from './stock-cost-adjust.doc.ts';
export * from './stock-documents.ts';
export * from './stock-side.ts';
export * from './trusted-documents.doc.ts';

/** Documents of the material, product and trusted warehouses, in the order of their menus. */
export const inventoryDocuments: DocumentDef[] = [
  materialAcceptance,
  materialWarehouseIn,
  materialRequisition,
  materialWarehouseOut,
  materialTransfer,
  materialStocktaking,
  materialSafetyStock,
  dullScheme,
  productWarehouseIn,
  productRequisition,
  productWarehouseOut,
  productTransfer,
  productStocktaking,
  productSafetyStock,
  productPackaging,
  productStockMerge,
  trustedWarehouseIn,
  trustedRequisition,
  // Finance's 成本调整 of each valued side (its menu is finance's).
  materialCostAdjust,
  productCostAdjust,
];
