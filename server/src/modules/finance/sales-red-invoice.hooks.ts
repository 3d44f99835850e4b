import { salesRedInvoice } from '@tiangong/domain';
import { type RedInvoiceSide, redInvoiceHooks } from './red-invoice.ts';
import { salesReturns } from './return-invoice.ts';
import { salesPair } from './write-off.ts';

/**
 * 红字发票: the red-letter rules (`red-invoice.ts`) over sales invoices and their delivery lines;
 * paid blues give their receipts back as 预收; reason 销售退货 names a confirmed return
 * (`return-invoice.ts`: the return's 开票状态 follows). Its 反审核 is refused once goods of those
 * delivery lines came back (they would be billed again), as on the purchase side.
 */
export const salesRedSide: RedInvoiceSide = {
  def: salesRedInvoice,
  blue: { table: 'fin_sales_invoices', items: 'fin_sales_invoices_items' },
  party: { column: 'customer_id', field: 'customerId', noun: '客户' },
  item: { column: 'product_id', field: 'productId' },
  source: { column: 'delivery_line_id', field: 'deliveryLineId' },
  writeOffs: salesPair,
  returns: salesReturns,
  rebill: { items: 'sal_deliveries_items', docs: 'sal_deliveries', noun: '出库单' },
};

export const salesRedInvoiceHooks = redInvoiceHooks(salesRedSide);
