import { defineMasterData } from '../define.ts';
import { enumOf, ref, text } from '../fields.ts';

export const warehouse = defineMasterData({
  key: 'warehouse',
  title: '仓库',
  table: 'md_warehouses',
  screen: '/warehouse',
  name: 'Warehouse',
  edit: 'warehouse-edit',
  fields: {
    code: text('仓库编码', { required: true, unique: true, max: 30, immutable: true }),
    name: text('仓库名称', { required: true, max: 50 }),
    kind: enumOf('warehouseKind', '仓库类型', { required: true, immutable: true }),
    address: text('地址', { max: 200 }),
    keeper: text('仓管员', { max: 30 }),
    remark: text('备注', { max: 200, multiline: true }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'kind', 'status'],
  columns: ['code', 'name', 'kind', 'address', 'keeper', 'remark', 'status'],
  sort: 'code',
});

/** Goods allocations (货位) within a warehouse. */
export const allocation = defineMasterData({
  key: 'allocation',
  title: '货位',
  table: 'md_allocations',
  screen: '/allocation',
  name: 'Allocation',
  edit: 'warehouse-edit',
  fields: {
    warehouseId: ref('warehouse', '所属仓库', { required: true, immutable: true }),
    code: text('货位编码', { required: true, unique: true, max: 30, immutable: true }),
    name: text('货位名称', { required: true, max: 50 }),
    remark: text('备注', { max: 200, multiline: true }),
  },
  display: ['code', 'name'],
  filters: ['warehouseId', 'code', 'name', 'status'],
  columns: ['warehouseId', 'code', 'name', 'remark', 'status'],
  sort: 'code',
});
