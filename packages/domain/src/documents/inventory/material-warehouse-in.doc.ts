import { defineDocument } from '../define.ts';
import { amount, date, int, price, quantity, ref, text } from '../fields.ts';
import { drawsOn } from '../links.ts';
import { materialAcceptance } from './material-acceptance.doc.ts';

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
    inDate: date('入库日期', { required: true, closedBy: 'MATERIAL' }),
    warehouseId: ref('warehouse', '仓库', { required: true }),
    supplierId: ref('supplier', '供应商'),
    acceptanceId: ref('material-acceptance', '验收单', {
      help: '从验收合格或让步接收的验收单入库时选择；不填明细则按验收单未入库数量带出',
    }),
    redFlushDate: date('红冲日期', { readOnly: true, help: '红冲时自动填写' }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '入库明细',
    // Lines may come from the acceptance (the hook fills them); without one, at least one line.
    minLines: 0,
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      batchNo: text('批号', { required: true, max: 40 }),
      allocationId: ref('allocation', '货位', { dependsOn: { field: 'warehouseId', param: 'warehouseId' } }),
      qty: quantity('数量（kg）', { required: true }),
      price: price('单价（元/kg）', { permission: 'warehouse-amount' }),
      amount: amount('金额（元）', { permission: 'warehouse-amount', readOnly: true, help: '数量 × 单价' }),
      productionDate: date('生产日期'),
      expiryDate: date('有效期至'),
      supplierBatch: text('供应商批号', { max: 40 }),
      acceptanceLineId: int('验收单行', { readOnly: true, help: '选单或按验收单入库时自动关联' }),
    },
  },
  // Posting draws each line on its acceptance line (matched by material and batch when the line
  // was keyed by hand); a red flush gives it back.
  links: [
    {
      key: 'acceptance-in',
      verb: '入库',
      source: drawsOn(materialAcceptance, {
        noun: '验收单',
        qty: 'qty',
        drawn: 'inQty',
        statuses: ['ACCEPTANCE_QUALIFIED', 'ACCEPTANCE_CONCESSIOND'],
        party: 'supplierId',
      }),
      line: 'acceptanceLineId',
      qty: 'qty',
      counts: ['IN_PUT_WAREHOUSE'],
      header: 'acceptanceId',
      match: ['materielId', 'batchNo'],
      copy: {
        materielId: 'materielId',
        batchNo: 'batchNo',
        supplierBatch: 'supplierBatch',
        productionDate: 'productionDate',
        expiryDate: 'expiryDate',
      },
      headerCopy: { warehouseId: 'warehouseId', supplierId: 'supplierId' },
      party: 'supplierId',
      overMessage: (d) =>
        `第${d.lineNo}行：${d.item} 批号 ${d.line.batchNo} 超出验收单未入库数量或不在验收单中`,
    },
  ],
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
    {
      // A red flush reverses every move of the posting with opposite moves dated today.
      action: 'RED-FLUSH',
      label: '红冲',
      from: ['IN_PUT_WAREHOUSE'],
      to: 'DISCARDED',
      allow: { permission: 'material-red-flush' },
    },
  ],
  numbering: { field: 'number', prefix: 'RK', period: 'day', width: 3 },
  access: { view: 'session', edit: { permission: 'material-in-edit' } },
  list: {
    filters: ['number', 'inDate', 'warehouseId', 'supplierId', 'acceptanceId', 'status'],
    columns: ['number', 'inDate', 'warehouseId', 'supplierId', 'acceptanceId', 'redFlushDate', 'status'],
    defaultSort: { field: 'number', order: 'desc' },
  },
  // The store keeps the copy without prices; finance files the one with them (a reader without
  // the warehouse-amount permission gets no prices on either).
  print: {
    title: '物料入库单（仓库联）',
    fields: ['number', 'inDate', 'warehouseId', 'supplierId', 'acceptanceId', 'remark'],
    items: ['materielId', 'batchNo', 'allocationId', 'qty', 'productionDate', 'expiryDate', 'supplierBatch'],
    signatures: ['交货人', '仓管员', '制单人'],
  },
  prints: [
    {
      title: '物料入库单（财务联）',
      fields: ['number', 'inDate', 'warehouseId', 'supplierId', 'acceptanceId', 'redFlushDate', 'remark'],
      items: ['materielId', 'batchNo', 'qty', 'price', 'amount', 'supplierBatch'],
      signatures: ['仓管员', '采购员', '财务审核'],
    },
  ],
});
