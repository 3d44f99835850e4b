import { Limits } from './constants.ts';

/**
 * Result codes of the `{resultCode, result}` envelope (SPEC §7-8) and their Chinese messages.
 * `15030003` is fixed by SPEC: the web client clears the user and reloads on it.
 * Every other code is ours; the client shows `result` as the error text whatever the code.
 */
export const ResultCode = {
  OK: '0',
  SESSION_INVALID: '15030003',
  LOGIN_FAILED: '15030001',
  LOGIN_THROTTLED: '15030002',
  ACCOUNT_DISABLED: '15030004',
  OLD_PASSWORD_WRONG: '15030005',
  PASSWORD_FORMAT: '15030006',
  PASSWORD_UNCHANGED: '15030007',
  VALIDATION: '10000001',
  CSRF: '10000002',
  FORBIDDEN: '10000003',
  NOT_FOUND: '10000004',
  FILE_TOO_LARGE: '10000005',
  FILE_TYPE: '10000006',
  BODY_TOO_LARGE: '10000007',
  CONFLICT: '10000008',
  BUSINESS_RULE: '10000009',
  INTERNAL: '10000500',
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export const ErrorMessage: Record<Exclude<ResultCode, '0'>, string> = {
  '15030003': '登录已失效，请重新登录',
  '15030001': '用户名或密码错误',
  '15030002': '登录失败次数过多，请15分钟后再试',
  '15030004': '该账号已停用，请联系管理员',
  '15030005': '旧密码错误',
  '15030006': '新密码须为6-20位字母和数字，且同时包含字母和数字',
  '15030007': '新密码不能与原密码相同',
  '10000001': '请求参数有误',
  '10000002': '非法请求：缺少 X-Requested-With 请求头',
  '10000003': '您没有执行此操作的权限',
  '10000004': '请求的资源不存在',
  '10000005': '文件大小不能超过5MB',
  '10000006': '不支持的文件类型',
  '10000007': `请求内容过大：不能超过${Limits.requestBodyMaxBytes / 1_048_576}MB（上传文件请用附件，不超过${Limits.uploadMaxBytes / 1_048_576}MB）`,
  '10000008': '单据已被他人修改，请刷新后重试',
  '10000009': '操作不符合业务规则',
  '10000500': '系统繁忙，请稍后再试',
};

/**
 * Maker ≠ checker (issue 35 item 4): whoever keyed a document may not take its checker's action
 * (复核 / 审核, `TransitionDef.checker`) themselves.
 */
export const makerCheckerRefusal = (verb: string) => `制单人不能${verb}自己的单据（制单与审核须为两人）`;

export interface Envelope<T = unknown> {
  resultCode: string;
  result: T;
}
