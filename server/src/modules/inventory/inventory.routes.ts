import {
  inventoryDocuments,
  materialRequisition,
  materialSafetyStock,
  materialSide,
  productRequisition,
  productSafetyStock,
  productSide,
  productStocktaking,
  productTransfer,
  productWarehouseIn,
  productWarehouseOut,
  trustedRequisition,
  trustedSide,
  trustedWarehouseIn,
} from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { derivedSql } from '../../platform/documents/derived-sql.ts';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import type { InventoryBridges } from './bridges.ts';
import { documentMoveRoutes } from './document-moves.routes.ts';
import { materialAcceptanceHooks } from './material-acceptance.hooks.ts';
import { productPackagingTable, productStockMergeTable } from './product-documents.tables.ts';
import { productMergeHooks } from './product-merge.hooks.ts';
import { productMergeRoutes } from './product-merge.routes.ts';
import { productPackagingHooks } from './product-packaging.hooks.ts';
import { inventoryReportRoutes } from './reports/inventory-reports.routes.ts';
import { materialRequisitionHooks, requisitionHooks } from './requisition.hooks.ts';
import { requisitionPickRoutes } from './requisition.routes.ts';
import {
  materialSafetyStockDerived,
  materialSafetyStockHooks,
  safetyStockDerived,
  safetyStockHooks,
} from './safety-stock.hooks.ts';
import { materialCostAdjustHooks, productCostAdjustHooks } from './stock-cost-adjust.hooks.ts';
import {
  dullSchemeTable,
  materialAcceptanceTable,
  materialCostAdjustTable,
  materialRequisitionTable,
  materialSafetyStockTable,
  materialStocktakingTable,
  materialTransferTable,
  materialWarehouseInTable,
  materialWarehouseOutTable,
  productCostAdjustTable,
  productRequisitionTable,
  productSafetyStockTable,
  productStocktakingTable,
  productTransferTable,
  productWarehouseInTable,
  productWarehouseOutTable,
  trustedRequisitionTable,
  trustedWarehouseInTable,
} from './stock-documents.tables.ts';
import { stockLocationRoutes } from './stock-location.routes.ts';
import { stockLookupRoutes } from './stock-lookup.routes.ts';
import { stockPeriodRoutes } from './stock-period.routes.ts';
import { stockReservationRoutes } from './stock-reservation.routes.ts';
import { materialStocktakingHooks, stocktakingHooks } from './stocktaking.hooks.ts';
import { materialTransferHooks, transferHooks } from './transfer.hooks.ts';
import { materialWarehouseInHooks, warehouseInHooks } from './warehouse-in.hooks.ts';
import { materialWarehouseOutHooks, warehouseOutHooks } from './warehouse-out.hooks.ts';

/**
 * Inventory documents on the engine (business rules in their hooks, one set serving every side of
 * the warehouse), picks and the month-end close.
 */
const documents = {
  'material-requisition': [materialRequisitionTable, materialRequisitionHooks],
  'material-warehouse-out': [materialWarehouseOutTable, materialWarehouseOutHooks],
  'material-transfer': [materialTransferTable, materialTransferHooks],
  'material-stocktaking': [materialStocktakingTable, materialStocktakingHooks],
  'material-safety-stock': [materialSafetyStockTable, materialSafetyStockHooks],
  // A named rule and nothing more: the engine's own checks (unique name, ranges) suffice.
  'dull-scheme': [dullSchemeTable, {}],
  'product-warehouse-in': [productWarehouseInTable, warehouseInHooks(productSide, productWarehouseIn)],
  'product-requisition': [productRequisitionTable, requisitionHooks(productSide, productRequisition)],
  'product-warehouse-out': [productWarehouseOutTable, warehouseOutHooks(productSide, productWarehouseOut)],
  'product-transfer': [productTransferTable, transferHooks(productSide, productTransfer)],
  'product-stocktaking': [productStocktakingTable, stocktakingHooks(productSide, productStocktaking)],
  'product-safety-stock': [productSafetyStockTable, safetyStockHooks(productSide, productSafetyStock)],
  'product-packaging': [productPackagingTable, productPackagingHooks],
  'product-stock-merge': [productStockMergeTable, productMergeHooks],
  // 受托仓: the same warehouse-in and requisition on the trusted side (owner, no value).
  'trusted-warehouse-in': [trustedWarehouseInTable, warehouseInHooks(trustedSide, trustedWarehouseIn)],
  'trusted-requisition': [trustedRequisitionTable, requisitionHooks(trustedSide, trustedRequisition)],
  // 成本调整: value-only moves of the valued sides (finance's documents on the stock ledger).
  'material-cost-adjust': [materialCostAdjustTable, materialCostAdjustHooks],
  'product-cost-adjust': [productCostAdjustTable, productCostAdjustHooks],
} as const satisfies Record<string, readonly [unknown, DocumentHooks]>;

/** Fields computed when a record is read (the safety stocks' state). */
const derivedFields = new Map([
  derivedSql(materialSafetyStock, materialSafetyStockDerived),
  derivedSql(productSafetyStock, safetyStockDerived(productSide, productSafetyStock)),
]);

/**
 * Inventory's documents and routes. The material acceptance and warehouse-in meet purchase orders
 * and invoices: what they need of those the bridge rooms bring (`bridges.ts`).
 */
export function inventoryRoutes(app: FastifyInstance, bridges: InventoryBridges): void {
  const all = {
    ...documents,
    'material-acceptance': [materialAcceptanceTable, materialAcceptanceHooks],
    'material-warehouse-in': [materialWarehouseInTable, materialWarehouseInHooks(bridges.purchase)],
  } as const satisfies Record<string, readonly [unknown, DocumentHooks]>;
  for (const def of inventoryDocuments) {
    const [table, hooks] = all[def.key as keyof typeof all];
    documentRoutes(app, app.documents.register(def, table, hooks, derivedFields.get(def.key) ?? {}));
  }
  requisitionPickRoutes(app, materialSide, materialRequisition);
  requisitionPickRoutes(app, productSide, productRequisition);
  requisitionPickRoutes(app, trustedSide, trustedRequisition);
  productMergeRoutes(app);
  documentMoveRoutes(app);
  stockPeriodRoutes(app);
  stockReservationRoutes(app);
  stockLocationRoutes(app);
  stockLookupRoutes(app);
  inventoryReportRoutes(app);
}
