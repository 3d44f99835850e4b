import { amount, date, percent, ref, text } from '../../documents/fields.ts';
import { defineReport } from '../define.ts';

/**
 * 应付分析 (SPEC /accountPayableAnalyze; issue 18 item 5): each supplier's share of what is owed
 * (应付余额 in 元 from 应付账款's own query, as of a date), with a pie chart; a supplier drills to
 * its months — what was invoiced and paid each month, per currency, with a bar chart.
 */
const money = { permission: 'material-bill-price-amount' } as const;
const SCREEN = '/accountPayableAnalyze';

export const accountPayableAnalyze = defineReport({
  key: 'account-payable-analyze',
  title: '应付分析',
  screen: SCREEN,
  api: { prefix: '/purchaseInvoice', name: 'AccountPayableAnalyze' },
  access: 'menu',
  fields: {
    asOf: date('截止日期', { single: true }),
    supplierId: ref('supplier', '供应商'),
    balanceCny: amount('应付余额（元）', { ...money, negative: true }),
    share: percent('占应付总额（%）', { ...money, negative: true }),
  },
  filters: ['asOf', 'supplierId'],
  columns: ['supplierId', 'balanceCny', 'share'],
  defaultSort: { field: 'balanceCny', order: 'desc' },
  sortable: ['balanceCny', 'share'],
  totals: ['balanceCny'],
  chart: { kind: 'pie', category: 'supplierId', series: ['balanceCny'] },
  drill: { supplierId: { screen: `${SCREEN}/month`, params: { supplierId: 'supplierId' } } },
  description:
    '各供应商的应付余额（元，按截止月份汇率折算，同应付账款）及其占全部应付余额的比例；预付多于所欠的供应商余额为负，不计入占比。点击供应商查看其每月开票与付款。',
});

/** …/month: a supplier's opening balances, invoices and payments (复核) per month and currency. */
export const accountPayableAnalyzeMonth = defineReport({
  key: 'account-payable-analyze-month',
  title: '应付分析（月度）',
  screen: `${SCREEN}/month`,
  api: { prefix: '/purchaseInvoice', name: 'AccountPayableAnalyzeMonth' },
  access: 'menu',
  fields: {
    bizDate: date('单据日期'),
    supplierId: ref('supplier', '供应商'),
    month: text('月份'),
    currencyId: ref('currency', '币种'),
    opening: amount('期初应付', money),
    invoiced: amount('开票金额', money),
    paid: amount('付款金额', money),
  },
  filters: ['bizDate', 'supplierId'],
  columns: ['month', 'supplierId', 'currencyId', 'opening', 'invoiced', 'paid'],
  defaultSort: { field: 'month', order: 'asc' },
  sortable: ['month'],
  chart: { kind: 'bar', category: 'month', series: ['opening', 'invoiced', 'paid'], currency: 'currencyId' },
  // The supplier's statement (供应商对账单): its months over the period, sent for its confirmation.
  print: {
    title: '供应商对账单',
    header: ['supplierId', 'bizDate'],
    headerLabels: { bizDate: '对账期间' },
    signatures: ['财务经办（盖章）', '供应商确认（盖章）'],
    letterhead: true,
  },
  description:
    '按期初日期、开票日期（红字采购发票按红冲日期冲减）与付款日期所在月份汇总已复核的期初应付、采购发票与采购付款，金额为单据币种（含税）。',
});
