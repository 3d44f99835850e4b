import { defineDocument } from '../define.ts';
import { amount, date, percent, price, rate, ref, text } from '../fields.ts';
import { outLineFields, shippingKeys, waybillAmend, waybillPrint } from '../inventory/stock-documents.ts';
import { materialSide } from '../inventory/stock-side.ts';
import { customerCurrency, customerShippingFields } from './customer-defaults.ts';
import { salesOutTransitions } from './sales-delivery.doc.ts';

/**
 * 物料销售出库单 (SPEC /salesMaterielOdo, calls under /order/ "material stock-out"): raw materials
 * sold as they are (a customer buys pigment powder), without an order: sales keys the materials,
 * quantities and selling prices in one currency at the day's exchange and tax rate; lines without a
 * batch are picked first-expiry-first-out from the material warehouse when saved. The sales
 * director reviews it and the store's 出库 issues it at the moving average, like the product
 * delivery; the waybill prints from it.
 */
const edit = { permission: 'sales-warehouse-out-edit' } as const;
const money = 'sale-bill-price-amount';

export const salesMaterialDelivery = defineDocument({
  key: 'sales-material-delivery',
  title: '物料销售出库单',
  table: 'sal_material_deliveries',
  screen: '/salesMaterielOdo',
  api: { prefix: '/order', name: 'MaterielStockOut' },
  fields: {
    number: text('出库单号', { max: 30, immutable: true }),
    outDate: date('出库日期', { required: true, default: 'today', closedBy: materialSide.kind }),
    customerId: ref('customer', '客户', { required: true }),
    warehouseId: ref('warehouse', '发货仓库', { required: true }),
    currencyId: customerCurrency,
    exchangeRate: rate('汇率', { readOnly: true, help: '出库日期所在月份的汇率' }),
    taxRate: percent('税率（%）', { readOnly: true }),
    saleAmount: amount('销售金额（含税）', { readOnly: true, permission: money }),
    saleAmountCny: amount('折人民币（元）', { readOnly: true, permission: money }),
    ...customerShippingFields,
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '出库明细',
    fields: {
      ...outLineFields(materialSide, { batchRequired: false }),
      salePrice: price('销售单价（含税）', { required: true, permission: money }),
      saleAmount: amount('销售金额（含税）', { readOnly: true, permission: money }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-out',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
  pendingPosting: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'OUT_PUT_WAREHOUSE_PENDING'],
  transitions: salesOutTransitions,
  // The store keys the carrier and 运单号 while doing 出库 and may correct them after.
  amend: waybillAmend,
  numbering: { field: 'number', prefix: 'WLXS', period: 'day', width: 3 },
  access: { view: 'session', edit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['number', 'outDate', 'customerId', 'warehouseId', 'currencyId', 'status'],
    columns: [
      'number',
      'outDate',
      'customerId',
      'warehouseId',
      'currencyId',
      'saleAmount',
      'saleAmountCny',
      'expressId',
      'waybillNo',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '物料销售出库单',
    fields: ['number', 'outDate', 'customerId', 'warehouseId', 'receiver', 'remark'],
    items: ['materielId', 'batchNo', 'allocationId', 'qty'],
    signatures: ['仓管员', '收货人', '审核人'],
  },
  prints: [
    {
      title: '送货单',
      fields: ['number', 'outDate', 'customerId', 'receiver', ...shippingKeys, 'remark'],
      items: ['materielId', 'batchNo', 'qty', 'salePrice', 'saleAmount'],
      signatures: ['发货人', '承运人', '收货人签收'],
      letterhead: true,
    },
    waybillPrint(['number', 'outDate', 'warehouseId']),
  ],
});
