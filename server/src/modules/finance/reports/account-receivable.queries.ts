import { keptAgingDays } from '../finance-setting.ts';
import { type BalanceSide, balanceAgingQuery } from './balance-aging.queries.ts';

/**
 * 应收账款: sales invoices (less red-letter ones) and 期初应收 − receipts per customer; 业务员 = the
 * customer's owner.
 */
export const receivableSide: BalanceSide = {
  party: { column: 'customer_id', key: 'customerId', labels: 'md_customers', filter: 'customerId' },
  invoices: { table: 'fin_sales_invoices', date: 'invoice_date' },
  payments: { table: 'fin_sales_receipts', date: 'receipt_date', amount: 'amount' },
  paidAs: 'received',
  writeOffs: { table: 'fin_sales_writeoffs', payment: 'receipt_id' },
  red: { table: 'fin_sales_red_invoices', blue: 'blue_invoice_id', date: 'red_date', kept: 'red_amount' },
  openings: { table: 'fin_sales_openings', date: 'open_date', writeOff: 'opening_id' },
  owner: { column: 'owner_id', key: 'salerId', filter: 'salerId' },
};

/** 应付账款: purchase invoices (less red-letter ones) and 期初应付 − payments per supplier. */
export const payableSide: BalanceSide = {
  party: { column: 'supplier_id', key: 'supplierId', labels: 'md_suppliers', filter: 'supplierId' },
  invoices: { table: 'fin_purchase_invoices', date: 'invoice_date' },
  payments: { table: 'fin_purchase_payments', date: 'pay_date', amount: 'amount' },
  paidAs: 'paid',
  writeOffs: { table: 'fin_purchase_writeoffs', payment: 'payment_id' },
  red: { table: 'fin_purchase_red_invoices', blue: 'blue_invoice_id', date: 'red_date', kept: 'red_amount' },
  openings: { table: 'fin_purchase_openings', date: 'open_date', writeOff: 'opening_id' },
};

/** Both age by 财务设置's boundaries. */
export const accountReceivableQuery = balanceAgingQuery(receivableSide, keptAgingDays);
export const purchasePayableQuery = balanceAgingQuery(payableSide, keptAgingDays);
