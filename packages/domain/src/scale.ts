import { Scale, type ScaleKind } from './constants.ts';

/**
 * Exact arithmetic for the scaled integers of SPEC §3 (DESIGN §2: never in floating point).
 * A decimal is handled as a fraction num / den with den a power of ten, so "1.005" rounds to 1.01
 * exactly as typed. Rounding is half-up, away from zero for negatives (like Java's HALF_UP).
 */

type Numeric = bigint | number | string;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Parses decimal text (or a finite number, via its shortest string form) into num / den. */
export function parseDecimal(value: Numeric): { num: bigint; den: bigint } {
  if (typeof value === 'bigint') return { num: value, den: 1n };
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`不是有效的数字：${value}`);
  const text = String(value).trim().replace(/,/g, '');
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`不是有效的数字：${value}`);
  const [, sign, int, frac = '', exp = '0'] = m;
  let num = BigInt(`${int}${frac}` || '0');
  let den = pow10(frac.length);
  const e = Number(exp);
  if (e > 0) num *= pow10(e);
  else if (e < 0) den *= pow10(-e);
  return { num: sign === '-' ? -num : num, den };
}

/** num / den rounded half-up (away from zero); den must be positive. */
export function roundDiv(num: bigint, den: bigint): bigint {
  if (den <= 0n) throw new RangeError('den must be positive');
  const q = (2n * (num < 0n ? -num : num) + den) / (2n * den);
  return num < 0n ? -q : q;
}

/** Writes `units` (an integer counted in 10^-decimals) as fixed-point text. */
function formatFixed(units: bigint, decimals: number): string {
  const neg = units < 0n;
  const digits = (neg ? -units : units).toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = decimals > 0 ? `.${digits.slice(-decimals)}` : '';
  return `${neg ? '-' : ''}${int}${frac}`;
}

/** "12.50" → "12.5", "3.000" → "3". */
export function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * Rounds to `decimals` places, then multiplies by `factor`; answers exact decimal text
 * (a plain integer whenever factor ≥ 10^decimals). For inputs with free decimals and scale.
 */
export function scaleBy(value: Numeric, decimals: number, factor: number | bigint): string {
  const { num, den } = parseDecimal(value);
  const units = roundDiv(num * pow10(decimals), den);
  return trimZeros(formatFixed(units * BigInt(factor), decimals));
}

/** The reverse of scaleBy: scaled value / factor rounded to `decimals` places, fixed-point text. */
export function unscaleBy(value: Numeric, factor: number | bigint, decimals: number): string {
  const { num, den } = parseDecimal(value);
  return formatFixed(roundDiv(num * pow10(decimals), den * BigInt(factor)), decimals);
}

/**
 * Thousands separators on the integer part (177765.72 → 177,765.72), as Chinese finance staff read
 * amounts. For display only: what a user types and what the API carries have none.
 */
export function groupThousands(text: string): string {
  const [, sign, whole, rest] = /^(-?)(\d+)(.*)$/s.exec(text) ?? [];
  if (whole === undefined) return text;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${rest}`;
}

/** Text or number typed by a user → the stored integer of SPEC §3 for that kind. */
export function toScaled(value: string | number, kind: ScaleKind): bigint {
  const { factor, decimals } = Scale[kind];
  const { num, den } = parseDecimal(value);
  return roundDiv(num * pow10(decimals), den) * (BigInt(factor) / pow10(decimals));
}

/** Stored integer → display text with the kind's decimals (amount 2, price 6, rate 4, percent 2). */
export function fromScaled(value: Numeric, kind: ScaleKind): string {
  const { factor, decimals } = Scale[kind];
  return unscaleBy(value, factor, decimals);
}

/** Product of two scaled integers, keeping a's scale: a × b / factorB, rounded half-up once. */
export function mulScaled(a: Numeric, b: Numeric, factorB: number | bigint): bigint {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return roundDiv(x.num * y.num, x.den * y.den * BigInt(factorB));
}

/**
 * A quantity ×1e6 (SPEC §3) as people read it in messages and refusals: exact (bigint or number),
 * up to 6 decimals with no trailing zeros, thousands grouped — 1_234_500_000 → "1,234.5",
 * 6_500_001 → "6.500001". The one formatter of server refusals and web texts alike.
 */
export function formatQty(qty: bigint | number): string {
  return groupThousands(trimZeros(unscaleBy(qty, Scale.quantity.factor, Scale.quantity.decimals)));
}

/**
 * A unit price ×1e6 on paper (issue 35 item 8): the decimals it has, at least 2 and at most 6,
 * thousands grouped — 12_500_000 → "12.50", 12_345_600 → "12.3456", 1_234_567_891 → "1,234.567891".
 * The one formatter of printed prices, on screen and in Excel alike.
 */
export function formatUnitPrice(price: bigint | number | string): string {
  const exact = trimZeros(unscaleBy(price, Scale.price.factor, Scale.price.decimals));
  return groupThousands(unscaleBy(price, Scale.price.factor, priceDecimals(exact)));
}

/** How many decimals a price's exact text shows on paper: its own, between 2 and 6. */
function priceDecimals(exact: string): number {
  const frac = exact.split('.')[1]?.length ?? 0;
  return Math.min(6, Math.max(2, frac));
}

/** The decimals `formatUnitPrice` shows for a price ×1e6 (an Excel cell's number format). */
export function unitPriceDecimals(price: bigint | number | string): number {
  return priceDecimals(trimZeros(unscaleBy(price, Scale.price.factor, Scale.price.decimals)));
}
