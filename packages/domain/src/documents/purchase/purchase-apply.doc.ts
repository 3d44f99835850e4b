import { defineDocument } from '../define.ts';
import { date, quantity, ref, text } from '../fields.ts';

/**
 * 采购申请 (SPEC /purchase-apply): any department but purchasing asks for materials; the
 * applicant's department head (or the bosses) reviews it; purchasing then orders it. 已下单数量 is
 * kept by the orders that draw on each line (the `apply-order` link), which also moves the apply
 * from 待下单 to 已下单. 完成 closes what is left.
 */
const apply = { permission: 'purchase-apply' } as const;

export const purchaseApply = defineDocument({
  key: 'purchase-apply',
  title: '采购申请',
  table: 'pur_applies',
  screen: '/purchase-apply',
  api: { prefix: '/purchase', name: 'PurchaseApply' },
  fields: {
    number: text('申请单号', { max: 30, immutable: true }),
    applyDate: date('申请日期', { required: true, default: 'today' }),
    department: text('申请部门', { max: 40, readOnly: true, help: '按申请人所在部门自动填写' }),
    applicant: text('申请人', { max: 40, readOnly: true, help: '按创建人自动填写' }),
    needDate: date('需求日期'),
    reason: text('申请事由', { max: 200, multiline: true }),
  },
  items: {
    title: '申请明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      qty: quantity('申请数量（kg）', { required: true }),
      needDate: date('需求日期'),
      remark: text('备注', { max: 200 }),
      orderedQty: quantity('已下单数量（kg）', { readOnly: true, help: '由采购订单自动累计' }),
    },
  },
  display: ['number'],
  statuses: 'purchase-apply',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
  transitions: [
    {
      action: 'AUDIT',
      label: '审核',
      from: ['APPROVAL_PENDING'],
      to: 'ORDER_PENDING',
      allow: { permission: 'purchase-apply-review' },
      review: { rejectTo: 'APPROVAL_NOT_APPROVED' },
      audits: true,
    },
    {
      action: 'SUBMIT',
      label: '重新提交',
      from: ['APPROVAL_NOT_APPROVED'],
      to: 'APPROVAL_PENDING',
      allow: apply,
      unaudits: true,
    },
    {
      action: 'FINISH',
      label: '完成',
      from: ['ORDER_PENDING', 'ORDERED'],
      to: 'DONE',
      allow: { permission: 'purchase-order-edit' },
    },
    {
      action: 'INVALIDATE',
      label: '作废',
      from: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'ORDER_PENDING'],
      to: 'DISCARDED',
      allow: apply,
    },
  ],
  numbering: { field: 'number', prefix: 'SQ', period: 'day', width: 3 },
  access: { view: 'session', edit: apply },
  list: {
    filters: ['number', 'applyDate', 'department', 'applicant', 'status'],
    columns: ['number', 'applyDate', 'department', 'applicant', 'needDate', 'reason', 'status'],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '采购申请单',
    fields: ['number', 'applyDate', 'department', 'applicant', 'needDate', 'reason'],
    signatures: ['申请人', '部门负责人', '采购'],
  },
});
