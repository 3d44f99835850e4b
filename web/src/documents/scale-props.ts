import { type ScaledField, scaleOf } from '@tiangong/domain';

/** NumberInput settings of a scaled field: its factor, decimals and sign (SPEC §3, §5). */
export function scaleProps(field: ScaledField): { scale: number; decimals: number; allowNegative: boolean } {
  const { factor, decimals } = scaleOf[field.kind];
  return { scale: factor, decimals, allowNegative: !!field.negative };
}
