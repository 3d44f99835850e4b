import { roundDiv, trimZeros, unscaleBy } from '../scale.ts';

/**
 * Judging one reading against one spec line of a standard (issue 31): the one place inspections,
 * batch tests and COA prints decide 合格 / 不合格, so a reading is judged alike wherever it is keyed.
 *
 * Limits are scaled ×1,000,000 like every quantity (`min`, `max`); the reading is text as keyed.
 * A numeric reading is first rounded half-up to the line's decimals (what the lab reports), then
 * compared: a value equal to a limit passes. A material line may carry concession limits (让步接收)
 * wider than the qualified ones: a value outside the qualified range but inside those is CONCESSION.
 */
export type SpecRuleType = 'NUMERIC' | 'TEXT' | 'PASS_FAIL';

export interface JudgedLine {
  /** The test item's name, for the reason (细度). */
  label: string;
  ruleType: SpecRuleType;
  unit?: string | null;
  /** Decimals the reading is rounded to; empty: as keyed (up to 6). */
  decimals?: number | null;
  min?: bigint | null;
  max?: bigint | null;
  /** 让步下限 / 让步上限 of a material standard's line. */
  concessionMin?: bigint | null;
  concessionMax?: bigint | null;
  /** TEXT: what the reading must match (trimmed, case-insensitive). */
  expectedText?: string | null;
}

export type Verdict = 'PASS' | 'FAIL' | 'CONCESSION' | 'INVALID';

export interface Judgement {
  verdict: Verdict;
  /** Why, in Chinese (细度 10.1 μm 高于上限 10 μm). */
  reason: string;
  /** A numeric reading as judged: rounded to the line's decimals, ×1,000,000. */
  value?: bigint;
}

const SCALE = 1_000_000n;
const MAX_DECIMALS = 6;
/** A plain decimal: optional sign, digits, optional fraction. No exponent, no grouping. */
const NUMBER = /^[+-]?\d+(\.\d+)?$/;
const PASS_WORDS = new Set(['合格', '通过', 'pass', 'ok', '是']);
const FAIL_WORDS = new Set(['不合格', '不通过', 'fail', 'ng', '否']);

/** A scaled limit as the lab writes it (45 → "45", 45.5 → "45.5"). */
export const limitText = (v: bigint): string => trimZeros(unscaleBy(v, SCALE, MAX_DECIMALS));

/** The rule of a numeric line in words: 45 ~ 47 %, ≤ 10 μm, ≥ 95 %. */
export function ruleText(line: JudgedLine): string {
  const unit = line.unit ? ` ${line.unit}` : '';
  if (line.ruleType === 'PASS_FAIL') return '合格';
  if (line.ruleType === 'TEXT') return line.expectedText ?? '';
  const { min, max } = line;
  if (min != null && max != null) return `${limitText(min)} ~ ${limitText(max)}${unit}`;
  if (max != null) return `≤ ${limitText(max)}${unit}`;
  if (min != null) return `≥ ${limitText(min)}${unit}`;
  return '记录值';
}

/** The reading rounded half-up to `decimals`, ×1,000,000; undefined when not a plain number. */
export function parseReading(reading: string, decimals: number): bigint | undefined {
  const text = reading.trim();
  if (!NUMBER.test(text)) return undefined;
  const [intPart, frac = ''] = text.replace(/^[+-]/, '').split('.');
  const digits = BigInt(`${intPart}${frac}`);
  const den = 10n ** BigInt(frac.length);
  const units = roundDiv(digits * 10n ** BigInt(decimals), den);
  const value = units * (SCALE / 10n ** BigInt(decimals));
  return text.startsWith('-') ? -value : value;
}

function within(value: bigint, min: bigint | null | undefined, max: bigint | null | undefined) {
  return (min == null || value >= min) && (max == null || value <= max);
}

function judgeNumber(line: JudgedLine, reading: string): Judgement {
  const decimals = line.decimals ?? MAX_DECIMALS;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS)
    return { verdict: 'INVALID', reason: `${line.label}：小数位数应为0～${MAX_DECIMALS}` };
  const value = parseReading(reading, decimals);
  if (value === undefined)
    return {
      verdict: 'INVALID',
      reason: `${line.label}：检测值「${reading.trim()}」不是有效的数字（如 45.6，不含单位与千分位）`,
    };
  const unit = line.unit ? ` ${line.unit}` : '';
  const shown = `${line.label} ${unscaleBy(value, SCALE, decimals)}${unit}`;
  if (within(value, line.min, line.max))
    return { verdict: 'PASS', reason: `${shown}，符合 ${ruleText(line)}`, value };
  const side =
    line.min != null && value < line.min
      ? `低于下限 ${limitText(line.min)}${unit}`
      : `高于上限 ${limitText(line.max ?? 0n)}${unit}`;
  const concession = line.concessionMin != null || line.concessionMax != null;
  if (concession && within(value, line.concessionMin ?? line.min, line.concessionMax ?? line.max))
    return { verdict: 'CONCESSION', reason: `${shown} ${side}，在让步接收范围内`, value };
  return { verdict: 'FAIL', reason: `${shown} ${side}`, value };
}

/** Judges `reading` against `line`: PASS, FAIL, CONCESSION (material lines), or INVALID with why. */
export function judgeReading(line: JudgedLine, reading: string | null | undefined): Judgement {
  const text = (reading ?? '').trim();
  if (text === '') return { verdict: 'INVALID', reason: `${line.label}：请填写检测值` };
  if (line.ruleType === 'NUMERIC') return judgeNumber(line, text);
  if (line.ruleType === 'TEXT') {
    const expected = (line.expectedText ?? '').trim();
    return text.toLowerCase() === expected.toLowerCase()
      ? { verdict: 'PASS', reason: `${line.label}「${text}」与要求一致` }
      : { verdict: 'FAIL', reason: `${line.label}「${text}」与要求「${expected}」不符` };
  }
  const word = text.toLowerCase();
  if (PASS_WORDS.has(word)) return { verdict: 'PASS', reason: `${line.label}：合格` };
  if (FAIL_WORDS.has(word)) return { verdict: 'FAIL', reason: `${line.label}：不合格` };
  return { verdict: 'INVALID', reason: `${line.label}：检测结果应为「合格」或「不合格」，收到「${text}」` };
}
