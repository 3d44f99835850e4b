import { amount, date, int, percent, ref, text } from '../../documents/fields.ts';
import { defineReport, type ReportDef } from '../define.ts';

/**
 * The receivable analyses (issue 18 item 5; SPEC /accountReceivableCustPercent,
 * /accountReceivableEmpPercent, /accountReceivable-cycle, /accountReceivableAnalyze), read from
 * the same documents as 应收账款: 复核 invoices, 复核 red-letter invoices and 复核 receipts, so
 * AR = invoices − red-letter − receipts, to the fen, in the document currency. Where currencies mix
 * a 元 column converts at the month's exchange rate (the as-of month, or the row's month). Every
 * figure drills down to 应收明细, the documents behind it, each opening its own detail.
 */
const money = 'sale-bill-price-amount';
const yuan = (label: string) => amount(label, { permission: money, negative: true });
const RECEIVABLE = '/accountReceivable';
export const RECEIVABLE_DETAIL = `${RECEIVABLE}/detail`;

/** The documents to open from a figure: customer, currency (and salesperson) up to a date. */
const upTo = { customerId: 'customerId', currencyId: 'currencyId', docDateEnd: 'asOf' };

/** 应收明细 (…/accountReceivable/detail): the documents behind any receivable figure. */
export const receivableDetail = defineReport({
  key: 'account-receivable-detail',
  title: '应收明细',
  screen: RECEIVABLE_DETAIL,
  api: { prefix: '/finance', name: 'AccountReceivableDetail' },
  access: 'menu',
  recordRule: { follows: 'customerId' },
  fields: {
    docDate: date('单据日期'),
    kindLabel: text('单据类型'),
    number: text('单据号'),
    customerId: ref('customer', '客户'),
    salerId: ref('staff', '业务员'),
    currencyId: ref('currency', '币种'),
    dueDate: date('到期日'),
    invoiced: yuan('开票金额'),
    received: yuan('收款金额'),
    remark: text('说明'),
  },
  filters: ['docDate', 'customerId', 'salerId', 'currencyId'],
  columns: [
    'docDate',
    'kindLabel',
    'number',
    'customerId',
    'salerId',
    'currencyId',
    'dueDate',
    'invoiced',
    'received',
    'remark',
  ],
  defaultSort: { field: 'docDate', order: 'asc' },
  sortable: ['docDate', 'number', 'invoiced', 'received'],
  totals: ['invoiced', 'received'],
  drill: { number: { screen: '/salesInvoice/detail', screenFrom: 'screen', params: { id: 'docId' } } },
  // The customer's statement (客户对账单): its invoices and receipts over the period, for its confirmation.
  print: {
    title: '客户对账单',
    header: ['customerId', 'docDate', 'currencyId'],
    headerLabels: { docDate: '对账期间' },
    columns: ['docDate', 'kindLabel', 'number', 'dueDate', 'invoiced', 'received', 'remark'],
    signatures: ['财务经办（盖章）', '客户确认（盖章）'],
    letterhead: true,
  },
  description:
    '复核的销售发票（开票金额）、红字发票（开票金额为负）与销售收款（收款金额），点击单据号打开单据。金额为单据币种（含税）。',
});

/** 客户应收占比: per customer and currency, the balance and its share of all in 元. */
export const receivableCustomerShare = defineReport({
  key: 'account-receivable-cust-percent',
  title: '客户应收占比',
  screen: `${RECEIVABLE}CustPercent`,
  api: { prefix: '/finance', name: 'AccountReceivableCustPercent' },
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
    balanceCny: yuan('应收余额（元）'),
    share: percent('占比（%）', { negative: true }),
  },
  filters: ['asOf', 'customerId', 'salerId', 'currencyId'],
  columns: ['customerId', 'salerId', 'currencyId', 'invoiced', 'received', 'balance', 'balanceCny', 'share'],
  defaultSort: { field: 'balanceCny', order: 'desc' },
  sortable: ['customerId', 'balance', 'balanceCny', 'share'],
  totals: ['balanceCny', 'share'],
  chart: { kind: 'pie', category: 'customerId', series: ['balanceCny'] },
  drill: {
    invoiced: { screen: RECEIVABLE_DETAIL, params: upTo },
    received: { screen: RECEIVABLE_DETAIL, params: upTo },
    balance: { screen: RECEIVABLE_DETAIL, params: upTo },
  },
  description:
    '截止日期（不选为今天）前复核的销售发票、红字发票与收款：应收余额 = 开票金额 − 收款金额（单据币种）；应收余额（元）按截止月份的汇率折算，占比 = 该行应收余额（元）÷ 所列各行合计。点击金额查看单据。',
});

/** 业务员应收占比: per salesperson (the customers' owner), in 元. */
export const receivableSalespersonShare = defineReport({
  key: 'account-receivable-emp-percent',
  title: '业务员应收占比',
  screen: `${RECEIVABLE}EmpPercent`,
  api: { prefix: '/finance', name: 'AccountReceivableEmpPercent' },
  access: 'menu',
  // Rows add up many customers: the query keeps only the reader's customers before it adds.
  recordRule: { follows: 'customerId' },
  fields: {
    asOf: date('截止日期', { single: true }),
    salerId: ref('staff', '业务员'),
    customerId: ref('customer', '客户'),
    customers: int('客户数'),
    invoicedCny: yuan('开票金额（元）'),
    receivedCny: yuan('收款金额（元）'),
    balanceCny: yuan('应收余额（元）'),
    overdueCny: yuan('逾期金额（元）'),
    share: percent('占比（%）', { negative: true }),
  },
  filters: ['asOf', 'salerId', 'customerId'],
  columns: ['salerId', 'customers', 'invoicedCny', 'receivedCny', 'balanceCny', 'overdueCny', 'share'],
  defaultSort: { field: 'balanceCny', order: 'desc' },
  sortable: ['customers', 'balanceCny', 'overdueCny', 'share'],
  totals: ['invoicedCny', 'receivedCny', 'balanceCny', 'overdueCny', 'share'],
  chart: { kind: 'pie', category: 'salerId', series: ['balanceCny'] },
  drill: {
    balanceCny: { screen: RECEIVABLE_DETAIL, params: { salerId: 'salerId', docDateEnd: 'asOf' } },
    overdueCny: { screen: `${RECEIVABLE}`, params: { salerId: 'salerId', asOf: 'asOf' } },
  },
  description:
    '按客户的业务员汇总截止日期前的应收：各币种金额按截止月份的汇率折算为元；逾期金额为已过到期日仍未核销的发票金额；客户数为有开票或收款的客户。点击金额查看单据或账龄。',
});

