import { defineMasterData } from '../define.ts';
import { int, quantity, ref, text } from '../fields.ts';

const simple = (
  key: string,
  title: string,
  table: string,
  screen: string,
  name: string,
  codeLabel: string,
  nameLabel: string,
) =>
  defineMasterData({
    key,
    title,
    table,
    screen,
    name,
    edit: 'production-basics-edit',
    fields: {
      code: text(codeLabel, { required: true, unique: true, max: 30, immutable: true }),
      name: text(nameLabel, { required: true, max: 50 }),
      sort: int('排序', { min: 0, max: 9999 }),
      remark: text('备注', { max: 200, multiline: true }),
    },
    display: ['code', 'name'],
    filters: ['code', 'name', 'status'],
    columns: ['code', 'name', 'sort', 'remark', 'status'],
    sort: 'code',
  });

export const procedure = simple(
  'procedure',
  '工序',
  'md_procedures',
  '/procedure',
  'Procedure',
  '工序编码',
  '工序名称',
);
export const charging = simple(
  'charging',
  '投料方式',
  'md_chargings',
  '/charging',
  'Charging',
  '投料方式编码',
  '投料方式名称',
);
export const technology = simple(
  'technology',
  '工艺',
  'md_technologies',
  '/technology',
  'Technology',
  '工艺编码',
  '工艺名称',
);

export const beltline = defineMasterData({
  key: 'beltline',
  title: '生产线',
  table: 'md_beltlines',
  screen: '/beltline',
  name: 'Beltline',
  edit: 'production-basics-edit',
  fields: {
    code: text('产线编码', { required: true, unique: true, max: 30, immutable: true }),
    name: text('产线名称', { required: true, max: 50 }),
    workshop: text('所属车间', { max: 50 }),
    dailyCapacity: quantity('日产能（kg）'),
    remark: text('备注', { max: 200, multiline: true }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'workshop', 'status'],
  columns: ['code', 'name', 'workshop', 'dailyCapacity', 'remark', 'status'],
  sort: 'code',
});

export const packageSpec = defineMasterData({
  key: 'package-spec',
  title: '包装规格',
  table: 'md_package_specs',
  screen: '/package-spec',
  name: 'PackageSpec',
  edit: 'production-basics-edit',
  fields: {
    code: text('规格编码', { required: true, unique: true, max: 30, immutable: true }),
    name: text('规格名称', { required: true, max: 50 }),
    packageType: text('包装类型', { max: 20, help: '如 桶、袋、瓶、吨箱' }),
    netWeight: quantity('净含量（kg）', { required: true }),
    unitId: ref('unit', '包装单位'),
    remark: text('备注', { max: 200, multiline: true }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'packageType', 'status'],
  columns: ['code', 'name', 'packageType', 'netWeight', 'unitId', 'remark', 'status'],
  sort: 'code',
});
