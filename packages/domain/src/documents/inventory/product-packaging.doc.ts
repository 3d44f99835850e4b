import { defineDocument } from '../define.ts';
import { date, int, quantity, ref, text } from '../fields.ts';

/**
 * 包装改装单 (SPEC /product-packaging, productionPackList): product of one batch taken out of one
 * packing and put back under another (25 kg drums into 5 kg pails). It records a re-pack the store
 * has done: saving it takes effect at once — the packing of the batch changes and a packing loss,
 * if any, is issued at the moving average; 作废 undoes both. SPEC §4 gives it two statuses only
 * (NEW, DISCARDED), so there is no separate confirmation step.
 */
const store = { permission: 'warehouse-review' } as const;

export const productPackaging = defineDocument({
  key: 'product-packaging',
  title: '包装改装单',
  table: 'inv_product_packagings',
  screen: '/product-packaging',
  api: { prefix: '/productionPack', name: 'ProductPackaging' },
  fields: {
    number: text('改装单号', { max: 30, immutable: true }),
    packDate: date('改装日期', { required: true, default: 'today', closedBy: 'PRODUCT' }),
    warehouseId: ref('warehouse', '成品仓库', { required: true }),
    productId: ref('product', '产品', { required: true }),
    packer: text('改装人', { max: 40 }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '改装明细',
    fields: {
      batchNo: text('批号', {
        required: true,
        max: 40,
        pick: {
          source: 'product',
          params: { productId: 'productId', warehouseId: 'warehouseId' },
          on: 'packDate',
        },
      }),
      allocationId: ref('allocation', '货位', { dependsOn: { field: 'warehouseId', param: 'warehouseId' } }),
      qty: quantity('改装数量（kg）', { required: true }),
      fromPackageSpecId: ref('package-spec', '原包装规格'),
      fromPackages: int('原包装件数', { min: 0, max: 1_000_000 }),
      toPackageSpecId: ref('package-spec', '新包装规格', { required: true }),
      toPackages: int('新包装件数', { min: 1, max: 1_000_000 }),
      lossQty: quantity('包装损耗（kg）', { min: 0, help: '改装中损失的数量，按移动平均成本出库' }),
    },
  },
  display: ['number'],
  statuses: 'product-packaging',
  initialStatus: 'NEW',
  // A recorded re-pack has already changed the books: it is discarded, never deleted.
  draftStatuses: [],
  transitions: [{ action: 'INVALIDATE', label: '作废', from: ['NEW'], to: 'DISCARDED', allow: store }],
  numbering: { field: 'number', prefix: 'GZ', period: 'day', width: 3 },
  access: { view: 'session', edit: store },
  list: {
    filters: ['number', 'packDate', 'warehouseId', 'productId', 'status'],
    columns: ['number', 'packDate', 'warehouseId', 'productId', 'packer', 'status'],
    defaultSort: { field: 'number', order: 'desc' },
  },
  print: {
    title: '包装改装单',
    fields: ['number', 'packDate', 'warehouseId', 'productId', 'packer', 'remark'],
    signatures: ['改装人', '仓管员'],
  },
});
