import { COMPANY_TIME_ZONE } from '@tiangong/domain';

/** Today in the company's time zone as yyyymmdd: the pool's days are the company's calendar days. */
export function companyToday(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}`;
}

export { addDays } from '@tiangong/domain';
