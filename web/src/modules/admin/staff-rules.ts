import { formatRules, isValidPassword } from '@tiangong/domain';
import type { Rule } from 'antd/es/form';

/** Form rules of the staff dialogs; the texts match the server's (admin.schemas.ts) word for word. */
export const MSG_PASSWORD_FORMAT = formatRules.password.message;

export const accountRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入账号' },
  { min: 2, message: '账号至少2个字符' },
  { max: 30, message: '账号不能超过30个字符' },
  { pattern: /^[A-Za-z0-9_.-]+$/, message: '账号只能包含字母、数字、下划线、点和横线' },
];

export const realNameRules: Rule[] = [
  { required: true, whitespace: true, message: '请输入姓名' },
  { max: 30, message: '姓名不能超过30个字符' },
];

export const mobileRules: Rule[] = [
  {
    validator: (_, value?: string) =>
      !value || formatRules.mobile.test(value)
        ? Promise.resolve()
        : Promise.reject(new Error(formatRules.mobile.message)),
  },
];

export const emailRules: Rule[] = [{ type: 'email', message: '邮箱格式不正确' }];

export function passwordRules(requiredMessage: string): Rule[] {
  return [
    { required: true, message: requiredMessage },
    {
      validator: (_, value?: string) =>
        !value || isValidPassword(value) ? Promise.resolve() : Promise.reject(new Error(MSG_PASSWORD_FORMAT)),
    },
  ];
}

export const remarkRules: Rule[] = [{ max: 200, message: '备注不能超过200个字符' }];
