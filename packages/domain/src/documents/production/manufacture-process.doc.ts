import { defineDocument } from '../define.ts';
import { amount, date, enumOf, quantity, ref, text } from '../fields.ts';

/**
 * 生产费用 (SPEC /manufacture-processe + detail; §7 "OEM fee add, update, audit, query"; issue 30
 * item 3): what a production batch cost beyond its materials — in-house process cost (工序费:
 * procedure, hours, amount) or an outside processor's fee (委外加工费, naming the processor). One
 * declaration for both, told apart by 费用类型, so the batch's cost reads them from one table. Keyed
 * by cost accounting, audited by cost accounting or finance's heads: an audited cost counts in the
 * batch's cost the packing posts into product stock; a batch already completed takes no more.
 * Production reads procedures and hours; the amounts are 查看物料金额's (SPEC §6 material amount).
 */
const money = 'material-amount';

export const manufactureProcess = defineDocument({
  key: 'manufacture-process',
  title: '生产费用',
  table: 'prd_process_costs',
  screen: '/manufacture-processe',
  api: { prefix: '/production', name: 'ProcessCost' },
  fields: {
    number: text('费用单号', { max: 30, immutable: true }),
    feedingId: ref('manufacture-feeding', '生产批号', { required: true, help: '已保存的投料单（生产批次）' }),
    costDate: date('费用日期', { required: true, default: 'today' }),
    kind: enumOf('processCostKind', '费用类型', { required: true }),
    supplierId: ref('supplier', '委外加工商', { help: '委外加工费填写' }),
    productId: ref('product', '产品', { readOnly: true, help: '取自投料单' }),
    totalHours: quantity('工时合计（h）', { readOnly: true }),
    totalAmount: amount('费用合计（元）', { readOnly: true, permission: money }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '费用明细',
    fields: {
      procedureId: ref('procedure', '工序', { required: true }),
      hours: quantity('工时（h）', { min: 0 }),
      amount: amount('金额（元）', { required: true, permission: money, min: 0, decimals: 2 }),
      remark: text('说明', { max: 200 }),
    },
  },
  display: ['number'],
  statuses: 'default',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  transitions: [
    {
      action: 'AUDIT',
      label: '审核',
      from: ['APPROVAL_PENDING'],
      to: 'APPROVAL_APPROVED',
      allow: { permission: 'production-cost-audit' },
      audits: true,
    },
  ],
  numbering: { field: 'number', prefix: 'GXF', period: 'day', width: 3 },
  access: { view: { permission: 'production-cost-visit' }, edit: { permission: 'production-cost-edit' } },
  list: {
    filters: ['number', 'feedingId', 'costDate', 'kind', 'supplierId', 'status'],
    columns: [
      'number',
      'feedingId',
      'costDate',
      'kind',
      'supplierId',
      'productId',
      'totalHours',
      'totalAmount',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
});
