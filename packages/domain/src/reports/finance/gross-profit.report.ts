import { amount, date, int, percent, quantity, rate, ref, text } from '../../documents/fields.ts';
import { salesRedInvoice } from '../../documents/finance/sales-red-invoice.doc.ts';
import { salesDelivery } from '../../documents/sales/sales-delivery.doc.ts';
import { salesReturn } from '../../documents/sales/sales-return.doc.ts';
import { defineReport, type ReportDef } from '../define.ts';

/**
 * 毛利 (SPEC /grossProfit, /grossProfitForeign, /grossProfitForeignCny; issue 18 item 7), over the
 * same lines as 销售出库汇总 (posted deliveries by 出库日期, confirmed returns by 退货日期):
 * revenue without tax (the line's amount ÷ (1 + the order's tax rate)) at the exchange rate kept on
 * the order; cost at the value each delivery's stock moves took out; a return taken off both — its
 * revenue at the returned line's price and the order's rate, its cost at what the return put back;
 * a red-letter invoice whose goods stay sold (销售折让, 服务终止) taken off the revenue (红冲减收).
 * In a foreign currency the cost is the 元 cost ÷ the order's rate. Rows follow the customer's record
 * rule; every amount is for those who see sales prices (SPEC §6 sale bill price amount).
 */
const money = 'sale-bill-price-amount';
const sum = (label: string) => amount(label, { permission: money, negative: true });
const kg = (label: string) => quantity(label, { negative: true });
const margin = (label: string) => percent(label, { permission: money, negative: true });
const byCustomer = { recordRule: { follows: 'customerId' } } as const;
const api = (name: string) => ({ prefix: '/finance', name });

const GROSS = '/grossProfit';
const FOREIGN = '/grossProfitForeign';
const BOTH = '/grossProfitForeignCny';

const keys = {
  outDate: date('业务日期'),
  customerId: ref('customer', '客户'),
  salerId: ref('staff', '业务员'),
  productId: ref('product', '产品'),
};
const foreignKeys = { ...keys, currencyId: ref('currency', '币种') };
const qtys = {
  deliveredQty: kg('出库数量（kg）'),
  returnedQty: kg('退货数量（kg）'),
  netQty: kg('净销量（kg）'),
};

/** A row's drill to its lines: the row's keys and the date range it was read over. */
const drillTo = (screen: string, withCurrency: boolean) => ({
  screen: `${screen}/detail`,
  params: {
    customerId: 'customerId',
    productId: 'productId',
    salerId: 'salerId',
    ...(withCurrency ? { currencyId: 'currencyId' } : {}),
    outDateStart: 'outDateStart',
    outDateEnd: 'outDateEnd',
  },
});

const linesNote =
  '出库按出库日期、退货按退货日期计入；收入为不含税金额（含税金额 ÷ (1 + 订单税率)），按订单保存的汇率折算；成本为出库时库存流水实际转出的金额，退货收入按退回明细的单价、成本按退货实际转回的金额冲减；销售折让、服务终止的红字发票按红冲日期冲减收入（红冲减收），开票有误、销售退货的红字发票不影响收入。';

/** 毛利（人民币）: every order, in 元. */
export const grossProfit = defineReport({
  key: 'gross-profit',
  title: '毛利分析',
  screen: GROSS,
  api: api('GrossProfit'),
  access: 'menu',
  ...byCustomer,
  fields: {
    ...keys,
    ...qtys,
    revenue: sum('销售收入（元）'),
    costAmount: sum('销售成本（元）'),
    returnedRevenue: sum('退货收入（元）'),
    returnedCost: sum('退货成本（元）'),
    discountRevenue: sum('红冲减收（元）'),
    netRevenue: sum('净收入（元）'),
    netCost: sum('净成本（元）'),
    grossProfit: sum('毛利（元）'),
    marginRate: margin('毛利率（%）'),
  },
  filters: ['outDate', 'customerId', 'productId', 'salerId'],
  columns: [
    'customerId',
    'salerId',
    'productId',
    'deliveredQty',
    'revenue',
    'costAmount',
    'returnedQty',
    'returnedRevenue',
    'returnedCost',
    'discountRevenue',
    'netQty',
    'netRevenue',
    'netCost',
    'grossProfit',
    'marginRate',
  ],
  defaultSort: { field: 'grossProfit', order: 'desc' },
  totals: [
    'deliveredQty',
    'revenue',
    'costAmount',
    'returnedQty',
    'returnedRevenue',
    'returnedCost',
    'discountRevenue',
    'netQty',
    'netRevenue',
    'netCost',
    'grossProfit',
  ],
  drill: { productId: drillTo(GROSS, false) },
  description: `${linesNote}外币订单按订单汇率折人民币。净收入 = 销售收入 − 退货收入 − 红冲减收，毛利 = 净收入 − 净成本，毛利率 = 毛利 ÷ 净收入。点击产品查看各出库、退货明细。`,
});

