import { parseDecimal } from '../scale.ts';
import { type ScaledField, scaleOf } from './fields.ts';

/**
 * The bounds of a scaled field (SPEC §3, §5), checked on the stored integer (×factor) by the
 * server's schema, the web form and the Excel import alike, so all three say the same words.
 */

/** Decimals a field keeps: its own, else its kind's (quantity 3: kg to the gram). */
export function decimalsOf(field: ScaledField): number {
  return field.decimals ?? scaleOf[field.kind].decimals;
}

/** The stored units of one step of the last kept decimal (0.001 kg → 1,000). */
export function stepOf(field: ScaledField): bigint {
  return BigInt(scaleOf[field.kind].factor) / 10n ** BigInt(decimalsOf(field));
}

/** "0.001" for 3 decimals, "1" for none. */
export function stepText(decimals: number): string {
  return decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`;
}

/**
 * The least stored value allowed and whether it is itself allowed: a quantity is more than zero
 * unless its declaration says `min`, other numbers are not negative; `negative` lifts the bound.
 */
export function lowerBound(field: ScaledField): { min: bigint; inclusive: boolean } | undefined {
  if (field.negative) return undefined;
  if (field.min === undefined) return { min: 0n, inclusive: field.kind !== 'quantity' };
  const { num, den } = parseDecimal(field.min);
  const scaled = (num * BigInt(scaleOf[field.kind].factor)) / den;
  return { min: scaled, inclusive: true };
}

/** Why a stored value does not fit its field (a Chinese message naming it), or undefined. */
export function scaledIssue(field: ScaledField, stored: bigint | number): string | undefined {
  const value = BigInt(stored);
  const decimals = decimalsOf(field);
  // Quantities are keyed, so they keep their decimals; an amount is stored finer than it is shown
  // (qty × price to the micro-yuan, DESIGN §2) and is held to decimals only when it declares them.
  const keyed = field.kind === 'quantity' || field.decimals !== undefined;
  if (keyed && value % stepOf(field) !== 0n)
    return decimals === 0
      ? `${field.label}必须是整数`
      : `${field.label}最多保留${decimals}位小数（最小${stepText(decimals)}）`;
  const bound = lowerBound(field);
  if (!bound) return undefined;
  if (bound.inclusive ? value >= bound.min : value > bound.min) return undefined;
  // "More than zero" says how little is allowed: a value typed finer than that rounds to zero.
  if (bound.min === 0n)
    return bound.inclusive
      ? `${field.label}不能为负数`
      : `${field.label}必须大于0（最小${stepText(decimals)}）`;
  return `${field.label}不能小于${field.min}`;
}
