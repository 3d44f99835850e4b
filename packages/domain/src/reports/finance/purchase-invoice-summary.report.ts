import { amount, date, price, quantity, ref, text } from '../../documents/fields.ts';
import { materialWarehouseIn } from '../../documents/inventory/material-warehouse-in.doc.ts';
import { defineReport } from '../define.ts';

/**
 * 采购发票汇总 (SPEC /purchase-invoice-summary; issue 18 item 5): per supplier and material, of the
 * goods received in a date range — received, returned, what issued (复核) purchase invoices billed
 * net of the red-letter ones (quantity and amount), the price difference billed against the order
 * price, and what is not yet invoiced (入库 − 退货 − 已开票); each row drilling to the warehouse-in
 * lines behind it. Amounts for those who see purchase prices; material names for those who may
 * see them.
 */
const money = { permission: 'material-bill-price-amount' } as const;
const kg = (label: string) => quantity(label);
const SCREEN = '/purchase-invoice-summary';

const materialColumns = {
  materielCode: text('物料编码'),
  materielName: text('物料名称', { permission: 'material-name' }),
};
const figures = {
  receivedQty: kg('入库数量（kg）'),
  returnedQty: kg('退货数量（kg）'),
  invoicedQty: kg('已开票数量（kg）'),
  invoicedAmount: amount('开票金额（元）', money),
  priceDiff: amount('价差（元）', { ...money, negative: true }),
  openQty: kg('未开票数量（kg）'),
  openAmount: amount('未开票金额（元）', money),
};
const figureColumns = [
  'receivedQty',
  'returnedQty',
  'invoicedQty',
  'invoicedAmount',
  'priceDiff',
  'openQty',
  'openAmount',
] as const;

export const purchaseInvoiceSummary = defineReport({
  key: 'purchase-invoice-summary',
  title: '采购发票汇总',
  screen: SCREEN,
  api: { prefix: '/purchaseInvoice', name: 'PurchaseInvoiceSummary' },
  access: 'menu',
  fields: {
    bizDate: date('入库日期'),
    supplierId: ref('supplier', '供应商'),
    materielId: ref('materiel', '物料'),
    ...materialColumns,
    ...figures,
  },
  filters: ['bizDate', 'supplierId', 'materielId'],
  columns: ['supplierId', 'materielCode', 'materielName', ...figureColumns],
  defaultSort: { field: 'openAmount', order: 'desc' },
  sortable: ['materielCode', ...figureColumns],
  totals: [...figureColumns],
  drill: {
    materielCode: {
      screen: `${SCREEN}/detail`,
      params: {
        supplierId: 'supplierId',
        materielId: 'materielId',
        bizDateStart: 'bizDateStart',
        bizDateEnd: 'bizDateEnd',
      },
    },
  },
  description:
    '按入库日期统计已入库的物料入库单：已开票为已复核的采购发票所开数量与金额，减去已复核的红字采购发票（金额全部冲减；数量只冲减开票有误、采购退货的，采购折让、服务终止只冲金额），价差 = 开票数量 ×（发票单价 − 订单单价），红字发票冲减其自身的价差（折让冲减其全部金额），未开票 = 入库 − 退货 − 已开票，按入库单价计金额；金额每行汇总后四舍五入一次。点击物料编码查看入库明细。',
});

/** …/detail: the warehouse-in lines behind a row, each opening its warehouse-in. */
export const purchaseInvoiceSummaryDetail = defineReport({
  key: 'purchase-invoice-summary-detail',
  title: '采购发票汇总明细',
  screen: `${SCREEN}/detail`,
  api: { prefix: '/purchaseInvoice', name: 'PurchaseInvoiceSummaryDetail' },
  access: 'menu',
  fields: {
    bizDate: date('入库日期'),
    number: text('入库单号'),
    supplierId: ref('supplier', '供应商'),
    materielId: ref('materiel', '物料'),
    ...materialColumns,
    batchNo: text('批号'),
    price: price('订单单价（元/kg）', money),
    ...figures,
  },
  filters: ['bizDate', 'supplierId', 'materielId'],
  columns: [
    'bizDate',
    'number',
    'supplierId',
    'materielCode',
    'materielName',
    'batchNo',
    'price',
    ...figureColumns,
  ],
  defaultSort: { field: 'bizDate', order: 'asc' },
  sortable: ['bizDate', 'number'],
  totals: [...figureColumns],
  drill: { number: { screen: `${materialWarehouseIn.screen}/detail`, params: { id: 'docId' } } },
  description: '点击入库单号打开入库单（其开票状态与各行已开票数量）。',
});
