import type { TransitionDef } from '../define.ts';
import { bool, enumOf, int, quantity, ref, text } from '../fields.ts';

/**
 * A standard's spec line (issue 31): the test item, its method and unit, and the rule a reading is
 * judged by (`judgeReading`, packages/domain/src/quality/judge.ts) — numeric limits kept to six
 * decimals (×1,000,000, negative allowed: a Δb may be −0.5), a text to match, or 合格 / 不合格.
 */
const limit = (label: string, help?: string) =>
  quantity(label, { decimals: 6, negative: true, ...(help ? { help } : {}) });

export const specLineFields = {
  testItemId: ref('test-item', '检测项目', { required: true }),
  methodId: ref('detection-method', '检测方法', { help: '不填取检测项目的默认方法' }),
  unit: text('单位', { max: 20, help: '不填取检测项目的单位' }),
  ruleType: enumOf('specRuleType', '判定方式', { required: true }),
  decimals: int('小数位数', { min: 0, max: 6, help: '检测值按此位数四舍五入后判定；不填取检测项目的' }),
  minValue: limit('下限', '等于下限为合格；不填为不设下限'),
  maxValue: limit('上限', '等于上限为合格；不填为不设上限'),
  target: limit('目标值'),
  expectedText: text('文本要求', {
    max: 200,
    help: '判定方式为文本时，检测结果须与此一致（忽略首尾空格与大小写）',
  }),
  remark: text('备注', { max: 200 }),
};

/** A material line's 让步接收 limits (SPEC §3 material norm type: qualified / accepted with concession). */
export const concessionFields = {
  concessionMin: limit('让步下限', '超出合格范围但在让步范围内：可由质量经理让步接收'),
  concessionMax: limit('让步上限', '超出合格范围但在让步范围内：可由质量经理让步接收'),
};

/** The version fields both standards share (the mechanism: server/src/platform/documents/document-versions.ts). */
export const versionFields = {
  versionNo: int('版本号', { readOnly: true }),
  previousId: int('上一版本', { readOnly: true, list: false }),
  latest: bool('最新版本', { derived: true, list: false }),
};

const review = { permission: 'quality-review' } as const;

/**
 * 审核 (the review dialog) and 反审核 by the quality manager (SPEC §6 quality review); 作废 takes an
 * approved version out of force. An approved version is frozen: only 修改 makes the next one.
 */
export const standardTransitions = [
  {
    action: 'AUDIT',
    label: '审核',
    from: ['CHECKPENDING'],
    to: 'APPROVED',
    allow: review,
    review: { rejectTo: 'UNAPPROVED' },
    audits: true,
  },
  {
    action: 'DISCARD',
    label: '反审核',
    from: ['APPROVED', 'UNAPPROVED'],
    to: 'CHECKPENDING',
    allow: review,
    unaudits: true,
  },
  { action: 'INVALIDATE', label: '作废', from: ['APPROVED'], to: 'DISCARDED', allow: review },
] as const satisfies readonly TransitionDef<'CHECKPENDING' | 'APPROVED' | 'UNAPPROVED' | 'DISCARDED'>[];
