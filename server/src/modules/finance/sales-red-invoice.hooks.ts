import { salesRedInvoice } from '@tiangong/domain';
import { redInvoiceHooks, redInvoiceSide } from './red-invoice.ts';
import { salesReturns } from './return-invoice.ts';

/**
 * 红字发票: the red-letter rules (`red-invoice.ts`) over sales invoices and their delivery lines;
 * paid blues give their receipts back as 预收; reason 销售退货 names a confirmed return
 * (`return-invoice.ts`: the return's 开票状态 follows). Its 反审核 is refused once goods of those
 * delivery lines came back (they would be billed again), as on the purchase side.
 */
export const salesRedSide = redInvoiceSide(salesRedInvoice, salesReturns);

export const salesRedInvoiceHooks = redInvoiceHooks(salesRedSide);
