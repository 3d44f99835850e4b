import { defineDocument } from '../define.ts';
import { date, enumOf, quantity, ref, text } from '../fields.ts';

/**
 * 采购需求 (SPEC /purchase-procurement, purchase-request statuses): what a department asks
 * purchasing to source — a material, or an item not yet in the master data, by name and spec —
 * with a quantity, a needed-by date and a reason. Unlike an apply (the department head's say on
 * what the department uses), a request is judged by purchasing's heads: 审核 approves it or, not
 * approved, ends it (已作废, the reason in the review record); 反审核 takes an approval back while
 * nothing was ordered. An approved request is pushed down (下推) into a purchase order, as
 * ERPNext's Material Request (Purchase) makes a Purchase Order: the order line draws on the request
 * line (已下单数量, the `request-order` link on the order); a line of an item not yet in the master
 * data gets its material on the order, where purchasing knows what it buys. 完结 (the chain's 整单
 * 关闭) tells the department nothing more will be bought; 重新打开 takes it back.
 */
const request = { permission: 'purchase-apply' } as const;
const review = { permission: 'purchase-request-review' } as const;

export const purchaseRequest = defineDocument({
  key: 'purchase-request',
  title: '采购需求',
  table: 'pur_requests',
  screen: '/purchase-procurement',
  api: { prefix: '/purchase', name: 'PurchaseRequest' },
  fields: {
    number: text('需求单号', { max: 30, immutable: true }),
    requestDate: date('提出日期', { required: true, default: 'today' }),
    department: text('需求部门', { max: 40, readOnly: true, help: '按提出人所在部门自动填写' }),
    requester: text('提出人', { max: 40, readOnly: true, help: '按创建人自动填写' }),
    needDate: date('需用日期', { required: true, help: '最晚何时需要到货' }),
    reason: text('需求原因', { required: true, max: 200, multiline: true }),
    orderState: enumOf('purchaseRequestProgress', '下单情况', { derived: true }),
  },
  items: {
    title: '需求明细',
    fields: {
      materielId: ref('materiel', '物料', { help: '物料档案中尚无此物料时留空，填写品名和规格' }),
      itemName: text('品名', { max: 60, help: '物料档案中尚无此物料时填写' }),
      spec: text('规格型号', { max: 100 }),
      qty: quantity('需求数量（kg）', { required: true }),
      remark: text('备注', { max: 200 }),
      orderedQty: quantity('已下单数量（kg）', { readOnly: true, help: '由采购订单自动累计' }),
    },
  },
  display: ['number'],
  statuses: 'purchase-request',
  initialStatus: 'CHECKPENDING',
  draftStatuses: ['CHECKPENDING'],
  transitions: [
    {
      action: 'AUDIT',
      label: '审核',
      from: ['CHECKPENDING'],
      to: 'APPROVED',
      allow: review,
      review: { rejectTo: 'DISCARDED' },
      audits: true,
    },
    {
      action: 'DISCARD',
      label: '反审核',
      from: ['APPROVED'],
      to: 'CHECKPENDING',
      allow: review,
      unaudits: true,
    },
    {
      action: 'INVALIDATE',
      label: '作废',
      from: ['CHECKPENDING', 'APPROVED'],
      to: 'DISCARDED',
      allow: request,
    },
  ],
  numbering: { field: 'number', prefix: 'XQ', period: 'day', width: 3 },
  access: { view: 'session', edit: request },
  closing: { allow: { permission: 'purchase-order-edit' }, close: '完结', reopen: '重新打开' },
  list: {
    filters: ['number', 'requestDate', 'department', 'requester', 'needDate', 'orderState', 'status'],
    columns: [
      'number',
      'requestDate',
      'department',
      'requester',
      'needDate',
      'reason',
      'orderState',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '采购需求单',
    fields: ['number', 'requestDate', 'department', 'requester', 'needDate', 'reason'],
    items: ['materielId', 'itemName', 'spec', 'qty', 'remark'],
    signatures: ['提出人', '采购经理'],
  },
});
