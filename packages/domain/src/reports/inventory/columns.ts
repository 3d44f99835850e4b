import { amount, date, int, price, quantity, text } from '../../documents/fields.ts';
import { materialSide } from '../../documents/inventory/stock-side.ts';
import { itemColumns } from './item-columns.ts';

/** Columns the material reports share: the material, where it is (the material side's item columns). */
export const materialColumns = itemColumns(materialSide);

export const value = (label: string) => amount(label, { permission: 'warehouse-amount' });
export const unitCost = (label = '平均单价（元/kg）') => price(label, { permission: 'warehouse-amount' });
export const kg = (label: string) => quantity(label, { negative: true });
export const businessDate = date('业务日期');
export const period = text('月份');
export const count = (label: string) => int(label);
