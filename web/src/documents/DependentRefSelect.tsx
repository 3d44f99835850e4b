import type { DocumentDef, RefField } from '@tiangong/domain';
import { dependencyField, useDependencyValue } from './form-dependency';
import { RefSelect, type RefSelectProps } from './RefSelect';

export interface DependentRefSelectProps extends Omit<RefSelectProps, 'target' | 'dependsOn'> {
  def: DocumentDef;
  field: RefField & { dependsOn: NonNullable<RefField['dependsOn']> };
  /** The line's index in the grid; absent in the header. */
  line?: number;
}

/**
 * A reference whose choices depend on another field of the same form (`dependsOn`): it reads that
 * field's value and hands it to the picker as its filter. Every form and line grid draws it from
 * the declaration alone.
 */
export function DependentRefSelect({ def, field, line, ...props }: DependentRefSelectProps) {
  const { field: name, param } = field.dependsOn;
  const value = useDependencyValue(def, name, line);
  const label = dependencyField(def, name, line)?.label ?? name;
  return (
    <RefSelect
      {...props}
      target={field.target}
      dependsOn={{ param, label, value: typeof value === 'number' ? value : undefined }}
    />
  );
}
