import { describe, expect, it } from 'vitest';
import {
  formatQty,
  formatUnitPrice,
  fromScaled,
  groupThousands,
  mulScaled,
  parseDecimal,
  roundDiv,
  scaleBy,
  toScaled,
  trimZeros,
  unscaleBy,
} from './scale.ts';

describe('toScaled', () => {
  it('scales each kind by its factor after rounding to its decimals', () => {
    expect(toScaled('12.34', 'price')).toBe(12_340_000n);
    expect(toScaled('1.2345675', 'price')).toBe(1_234_568n);
    expect(toScaled('12.345', 'amount')).toBe(12_350_000n);
    expect(toScaled('12.344', 'amount')).toBe(12_340_000n);
    expect(toScaled('13.5', 'percent')).toBe(1350n);
    expect(toScaled('6.12345', 'exchangeRate')).toBe(61_235n);
    expect(toScaled('0.0000005', 'quantity')).toBe(1n);
  });

  it('rounds half-up exactly as typed, where floating point would not', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point.
    expect(toScaled('1.005', 'amount')).toBe(1_010_000n);
    expect(toScaled(1.005, 'amount')).toBe(1_010_000n);
    expect(toScaled('0.015', 'percent')).toBe(2n);
  });

  it('rounds negatives away from zero', () => {
    expect(toScaled('-1.005', 'amount')).toBe(-1_010_000n);
    expect(toScaled('-0.004', 'amount')).toBe(0n);
  });

  it('keeps integers beyond the safe range exact', () => {
    expect(toScaled('123456789012345678.99', 'amount')).toBe(123_456_789_012_345_678_990_000n);
  });

  it('reads numbers, exponents, signs, spaces and thousands separators', () => {
    expect(toScaled(2, 'price')).toBe(2_000_000n);
    expect(toScaled(1e-7, 'price')).toBe(0n);
    expect(toScaled('1.5e3', 'amount')).toBe(1_500_000_000n);
    expect(toScaled(' +1,234.5 ', 'amount')).toBe(1_234_500_000n);
    expect(toScaled('.5', 'percent')).toBe(50n);
    expect(toScaled('7.', 'percent')).toBe(700n);
  });

  it('refuses text that is not a number', () => {
    for (const bad of ['', 'abc', '1.2.3', '.', '-', '1e', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => toScaled(bad, 'amount')).toThrow(RangeError);
    }
  });
});

describe('fromScaled', () => {
  it('shows each kind with its decimals', () => {
    expect(fromScaled(12_345_678n, 'amount')).toBe('12.35');
    expect(fromScaled(12_345_678n, 'price')).toBe('12.345678');
    expect(fromScaled(1234, 'percent')).toBe('12.34');
    expect(fromScaled('61235', 'exchangeRate')).toBe('6.1235');
    expect(fromScaled(0n, 'amount')).toBe('0.00');
    expect(fromScaled(5000n, 'amount')).toBe('0.01');
    expect(fromScaled(4999n, 'amount')).toBe('0.00');
  });

  it('handles negatives without a negative zero', () => {
    expect(fromScaled(-12_345_678n, 'amount')).toBe('-12.35');
    expect(fromScaled(-1n, 'amount')).toBe('0.00');
    expect(fromScaled(-50n, 'percent')).toBe('-0.50');
  });

  it('round-trips with toScaled', () => {
    for (const text of ['0.01', '99999999.99', '-3.50']) {
      expect(fromScaled(toScaled(text, 'amount'), 'amount')).toBe(text);
    }
  });
});

describe('mulScaled', () => {
  it('multiplies quantity by price into an amount, half-up once', () => {
    const qty = toScaled('3', 'quantity');
    const price = toScaled('1.333335', 'price');
    expect(mulScaled(qty, price, 1_000_000)).toBe(4_000_005n);
    expect(fromScaled(mulScaled(qty, price, 1_000_000), 'amount')).toBe('4.00');
  });

  it('applies a percent and an exchange rate', () => {
    expect(mulScaled(10_000_000n, 1350n, 100)).toBe(135_000_000n);
    expect(mulScaled(1_000_001n, 5000n, 10_000)).toBe(500_001n);
    expect(mulScaled(-3n, 5000n, 10_000)).toBe(-2n);
  });
});

