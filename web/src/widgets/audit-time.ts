import { formatYmd } from '@tiangong/domain';
import dayjs from 'dayjs';

export type DateLike = string | number | Date | null | undefined;

/** yyyymmdd → yyyy-mm-dd; timestamps (ISO text, epoch ms, Date) → YYYY-MM-DD HH:mm. */
export function formatAuditTime(value: DateLike): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{8}$/.test(value)) return formatYmd(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD HH:mm') : String(value);
}
