import { defineMasterData } from '../define.ts';
import { int, text } from '../fields.ts';

/**
 * 呆滞方案 (SPEC: dull scheme add and query): a named rule of what counts as dull stock — batches
 * with no receipt or issue for so many days (and, optionally, at least so old). The stock-age
 * screen (/material-stock-slug) lists the batches a chosen scheme calls dull.
 */
export const dullScheme = defineMasterData({
  key: 'dull-scheme',
  title: '呆滞方案',
  table: 'inv_dull_schemes',
  screen: '/material-dull-scheme',
  name: 'DullScheme',
  prefix: '/inventory',
  edit: 'warehouse-review',
  fields: {
    name: text('方案名称', { required: true, unique: true, max: 30 }),
    noMoveDays: int('无出入库天数', {
      required: true,
      min: 1,
      max: 3650,
      help: '超过这么多天没有任何出入库的批次为呆滞',
    }),
    minAgeDays: int('库龄不少于（天）', {
      min: 0,
      max: 7300,
      help: '可不填；填写时只算库龄达到该天数的批次',
    }),
    remark: text('备注', { max: 200, multiline: true }),
  },
  display: ['name'],
  filters: ['name', 'status'],
  columns: ['name', 'noMoveDays', 'minAgeDays', 'remark', 'status'],
  sort: 'name',
});
