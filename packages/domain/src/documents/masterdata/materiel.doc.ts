import { defineMasterData } from '../define.ts';
import { bool, int, percent, price, quantity, ref, text } from '../fields.ts';

export const materielType = defineMasterData({
  key: 'materiel-type',
  title: '物料类别',
  table: 'md_materiel_types',
  screen: '/materiel-type',
  name: 'MaterielType',
  edit: 'materiel-edit',
  fields: {
    code: text('类别编码', { required: true, unique: true, max: 30, immutable: true }),
    name: text('类别名称', { required: true, max: 50 }),
    remark: text('备注', { max: 200, multiline: true }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'status'],
  columns: ['code', 'name', 'remark', 'status'],
  sort: 'code',
});

/** Raw materials: their names are visible only with the material-name permission (SPEC §6). */
export const materiel = defineMasterData({
  key: 'materiel',
  title: '物料',
  table: 'md_materiels',
  screen: '/materiel',
  name: 'Materiel',
  edit: 'materiel-edit',
  fields: {
    code: text('物料编码', { required: true, unique: true, max: 40, immutable: true }),
    name: text('物料名称', { required: true, max: 100, permission: 'material-name' }),
    materielTypeId: ref('materiel-type', '物料类别', { required: true }),
    spec: text('规格型号', { max: 100 }),
    unitId: ref('unit', '计量单位', { required: true }),
    casNo: text('CAS号', { max: 30 }),
    supplierId: ref('supplier', '默认供应商'),
    referencePrice: price('参考单价（元/kg）', { permission: 'material-price' }),
    minPackage: quantity('最小包装量（kg）'),
    needInspection: bool('来料需检验'),
    shelfLifeDays: int('保质期（天）', { min: 0, max: 36500, list: false }),
    overAllowance: percent('超量允许（%）', {
      list: false,
      help: '收货、入库、开票可超出订单数量的比例；不填按单据类型的设置',
    }),
    remark: text('备注', { max: 500, multiline: true, list: false }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'materielTypeId', 'supplierId', 'status'],
  columns: [
    'code',
    'name',
    'materielTypeId',
    'spec',
    'unitId',
    'casNo',
    'supplierId',
    'referencePrice',
    'needInspection',
    'status',
  ],
  sort: 'code',
  importable: true,
  print: {
    title: '物料资料',
    fields: ['code', 'name', 'materielTypeId', 'spec', 'unitId', 'casNo', 'supplierId', 'remark'],
  },
});
