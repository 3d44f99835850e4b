import { defineDocument } from '../define.ts';
import { amount, date, enumOf, int, percent, price, quantity, ref, text } from '../fields.ts';

/**
 * 投料单 (SPEC /manufacture-feeding + detail, prints; §4 manufacture-feeding; issue 30 item 2): one
 * production batch — its 生产批号 (the number packing derives product batch numbers from), the
 * product, the recipe version it is made by (recorded at creation, never changed), the batch size
 * and, when production planning made it from a sales order (确认排产), the order line it makes.
 *
 * Saving a draft proposes the lines from the recipe version × batch size (leaf materials, half-stuff
 * exploded) and keeps each line's 理论用量 from it — converted at the ratio where an allowed
 * alternate (替代料) stands in. The recipe's consumption control judges 实际 against 理论: 灵活
 * passes, 警告 needs a deviation reason and a reviewer's 偏差审核 before 保存, 严格 refuses.
 * 保存 issues the actual quantities from the material ledger (first expiry first, at the moving
 * average) as moves of the feeding, keeping the issued value per line and on the header (投料成本);
 * 作废 of a saved feeding reverses those moves exactly. 完工 (COMPLETE) is the packing's transition.
 * docs/modules/production.md has the rules.
 */
const edit = { permission: 'feeding-form-edit' } as const;
const money = 'material-amount';

export const manufactureFeeding = defineDocument({
  key: 'manufacture-feeding',
  title: '投料单',
  table: 'prd_feedings',
  screen: '/manufacture-feeding',
  api: { prefix: '/production', name: 'Feeding' },
  fields: {
    // 生产批号: the feeding's number (the period close and the chains know documents by `number`).
    number: text('生产批号', { max: 30, immutable: true }),
    feedDate: date('投料日期', { required: true, default: 'today', closedBy: 'MATERIAL' }),
    plannedDate: date('计划日期'),
    productId: ref('product', '产品', { required: true }),
    recipeId: ref('recipe', '配方版本', {
      required: true,
      immutable: true,
      help: '已审核的生产配方版本；投料单记录所用版本，之后不变',
    }),
    batchSize: quantity('批量（kg）', { required: true, help: '默认配方批量' }),
    warehouseId: ref('warehouse', '发料仓库', { required: true }),
    salesOrderId: ref('sales-order', '销售订单', { readOnly: true, help: '由生产排产（确认）自动关联' }),
    salesOrderLineId: int('订单行', { readOnly: true, list: false }),
    consumptionControl: enumOf('consumptionControl', '用量控制', {
      readOnly: true,
      list: false,
      help: '取自配方版本',
    }),
    tolerance: percent('允许偏差（%）', { readOnly: true, list: false }),
    deviationState: enumOf('feedingDeviation', '偏差审核', {
      readOnly: true,
      help: '警告控制下有超差明细时须审核后才能保存',
    }),
    deviationReviewer: text('偏差审核人', { max: 40, readOnly: true, list: false }),
    materialCost: amount('投料成本（元）', {
      readOnly: true,
      permission: money,
      help: '保存时按移动加权平均价发出的物料金额合计',
    }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '投料明细',
    // A draft saved without lines takes the recipe's proposal.
    minLines: 0,
    fields: {
      materielId: ref('materiel', '配方物料', { required: true }),
      alternateId: ref('materiel', '替代料', { help: '只能选配方可用的替代料，理论用量按替代比例换算' }),
      theoreticalQty: quantity('理论用量（kg）', { readOnly: true, help: '配方版本 × 批量' }),
      qty: quantity('实际用量（kg）', { required: true }),
      deviationReason: text('偏差原因', { max: 200 }),
      pickedBatches: text('投料批号', { max: 400, readOnly: true, help: '保存时按先到期先出自动分配' }),
      unitCost: price('单位成本（元/kg）', { readOnly: true, permission: money }),
      cost: amount('投料金额（元）', { readOnly: true, permission: money }),
    },
  },
  display: ['number'],
  statuses: 'manufacture-feeding',
  initialStatus: 'TEMPORARY_SAVED',
  draftStatuses: ['TEMPORARY_SAVED'],
  // A feeding posts its materials at 保存 and its batch is packed later: until then its month of
  // the material book stays open (docs/modules/production.md).
  pendingPosting: ['TEMPORARY_SAVED', 'SAVED'],
  transitions: [
    {
      action: 'REVIEW',
      label: '偏差审核',
      from: ['TEMPORARY_SAVED'],
      to: 'TEMPORARY_SAVED',
      allow: { permission: 'feeding-deviation-review' },
      when: { field: 'deviationState', in: ['PENDING'] },
    },
    { action: 'SAVE', label: '保存', from: ['TEMPORARY_SAVED'], to: 'SAVED', allow: edit, audits: true },
    { action: 'INVALIDATE', label: '作废', from: ['TEMPORARY_SAVED', 'SAVED'], to: 'DISCARDED', allow: edit },
    { action: 'COMPLETE', label: '完工', from: ['SAVED'], to: 'COMPLETE', allow: edit },
  ],
  numbering: { field: 'number', prefix: 'SC', period: 'day', width: 3 },
  access: { view: { permission: 'feeding-form-visit' }, edit },
  list: {
    filters: ['number', 'feedDate', 'productId', 'recipeId', 'salesOrderId', 'deviationState', 'status'],
    columns: [
      'number',
      'feedDate',
      'plannedDate',
      'productId',
      'recipeId',
      'batchSize',
      'warehouseId',
      'salesOrderId',
      'deviationState',
      'materialCost',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '投料单',
    fields: [
      'number',
      'feedDate',
      'productId',
      'recipeId',
      'batchSize',
      'warehouseId',
      'salesOrderId',
      'remark',
    ],
    items: ['materielId', 'alternateId', 'theoreticalQty', 'qty', 'pickedBatches', 'deviationReason'],
    signatures: ['投料人', '复核人', '车间主任'],
  },
});
