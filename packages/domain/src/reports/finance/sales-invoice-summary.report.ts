import { amount, date, quantity, ref, text } from '../../documents/fields.ts';
import { defineReport, type ReportDef } from '../define.ts';

/**
 * 销售开票汇总 (SPEC /sales-invoice-summary): per customer, product and currency over a period,
 * what was invoiced (复核 invoices by 开票日期) and red-lettered (复核 red-letter invoices by 红冲日期):
 * quantity, amount with tax, the tax in it (at the order's tax rate, rounded once per row) and the
 * net. Drills to the invoice lines behind a row, each opening its invoice.
 */
const money = 'sale-bill-price-amount';
const yuan = (label: string) => amount(label, { permission: money, negative: true });
const kg = (label: string) => quantity(label, { negative: true });
const SUMMARY = '/sales-invoice-summary';

const flowFields = {
  qty: kg('开票数量（kg）'),
  amount: yuan('价税合计'),
  tax: yuan('税额'),
  redQty: kg('红冲数量（kg）'),
  redAmount: yuan('红冲金额'),
  netQty: kg('净开票数量（kg）'),
  netAmount: yuan('净开票金额'),
};
const flowColumns = ['qty', 'amount', 'tax', 'redQty', 'redAmount', 'netQty', 'netAmount'] as const;

export const salesInvoiceSummary = defineReport({
  key: 'sales-invoice-summary',
  title: '销售开票汇总',
  screen: SUMMARY,
  api: { prefix: '/finance', name: 'SalesInvoiceSummary' },
  access: 'menu',
  recordRule: { follows: 'customerId' },
  fields: {
    invoiceDate: date('开票日期'),
    customerId: ref('customer', '客户'),
    productId: ref('product', '产品'),
    currencyId: ref('currency', '币种'),
    ...flowFields,
  },
  filters: ['invoiceDate', 'customerId', 'productId', 'currencyId'],
  columns: ['customerId', 'productId', 'currencyId', ...flowColumns],
  defaultSort: { field: 'netAmount', order: 'desc' },
  sortable: ['customerId', 'productId', ...flowColumns],
  totals: [...flowColumns],
  drill: {
    productId: {
      screen: `${SUMMARY}/detail`,
      params: {
        customerId: 'customerId',
        productId: 'productId',
        currencyId: 'currencyId',
        invoiceDateStart: 'invoiceDateStart',
        invoiceDateEnd: 'invoiceDateEnd',
      },
    },
  },
  description:
    '复核的销售发票按开票日期、红字发票按红冲日期计入；税额 = 价税合计 × 税率 ÷ (1 + 税率)，税率取销售订单的税率，每行汇总后四舍五入一次；红冲金额为全部红字发票的金额，红冲数量只计开票有误、销售退货的红字发票（销售折让、服务终止只冲金额，货物仍为已开票）；净开票 = 开票 − 红冲。金额为单据币种。点击产品查看发票明细。',
});

/** …/detail: the invoice and red-letter lines behind a row, each opening its document. */
export const salesInvoiceSummaryDetail = defineReport({
  key: 'sales-invoice-summary-detail',
  title: '销售开票明细',
  screen: `${SUMMARY}/detail`,
  api: { prefix: '/finance', name: 'SalesInvoiceSummaryDetail' },
  access: 'menu',
  recordRule: { follows: 'customerId' },
  fields: {
    invoiceDate: date('日期'),
    kindLabel: text('类型'),
    number: text('单号'),
    customerId: ref('customer', '客户'),
    productId: ref('product', '产品'),
    currencyId: ref('currency', '币种'),
    ...flowFields,
  },
  filters: ['invoiceDate', 'customerId', 'productId', 'currencyId'],
  columns: ['invoiceDate', 'kindLabel', 'number', 'customerId', 'productId', 'currencyId', ...flowColumns],
  defaultSort: { field: 'invoiceDate', order: 'asc' },
  sortable: ['invoiceDate', 'number'],
  totals: [...flowColumns],
  drill: { number: { screen: '/salesInvoice/detail', screenFrom: 'screen', params: { id: 'docId' } } },
  description: '点击单号打开销售发票或红字发票。',
});

export const salesInvoiceSummaryReports: ReportDef[] = [salesInvoiceSummary, salesInvoiceSummaryDetail];
