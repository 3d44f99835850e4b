import type { DocumentDef, RefField, StockPick } from '@tiangong/domain';
import { dependencyField, useDependencyValue } from './form-dependency';
import { RefSelect, type RefSelectProps } from './RefSelect';

export interface StockRefSelectProps extends Omit<RefSelectProps, 'target' | 'stock'> {
  def: DocumentDef;
  field: RefField & { stock: StockPick };
  /** The line's index in the grid; absent in the header. */
  line?: number;
}

/**
 * An item picked with its stock (a ref's `stock` pick): the figures are of the warehouse the
 * declared field holds in the enclosing form, read as it changes; every form and line grid draws
 * it from the declaration alone.
 */
export function StockRefSelect({ def, field, line, ...props }: StockRefSelectProps) {
  const { side, warehouse } = field.stock;
  if (!warehouse) return <RefSelect {...props} target={field.target} stock={{ side }} />;
  return <InWarehouse {...props} def={def} field={field} line={line} warehouse={warehouse} />;
}

function InWarehouse({ def, field, line, warehouse, ...props }: StockRefSelectProps & { warehouse: string }) {
  const value = useDependencyValue(def, warehouse, line);
  const label = dependencyField(def, warehouse, line)?.label ?? warehouse;
  return (
    <RefSelect
      {...props}
      target={field.target}
      stock={{
        side: field.stock.side,
        warehouseId: typeof value === 'number' ? value : undefined,
        warehouseField: label,
      }}
    />
  );
}
