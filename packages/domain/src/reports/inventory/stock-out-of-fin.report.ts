import { date, enumOf, int, text } from '../../documents/fields.ts';
import { productWarehouseOut } from '../../documents/inventory/product-documents.doc.ts';
import { productSide } from '../../documents/inventory/stock-side.ts';
import { defineReport } from '../define.ts';
import { businessDate, kg, value } from './columns.ts';
import { itemColumns } from './item-columns.ts';

/**
 * 成品非销售出库 (SPEC /stock-out-of-fin, stockOutOfFin): finished goods that left the product
 * warehouse without being sold — samples, scrap, other — at the cost they went out at, for finance
 * to book as expenses (样品费, 报废损失). One row per out document, product and batch, net of 退回
 * (a returned out adds up to nothing and is not listed). Sales go out on the sales delivery.
 */
export const stockOutOfFin = defineReport({
  key: 'stock-out-of-fin',
  title: '成品非销售出库',
  screen: '/stock-out-of-fin',
  api: { prefix: '/stockOutOfFin', name: 'StockOutOfFin' },
  access: 'menu',
  fields: {
    ...itemColumns(productSide),
    businessDate,
    outDate: date('出库日期'),
    number: text('出库单号'),
    docId: int('出库单'),
    outType: enumOf('productOutType', '出库类型'),
    batchNo: text('批号'),
    receiver: text('收货方'),
    qty: kg('出库数量（kg）'),
    value: value('成本金额（元）'),
  },
  filters: ['businessDate', 'outType', 'warehouseId', 'code', 'productTypeId'],
  columns: [
    'outDate',
    'number',
    'outType',
    'code',
    'name',
    'warehouseId',
    'batchNo',
    'qty',
    'value',
    'receiver',
  ],
  defaultSort: { field: 'outDate', order: 'desc' },
  totals: ['qty', 'value'],
  drill: { number: { screen: `${productWarehouseOut.screen}/detail`, params: { id: 'docId' } } },
  description:
    '成品仓中不是销售的出库（样品、报废、其他），按出库时的移动平均成本计，财务据此记入样品费、报废损失等费用；已退回的出库不再列出。',
});
