import { inventoryDocuments } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { documentMoveRoutes } from './document-moves.routes.ts';
import { materialAcceptanceHooks } from './material-acceptance.hooks.ts';
import {
  dullSchemeTable,
  materialAcceptanceTable,
  materialRequisitionTable,
  materialSafetyStockTable,
  materialStocktakingTable,
  materialTransferTable,
  materialWarehouseInTable,
  materialWarehouseOutTable,
} from './material-documents.tables.ts';
import { materialRequisitionHooks } from './material-requisition.hooks.ts';
import { requisitionPickRoutes } from './material-requisition.routes.ts';
import { materialSafetyStockDerived, materialSafetyStockHooks } from './material-safety-stock.hooks.ts';
import { materialStocktakingHooks } from './material-stocktaking.hooks.ts';
import { materialTransferHooks } from './material-transfer.hooks.ts';
import { materialWarehouseInHooks } from './material-warehouse-in.hooks.ts';
import { materialWarehouseOutHooks } from './material-warehouse-out.hooks.ts';
import { productPackagingTable, productStockMergeTable } from './product-documents.tables.ts';
import { productMergeHooks } from './product-merge.hooks.ts';
import { productMergeRoutes } from './product-merge.routes.ts';
import { productPackagingHooks } from './product-packaging.hooks.ts';
import { inventoryReportRoutes } from './reports/inventory-reports.routes.ts';
import { stockPeriodRoutes } from './stock-period.routes.ts';
import { stockReservationRoutes } from './stock-reservation.routes.ts';

/** Inventory documents on the engine (business rules in their hooks), picks and the month-end close. */
const documents = {
  'material-acceptance': [materialAcceptanceTable, materialAcceptanceHooks],
  'material-warehouse-in': [materialWarehouseInTable, materialWarehouseInHooks],
  'material-requisition': [materialRequisitionTable, materialRequisitionHooks],
  'material-warehouse-out': [materialWarehouseOutTable, materialWarehouseOutHooks],
  'material-transfer': [materialTransferTable, materialTransferHooks],
  'material-stocktaking': [materialStocktakingTable, materialStocktakingHooks],
  'material-safety-stock': [materialSafetyStockTable, materialSafetyStockHooks],
  // A named rule and nothing more: the engine's own checks (unique name, ranges) suffice.
  'dull-scheme': [dullSchemeTable, {}],
  'product-packaging': [productPackagingTable, productPackagingHooks],
  'product-stock-merge': [productStockMergeTable, productMergeHooks],
} as const satisfies Record<string, readonly [unknown, DocumentHooks]>;

export function inventoryRoutes(app: FastifyInstance): void {
  for (const def of inventoryDocuments) {
    const [table, hooks] = documents[def.key as keyof typeof documents];
    const derived = def.key === 'material-safety-stock' ? materialSafetyStockDerived : {};
    documentRoutes(app, app.documents.register(def, table, hooks, derived));
  }
  requisitionPickRoutes(app);
  productMergeRoutes(app);
  documentMoveRoutes(app);
  stockPeriodRoutes(app);
  stockReservationRoutes(app);
  inventoryReportRoutes(app);
}
