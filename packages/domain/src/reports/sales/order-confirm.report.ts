import { date, enumOf, int, quantity, ref, text } from '../../documents/fields.ts';
import { salesOrder } from '../../documents/sales/sales-order.doc.ts';
import { defineReport } from '../define.ts';

/**
 * 订单生产确认 (SPEC /sale-order-comfirm; issue 16 item 5, production's view): every open line of the
 * confirmed sales orders with what production needs and nothing of prices — ordered, delivered,
 * still to deliver, what the order holds reserved, what is short (to make), the free stock of the
 * shipping warehouse and the promised date; the order number opens the order, where production
 * and technical confirm it (生产确认). Salespeople read their own customers' lines.
 */
export const salesOrderConfirm = defineReport({
  key: 'sale-order-confirm',
  title: '订单生产确认',
  screen: '/sale-order-comfirm',
  api: { prefix: '/order', name: 'SalesOrderConfirm' },
  access: 'menu',
  recordRule: { follows: 'customerId' },
  fields: {
    orderId: int('销售订单'),
    number: text('订单号'),
    lineNo: int('行号'),
    orderDate: date('下单日期'),
    deliveryDate: date('交货日期'),
    customerId: ref('customer', '客户'),
    warehouseId: ref('warehouse', '发货仓库'),
    productId: ref('product', '产品'),
    qty: quantity('订购数量（kg）'),
    deliveredQty: quantity('已发货（kg）', { min: 0 }),
    openQty: quantity('未发货（kg）', { min: 0 }),
    reservedQty: quantity('已预留（kg）', { min: 0 }),
    shortQty: quantity('缺货（kg）', { min: 0 }),
    freeQty: quantity('仓库可用（kg）', { min: 0 }),
    productionState: enumOf('productionConfirm', '生产确认'),
  },
  filters: ['customerId', 'productId', 'deliveryDate', 'productionState'],
  columns: [
    'number',
    'deliveryDate',
    'customerId',
    'productId',
    'warehouseId',
    'qty',
    'deliveredQty',
    'openQty',
    'reservedQty',
    'shortQty',
    'freeQty',
    'productionState',
  ],
  defaultSort: { field: 'deliveryDate', order: 'asc' },
  sortAs: { deliveryDate: ['deliveryDate', 'number', 'lineNo'], number: ['number', 'lineNo'] },
  sortable: ['deliveryDate', 'number', 'shortQty'],
  totals: ['openQty', 'reservedQty', 'shortQty'],
  drill: { number: { screen: `${salesOrder.screen}/detail`, params: { id: 'orderId' } } },
  description:
    '待发货、已出库、已退货的销售订单中未关闭且未发完的明细。已预留为订单确认后按先到期先出为该行保留的库存；缺货 = 未发货 − 已预留，需安排生产。点击订单号打开订单进行生产确认。',
});
