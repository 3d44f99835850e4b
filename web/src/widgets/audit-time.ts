import { COMPANY_TIME_ZONE, formatYmd } from '@tiangong/domain';

export type DateLike = string | number | Date | null | undefined;

/** The company's clock (Asia/Shanghai), whatever the browser's zone: every time on screen reads it. */
const companyClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A wall-clock time without a zone (`2026-11-20T08:05:09`): already the company's, read as written. */
const zoneless = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;

/**
 * The one formatter of times on screen (issue 35 item 7): yyyymmdd → yyyy-mm-dd; a moment (ISO
 * text with its zone, epoch ms, Date) → YYYY-MM-DD HH:mm on the company's clock, never the
 * browser's — a user abroad sees the times the company's records and prints show.
 */
export function formatAuditTime(value: DateLike): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{8}$/.test(value)) return formatYmd(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const wall = typeof value === 'string' ? zoneless.exec(value) : null;
  if (wall) return `${wall[1]} ${wall[2]}`;
  const moment = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(moment.getTime())) return String(value);
  const parts = companyClock.formatToParts(moment);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}
