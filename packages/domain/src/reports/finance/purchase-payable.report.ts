import { amount, date, ref } from '../../documents/fields.ts';
import { defineReport } from '../define.ts';

/**
 * 应付账款 (SPEC /purchasePayable; issue 18 item 5): per supplier and currency, as of a date — the
 * receivable's shape on the purchase side: what was invoiced (复核 purchase invoices and 期初应付) and paid (复核
 * payments), the balance (AP = invoices − payments, to the fen), what of it is paid in advance (预付:
 * payments not yet written off), and the open invoice amounts aged by their 到期日. Open invoices −
 * 预付 = balance, on every row; the balance in 元 at the month's exchange rate.
 */
const money = 'material-bill-price-amount';
const yuan = (label: string) => amount(label, { permission: money, negative: true });

export const purchasePayable = defineReport({
  key: 'purchase-payable',
  title: '应付账款',
  screen: '/purchasePayable',
  api: { prefix: '/purchaseInvoice', name: 'PurchasePayable' },
  access: 'menu',
  fields: {
    asOf: date('截止日期', { single: true }),
    supplierId: ref('supplier', '供应商'),
    currencyId: ref('currency', '币种'),
    invoiced: yuan('开票金额'),
    paid: yuan('付款金额'),
    balance: yuan('应付余额'),
    advance: yuan('预付（未核销付款）'),
    notDue: yuan('未到期'),
    overdue30: yuan('逾期1-30天'),
    overdue60: yuan('逾期31-60天'),
    overdue90: yuan('逾期61-90天'),
    overdue120: yuan('逾期91-120天'),
    overdueMore: yuan('逾期120天以上'),
    balanceCny: yuan('应付余额（元）'),
  },
  filters: ['asOf', 'supplierId', 'currencyId'],
  columns: [
    'supplierId',
    'currencyId',
    'invoiced',
    'paid',
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
    category: 'supplierId',
    series: ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'],
    stacked: true,
    currency: 'currencyId',
  },
  description:
    '截止日期（不选为今天）及以前复核的采购发票、期初应付与采购付款：应付余额 = 开票金额（含期初应付） − 付款金额；未核销的发票与期初应付按到期日计算账龄，未核销的付款为预付，各账龄之和 − 预付 = 应付余额。金额为单据币种（含税），应付余额（元）按截止月份的汇率折算。',
});
