import {
  dullScheme,
  materialAcceptance,
  materialRequisition,
  materialSafetyStock,
  materialStocktaking,
  materialTransfer,
  materialWarehouseIn,
  materialWarehouseOut,
} from '@tiangong/domain';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/** Documents of the material warehouse, built from their declarations (see the engine). */
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

/**
 * The batches picked for each requisition line (多批号领料): one line may take several batches.
 * Reserved while the requisition waits; issued exactly as picked when it is collected.
 */
export const materialRequisitionPicks = pgTable(
  'inv_material_requisition_picks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    docId: integer('doc_id')
      .notNull()
      .references(() => materialRequisitionTable.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => materialRequisitionItemsTable.id, { onDelete: 'cascade' }),
    materielId: integer('materiel_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    allocationId: integer('allocation_id').notNull().default(0),
    batchNo: text('batch_no').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
  },
  (t) => [index('inv_material_requisition_picks_doc').on(t.docId)],
);
