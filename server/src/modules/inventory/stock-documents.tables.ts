import {
  dullScheme,
  materialAcceptance,
  materialCostAdjust,
  materialRequisition,
  materialSafetyStock,
  materialStocktaking,
  materialTransfer,
  materialWarehouseIn,
  materialWarehouseOut,
  productCostAdjust,
  productRequisition,
  productSafetyStock,
  productStocktaking,
  productTransfer,
  productWarehouseIn,
  productWarehouseOut,
  trustedRequisition,
  trustedWarehouseIn,
} from '@tiangong/domain';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/** Documents of the material and product warehouses, built from their declarations (see the engine). */
export const materialAcceptanceTable = documentTable(materialAcceptance);
export const materialAcceptanceItemsTable = itemsTable(materialAcceptance, materialAcceptanceTable);
export const materialWarehouseInTable = documentTable(materialWarehouseIn);
export const materialWarehouseInItemsTable = itemsTable(materialWarehouseIn, materialWarehouseInTable);
export const materialRequisitionTable = documentTable(materialRequisition);
export const materialRequisitionItemsTable = itemsTable(materialRequisition, materialRequisitionTable);
export const materialWarehouseOutTable = documentTable(materialWarehouseOut);
export const materialWarehouseOutItemsTable = itemsTable(materialWarehouseOut, materialWarehouseOutTable);
export const materialTransferTable = documentTable(materialTransfer);
export const materialTransferItemsTable = itemsTable(materialTransfer, materialTransferTable);
export const materialStocktakingTable = documentTable(materialStocktaking);
export const materialStocktakingItemsTable = itemsTable(materialStocktaking, materialStocktakingTable);

export const materialSafetyStockTable = documentTable(materialSafetyStock);
export const dullSchemeTable = documentTable(dullScheme);

export const productWarehouseInTable = documentTable(productWarehouseIn);
export const productWarehouseInItemsTable = itemsTable(productWarehouseIn, productWarehouseInTable);
export const productRequisitionTable = documentTable(productRequisition);
export const productRequisitionItemsTable = itemsTable(productRequisition, productRequisitionTable);
export const productWarehouseOutTable = documentTable(productWarehouseOut);
export const productWarehouseOutItemsTable = itemsTable(productWarehouseOut, productWarehouseOutTable);
export const productTransferTable = documentTable(productTransfer);
export const productTransferItemsTable = itemsTable(productTransfer, productTransferTable);
export const productStocktakingTable = documentTable(productStocktaking);
export const productStocktakingItemsTable = itemsTable(productStocktaking, productStocktakingTable);
export const productSafetyStockTable = documentTable(productSafetyStock);

export const trustedWarehouseInTable = documentTable(trustedWarehouseIn);
export const trustedWarehouseInItemsTable = itemsTable(trustedWarehouseIn, trustedWarehouseInTable);
export const trustedRequisitionTable = documentTable(trustedRequisition);
export const trustedRequisitionItemsTable = itemsTable(trustedRequisition, trustedRequisitionTable);

/** 成本调整 (value-only adjustments of the material and product stock). */
export const materialCostAdjustTable = documentTable(materialCostAdjust);
export const materialCostAdjustItemsTable = itemsTable(materialCostAdjust, materialCostAdjustTable);
export const productCostAdjustTable = documentTable(productCostAdjust);
export const productCostAdjustItemsTable = itemsTable(productCostAdjust, productCostAdjustTable);

/**
 * The batches picked for each requisition line (多批号领料): one line may take several batches.
 * Reserved while the requisition waits; issued exactly as picked when it is collected. One table
 * per requisition type, its item column named as the side names it.
 */
function requisitionPicks(
  name: string,
  docs: typeof materialRequisitionTable,
  lines: typeof materialRequisitionItemsTable,
  itemColumn: 'materiel_id' | 'product_id',
) {
  return pgTable(
    name,
    {
      id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      docId: integer('doc_id')
        .notNull()
        .references(() => docs.id, { onDelete: 'cascade' }),
      lineId: integer('line_id')
        .notNull()
        .references(() => lines.id, { onDelete: 'cascade' }),
      itemId: integer(itemColumn).notNull(),
      warehouseId: integer('warehouse_id').notNull(),
      allocationId: integer('allocation_id').notNull().default(0),
      batchNo: text('batch_no').notNull(),
      qty: bigint('qty', { mode: 'number' }).notNull(),
    },
    (t) => [index(`${name}_doc`).on(t.docId)],
  );
}

export const materialRequisitionPicks = requisitionPicks(
  'inv_material_requisition_picks',
  materialRequisitionTable,
  materialRequisitionItemsTable,
  'materiel_id',
);
export const productRequisitionPicks = requisitionPicks(
  'inv_product_requisition_picks',
  productRequisitionTable,
  productRequisitionItemsTable,
  'product_id',
);
export const trustedRequisitionPicks = requisitionPicks(
  'inv_trusted_requisition_picks',
  trustedRequisitionTable,
  trustedRequisitionItemsTable,
  'materiel_id',
);
