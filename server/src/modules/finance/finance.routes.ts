import {
  financeDocuments,
  purchaseInvoice,
  purchaseOpeningBalance,
  salesInvoice,
  salesOpeningBalance,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { derivedSql } from '../../platform/documents/derived-sql.ts';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { accountsPeriodGuard } from './accounts-period.guard.ts';
import { autoWriteOffRoutes } from './auto-writeoff.routes.ts';
import { creditReviewRoutes } from './credit-review.routes.ts';
import {
  financeSettingTable,
  purchaseInvoiceTable,
  purchaseOpeningBalanceTable,
  purchasePaymentTable,
  purchaseRedInvoiceTable,
  purchaseWriteOffTable,
  salesInvoiceTable,
  salesOpeningBalanceTable,
  salesReceiptTable,
  salesRedInvoiceTable,
  salesWriteOffTable,
} from './finance.tables.ts';
import { financeReportRoutes } from './finance-reports.routes.ts';
import { financeSettingHooks } from './finance-setting.ts';
import { openingBalanceHooks } from './opening-balance.hooks.ts';
import { purchaseInvoiceHooks } from './purchase-invoice.hooks.ts';
import { purchaseInvoiceReviewRoutes } from './purchase-invoice-review.ts';
import { purchasePaymentHooks } from './purchase-payment.hooks.ts';
import { purchaseRedInvoiceHooks } from './purchase-red-invoice.hooks.ts';
import { salesInvoiceHooks } from './sales-invoice.hooks.ts';
import { salesReceiptHooks } from './sales-receipt.hooks.ts';
import { salesRedInvoiceHooks } from './sales-red-invoice.hooks.ts';
import { purchaseWriteOffHooks, salesWriteOffHooks } from './write-off.ts';

const documents = {
  'sales-invoice': [salesInvoiceTable, salesInvoiceHooks],
  'sales-red-invoice': [salesRedInvoiceTable, salesRedInvoiceHooks],
  'sales-receipt': [salesReceiptTable, salesReceiptHooks],
  'sales-writeoff': [salesWriteOffTable, salesWriteOffHooks],
  'sales-opening-balance': [salesOpeningBalanceTable, openingBalanceHooks(salesOpeningBalance)],
  'finance-setting': [financeSettingTable, financeSettingHooks],
  'purchase-invoice': [purchaseInvoiceTable, purchaseInvoiceHooks],
  'purchase-payment': [purchasePaymentTable, purchasePaymentHooks],
  'purchase-writeoff': [purchaseWriteOffTable, purchaseWriteOffHooks],
  'purchase-opening-balance': [purchaseOpeningBalanceTable, openingBalanceHooks(purchaseOpeningBalance)],
  'purchase-red-invoice': [purchaseRedInvoiceTable, purchaseRedInvoiceHooks],
} as const satisfies Record<string, readonly [unknown, DocumentHooks]>;

/** A purchase invoice's 价差审核: pending while a line waits, not approved while one was refused. */
const priceReview = sql`(case
  when exists (select 1 from fin_purchase_invoices_items i where i.doc_id = t.id and i.price_state = 'APPROVAL_PENDING')
    then 'APPROVAL_PENDING'
  when exists (select 1 from fin_purchase_invoices_items i where i.doc_id = t.id and i.price_state = 'APPROVAL_NOT_APPROVED')
    then 'APPROVAL_NOT_APPROVED'
  else 'NORMAL' end)`;

/** 发货运单号: the waybills of the deliveries a sales invoice's lines bill, each once. */
const deliveryWaybills = sql`(select string_agg(distinct d.waybill_no, '、' order by d.waybill_no)
  from fin_sales_invoices_items i join sal_deliveries_items l on l.id = i.delivery_line_id
  join sal_deliveries d on d.id = l.doc_id where i.doc_id = t.id and coalesce(d.waybill_no, '') <> '')`;
/** The buyer of a sales invoice as a 增值税专用发票 names it: its customer's record, read when shown. */
const buyer = (value: SQL) => sql`(select ${value} from md_customers c where c.id = t.customer_id)`;
// 未核销金额 (openAmount) is the engine's, from the write-offs' amount links (`writtenOff`).
const derivedFields = new Map([
  derivedSql(salesInvoice, {
    deliveryWaybills,
    buyerTaxNo: buyer(sql`c.tax_no`),
    buyerAddress: buyer(sql`nullif(concat_ws(' ', c.address, c.phone), '')`),
    buyerBank: buyer(sql`nullif(concat_ws(' ', c.bank_name, c.bank_account), '')`),
  }),
  derivedSql(purchaseInvoice, { priceReview }),
]);

export function financeRoutes(app: FastifyInstance): void {
  // A closed month of 往来 freezes every declaration dated in it, whichever module registers it.
  app.documents.guard(accountsPeriodGuard);
  for (const def of financeDocuments) {
    const [table, hooks] = documents[def.key as keyof typeof documents];
    documentRoutes(app, app.documents.register(def, table, hooks, derivedFields.get(def.key) ?? {}));
  }
  autoWriteOffRoutes(app);
  creditReviewRoutes(app);
  purchaseInvoiceReviewRoutes(app);
  financeReportRoutes(app);
}
