/**
 * The company's calendar day (Asia/Shanghai) as a local Date at noon, whatever the machine's zone:
 * the server dates documents, numbers and "today" by it (`companyToday` in the domain), so a walk
 * run at 17:00 UTC keys the day the server calls today. Noon keeps day arithmetic clear of DST.
 */
export function companyNow(): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(get('year'), get('month') - 1, get('day'), 12);
}
