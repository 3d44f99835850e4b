import { warehouseInInvoiceState } from '../finance/warehouse-in-invoice-state.ts';

/**
 * The bridge room between inventory and finance: the material warehouse-in's 开票状态 is finance's
 * SQL over its purchase invoices, served with inventory's document. Inventory asks for it as
 * `InventoryBridges.materialWarehouseInDerived`; `modules/index.ts` hands it this.
 */
export const materialWarehouseInBilling = { invoiceState: warehouseInInvoiceState };
