import { defineDocument } from '../define.ts';
import { date, quantity, ref, text } from '../fields.ts';

/**
 * 领料单 (SPEC /material-requisition): production or the lab asks for materials. Saving it picks
 * batches (earliest expiry, then earliest received; several batches on one line when one is not
 * enough) and reserves them, so nobody else can issue them; 领料 issues exactly the reserved
 * batches. Finance audits collected requisitions (财务审核) and may take the audit back.
 */
const store = { permission: 'warehouse-review' } as const;
const finance = { permission: 'finance-review' } as const;

export const materialRequisition = defineDocument({
  key: 'material-requisition',
  title: '领料单',
  table: 'inv_material_requisitions',
  screen: '/material-requisition',
  api: { prefix: '/apply', name: 'Requisition' },
  fields: {
    number: text('领料单号', { max: 30, immutable: true }),
    applyDate: date('领料日期', { required: true, closedBy: 'MATERIAL' }),
    warehouseId: ref('warehouse', '发料仓库', { required: true }),
    department: text('领用部门', { required: true, max: 40 }),
    applicant: text('领料人', { required: true, max: 40 }),
    usage: text('用途', { max: 100 }),
    accountingAuditor: text('财务审核人', { max: 40, readOnly: true }),
    accountingAuditDate: date('财务审核日期', { readOnly: true }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '领料明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      qty: quantity('领料数量（kg）', { required: true }),
      pickedBatches: text('批号分配', {
        max: 400,
        readOnly: true,
        help: '保存时按先到期先出自动分配并预留，可在详情中调整',
      }),
      remark: text('备注', { max: 100 }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-requisition',
  initialStatus: 'OUT_PUT_WAREHOUSE_PENDING',
  draftStatuses: ['OUT_PUT_WAREHOUSE_PENDING'],
  transitions: [
    {
      action: 'WAREHOUSE-REQUISITION',
      label: '领料',
      from: ['OUT_PUT_WAREHOUSE_PENDING'],
      to: 'OUT_PUT_WAREHOUSE',
      allow: store,
      audits: true,
    },
    {
      action: 'INVALIDATE',
      label: '作废',
      from: ['OUT_PUT_WAREHOUSE_PENDING'],
      to: 'DISCARDED',
      allow: store,
    },
    {
      action: 'ACCOUNTING-AUDIT',
      label: '财务审核',
      from: ['OUT_PUT_WAREHOUSE'],
      to: 'OUT_PUT_WAREHOUSE',
      allow: finance,
      when: { field: 'accountingAuditor', empty: true },
    },
    {
      action: 'ACCOUNTING-UNAUDIT',
      label: '财务反审核',
      from: ['OUT_PUT_WAREHOUSE'],
      to: 'OUT_PUT_WAREHOUSE',
      allow: finance,
      when: { field: 'accountingAuditor', empty: false },
    },
  ],
  numbering: { field: 'number', prefix: 'LL', period: 'day', width: 3 },
  access: { view: 'session', edit: store },
  list: {
    filters: ['number', 'applyDate', 'warehouseId', 'department', 'applicant', 'status'],
    columns: [
      'number',
      'applyDate',
      'warehouseId',
      'department',
      'applicant',
      'usage',
      'accountingAuditor',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  // 领料单 is what the workshop asks for; 发料单 is what the store hands out, batch by batch.
  print: {
    title: '领料单',
    fields: ['number', 'applyDate', 'warehouseId', 'department', 'applicant', 'usage', 'remark'],
    items: ['materielId', 'qty', 'remark'],
    signatures: ['领料人', '部门负责人', '发料人'],
  },
  prints: [
    {
      title: '发料单',
      fields: ['number', 'applyDate', 'warehouseId', 'department', 'applicant', 'usage'],
      items: ['materielId', 'qty', 'pickedBatches'],
      signatures: ['发料人', '领料人', '仓库主管'],
    },
  ],
});
