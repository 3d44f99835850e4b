import { defineMasterData } from '../define.ts';
import { int, text } from '../fields.ts';

/**
 * 财务设置 (issue 18 item 5): the aging buckets of the receivables and payables — four
 * boundaries in days past due, rising; an amount more than the last is in the open-ended bucket —
 * and the company as the sender of the invoices finance mails (寄件单位, 寄件人, 电话, 地址: the
 * sales invoice's 快递面单). Kept by finance; the latest enabled record counts, none means
 * 30 / 60 / 90 / 120 and no sender.
 */
export const financeSetting = defineMasterData({
  key: 'finance-setting',
  title: '财务设置',
  table: 'fin_settings',
  screen: '/finance-setting',
  name: 'FinanceSetting',
  prefix: '/finance',
  edit: 'finance-setting-edit',
  fields: {
    agingDays1: int('账龄分段1（天）', { required: true, min: 1, max: 3650, help: '逾期1至此天数为第一段' }),
    agingDays2: int('账龄分段2（天）', { required: true, min: 1, max: 3650 }),
    agingDays3: int('账龄分段3（天）', { required: true, min: 1, max: 3650 }),
    agingDays4: int('账龄分段4（天）', {
      required: true,
      min: 1,
      max: 3650,
      help: '逾期超过此天数的计入最后一段',
    }),
    // The company as the sender of what finance mails (the sales invoice's 快递面单).
    senderName: text('寄件单位', { max: 100, help: '快递寄送发票时的寄件公司' }),
    senderContact: text('寄件人', { max: 30 }),
    senderPhone: text('寄件电话', { max: 30, format: 'digitsAndHyphens' }),
    senderAddress: text('寄件地址', { max: 200 }),
    remark: text('备注', { max: 200 }),
  },
  display: ['agingDays1', 'agingDays2', 'agingDays3', 'agingDays4'],
  filters: ['status'],
  columns: ['agingDays1', 'agingDays2', 'agingDays3', 'agingDays4', 'senderName', 'remark', 'status'],
});

/** The aging boundaries when no setting is kept (issue 18: 30 / 60 / 90 / 120 days). */
export const DEFAULT_AGING_DAYS = [30, 60, 90, 120] as const;

/** Column headers of the aging buckets for boundaries [d1, d2, d3, d4]: 逾期1-30天 … 逾期120天以上. */
export function agingLabels(days: readonly number[]): string[] {
  const ranges = days.map((d, i) => `逾期${i === 0 ? 1 : days[i - 1] + 1}-${d}天`);
  return [...ranges, `逾期${days[days.length - 1]}天以上`];
}
