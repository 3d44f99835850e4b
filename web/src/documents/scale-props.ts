import { decimalsOf, type ScaledField, scaleOf } from '@tiangong/domain';

/** NumberInput settings of a scaled field: its factor, declared decimals and sign (SPEC §3, §5). */
export function scaleProps(field: ScaledField): { scale: number; decimals: number; allowNegative: boolean } {
  return { scale: scaleOf[field.kind].factor, decimals: decimalsOf(field), allowNegative: !!field.negative };
}
