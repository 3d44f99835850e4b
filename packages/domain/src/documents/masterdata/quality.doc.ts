import { defineMasterData } from '../define.ts';
import { text } from '../fields.ts';

export const testOrgan = defineMasterData({
  key: 'test-organ',
  title: '检测机构',
  table: 'md_test_organs',
  screen: '/test-organ',
  name: 'TestOrgan',
  edit: 'quality-basics-edit',
  fields: {
    code: text('机构编码', { required: true, unique: true, max: 30, immutable: true }),
    name: text('机构名称', { required: true, max: 100 }),
    qualification: text('资质', { max: 100, help: '如 CMA、CNAS' }),
    contact: text('联系人', { max: 30 }),
    phone: text('电话', { max: 30, format: 'digitsAndHyphens' }),
    address: text('地址', { max: 200 }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'status'],
  columns: ['code', 'name', 'qualification', 'contact', 'phone', 'address', 'status'],
  sort: 'code',
});

export const testItem = defineMasterData({
  key: 'test-item',
  title: '检测项目',
  table: 'md_test_items',
  screen: '/test-item',
  name: 'TestItem',
  edit: 'quality-basics-edit',
  fields: {
    code: text('项目编码', { required: true, unique: true, max: 30, immutable: true }),
    name: text('项目名称', { required: true, max: 50 }),
    unit: text('单位', { max: 20, help: '如 mPa·s、μm、%' }),
    method: text('检测方法', { max: 100 }),
    standard: text('依据标准', { max: 100, help: '如 GB/T 1723' }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'status'],
  columns: ['code', 'name', 'unit', 'method', 'standard', 'status'],
  sort: 'code',
});
