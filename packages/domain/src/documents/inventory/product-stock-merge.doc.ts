import { defineDocument } from '../define.ts';
import { date, quantity, ref, text } from '../fields.ts';

/**
 * 批次合并单 (SPEC /product-stock-merge, productMergeStock): several batches of one product in one
 * product warehouse become one new batch. 确认合并 issues every source line at the moving average and
 * receives the new batch at exactly the sum of those issues, so the product's quantity and value do
 * not change; the new batch remembers its sources (stock_batch_sources) for traceability.
 */
const store = { permission: 'warehouse-review' } as const;

export const productStockMerge = defineDocument({
  key: 'product-stock-merge',
  title: '批次合并单',
  table: 'inv_product_merges',
  screen: '/product-stock-merge',
  api: { prefix: '/productMergeStock', name: 'ProductMergeStock' },
  fields: {
    number: text('合并单号', { max: 30, immutable: true }),
    mergeDate: date('合并日期', { required: true, default: 'today', closedBy: 'PRODUCT' }),
    warehouseId: ref('warehouse', '成品仓库', { required: true }),
    productId: ref('product', '产品', { required: true }),
    newBatchNo: text('新批号', { max: 40, help: '不填则以合并单号作新批号' }),
    newAllocationId: ref('allocation', '新批号货位', {
      dependsOn: { field: 'warehouseId', param: 'warehouseId' },
    }),
    totalQty: quantity('合并数量（kg）', { readOnly: true, help: '各来源批号数量之和' }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '来源批号',
    minLines: 2,
    fields: {
      batchNo: text('批号', {
        required: true,
        max: 40,
        pick: {
          source: 'product',
          params: { productId: 'productId', warehouseId: 'warehouseId' },
          on: 'mergeDate',
        },
      }),
      allocationId: ref('allocation', '货位', { dependsOn: { field: 'warehouseId', param: 'warehouseId' } }),
      qty: quantity('合并数量（kg）', { help: '不填则合并该批号在此货位的全部可用数量' }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-move',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  pendingPosting: ['APPROVAL_PENDING'],
  transitions: [
    {
      action: 'WAREHOUSE-MERGE',
      label: '确认合并',
      from: ['APPROVAL_PENDING'],
      to: 'CONFIRMED',
      allow: store,
      audits: true,
    },
    { action: 'INVALIDATE', label: '作废', from: ['APPROVAL_PENDING'], to: 'DISCARDED', allow: store },
    {
      // Only while the new batch is untouched: opposite moves give every source its stock back.
      action: 'RED-FLUSH',
      label: '红冲',
      from: ['CONFIRMED'],
      to: 'DISCARDED',
      allow: store,
    },
  ],
  numbering: { field: 'number', prefix: 'HB', period: 'day', width: 3 },
  access: { view: 'session', edit: store },
  list: {
    filters: ['number', 'mergeDate', 'warehouseId', 'productId', 'newBatchNo', 'status'],
    columns: ['number', 'mergeDate', 'warehouseId', 'productId', 'newBatchNo', 'totalQty', 'status'],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '批次合并单',
    fields: [
      'number',
      'mergeDate',
      'warehouseId',
      'productId',
      'newBatchNo',
      'newAllocationId',
      'totalQty',
      'remark',
    ],
    signatures: ['仓管员', '质检员', '仓库主管'],
  },
});
