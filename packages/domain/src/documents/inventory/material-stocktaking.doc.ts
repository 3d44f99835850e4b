import { defineDocument } from '../define.ts';
import { date, quantity, ref, text } from '../fields.ts';

/**
 * 物料盘点单 (SPEC /material-stocktaking): a count of one warehouse. Saved without lines, it takes
 * every batch the books hold there (账面数量 = 实盘数量 to start with). 确认盘点 sets the stock to
 * what was counted: gains come in at the item's current average cost, losses go out at it.
 */
const store = { permission: 'warehouse-review' } as const;

export const materialStocktaking = defineDocument({
  key: 'material-stocktaking',
  title: '物料盘点单',
  table: 'inv_material_stocktakings',
  screen: '/material-stocktaking',
  api: { prefix: '/inventory', name: 'MaterialClearing' },
  fields: {
    number: text('盘点单号', { max: 30, immutable: true }),
    takeDate: date('盘点日期', { required: true, closedBy: 'MATERIAL' }),
    warehouseId: ref('warehouse', '盘点仓库', { required: true }),
    counter: text('盘点人', { max: 40 }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '盘点明细',
    minLines: 0,
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      batchNo: text('批号', { required: true, max: 40 }),
      allocationId: ref('allocation', '货位', { dependsOn: { field: 'warehouseId', param: 'warehouseId' } }),
      bookQty: quantity('账面数量（kg）', { readOnly: true, help: '确认盘点时按当时账面重算' }),
      countedQty: quantity('实盘数量（kg）', { required: true, min: 0 }),
      diffQty: quantity('盘盈亏数量（kg）', {
        negative: true,
        readOnly: true,
        help: '实盘 − 账面，自动计算',
      }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-inventory',
  initialStatus: 'CONFIRM',
  draftStatuses: ['CONFIRM'],
  transitions: [
    {
      action: 'WAREHOUSE-INVENTORY',
      label: '确认盘点',
      from: ['CONFIRM'],
      to: 'CONFIRMED',
      allow: store,
      audits: true,
    },
    { action: 'INVALIDATE', label: '作废', from: ['CONFIRM'], to: 'DISCARDED', allow: store },
  ],
  numbering: { field: 'number', prefix: 'PD', period: 'day', width: 3 },
  access: { view: 'session', edit: store },
  list: {
    filters: ['number', 'takeDate', 'warehouseId', 'status'],
    columns: ['number', 'takeDate', 'warehouseId', 'counter', 'status'],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '物料盘点单',
    fields: ['number', 'takeDate', 'warehouseId', 'counter', 'remark'],
    signatures: ['盘点人', '监盘人', '仓库主管'],
  },
  // The sheet the counters carry round the shelves: the books' batches, counts written by hand.
  prints: [
    {
      title: '物料盘点表',
      fields: ['number', 'takeDate', 'warehouseId', 'counter'],
      items: ['allocationId', 'materielId', 'batchNo', 'bookQty'],
      blanks: ['实盘数量（kg）', '备注'],
      signatures: ['盘点人', '复盘人'],
    },
  ],
});
