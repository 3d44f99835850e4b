import { purchaseRedInvoice } from '@tiangong/domain';
import { redInvoiceHooks, redInvoiceSide } from './red-invoice.ts';
import type { ReturnSide } from './return-invoice.ts';

/**
 * 红字采购发票: the red-letter rules (`red-invoice.ts`) over purchase invoices and their
 * warehouse-in lines; paid blues give their payments back as 预付. Reason 采购退货 names a reviewed
 * return (退货 pending or done) and draws on its lines: 复核 gives the quantity back to the
 * warehouse-in lines' 已开票数量, so the store's 退货 of billed goods then passes; its 反审核 is
 * refused once those goods went back (they would be billed again).
 */
const purchaseReturns: ReturnSide = {
  table: 'pur_returns',
  items: 'pur_returns_items',
  line: 'warehouse_in_line_id',
  statuses: ['RETURN_PENDING', 'RETURNED'],
  notYet: '尚未审核',
  noun: '采购退货单',
  reason: '采购退货',
  lines: '入库明细',
  red: 'fin_purchase_red_invoices',
};

export const purchaseRedSide = redInvoiceSide(purchaseRedInvoice, purchaseReturns);

export const purchaseRedInvoiceHooks = redInvoiceHooks(purchaseRedSide);
