import {
  materialPrice,
  purchaseApply,
  purchaseOrder,
  purchaseRequest,
  purchaseReturn,
  purchaseSetting,
} from '@tiangong/domain';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/** Purchasing's documents, built from their declarations (see the engine). */
export const materialPriceTable = documentTable(materialPrice);
export const purchaseApplyTable = documentTable(purchaseApply);
export const purchaseApplyItemsTable = itemsTable(purchaseApply, purchaseApplyTable);
export const purchaseOrderTable = documentTable(purchaseOrder);
export const purchaseOrderItemsTable = itemsTable(purchaseOrder, purchaseOrderTable);
export const purchaseRequestTable = documentTable(purchaseRequest);
export const purchaseRequestItemsTable = itemsTable(purchaseRequest, purchaseRequestTable);
export const purchaseSettingTable = documentTable(purchaseSetting);
export const purchaseReturnTable = documentTable(purchaseReturn);
export const purchaseReturnItemsTable = itemsTable(purchaseReturn, purchaseReturnTable);
