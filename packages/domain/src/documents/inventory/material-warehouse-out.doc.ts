import { defineDocument } from '../define.ts';
import { amount, date, enumOf, price, quantity, ref, text } from '../fields.ts';

/**
 * 物料出库单 (SPEC /material-warehouse-out): materials leaving other than by requisition — back
 * to the supplier, sold, scrapped. Reviewed by the warehouse, then 出库 issues the lines at the
 * moving-average cost (the price and amount are filled then); 退回 brings them back.
 */
const store = { permission: 'warehouse-review' } as const;

export const materialWarehouseOut = defineDocument({
  key: 'material-warehouse-out',
  title: '物料出库单',
  table: 'inv_material_outs',
  screen: '/material-warehouse-out',
  api: { prefix: '/inventory', name: 'MaterialOut' },
  fields: {
    number: text('出库单号', { max: 30, immutable: true }),
    outDate: date('出库日期', { required: true, closedBy: 'MATERIAL' }),
    warehouseId: ref('warehouse', '仓库', { required: true }),
    outType: enumOf('materialOutType', '出库类型', { required: true }),
    supplierId: ref('supplier', '供应商', { help: '退供应商时必填' }),
    receiver: text('收货方', { max: 60 }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '出库明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      batchNo: text('批号', {
        required: true,
        max: 40,
        pick: {
          source: 'material',
          params: { materielId: 'materielId', warehouseId: 'warehouseId' },
          on: 'outDate',
        },
      }),
      allocationId: ref('allocation', '货位', { dependsOn: { field: 'warehouseId', param: 'warehouseId' } }),
      qty: quantity('出库数量（kg）', { required: true }),
      price: price('成本单价（元/kg）', {
        permission: 'warehouse-amount',
        readOnly: true,
        help: '出库时按移动平均成本填写',
      }),
      amount: amount('成本金额（元）', { permission: 'warehouse-amount', readOnly: true }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-out',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
  transitions: [
    {
      action: 'AUDIT',
      label: '审核',
      from: ['APPROVAL_PENDING'],
      to: 'OUT_PUT_WAREHOUSE_PENDING',
      allow: store,
      review: { rejectTo: 'APPROVAL_NOT_APPROVED' },
      audits: true,
    },
    {
      action: 'SUBMIT',
      label: '重新提交',
      from: ['APPROVAL_NOT_APPROVED'],
      to: 'APPROVAL_PENDING',
      allow: store,
      unaudits: true,
    },
    {
      action: 'WAREHOUSE-OUT',
      label: '出库',
      from: ['OUT_PUT_WAREHOUSE_PENDING'],
      to: 'OUT_PUT_WAREHOUSE',
      allow: store,
    },
    {
      action: 'RETURN',
      label: '退回',
      from: ['OUT_PUT_WAREHOUSE'],
      to: 'RETURNED',
      allow: store,
    },
    {
      action: 'INVALIDATE',
      label: '作废',
      from: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'OUT_PUT_WAREHOUSE_PENDING'],
      to: 'DISCARDED',
      allow: store,
    },
  ],
  numbering: { field: 'number', prefix: 'CK', period: 'day', width: 3 },
  access: { view: 'session', edit: store },
  list: {
    filters: ['number', 'outDate', 'warehouseId', 'outType', 'supplierId', 'status'],
    columns: ['number', 'outDate', 'warehouseId', 'outType', 'supplierId', 'receiver', 'status'],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '物料出库单',
    fields: ['number', 'outDate', 'warehouseId', 'outType', 'supplierId', 'receiver', 'remark'],
    items: ['materielId', 'batchNo', 'allocationId', 'qty'],
    signatures: ['仓管员', '收货人', '审核人'],
  },
  prints: [
    {
      title: '物料出库单（财务联）',
      fields: ['number', 'outDate', 'warehouseId', 'outType', 'supplierId', 'receiver'],
      items: ['materielId', 'batchNo', 'qty', 'price', 'amount'],
      signatures: ['仓管员', '财务审核'],
    },
    {
      title: '送货单',
      fields: ['number', 'outDate', 'supplierId', 'receiver', 'remark'],
      items: ['materielId', 'batchNo', 'qty'],
      signatures: ['发货人', '承运人', '收货人签收'],
    },
  ],
});
