import { amount, date, int, percent, price, quantity, ref, text } from '../../documents/fields.ts';
import { salesDelivery } from '../../documents/sales/sales-delivery.doc.ts';
import { salesOrder } from '../../documents/sales/sales-order.doc.ts';
import { salesReturn } from '../../documents/sales/sales-return.doc.ts';
import { defineReport, type ReportDef } from '../define.ts';
import { guidePriceApproveList } from './base-price-approve.report.ts';
import { salesOrderConfirm } from './order-confirm.report.ts';

export { salesOrderConfirm };

/**
 * Sales' summaries (issue 16 item 6), over confirmed orders, posted deliveries and confirmed
 * returns. Money is in 元: a document's amount in its order's currency × the order's exchange
 * rate (kept on the order from its date); every amount is for those who see sales prices
 * (SPEC §6 sale bill price amount). Rows follow the customer's record rule: a salesperson reads
 * only their own customers'.
 */
const money = 'sale-bill-price-amount';
const yuan = (label: string) => amount(label, { permission: money, negative: true });
const kg = (label: string) => quantity(label, { negative: true });
const OUT = '/sales-out-summary';
const ORDERS = '/sales-order-summary';
const byCustomer = { recordRule: { follows: 'customerId' } } as const;
const detail = (screen: string) => `${screen}/detail`;

/** 销售出库汇总 (SPEC /sales-out-summary): per customer, salesperson and product over a date range. */
export const salesOutSummary = defineReport({
  key: 'sales-out-summary',
  title: '销售出库汇总',
  screen: OUT,
  api: { prefix: '/order', name: 'SalesOutSummary' },
  access: 'menu',
  ...byCustomer,
  fields: {
    outDate: date('出库日期'),
    customerId: ref('customer', '客户'),
    salerId: ref('staff', '业务员'),
    productId: ref('product', '产品'),
    deliveredQty: kg('出库数量（kg）'),
    salesAmount: yuan('销售金额（元）'),
    costAmount: yuan('成本金额（元）'),
    returnedQty: kg('退货数量（kg）'),
    returnedAmount: yuan('退货金额（元）'),
    returnedCost: yuan('退货成本（元）'),
    netQty: kg('净出库数量（kg）'),
    netSales: yuan('净销售额（元）'),
    netCost: yuan('净成本（元）'),
    grossMargin: yuan('毛利（元）'),
    marginRate: percent('毛利率（%）', { permission: money, negative: true }),
    deliveries: int('出库单数'),
    lateDeliveries: int('延期单数'),
    maxDelayDays: int('最长延期（天）'),
  },
  filters: ['outDate', 'customerId', 'productId', 'salerId'],
  columns: [
    'customerId',
    'salerId',
    'productId',
    'deliveredQty',
    'salesAmount',
    'costAmount',
    'returnedQty',
    'returnedAmount',
    'returnedCost',
    'netQty',
    'netSales',
    'netCost',
    'grossMargin',
    'marginRate',
    'deliveries',
    'lateDeliveries',
    'maxDelayDays',
  ],
  defaultSort: { field: 'netSales', order: 'desc' },
  totals: [
    'deliveredQty',
    'salesAmount',
    'costAmount',
    'returnedQty',
    'returnedAmount',
    'returnedCost',
    'netQty',
    'netSales',
    'netCost',
    'grossMargin',
  ],
  drill: {
    productId: {
      screen: detail(OUT),
      params: {
        customerId: 'customerId',
        productId: 'productId',
        salerId: 'salerId',
        outDateStart: 'outDateStart',
        outDateEnd: 'outDateEnd',
      },
    },
  },
  description:
    '已出库的销售出库单按出库日期、已确认退货的销售退货单按退货日期计入；金额按订单汇率折人民币（含税），成本为出库时的移动平均成本、退货按原出库成本冲回；毛利 = 净销售额 − 净成本；延期单数为出库日期晚于订单承诺交期（取所含订单最早的交货日期）的出库单数。业务员为订单的业务员。点击产品查看各出库单、退货单。',
});