describe('helpers', () => {
  it('scaleBy and unscaleBy serve inputs with free decimals and scale', () => {
    expect(scaleBy('12.345', 2, 100)).toBe('1235');
    expect(scaleBy('12.345', 2, 1)).toBe('12.35');
    expect(scaleBy('-0.5', 0, 1000)).toBe('-1000');
    expect(unscaleBy(1235, 100, 2)).toBe('12.35');
    expect(unscaleBy('12.35', 1, 1)).toBe('12.4');
  });

  it('roundDiv, parseDecimal and trimZeros', () => {
    expect(roundDiv(5n, 2n)).toBe(3n);
    expect(roundDiv(-5n, 2n)).toBe(-3n);
    expect(roundDiv(4n, 3n)).toBe(1n);
    expect(() => roundDiv(1n, 0n)).toThrow(RangeError);
    expect(parseDecimal('-1.25')).toEqual({ num: -125n, den: 100n });
    expect(trimZeros('12.50')).toBe('12.5');
    expect(trimZeros('3.000')).toBe('3');
    expect(trimZeros('100')).toBe('100');
  });
});

describe('groupThousands', () => {
  it('puts separators in the integer part only, keeping sign and decimals', () => {
    expect(groupThousands('177765.72')).toBe('177,765.72');
    expect(groupThousands('1234567.123456')).toBe('1,234,567.123456');
    expect(groupThousands('-1000.00')).toBe('-1,000.00');
    expect(groupThousands('999.99')).toBe('999.99');
    expect(groupThousands('0.000001')).toBe('0.000001');
    expect(groupThousands('12')).toBe('12');
    expect(groupThousands('')).toBe('');
  });
});

describe('formatQty', () => {
  it('writes a quantity ×1e6 exactly, no trailing zeros, thousands grouped', () => {
    expect(formatQty(6_500_001)).toBe('6.500001');
    expect(formatQty(3_000_000)).toBe('3');
    expect(formatQty(0)).toBe('0');
    expect(formatQty(-1_500_000)).toBe('-1.5');
    expect(formatQty(1_234_500_000n)).toBe('1,234.5');
    expect(formatQty(9_007_199_254_740_993n)).toBe('9,007,199,254.740993');
  });

  it('answers what both formatters it replaces answered (the refusals tests assert)', () => {
    const ledger = (v: number) => (v / 1_000_000).toLocaleString('zh-CN', { maximumFractionDigits: 6 });
    const links = (v: number) => trimZeros(unscaleBy(v, 1_000_000, 6));
    for (const v of [
      0, 1, 10, 999_999, 1_000_000, 2_500_000, 6_500_001, 123_456_789, 999_999_999, -4_000_001,
    ]) {
      expect(formatQty(v)).toBe(links(v));
      expect(formatQty(v)).toBe(ledger(v));
      expect(formatQty(BigInt(v))).toBe(ledger(v));
    }
    // From 1000 kg the store's formatter grouped thousands and the links' did not: grouped now.
    expect(formatQty(1_234_567_000_000)).toBe(ledger(1_234_567_000_000));
  });
});

describe('formatUnitPrice', () => {
  it('prints the decimals a price has, at least 2 and at most 6', () => {
    expect(formatUnitPrice(12_000_000)).toBe('12.00');
    expect(formatUnitPrice(12_500_000)).toBe('12.50');
    expect(formatUnitPrice(12_345_600)).toBe('12.3456');
    expect(formatUnitPrice(1_234_567_891n)).toBe('1,234.567891');
    expect(formatUnitPrice('-60000000')).toBe('-60.00');
    expect(formatUnitPrice(0)).toBe('0.00');
  });
});
