import { defineDocument } from '../define.ts';
import { amount, bool, date, enumOf, int, percent, price, quantity, ref, text } from '../fields.ts';

/**
 * 生产包装单 (SPEC /manufacture-packaging + detail, prints, manufacture-tabs; §7 "pack add, update,
 * audit, query"; issue 30 item 3): packs a batch's recorded output (its audited 生产记录) into
 * product stock, one line per package spec (several specs from one batch). The product batch is
 * the 生产批号 itself, so the stock, its packings and the trace know the batch it came from.
 *
 * 审核 posts the lines into the product warehouse at cost: the batch's cost (投料成本 + adjustment
 * issues + audited process and outside-processing costs) is shared by quantity over output + scrap,
 * each line taking its share of what is left; the packing that packs the last of the output, or
 * says 完工, leaves the rest to the scrap and the unpacked loss, so packed + scrap = cost to the
 * unit, and sets the feeding 已完成. SPEC §4 product-packaging: 待审核 (NEW), 已作废; 已审核 beside.
 */
const edit = { permission: 'feeding-form-edit' } as const;
const money = 'material-amount';

export const manufacturePackaging = defineDocument({
  key: 'manufacture-packaging',
  title: '生产包装单',
  table: 'prd_packagings',
  screen: '/manufacture-packaging',
  api: { prefix: '/production', name: 'Packaging' },
  fields: {
    number: text('包装单号', { max: 30, immutable: true }),
    feedingId: ref('manufacture-feeding', '生产批号', {
      required: true,
      immutable: true,
      help: '已保存且生产记录已审核的投料单',
    }),
    packDate: date('包装日期', { required: true, default: 'today', closedBy: 'PRODUCT' }),
    productId: ref('product', '产品', { readOnly: true, help: '取自投料单' }),
    batchNo: text('产品批号', { max: 40, readOnly: true, help: '即生产批号' }),
    warehouseId: ref('warehouse', '成品仓库', { required: true }),
    complete: bool('完工', { help: '勾选后本单审核即完工：未包装的产出量记为损耗' }),
    totalQty: quantity('包装数量（kg）', { readOnly: true }),
    yieldPercent: percent('得率（%）', { derived: true, help: '批次已包装 ÷ 理论产量' }),
    yieldBucket: enumOf('yieldBucket', '得率区间', { derived: true, filterOnly: true }),
    packedValue: amount('入库成本（元）', { readOnly: true, permission: money }),
    lossQty: quantity('报废及损耗（kg）', { readOnly: true, help: '完工时：报废量 + 未包装的产出量' }),
    lossValue: amount('报废及损耗金额（元）', { readOnly: true, permission: money }),
    packer: text('包装人', { max: 40 }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '包装明细',
    fields: {
      packageSpecId: ref('package-spec', '包装规格', { required: true }),
      packages: int('件数', { required: true, min: 1, max: 1_000_000 }),
      qty: quantity('数量（kg）', { required: true, min: 0 }),
      allocationId: ref('allocation', '货位', { dependsOn: { field: 'warehouseId', param: 'warehouseId' } }),
      unitCost: price('单位成本（元/kg）', { readOnly: true, permission: money }),
      value: amount('入库金额（元）', { readOnly: true, permission: money }),
    },
  },
  display: ['number'],
  statuses: 'manufacture-packaging',
  initialStatus: 'NEW',
  draftStatuses: ['NEW'],
  // Posts at 审核, dated 包装日期 in the product book: until then its month stays open.
  pendingPosting: ['NEW'],
  transitions: [
    {
      action: 'AUDIT',
      label: '审核入库',
      from: ['NEW'],
      to: 'APPROVED',
      allow: { permission: 'production-pack-audit' },
      audits: true,
    },
    { action: 'INVALIDATE', label: '作废', from: ['NEW'], to: 'DISCARDED', allow: edit },
  ],
  numbering: { field: 'number', prefix: 'SCBZ', period: 'day', width: 3 },
  access: { view: { permission: 'feeding-form-visit' }, edit },
  list: {
    filters: ['number', 'feedingId', 'packDate', 'productId', 'warehouseId', 'yieldBucket', 'status'],
    columns: [
      'number',
      'feedingId',
      'packDate',
      'productId',
      'batchNo',
      'warehouseId',
      'totalQty',
      'yieldPercent',
      'packedValue',
      'complete',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '生产包装单',
    fields: ['number', 'feedingId', 'packDate', 'productId', 'batchNo', 'warehouseId', 'packer', 'remark'],
    items: ['packageSpecId', 'packages', 'qty', 'allocationId'],
    signatures: ['包装人', '仓管员', '车间主任'],
  },
});
