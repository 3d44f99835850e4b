import { amount, date, ref } from '../../documents/fields.ts';
import { defineReport, type ReportDef } from '../define.ts';
import { accountPayableAnalyze, accountPayableAnalyzeMonth } from './account-payable-analyze.report.ts';
import { grossProfitReports } from './gross-profit.report.ts';
import { productCostInReports } from './product-cost-in.report.ts';
import { purchaseInvoiceSummary, purchaseInvoiceSummaryDetail } from './purchase-invoice-summary.report.ts';
import { purchasePayable } from './purchase-payable.report.ts';
import { receivableAnalysisReports } from './receivable-analyses.report.ts';
import { salesInvoiceSummaryReports } from './sales-invoice-summary.report.ts';

/**
 * 应收账款 (SPEC /accountReceivable; issue 18 item 5): per customer and currency, as of a date —
 * what was invoiced (复核 invoices) and received (复核 receipts), the balance (AR = invoices −
 * receipts, to the fen), what of it is received in advance (预收: receipts not yet written off), and
 * the open invoice amounts aged by their 到期日 in the buckets of 财务设置 (30 / 60 / 90 / 120 days
 * unless kept otherwise; the headers follow). Open invoices − 预收 = balance,
 * on every row. The balance in 元 at the month's exchange rate is the only column added across
 * currencies.
 */
const money = 'sale-bill-price-amount';
const yuan = (label: string) => amount(label, { permission: money, negative: true });

export const accountReceivable = defineReport({
  key: 'account-receivable',
  title: '应收账款',
  screen: '/accountReceivable',
  api: { prefix: '/finance', name: 'AccountReceivable' },
  access: 'menu',
  recordRule: { follows: 'customerId' },
  fields: {
    asOf: date('截止日期', { single: true }),
    customerId: ref('customer', '客户'),
    salerId: ref('staff', '业务员'),
    currencyId: ref('currency', '币种'),
    invoiced: yuan('开票金额'),
    received: yuan('收款金额'),
    balance: yuan('应收余额'),
    advance: yuan('预收（未核销收款）'),
    notDue: yuan('未到期'),
    overdue30: yuan('逾期1-30天'),
    overdue60: yuan('逾期31-60天'),
    overdue90: yuan('逾期61-90天'),
    overdue120: yuan('逾期91-120天'),
    overdueMore: yuan('逾期120天以上'),
    balanceCny: yuan('应收余额（元）'),
  },
  filters: ['asOf', 'customerId', 'salerId', 'currencyId'],
  columns: [
    'customerId',
    'salerId',
    'currencyId',
    'invoiced',
    'received',
    'balance',
    'advance',
    'notDue',
    'overdue30',
    'overdue60',
    'overdue90',
    'overdue120',
    'overdueMore',
    'balanceCny',
  ],
  defaultSort: { field: 'balanceCny', order: 'desc' },
  sortable: ['balance', 'balanceCny', 'overdueMore'],
  totals: ['balanceCny'],
  chart: {
    kind: 'bar',
    category: 'customerId',
    series: ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'],
    stacked: true,
    currency: 'currencyId',
  },
  description:
    '截止日期（不选为今天）及以前复核的销售发票与销售收款：应收余额 = 开票金额 − 收款金额；未核销的发票按到期日计算账龄，未核销的收款为预收，各账龄之和 − 预收 = 应收余额。金额为单据币种（含税），应收余额（元）按截止月份的汇率折算。',
});

export const financeReports: ReportDef[] = [
  accountReceivable,
  ...receivableAnalysisReports,
  ...salesInvoiceSummaryReports,
  ...grossProfitReports,
  ...productCostInReports,
  purchasePayable,
  purchaseInvoiceSummary,
  purchaseInvoiceSummaryDetail,
  accountPayableAnalyze,
  accountPayableAnalyzeMonth,
];