/** 回款周期: per customer and currency over a period. */
export const receivableCycle = defineReport({
  key: 'account-receivable-cycle',
  title: '回款周期分析',
  screen: `${RECEIVABLE}-cycle`,
  api: { prefix: '/finance', name: 'AccountReceivableCycle' },
  access: 'menu',
  recordRule: { follows: 'customerId' },
  fields: {
    period: date('期间'),
    customerId: ref('customer', '客户'),
    salerId: ref('staff', '业务员'),
    currencyId: ref('currency', '币种'),
    opening: yuan('期初应收'),
    invoiced: yuan('本期开票'),
    received: yuan('本期收款'),
    closing: yuan('期末应收'),
    averageAr: yuan('平均应收'),
    days: int('期间天数'),
    dso: int('应收周转天数（DSO）'),
    writeOffDays: int('平均回款天数'),
  },
  filters: ['period', 'customerId', 'salerId', 'currencyId'],
  columns: [
    'customerId',
    'salerId',
    'currencyId',
    'opening',
    'invoiced',
    'received',
    'closing',
    'averageAr',
    'days',
    'dso',
    'writeOffDays',
  ],
  defaultSort: { field: 'dso', order: 'desc' },
  sortable: ['customerId', 'invoiced', 'received', 'closing', 'dso', 'writeOffDays'],
  chart: { kind: 'bar', category: 'customerId', series: ['dso', 'writeOffDays'] },
  drill: {
    invoiced: {
      screen: RECEIVABLE_DETAIL,
      params: {
        customerId: 'customerId',
        currencyId: 'currencyId',
        docDateStart: 'periodStart',
        docDateEnd: 'periodEnd',
      },
    },
    received: {
      screen: RECEIVABLE_DETAIL,
      params: {
        customerId: 'customerId',
        currencyId: 'currencyId',
        docDateStart: 'periodStart',
        docDateEnd: 'periodEnd',
      },
    },
    closing: { screen: RECEIVABLE_DETAIL, params: { ...upTo, docDateEnd: 'periodEnd' } },
  },
  description:
    '期间不选为本月1日至今天。平均应收 = (期初应收 + 期末应收) ÷ 2；应收周转天数 = 平均应收 ÷ 本期开票 × 期间天数（本期未开票则为空）；平均回款天数 = 本期核销的金额按金额加权的「核销日期 − 开票日期」天数。',
});

/** 应收账款分析: per month and currency, the movement of the receivable. */
export const receivableAnalysis = defineReport({
  key: 'account-receivable-analyze',
  title: '应收账款分析',
  screen: `${RECEIVABLE}Analyze`,
  api: { prefix: '/finance', name: 'AccountReceivableAnalyze' },
  access: 'menu',
  recordRule: { follows: 'customerId' },
  fields: {
    period: date('期间'),
    month: text('月份'),
    customerId: ref('customer', '客户'),
    salerId: ref('staff', '业务员'),
    currencyId: ref('currency', '币种'),
    opening: yuan('期初应收'),
    invoiced: yuan('本月开票'),
    reddened: yuan('本月红冲'),
    received: yuan('本月收款'),
    closing: yuan('期末应收'),
    closingCny: yuan('期末应收（元）'),
  },
  filters: ['period', 'customerId', 'salerId', 'currencyId'],
  columns: ['month', 'currencyId', 'opening', 'invoiced', 'reddened', 'received', 'closing', 'closingCny'],
  defaultSort: { field: 'month', order: 'asc' },
  sortable: ['month'],
  totals: ['invoiced', 'reddened', 'received'],
  chart: {
    kind: 'line',
    category: 'month',
    series: ['invoiced', 'received', 'closing'],
    currency: 'currencyId',
  },
  drill: {
    invoiced: {
      screen: RECEIVABLE_DETAIL,
      params: {
        currencyId: 'currencyId',
        customerId: 'customerId',
        salerId: 'salerId',
        docDateStart: 'monthStart',
        docDateEnd: 'monthEnd',
      },
    },
    received: {
      screen: RECEIVABLE_DETAIL,
      params: {
        currencyId: 'currencyId',
        customerId: 'customerId',
        salerId: 'salerId',
        docDateStart: 'monthStart',
        docDateEnd: 'monthEnd',
      },
    },
  },
  description:
    '期间不选为截至本月的12个月（至多120个月）。期末应收 = 期初应收 + 本月开票 − 本月红冲 − 本月收款（单据币种），期末应收（元）按当月汇率折算。点击金额查看当月单据。',
});

export const receivableAnalysisReports: ReportDef[] = [
  receivableDetail,
  receivableCustomerShare,
  receivableSalespersonShare,
  receivableCycle,
  receivableAnalysis,
];
