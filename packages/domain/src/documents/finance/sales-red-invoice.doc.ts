import { drawsOn } from '../links.ts';
import { salesDelivery } from '../sales/sales-delivery.doc.ts';
import { redInvoiceDocument } from './red-invoice.ts';
import { salesInvoice } from './sales-invoice.doc.ts';

/**
 * 红字发票 (SPEC: sales invoices' "red-flag change"; issue 18 item 2): reverses lines of one issued
 * blue sales invoice (reasons 开票有误, 销售退货, 服务终止, 销售折让); 复核 reverses the blue's
 * write-offs where it was paid (the receipts become 预收 again) and gives the quantity back to the
 * deliveries' 已开票数量 — `redInvoiceDocument` (red-invoice.ts), shared with 红字采购发票.
 */
export const salesRedInvoice = redInvoiceDocument({
  key: 'sales-red-invoice',
  title: '红字发票',
  table: 'fin_sales_red_invoices',
  screen: '/salesRedInvoice',
  api: { prefix: '/finance', name: 'SalesRedInvoice' },
  party: { field: 'customerId', target: 'customer', label: '客户' },
  blue: salesInvoice,
  item: { field: 'productId', target: 'product', label: '产品' },
  source: {
    field: 'deliveryLineId',
    label: '出库单行',
    link: 'red-delivery',
    drawsOn: drawsOn(salesDelivery, {
      noun: '出库单',
      qty: 'qty',
      drawn: 'invoicedQty',
      statuses: ['OUT_PUT_WAREHOUSE', 'RETURNED'],
      party: 'customerId',
    }),
  },
  returns: { target: 'sales-return', label: '销售退货单' },
  reasons: 'redReason',
  priceLabel: '含税单价',
  money: 'sale-bill-price-amount',
  edit: 'finance-document-edit',
  numberPrefix: 'HZ',
  recordRule: { follows: 'customerId' },
});
