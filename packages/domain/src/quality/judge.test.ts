import { describe, expect, it } from 'vitest';
import { type JudgedLine, judgeReading, parseReading, ruleText } from './judge.ts';

const M = 1_000_000n;
const fineness: JudgedLine = { label: '细度', ruleType: 'NUMERIC', unit: 'μm', decimals: 1, max: 10n * M };
const solids: JudgedLine = {
  label: '固含量',
  ruleType: 'NUMERIC',
  unit: '%',
  decimals: 1,
  min: 45n * M,
  max: 47n * M,
};

describe('judgeReading, numeric lines', () => {
  it('passes a value equal to either limit', () => {
    expect(judgeReading(solids, '45.0').verdict).toBe('PASS');
    expect(judgeReading(solids, '47').verdict).toBe('PASS');
    expect(judgeReading(fineness, '10').verdict).toBe('PASS');
  });

  it('fails just outside, naming the limit', () => {
    expect(judgeReading(solids, '44.9')).toMatchObject({
      verdict: 'FAIL',
      reason: '固含量 44.9 % 低于下限 45 %',
    });
    expect(judgeReading(solids, '47.1')).toMatchObject({
      verdict: 'FAIL',
      reason: '固含量 47.1 % 高于上限 47 %',
    });
  });

  it("rounds half-up to the line's decimals before comparing", () => {
    expect(judgeReading(solids, '47.04')).toMatchObject({ verdict: 'PASS', value: 47_000_000n });
    expect(judgeReading(solids, '47.05')).toMatchObject({ verdict: 'FAIL', value: 47_100_000n });
    expect(judgeReading(solids, '44.95')).toMatchObject({ verdict: 'PASS', value: 45_000_000n });
    expect(judgeReading(solids, '44.949')).toMatchObject({ verdict: 'FAIL', value: 44_900_000n });
    expect(judgeReading({ ...fineness, decimals: 0 }, '10.5').verdict).toBe('FAIL');
    expect(judgeReading({ ...fineness, decimals: 0 }, '10.49').verdict).toBe('PASS');
  });

  it('shows the value with the line decimals and an open side as ≤ / ≥', () => {
    expect(judgeReading(fineness, '8').reason).toBe('细度 8.0 μm，符合 ≤ 10 μm');
    expect(ruleText({ label: '着色力', ruleType: 'NUMERIC', unit: '%', min: 95n * M })).toBe('≥ 95 %');
    expect(ruleText(solids)).toBe('45 ~ 47 %');
  });

  it('handles negative limits and readings (a colour difference Δb)', () => {
    const db: JudgedLine = { label: 'Δb', ruleType: 'NUMERIC', decimals: 2, min: -500_000n, max: 500_000n };
    expect(judgeReading(db, '-0.50').verdict).toBe('PASS');
    expect(judgeReading(db, '-0.505')).toMatchObject({ verdict: 'FAIL', value: -510_000n });
    expect(judgeReading(db, '+0.3').verdict).toBe('PASS');
  });

  it('records a line without limits as passing', () => {
    expect(
      judgeReading({ label: '粘度', ruleType: 'NUMERIC', unit: 'mPa·s', decimals: 0 }, '3500'),
    ).toMatchObject({
      verdict: 'PASS',
      value: 3_500_000_000n,
    });
  });

  it('refuses readings outside a numeric format with a clear message', () => {
    for (const bad of ['abc', '1,000', '1e3', '45.', '.5', '45 %', '4 5', '--1', '0x10'])
      expect(judgeReading(solids, bad)).toMatchObject({
        verdict: 'INVALID',
        reason: `固含量：检测值「${bad}」不是有效的数字（如 45.6，不含单位与千分位）`,
      });
    expect(judgeReading(solids, '  ')).toEqual({ verdict: 'INVALID', reason: '固含量：请填写检测值' });
    expect(judgeReading(solids, null).verdict).toBe('INVALID');
    expect(judgeReading({ ...solids, decimals: 7 }, '1').reason).toBe('固含量：小数位数应为0～6');
  });

  it('judges concession limits of a material line', () => {
    const water: JudgedLine = {
      label: '水分',
      ruleType: 'NUMERIC',
      unit: '%',
      decimals: 2,
      max: 500_000n,
      concessionMax: 800_000n,
    };
    expect(judgeReading(water, '0.5').verdict).toBe('PASS');
    expect(judgeReading(water, '0.51')).toMatchObject({
      verdict: 'CONCESSION',
      reason: '水分 0.51 % 高于上限 0.5 %，在让步接收范围内',
    });
    expect(judgeReading(water, '0.8').verdict).toBe('CONCESSION');
    expect(judgeReading(water, '0.81').verdict).toBe('FAIL');
  });
});

describe('judgeReading, text and pass/fail lines', () => {
  const look: JudgedLine = { label: '外观', ruleType: 'TEXT', expectedText: '黑色均匀浆状' };
  it('matches text trimmed and ignoring case', () => {
    expect(judgeReading(look, '  黑色均匀浆状 ').verdict).toBe('PASS');
    expect(judgeReading({ ...look, expectedText: 'Black' }, 'black').verdict).toBe('PASS');
    expect(judgeReading(look, '有颗粒')).toEqual({
      verdict: 'FAIL',
      reason: '外观「有颗粒」与要求「黑色均匀浆状」不符',
    });
  });

  it('takes 合格 / 不合格 and refuses anything else', () => {
    const pf: JudgedLine = { label: '气味', ruleType: 'PASS_FAIL' };
    expect(judgeReading(pf, '合格').verdict).toBe('PASS');
    expect(judgeReading(pf, 'PASS').verdict).toBe('PASS');
    expect(judgeReading(pf, '不合格').verdict).toBe('FAIL');
    expect(judgeReading(pf, '还行')).toEqual({
      verdict: 'INVALID',
      reason: '气味：检测结果应为「合格」或「不合格」，收到「还行」',
    });
  });
});

describe('parseReading', () => {
  it('scales ×1,000,000 after rounding', () => {
    expect(parseReading('1.23456789', 6)).toBe(1_234_568n);
    expect(parseReading('2.5', 0)).toBe(3_000_000n);
    expect(parseReading('-2.5', 0)).toBe(-3_000_000n);
    expect(parseReading('x', 2)).toBeUndefined();
  });
});
