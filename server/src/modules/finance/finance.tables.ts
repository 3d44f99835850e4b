import {
  financeSetting,
  purchaseInvoice,
  purchaseOpeningBalance,
  purchasePayment,
  purchaseRedInvoice,
  purchaseWriteOff,
  salesInvoice,
  salesOpeningBalance,
  salesReceipt,
  salesRedInvoice,
  salesWriteOff,
} from '@tiangong/domain';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/** Finance's documents, built from their declarations (see the engine). */
export const salesInvoiceTable = documentTable(salesInvoice);
export const salesInvoiceItemsTable = itemsTable(salesInvoice, salesInvoiceTable);
export const salesRedInvoiceTable = documentTable(salesRedInvoice);
export const salesRedInvoiceItemsTable = itemsTable(salesRedInvoice, salesRedInvoiceTable);
export const salesReceiptTable = documentTable(salesReceipt);
export const salesWriteOffTable = documentTable(salesWriteOff);
export const financeSettingTable = documentTable(financeSetting);
export const salesOpeningBalanceTable = documentTable(salesOpeningBalance);
export const purchaseInvoiceTable = documentTable(purchaseInvoice);
export const purchaseInvoiceItemsTable = itemsTable(purchaseInvoice, purchaseInvoiceTable);
export const purchasePaymentTable = documentTable(purchasePayment);
export const purchaseWriteOffTable = documentTable(purchaseWriteOff);
export const purchaseOpeningBalanceTable = documentTable(purchaseOpeningBalance);
export const purchaseRedInvoiceTable = documentTable(purchaseRedInvoice);
export const purchaseRedInvoiceItemsTable = itemsTable(purchaseRedInvoice, purchaseRedInvoiceTable);
