/**
 * Format checks of SPEC §5 as pure functions, shared by server schemas and web forms.
 * SPEC does not say which screens apply which check, so each one is exported on its own
 * and also through `formatRules`, keyed for form rule tables.
 */

export interface FormatRule {
  test: (value: string) => boolean;
  message: string;
}

const DIGITS = /^\d+$/;
const DIGITS_AND_HYPHENS = /^[\d-]+$/;
const MOBILE = /^1[34578]\d{9}$/;
const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
const SMS_CODE = /^\d{4}$/;
// Letters and digits only, 6-20 long, with at least one of each.
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;
const FLOOR_CODE = /^[A-Za-z\d]{1,4}$/;
const ID_CARD = /^\d{17}[\dX]$/;
const ROOM_NUMBER = /^[A-Za-z\d]{1,6}$/;
const APARTMENT_CODE = /^[A-Za-z\d]{1,15}$/;

export const isDigits = (value: string): boolean => DIGITS.test(value);
export const isDigitsAndHyphens = (value: string): boolean => DIGITS_AND_HYPHENS.test(value);
export const isMobile = (value: string): boolean => MOBILE.test(value);
export const isPrice = (value: string): boolean => PRICE.test(value);
export const isSmsCode = (value: string): boolean => SMS_CODE.test(value);
export const isValidPassword = (value: string): boolean => PASSWORD.test(value);
export const isFloorCode = (value: string): boolean => FLOOR_CODE.test(value);
export const isIdCard = (value: string): boolean => ID_CARD.test(value);
export const isRoomNumber = (value: string): boolean => ROOM_NUMBER.test(value);
export const isApartmentCode = (value: string): boolean => APARTMENT_CODE.test(value);

export const formatRules = {
  digits: { test: isDigits, message: '只能输入数字' },
  digitsAndHyphens: { test: isDigitsAndHyphens, message: '只能输入数字和“-”' },
  mobile: { test: isMobile, message: '请输入正确的手机号码' },
  price: { test: isPrice, message: '请输入正确的价格，整数最多10位，小数最多2位' },
  smsCode: { test: isSmsCode, message: '请输入4位数字验证码' },
  password: { test: isValidPassword, message: '密码须为6-20位字母和数字，且同时包含字母和数字' },
  floorCode: { test: isFloorCode, message: '楼层编号为1-4位字母或数字' },
  idCard: { test: isIdCard, message: '请输入正确的18位身份证号码' },
  roomNumber: { test: isRoomNumber, message: '房间号为1-6位字母或数字' },
  apartmentCode: { test: isApartmentCode, message: '公寓编号为1-15位字母或数字' },
} as const satisfies Record<string, FormatRule>;

export type FormatRuleKey = keyof typeof formatRules;

/** The Chinese message for a value that fails the rule, or null when it passes. */
export function checkFormat(key: FormatRuleKey, value: string): string | null {
  const rule = formatRules[key];
  return rule.test(value) ? null : rule.message;
}
