import { describe, expect, it } from 'vitest';
import {
  checkFormat,
  type FormatRuleKey,
  formatRules,
  isApartmentCode,
  isDigits,
  isDigitsAndHyphens,
  isFloorCode,
  isIdCard,
  isMobile,
  isPrice,
  isRoomNumber,
  isSmsCode,
  isValidPassword,
} from './validators.ts';

const cases: Record<FormatRuleKey, { fn: (v: string) => boolean; ok: string[]; bad: string[] }> = {
  digits: { fn: isDigits, ok: ['0', '0123456789', '9'.repeat(30)], bad: ['', ' 1', '1a', '1.5', '-1', '１'] },
  digitsAndHyphens: {
    fn: isDigitsAndHyphens,
    ok: ['010-12345678', '123', '-', '1-2-3'],
    bad: ['', '010 1234', '010_1234', '+86-1', 'a-1'],
  },
  mobile: {
    fn: isMobile,
    ok: ['13012345678', '14912345678', '15000000000', '17712345678', '18999999999'],
    bad: ['12012345678', '16012345678', '19012345678', '1301234567', '130123456789', '1301234567a', ''],
  },
  price: {
    fn: isPrice,
    ok: ['0', '1', '1.5', '1.25', '9999999999', '9999999999.99', '0.01'],
    bad: ['', '12345678901', '1.234', '1.', '.5', '-1', '1,000', 'abc'],
  },
  smsCode: { fn: isSmsCode, ok: ['0000', '1234'], bad: ['123', '12345', '12a4', '', ' 1234'] },
  password: {
    fn: isValidPassword,
    ok: ['abc123', 'A1b2C3', `a${'1'.repeat(19)}`, 'Password2026'],
    bad: ['ab12c', `a${'1'.repeat(20)}`, 'abcdef', '123456', 'abc 123', 'abc_123', '密码abc123', ''],
  },
  floorCode: { fn: isFloorCode, ok: ['1', 'B2', 'ABCD', '12a4'], bad: ['', 'ABCDE', 'B-2', '1 2'] },
  idCard: {
    fn: isIdCard,
    ok: ['110101199003071234', '11010119900307123X'],
    bad: ['11010119900307123', '1101011990030712345', '11010119900307123Y', '1101011990030712X4', ''],
  },
  roomNumber: { fn: isRoomNumber, ok: ['1', 'A101', '123456'], bad: ['', '1234567', 'A-101', '房101'] },
  apartmentCode: {
    fn: isApartmentCode,
    ok: ['1', 'APT01', 'A'.repeat(15)],
    bad: ['', 'A'.repeat(16), 'APT 01', 'APT#1'],
  },
};

describe('format checks of SPEC §5', () => {
  for (const [key, { fn, ok, bad }] of Object.entries(cases) as [
    FormatRuleKey,
    (typeof cases)[FormatRuleKey],
  ][]) {
    describe(key, () => {
      it.each(ok)('accepts %j', (v) => {
        expect(fn(v)).toBe(true);
        expect(formatRules[key].test(v)).toBe(true);
        expect(checkFormat(key, v)).toBeNull();
      });
      it.each(bad)('rejects %j', (v) => {
        expect(fn(v)).toBe(false);
        expect(checkFormat(key, v)).toBe(formatRules[key].message);
      });
    });
  }

  it('has a Chinese message for every rule', () => {
    expect(Object.keys(formatRules).sort()).toEqual(Object.keys(cases).sort());
    expect(formatRules.mobile.message).toBe('请输入正确的手机号码');
    expect(formatRules.password.message).toBe('密码须为6-20位字母和数字，且同时包含字母和数字');
    for (const rule of Object.values(formatRules)) expect(rule.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
