import {
  salesBasePrice,
  salesDelivery,
  salesMaterialDelivery,
  salesOrder,
  salesPriceApproval,
  salesReturn,
} from '@tiangong/domain';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/** Sales documents, built from their declarations (see the engine). */
export const salesBasePriceTable = documentTable(salesBasePrice);
export const salesPriceApprovalTable = documentTable(salesPriceApproval);
export const salesOrderTable = documentTable(salesOrder);
export const salesOrderItemsTable = itemsTable(salesOrder, salesOrderTable);
export const salesDeliveryTable = documentTable(salesDelivery);
export const salesDeliveryItemsTable = itemsTable(salesDelivery, salesDeliveryTable);
export const salesMaterialDeliveryTable = documentTable(salesMaterialDelivery);
export const salesMaterialDeliveryItemsTable = itemsTable(salesMaterialDelivery, salesMaterialDeliveryTable);
export const salesReturnTable = documentTable(salesReturn);
export const salesReturnItemsTable = itemsTable(salesReturn, salesReturnTable);
