import { defineMasterData } from '../define.ts';
import { enumOf, int, ref, text } from '../fields.ts';

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

/**
 * 检测方法 (issue 31): how a test item is measured, with the standard it follows (GB/T 1725); a
 * test item names its default method, a spec line may name another.
 */
export const detectionMethod = defineMasterData({
  key: 'detection-method',
  title: '检测方法',
  table: 'md_detection_methods',
  screen: '/detection-method',
  name: 'DetectionMethod',
  prefix: '/quality',
  edit: 'quality-basics-edit',
  fields: {
    code: text('方法编码', { required: true, unique: true, max: 30, immutable: true }),
    name: text('方法名称', { required: true, max: 100 }),
    standardRef: text('依据标准', { max: 100, help: '如 GB/T 1725' }),
    description: text('方法说明', { max: 2000, multiline: true, list: false }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'standardRef', 'status'],
  columns: ['code', 'name', 'standardRef', 'status'],
  sort: 'code',
});

/**
 * 检测项目: what a standard's spec line measures — its unit, default method, the kind of value the
 * lab reports (数值 / 文本 / 合格判定) and the decimals a numeric reading is rounded to.
 */
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
    methodId: ref('detection-method', '默认检测方法'),
    valueType: enumOf('specRuleType', '结果类型', { required: true }),
    decimals: int('小数位数', { min: 0, max: 6, help: '数值结果保留的小数位，检测值按此四舍五入后判定' }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'valueType', 'status'],
  columns: ['code', 'name', 'unit', 'methodId', 'valueType', 'decimals', 'status'],
  sort: 'code',
});