/** 外币毛利: foreign-currency orders in their own currency, per currency. */
export const grossProfitForeign = defineReport({
  key: 'gross-profit-foreign',
  title: '外币毛利分析',
  screen: FOREIGN,
  api: api('GrossProfitForeign'),
  access: 'menu',
  ...byCustomer,
  fields: {
    ...foreignKeys,
    ...qtys,
    revenueFx: sum('销售收入（原币）'),
    costFx: sum('销售成本（原币）'),
    returnedRevenueFx: sum('退货收入（原币）'),
    returnedCostFx: sum('退货成本（原币）'),
    discountRevenueFx: sum('红冲减收（原币）'),
    netRevenueFx: sum('净收入（原币）'),
    netCostFx: sum('净成本（原币）'),
    grossProfitFx: sum('毛利（原币）'),
    marginRateFx: margin('毛利率（%）'),
  },
  filters: ['outDate', 'currencyId', 'customerId', 'productId', 'salerId'],
  columns: [
    'currencyId',
    'customerId',
    'salerId',
    'productId',
    'deliveredQty',
    'revenueFx',
    'costFx',
    'returnedQty',
    'returnedRevenueFx',
    'returnedCostFx',
    'discountRevenueFx',
    'netQty',
    'netRevenueFx',
    'netCostFx',
    'grossProfitFx',
    'marginRateFx',
  ],
  defaultSort: { field: 'grossProfitFx', order: 'desc' },
  // Amounts of different currencies are never added up: only the quantities are totalled.
  totals: ['deliveredQty', 'returnedQty', 'netQty'],
  drill: { productId: drillTo(FOREIGN, true) },
  description: `外币（非人民币）订单，金额为订单币种。${linesNote}原币成本 = 人民币成本 ÷ 订单汇率。选定一个币种即为该币种的毛利。`,
});

/** 外币毛利（原币与人民币对照）: foreign-currency sales side by side in the currency and in 元. */
export const grossProfitForeignCny = defineReport({
  key: 'gross-profit-foreign-cny',
  title: '外币毛利（原币/人民币）',
  screen: BOTH,
  api: api('GrossProfitForeignCny'),
  access: 'menu',
  ...byCustomer,
  fields: {
    ...foreignKeys,
    netQty: kg('净销量（kg）'),
    netRevenueFx: sum('净收入（原币）'),
    netRevenue: sum('净收入（元）'),
    netCostFx: sum('净成本（原币）'),
    netCost: sum('净成本（元）'),
    grossProfitFx: sum('毛利（原币）'),
    grossProfit: sum('毛利（元）'),
    marginRateFx: margin('毛利率（原币，%）'),
    marginRate: margin('毛利率（元，%）'),
  },
  filters: ['outDate', 'currencyId', 'customerId', 'productId', 'salerId'],
  columns: [
    'currencyId',
    'customerId',
    'salerId',
    'productId',
    'netQty',
    'netRevenueFx',
    'netRevenue',
    'netCostFx',
    'netCost',
    'grossProfitFx',
    'grossProfit',
    'marginRateFx',
    'marginRate',
  ],
  defaultSort: { field: 'grossProfit', order: 'desc' },
  totals: ['netQty', 'netRevenue', 'netCost', 'grossProfit'],
  drill: { productId: drillTo(BOTH, true) },
  description: `外币（非人民币）订单的毛利，原币与人民币对照。${linesNote}只有人民币列合计。`,
});

/** The delivery and return lines behind a row, each converted and rounded on its own. */
function grossProfitDetail(screen: string, title: string, name: string): ReportDef {
  return defineReport({
    key: `${screen.slice(1)}-detail`,
    title: `${title}明细`,
    screen: `${screen}/detail`,
    api: api(`${name}Detail`),
    access: 'menu',
    ...byCustomer,
    fields: {
      ...foreignKeys,
      kind: text('类型'),
      deliveryId: int('销售出库单'),
      deliveryNumber: text('出库单号'),
      returnId: int('销售退货单'),
      returnNumber: text('退货单号'),
      redId: int('红字发票'),
      redNumber: text('红冲单号'),
      orderNumber: text('订单号'),
      batchNo: text('批号'),
      exchangeRate: rate('汇率'),
      taxRate: percent('税率（%）'),
      deliveredQty: kg('出库数量（kg）'),
      returnedQty: kg('退货数量（kg）'),
      revenueFx: sum('收入（原币）'),
      revenue: sum('收入（元）'),
      costAmount: sum('成本（元）'),
      grossProfit: sum('毛利（元）'),
    },
    filters: ['customerId', 'productId', 'salerId', 'currencyId', 'outDate'],
    required: ['customerId'],
    columns: [
      'outDate',
      'kind',
      'deliveryNumber',
      'returnNumber',
      'redNumber',
      'orderNumber',
      'productId',
      'batchNo',
      'currencyId',
      'exchangeRate',
      'taxRate',
      'deliveredQty',
      'returnedQty',
      'revenueFx',
      'revenue',
      'costAmount',
      'grossProfit',
    ],
    defaultSort: { field: 'outDate', order: 'asc' },
    sortAs: { outDate: ['outDate', 'lineKey'] },
    sortable: ['outDate'],
    totals: ['deliveredQty', 'returnedQty', 'revenue', 'costAmount', 'grossProfit'],
    drill: {
      deliveryNumber: { screen: `${salesDelivery.screen}/detail`, params: { id: 'deliveryId' } },
      returnNumber: { screen: `${salesReturn.screen}/detail`, params: { id: 'returnId' } },
      redNumber: { screen: `${salesRedInvoice.screen}/detail`, params: { id: 'redId' } },
    },
    description:
      '退货行的收入、成本、毛利为负数（冲减）；销售折让、服务终止的红字发票行只冲减收入。每行各自折算并四舍五入，与汇总（每行汇总一次折算）可能相差不到一分。',
  });
}

export const grossProfitDetails: ReportDef[] = [
  grossProfitDetail(GROSS, '毛利分析', 'GrossProfit'),
  grossProfitDetail(FOREIGN, '外币毛利分析', 'GrossProfitForeign'),
  grossProfitDetail(BOTH, '外币毛利（原币/人民币）', 'GrossProfitForeignCny'),
];

export const grossProfitReports: ReportDef[] = [
  grossProfit,
  grossProfitForeign,
  grossProfitForeignCny,
  ...grossProfitDetails,
];