/** …/detail: the delivery and return lines behind one row of 销售出库汇总. */
export const salesOutSummaryDetail = defineReport({
  key: 'sales-out-summary-detail',
  title: '销售出库汇总明细',
  screen: detail(OUT),
  api: { prefix: '/order', name: 'SalesOutSummaryDetail' },
  access: 'menu',
  ...byCustomer,
  fields: {
    outDate: date('业务日期'),
    customerId: ref('customer', '客户'),
    salerId: ref('staff', '业务员'),
    productId: ref('product', '产品'),
    kind: text('类型'),
    deliveryId: int('销售出库单'),
    deliveryNumber: text('出库单号'),
    returnId: int('销售退货单'),
    returnNumber: text('退货单号'),
    orderNumber: text('订单号'),
    batchNo: text('批号'),
    deliveredQty: kg('出库数量（kg）'),
    salesAmount: yuan('销售金额（元）'),
    costAmount: yuan('成本金额（元）'),
    returnedQty: kg('退货数量（kg）'),
    returnedAmount: yuan('退货金额（元）'),
    returnedCost: yuan('退货成本（元）'),
  },
  filters: ['customerId', 'productId', 'salerId', 'outDate'],
  required: ['customerId'],
  columns: [
    'outDate',
    'kind',
    'deliveryNumber',
    'returnNumber',
    'orderNumber',
    'productId',
    'batchNo',
    'deliveredQty',
    'salesAmount',
    'costAmount',
    'returnedQty',
    'returnedAmount',
    'returnedCost',
  ],
  defaultSort: { field: 'outDate', order: 'asc' },
  sortAs: { outDate: ['outDate', 'lineKey'] },
  sortable: ['outDate'],
  totals: ['deliveredQty', 'salesAmount', 'costAmount', 'returnedQty', 'returnedAmount', 'returnedCost'],
  drill: {
    deliveryNumber: { screen: `${salesDelivery.screen}/detail`, params: { id: 'deliveryId' } },
    returnNumber: { screen: `${salesReturn.screen}/detail`, params: { id: 'returnId' } },
  },
  description:
    '退货行的出库单号为其退回的出库单。每行金额各自折人民币并四舍五入，与汇总（每行汇总一次折算）可能相差不到一分。',
});

/** The orders the summaries count: confirmed and not discarded. */
const orderFields = {
  orderDate: date('下单日期'),
  customerId: ref('customer', '客户'),
  salerId: ref('staff', '业务员'),
};

/** 销售订单汇总 (SPEC /sales-order-summary): per customer (and the orders' salesperson). */
export const salesOrderSummary = defineReport({
  key: 'sales-order-summary',
  title: '销售订单汇总',
  screen: ORDERS,
  api: { prefix: '/order', name: 'SalesOrderSummary' },
  access: 'menu',
  ...byCustomer,
  fields: {
    ...orderFields,
    orders: int('订单数'),
    qty: kg('订购数量（kg）'),
    amount: yuan('订单金额（元）'),
    deliveredQty: kg('已发货数量（kg）'),
    openQty: kg('未发货数量（kg）'),
    pendingOrders: int('待发货'),
    partialOrders: int('已出库'),
    returnedOrders: int('已退货'),
    doneOrders: int('已完成'),
  },
  filters: ['orderDate', 'customerId', 'salerId'],
  columns: [
    'customerId',
    'salerId',
    'orders',
    'qty',
    'amount',
    'deliveredQty',
    'openQty',
    'pendingOrders',
    'partialOrders',
    'returnedOrders',
    'doneOrders',
  ],
  defaultSort: { field: 'amount', order: 'desc' },
  totals: [
    'orders',
    'qty',
    'amount',
    'deliveredQty',
    'openQty',
    'pendingOrders',
    'partialOrders',
    'returnedOrders',
    'doneOrders',
  ],
  drill: {
    customerId: {
      screen: detail(ORDERS),
      params: {
        customerId: 'customerId',
        salerId: 'salerId',
        orderDateStart: 'orderDateStart',
        orderDateEnd: 'orderDateEnd',
      },
    },
  },
  description:
    '已确认的销售订单（待审核、审核不通过、已作废的不计）按下单日期汇总；订单金额为折人民币金额；已发货为扣除退货后的数量；未发货 = 订购 − 已发货（已完结、已关闭的明细不计）。待发货…已完成为各状态的订单数。点击客户查看订单明细。',
});

