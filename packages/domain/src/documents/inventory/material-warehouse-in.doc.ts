import { defineDocument } from '../define.ts';
import { amount, date, price, quantity, ref, text } from '../fields.ts';

/**
 * 物料入库单 (SPEC /material-warehouse-in): raw materials received into a material warehouse,
 * in batches. Posting (入库) puts the lines on the stock ledger at their price; amounts and prices
 * are warehouse amounts, hidden from store, production, quality, technical and research (SPEC §6).
 */
export const materialWarehouseIn = defineDocument({
  key: 'material-warehouse-in',
  title: '物料入库单',
  table: 'inv_material_ins',
  screen: '/material-warehouse-in',
  api: { prefix: '/warehouse', name: 'MaterialIn' },
  fields: {
    number: text('入库单号', { max: 30, immutable: true }),
    inDate: date('入库日期', { required: true }),
    warehouseId: ref('warehouse', '仓库', { required: true }),
    supplierId: ref('supplier', '供应商'),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '入库明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      batchNo: text('批号', { required: true, max: 40 }),
      allocationId: ref('allocation', '货位'),
      qty: quantity('数量（kg）', { required: true, min: 1 }),
      price: price('单价（元/kg）', { permission: 'warehouse-amount' }),
      amount: amount('金额（元）', { permission: 'warehouse-amount' }),
      productionDate: date('生产日期'),
      expiryDate: date('有效期至'),
      supplierBatch: text('供应商批号', { max: 40 }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-in',
  initialStatus: 'IN_PUT_WAREHOUSE_PENDING',
  draftStatuses: ['IN_PUT_WAREHOUSE_PENDING'],
  transitions: [
    {
      action: 'WAREHOUSE-IN',
      label: '入库',
      from: ['IN_PUT_WAREHOUSE_PENDING'],
      to: 'IN_PUT_WAREHOUSE',
      allow: { permission: 'warehouse-review' },
      audits: true,
    },
    {
      action: 'INVALIDATE',
      label: '作废',
      from: ['IN_PUT_WAREHOUSE_PENDING'],
      to: 'DISCARDED',
      allow: { permission: 'warehouse-review' },
    },
  ],
  numbering: { field: 'number', prefix: 'RK', period: 'day', width: 3 },
  access: { view: 'session', edit: { permission: 'warehouse-review' } },
  list: {
    filters: ['number', 'inDate', 'warehouseId', 'supplierId', 'status'],
    columns: ['number', 'inDate', 'warehouseId', 'supplierId', 'status'],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: { title: '物料入库单', fields: ['number', 'inDate', 'warehouseId', 'supplierId', 'remark'] },
});
