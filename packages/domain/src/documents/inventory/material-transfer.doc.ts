import { defineDocument } from '../define.ts';
import { date, quantity, ref, text } from '../fields.ts';

/**
 * 物料调拨单 (SPEC /material-transfer): batches moved between warehouses or goods allocations.
 * 确认调拨 issues from the source and receives into the destination at the same value, so the
 * moving-average cost does not change.
 */
const store = { permission: 'warehouse-review' } as const;

export const materialTransfer = defineDocument({
  key: 'material-transfer',
  title: '物料调拨单',
  table: 'inv_material_transfers',
  screen: '/material-transfer',
  api: { prefix: '/inventory', name: 'MaterialShifting' },
  fields: {
    number: text('调拨单号', { max: 30, immutable: true }),
    transferDate: date('调拨日期', { required: true, closedBy: 'MATERIAL' }),
    fromWarehouseId: ref('warehouse', '调出仓库', { required: true }),
    toWarehouseId: ref('warehouse', '调入仓库', { required: true }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '调拨明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      batchNo: text('批号', {
        required: true,
        max: 40,
        pick: {
          source: 'material',
          params: { materielId: 'materielId', warehouseId: 'fromWarehouseId' },
          on: 'transferDate',
        },
      }),
      fromAllocationId: ref('allocation', '调出货位', {
        dependsOn: { field: 'fromWarehouseId', param: 'warehouseId' },
      }),
      toAllocationId: ref('allocation', '调入货位', {
        dependsOn: { field: 'toWarehouseId', param: 'warehouseId' },
      }),
      qty: quantity('调拨数量（kg）', { required: true }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-move',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  transitions: [
    {
      action: 'WAREHOUSE-TRANSFER',
      label: '确认调拨',
      from: ['APPROVAL_PENDING'],
      to: 'CONFIRMED',
      allow: store,
      audits: true,
    },
    { action: 'INVALIDATE', label: '作废', from: ['APPROVAL_PENDING'], to: 'DISCARDED', allow: store },
  ],
  numbering: { field: 'number', prefix: 'DB', period: 'day', width: 3 },
  access: { view: 'session', edit: store },
  list: {
    filters: ['number', 'transferDate', 'fromWarehouseId', 'toWarehouseId', 'status'],
    columns: ['number', 'transferDate', 'fromWarehouseId', 'toWarehouseId', 'status'],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '物料调拨单',
    fields: ['number', 'transferDate', 'fromWarehouseId', 'toWarehouseId', 'remark'],
    signatures: ['调出仓管员', '调入仓管员', '审核人'],
  },
});
