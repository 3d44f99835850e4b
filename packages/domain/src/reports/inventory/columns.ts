import { amount, date, int, price, quantity, ref, text } from '../../documents/fields.ts';

/** Columns the material reports share: the material, where it is, and money only for those who may. */
export const materialColumns = {
  materielId: ref('materiel', '物料'),
  code: text('物料编码', { help: '按编码或名称查找' }),
  name: text('物料名称', { permission: 'material-name' }),
  materielTypeId: ref('materiel-type', '物料类别'),
  warehouseId: ref('warehouse', '仓库'),
};

export const value = (label: string) => amount(label, { permission: 'warehouse-amount' });
export const unitCost = (label = '平均单价（元/kg）') => price(label, { permission: 'warehouse-amount' });
export const kg = (label: string) => quantity(label, { negative: true });
export const businessDate = date('业务日期');
export const period = text('月份');
export const count = (label: string) => int(label);
