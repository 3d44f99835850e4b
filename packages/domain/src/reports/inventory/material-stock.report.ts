import { date, enumOf, int, ref, text } from '../../documents/fields.ts';
import { defineReport } from '../define.ts';
import { kg, materialColumns, unitCost, value } from './columns.ts';

/** 物料库存 (SPEC /material-stock): what each warehouse holds of each material, and what it is worth. */
export const materialStock = defineReport({
  key: 'material-stock',
  title: '物料库存',
  screen: '/material-stock',
  api: { prefix: '/inventory', name: 'MaterialStock' },
  access: 'menu',
  fields: {
    ...materialColumns,
    onHand: kg('现存量（kg）'),
    reserved: kg('预留量（kg）'),
    available: kg('可用量（kg）'),
    unitCost: unitCost(),
    value: value('库存金额（元）'),
    stockFilter: enumOf('stockFilter', '库存'),
  },
  filters: ['warehouseId', 'code', 'materielTypeId', 'stockFilter'],
  columns: [
    'code',
    'name',
    'materielTypeId',
    'warehouseId',
    'onHand',
    'reserved',
    'available',
    'unitCost',
    'value',
  ],
  defaultSort: { field: 'code', order: 'asc' },
  totals: ['onHand', 'reserved', 'available', 'value'],
  drill: {
    code: {
      screen: '/material-stock/detail',
      params: { materielId: 'materielId', warehouseId: 'warehouseId' },
    },
  },
  description: '金额为该仓库的账面金额（各出入库记录金额之和），单价 = 金额 ÷ 现存量。',
});

/** 物料库存明细 (SPEC /material-stock/detail): one material batch by batch, slot by slot. */
export const materialStockDetail = defineReport({
  key: 'material-stock-detail',
  title: '物料库存明细',
  screen: '/material-stock/detail',
  api: { prefix: '/inventory', name: 'MaterialStockDetail' },
  access: 'menu',
  fields: {
    ...materialColumns,
    batchNo: text('批号'),
    allocationId: ref('allocation', '货位'),
    onHand: kg('现存量（kg）'),
    reserved: kg('预留量（kg）'),
    available: kg('可用量（kg）'),
    value: value('金额（元）'),
    productionDate: date('生产日期'),
    expiryDate: date('有效期至'),
    expiryState: enumOf('expiryState', '有效期状态'),
    supplierBatch: text('供应商批号'),
    firstInDate: date('首次入库日期'),
    ageDays: int('库龄（天）'),
  },
  filters: ['materielId', 'warehouseId', 'batchNo', 'expiryState'],
  required: ['materielId'],
  columns: [
    'code',
    'name',
    'warehouseId',
    'batchNo',
    'allocationId',
    'onHand',
    'reserved',
    'available',
    'value',
    'productionDate',
    'expiryDate',
    'expiryState',
    'supplierBatch',
    'firstInDate',
    'ageDays',
  ],
  defaultSort: { field: 'batchNo', order: 'asc' },
  totals: ['onHand', 'reserved', 'available', 'value'],
  drill: {
    batchNo: {
      screen: '/materielBatchNoLedger',
      params: { materielId: 'materielId', warehouseId: 'warehouseId', batchNo: 'batchNo' },
    },
  },
});

/** 物料库龄 (SPEC /material-stock-slug): how long batches have lain, and which lie still (呆滞). */
export const materialStockAge = defineReport({
  key: 'material-stock-slug',
  title: '物料库龄',
  screen: '/material-stock-slug',
  api: { prefix: '/inventory', name: 'MaterialStockSlug' },
  access: 'menu',
  fields: {
    ...materialColumns,
    batchNo: text('批号'),
    firstInDate: date('首次入库日期'),
    lastMoveDate: date('最后出入库日期'),
    ageDays: int('库龄（天）'),
    stockAge: enumOf('stockAge', '库龄段'),
    noMoveDays: int('呆滞天数（无出入库≥）', { min: 1, max: 3650 }),
    dullSchemeId: ref('dull-scheme', '呆滞方案'),
    onHand: kg('现存量（kg）'),
    value: value('金额（元）'),
  },
  filters: ['warehouseId', 'code', 'materielTypeId', 'stockAge', 'noMoveDays', 'dullSchemeId'],
  columns: [
    'code',
    'name',
    'warehouseId',
    'batchNo',
    'firstInDate',
    'lastMoveDate',
    'ageDays',
    'stockAge',
    'onHand',
    'value',
  ],
  defaultSort: { field: 'ageDays', order: 'desc' },
  totals: ['onHand', 'value'],
  description:
    '库龄自批次首次入库日起算；填写呆滞天数或选择呆滞方案时只列出超过该天数没有任何出入库的批次（呆滞料）。',
});
