import { describe, expect, it } from 'vitest';
import { amount, quantity } from './fields.ts';
import { decimalsOf, lowerBound, scaledIssue, stepOf } from './scaled-rules.ts';

const qty = quantity('领料数量（kg）', { required: true });
const kg = (text: string) => Math.round(Number(text) * 1_000_000);

describe('scaled field rules', () => {
  it('keeps a quantity to the gram by default, or to the declared decimals', () => {
    expect(decimalsOf(qty)).toBe(3);
    expect(stepOf(qty)).toBe(1000n);
    expect(decimalsOf(quantity('换算', { decimals: 6 }))).toBe(6);
    expect(stepOf(quantity('件数', { decimals: 0 }))).toBe(1_000_000n);
  });

  it('takes 0.5 kg and 0.001 kg, refuses 0.0004 kg naming the field and the precision', () => {
    expect(scaledIssue(qty, kg('0.5'))).toBeUndefined();
    expect(scaledIssue(qty, kg('0.001'))).toBeUndefined();
    expect(scaledIssue(qty, kg('19340.125'))).toBeUndefined();
    expect(scaledIssue(qty, kg('0.0004'))).toBe('领料数量（kg）最多保留3位小数（最小0.001）');
    expect(scaledIssue(qty, kg('0.0015'))).toBe('领料数量（kg）最多保留3位小数（最小0.001）');
    expect(scaledIssue(quantity('件数', { decimals: 0 }), kg('1.5'))).toBe('件数必须是整数');
  });

  it('wants a quantity above zero unless the declaration says otherwise', () => {
    expect(scaledIssue(qty, 0)).toBe('领料数量（kg）必须大于0（最小0.001）');
    expect(scaledIssue(qty, -1000)).toBe('领料数量（kg）必须大于0（最小0.001）');
    const counted = quantity('实盘数量（kg）', { min: 0 });
    expect(scaledIssue(counted, 0)).toBeUndefined();
    expect(scaledIssue(counted, -1000)).toBe('实盘数量（kg）不能为负数');
    const lot = quantity('起订量（kg）', { min: 0.5 });
    expect(lowerBound(lot)).toEqual({ min: 500_000n, inclusive: true });
    expect(scaledIssue(lot, kg('0.499'))).toBe('起订量（kg）不能小于0.5');
    expect(scaledIssue(lot, kg('0.5'))).toBeUndefined();
    expect(scaledIssue(quantity('盘盈亏', { negative: true }), kg('-2.5'))).toBeUndefined();
  });

  it('lets other numbers be zero but not negative', () => {
    const money = amount('金额（元）', { permission: 'public' });
    expect(scaledIssue(money, 0)).toBeUndefined();
    expect(scaledIssue(money, 10_000)).toBeUndefined();
    // qty × price is kept to the micro-yuan: finer than the 2 decimals shown, and allowed.
    expect(scaledIssue(money, 15_625_000)).toBeUndefined();
    expect(scaledIssue(amount('运费（元）', { decimals: 2, permission: 'public' }), 15_625_000)).toBe(
      '运费（元）最多保留2位小数（最小0.01）',
    );
    expect(scaledIssue(money, -10_000)).toBe('金额（元）不能为负数');
  });
});