/** …/detail: the lines of one customer's orders. */
export const salesOrderSummaryDetail = defineReport({
  key: 'sales-order-summary-detail',
  title: '销售订单汇总明细',
  screen: detail(ORDERS),
  api: { prefix: '/order', name: 'SalesOrderSummaryDetail' },
  access: 'menu',
  ...byCustomer,
  fields: {
    ...orderFields,
    orderId: int('销售订单'),
    number: text('订单号'),
    lineNo: int('行号'),
    productId: ref('product', '产品'),
    qty: kg('订购数量（kg）'),
    deliveredQty: kg('已发货数量（kg）'),
    openQty: kg('未发货数量（kg）'),
    currencyId: ref('currency', '币种'),
    price: price('含税单价', { permission: money }),
    amount: yuan('含税金额'),
    statusLabel: text('订单状态'),
  },
  filters: ['customerId', 'salerId', 'orderDate', 'productId'],
  required: ['customerId'],
  columns: [
    'number',
    'orderDate',
    'productId',
    'qty',
    'deliveredQty',
    'openQty',
    'currencyId',
    'price',
    'amount',
    'statusLabel',
  ],
  defaultSort: { field: 'number', order: 'asc' },
  sortAs: { number: ['number', 'lineNo'] },
  sortable: ['number', 'orderDate'],
  totals: ['qty', 'deliveredQty', 'openQty'],
  drill: { number: { screen: `${salesOrder.screen}/detail`, params: { id: 'orderId' } } },
  description: '单价、金额为订单币种（含税）；已关闭的明细未发货数量为0。',
});

/** 业务员月度销售 (SPEC /sales-order-summary-man): per salesperson and month of the order date. */
export const salesOrderSummaryMan = defineReport({
  key: 'sales-order-summary-man',
  title: '业务员月度销售',
  screen: '/sales-order-summary-man',
  api: { prefix: '/order', name: 'SalesOrderSummaryMan' },
  access: 'menu',
  ...byCustomer,
  fields: {
    ...orderFields,
    month: text('月份'),
    orders: int('订单数'),
    amount: yuan('订单金额（元）'),
    deliveredAmount: yuan('已发货金额（元）'),
  },
  filters: ['orderDate', 'salerId', 'customerId'],
  columns: ['month', 'salerId', 'orders', 'amount', 'deliveredAmount'],
  defaultSort: { field: 'month', order: 'desc' },
  sortAs: { month: ['month', 'amount', 'salerId'] },
  sortable: ['month', 'orders', 'amount', 'deliveredAmount'],
  totals: ['orders', 'amount', 'deliveredAmount'],
  chart: { kind: 'bar', category: 'salerId', series: ['amount', 'deliveredAmount'] },
  description:
    '已确认的销售订单（待审核、审核不通过、已作废的不计）按业务员和下单月份汇总，金额折人民币；已发货金额 = 各明细已发货数量（扣除退货）× 含税单价 × 订单汇率。图表每行一组柱，选定一个月份即为各业务员的对比。',
});

export const salesReports: ReportDef[] = [
  guidePriceApproveList,
  salesOrderConfirm,
  salesOutSummary,
  salesOutSummaryDetail,
  salesOrderSummary,
  salesOrderSummaryDetail,
  salesOrderSummaryMan,
];
