import { unscaleBy } from '@tiangong/domain';

/**
 * Money of document lines, the same in every module: qty (×1e6) × price (×1e6) → amount (×1e6),
 * rounded once, half away from zero; and a price as refusals write it (12.50).
 */
export const lineAmount = (qty: number, price: number) =>
  Number(divRound(BigInt(qty) * BigInt(price), 1_000_000n));

/**
 * What a person pays for an invoice line (DESIGN §5a: derived amounts land on the fen where paid):
 * qty × price rounded once, half away from zero, to the fen; an invoice's 价税合计 is the sum of its
 * lines so rounded, as the tax invoice prints them.
 */
export const billedAmount = (qty: number, price: number) =>
  Number(divRound(BigInt(qty) * BigInt(price), 10_000_000_000n) * 10_000n);

export const yuan = (price: number) => unscaleBy(price, 1_000_000, 2);

/** Half-up division of non-negative or negative bigints, rounded once at the end. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}
