import { salesInvoice, salesReceipt, salesWriteOff } from '@tiangong/domain';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/** Finance's documents, built from their declarations (see the engine). */
export const salesInvoiceTable = documentTable(salesInvoice);
export const salesInvoiceItemsTable = itemsTable(salesInvoice, salesInvoiceTable);
export const salesReceiptTable = documentTable(salesReceipt);
export const salesWriteOffTable = documentTable(salesWriteOff);
