import { materialWarehouseIn } from '../inventory/material-warehouse-in.doc.ts';
import { drawsOn } from '../links.ts';
import { purchaseInvoice } from './purchase-invoice.doc.ts';
import { redInvoiceDocument } from './red-invoice.ts';

/**
 * 红字采购发票 (/purchaseRedInvoice; issue 18): the supplier's red-letter VAT invoice reversing lines
 * of one issued purchase invoice (reasons 开票有误, 采购退货, 服务终止, 采购折让) — the same
 * declaration as the sales one (`redInvoiceDocument`). 复核 lowers the payable: it takes its amount
 * off the blue invoice's open amount (reversing the blue's write-offs where it was paid, so the
 * payments become 预付 again) and gives the quantity back to the warehouse-in lines' 已开票数量.
 * The typical case is a purchase return after invoicing: the red invoice (reason 采购退货) names the
 * return and its lines draw on the return's lines; once 复核 the billed goods may go back (the
 * return's 退货 refuses goods still billed).
 */
export const purchaseRedInvoice = redInvoiceDocument({
  key: 'purchase-red-invoice',
  title: '红字采购发票',
  table: 'fin_purchase_red_invoices',
  screen: '/purchaseRedInvoice',
  api: { prefix: '/purchaseInvoice', name: 'PurchaseRedInvoice' },
  party: { field: 'supplierId', target: 'supplier', label: '供应商' },
  blue: purchaseInvoice,
  item: { field: 'materielId', target: 'materiel', label: '物料' },
  source: {
    field: 'warehouseInLineId',
    label: '入库单行',
    link: 'red-in',
    drawsOn: drawsOn(materialWarehouseIn, {
      noun: '入库单',
      qty: 'qty',
      drawn: 'invoicedQty',
      statuses: ['IN_PUT_WAREHOUSE'],
      party: 'supplierId',
    }),
  },
  returns: { target: 'purchase-return', label: '采购退货单' },
  reasons: 'purchaseRedReason',
  priceLabel: '发票单价',
  money: 'material-bill-price-amount',
  edit: 'purchase-finance-edit',
  numberPrefix: 'CHZ',
});
