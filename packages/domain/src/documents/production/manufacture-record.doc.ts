import { defineDocument } from '../define.ts';
import { amount, date, enumOf, int, percent, quantity, ref, text } from '../fields.ts';

/**
 * 生产记录 (SPEC /manufacture-record + detail, prints; §7 "production record update, audit, query";
 * issue 30 item 3): one record per production batch (投料单, which must be 已保存). Its lines are the
 * grinding passes (研磨: mill, start and end time, temperature, fineness) and the adjustments (调整:
 * a material added, or a note). The header carries what the batch gave: 产出量 and 报废量 with its
 * reason. SPEC names no states: 待审核 → 审核通过 (审核). The audit issues the adjustments' materials
 * from the feeding's warehouse at the moving average, as moves of the record, adding to the batch's
 * cost; from then the record is the batch's output the packing packs. docs/modules/production.md.
 */
const edit = { permission: 'feeding-form-edit' } as const;
const money = 'material-amount';

export const manufactureRecord = defineDocument({
  key: 'manufacture-record',
  title: '生产记录',
  table: 'prd_records',
  screen: '/manufacture-record',
  api: { prefix: '/production', name: 'Record' },
  fields: {
    number: text('记录单号', { max: 30, immutable: true }),
    feedingId: ref('manufacture-feeding', '生产批号', {
      required: true,
      immutable: true,
      help: '已保存的投料单；每个生产批次一份生产记录',
    }),
    recordDate: date('记录日期', { required: true, default: 'today', closedBy: 'MATERIAL' }),
    productId: ref('product', '产品', { readOnly: true, help: '取自投料单' }),
    batchSize: quantity('理论产量（kg）', { readOnly: true, help: '投料单批量（配方理论产量）' }),
    outputQty: quantity('产出量（kg）', { required: true, min: 0 }),
    scrapQty: quantity('报废量（kg）', { min: 0 }),
    scrapReason: text('报废原因', { max: 200 }),
    packedQty: quantity('已包装（kg）', { derived: true, help: '已审核生产包装单的包装数量' }),
    yieldPercent: percent('得率（%）', { derived: true, help: '已包装 ÷ 理论产量' }),
    yieldBucket: enumOf('yieldBucket', '得率区间', { derived: true, filterOnly: true }),
    adjustmentCost: amount('调整投料金额（元）', {
      readOnly: true,
      permission: money,
      help: '审核时调整物料按移动加权平均价发出的金额',
    }),
    operator: text('操作人', { max: 40 }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '研磨与调整',
    minLines: 0,
    fields: {
      kind: enumOf('recordLineKind', '类型', { required: true }),
      equipment: text('设备/磨机', { max: 60 }),
      startTime: text('开始时间', { max: 16, help: '如 08:30' }),
      endTime: text('结束时间', { max: 16 }),
      temperature: int('温度（℃）', { min: -50, max: 500 }),
      fineness: int('细度（μm）', { min: 0, max: 100_000 }),
      materielId: ref('materiel', '调整物料', { help: '调整加料时填写，审核时从投料仓库发出' }),
      qty: quantity('调整用量（kg）', { min: 0 }),
      pickedBatches: text('投料批号', { max: 400, readOnly: true }),
      cost: amount('调整金额（元）', { readOnly: true, permission: money }),
      remark: text('说明', { max: 200 }),
    },
  },
  display: ['number'],
  statuses: 'default',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  // Its adjustments issue at the audit, dated 记录日期: until then the month stays open.
  pendingPosting: ['APPROVAL_PENDING'],
  transitions: [
    {
      action: 'AUDIT',
      label: '审核',
      from: ['APPROVAL_PENDING'],
      to: 'APPROVAL_APPROVED',
      allow: { permission: 'production-record-audit' },
      audits: true,
    },
  ],
  numbering: { field: 'number', prefix: 'SCJL', period: 'day', width: 3 },
  access: { view: { permission: 'feeding-form-visit' }, edit },
  list: {
    filters: ['number', 'feedingId', 'recordDate', 'productId', 'yieldBucket', 'status'],
    columns: [
      'number',
      'feedingId',
      'recordDate',
      'productId',
      'batchSize',
      'outputQty',
      'scrapQty',
      'packedQty',
      'yieldPercent',
      'adjustmentCost',
      'operator',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '生产记录',
    fields: [
      'number',
      'feedingId',
      'recordDate',
      'productId',
      'batchSize',
      'outputQty',
      'scrapQty',
      'scrapReason',
      'operator',
      'remark',
    ],
    items: [
      'kind',
      'equipment',
      'startTime',
      'endTime',
      'temperature',
      'fineness',
      'materielId',
      'qty',
      'remark',
    ],
    signatures: ['操作人', '班组长', '车间主任'],
  },
});
