import type { FieldDef } from '../../documents/fields.ts';
import { ref, text } from '../../documents/fields.ts';
import type { StockSide } from '../../documents/inventory/stock-side.ts';

/**
 * Columns every stock report of a side shares: the item, its category, where it lies. The side
 * itself (material, product, trusted) is declared once, with the documents (stock-side.ts).
 */
export function itemColumns<I extends string, T extends string>(side: StockSide<I, T>) {
  const columns = {
    [side.item]: ref(side.itemRef, side.noun),
    code: text(`${side.noun}编码`, { help: '按编码或名称查找' }),
    name: text(`${side.noun}名称`, side.namePermission ? { permission: side.namePermission } : {}),
    [side.type]: ref(side.typeRef, `${side.noun}类别`),
    warehouseId: ref('warehouse', '仓库'),
  };
  // Computed keys widen to string; the side's literal names are what they are.
  return columns as Record<I | T | 'code' | 'name' | 'warehouseId', FieldDef>;
}

/**
 * The owner of an owned side's stock (受托仓: the customer whose goods they are): a column and a
 * filter of each of its reports, nothing on the others. The batch names its owner (stock_batches).
 */
export function ownerColumns(side: StockSide) {
  return (side.owned ? { customerId: ref('customer', '委托客户') } : {}) as { customerId: FieldDef };
}

/** `customerId` where the side has an owner, else nothing: spread into filters and columns. */
export function ownerKeys(side: StockSide): 'customerId'[] {
  return side.owned ? ['customerId'] : [];
}

/**
 * An owned side's rows are the owner's records: a reader sees the rows of the customers they may
 * see (a salesperson their own customers' consigned stock), as on the customer screens.
 */
export function ownerRule(side: StockSide): { recordRule?: { follows: 'customerId' } } {
  return side.owned ? { recordRule: { follows: 'customerId' } } : {};
}
