import { companyToday, type NumberingDef } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.ts';

/**
 * The next number of a series, e.g. CG20261122001. The counter row is incremented inside the
 * creating transaction: concurrent creations queue on its row lock (no duplicates), and a
 * creation that rolls back rolls its increment back too (no gaps).
 */
/** The series' period on the company's calendar (a number made at 00:30 in Shanghai is of that day). */
export function periodOf(numbering: NumberingDef, now = new Date()): string {
  const day = companyToday(now);
  if (numbering.period === 'day') return day;
  if (numbering.period === 'month') return day.slice(0, 6);
  return '';
}

export async function nextNumber(db: DbOrTx, seriesKey: string, numbering: NumberingDef, now = new Date()) {
  const period = periodOf(numbering, now);
  const [{ value }] = await queryRows<{ value: number }>(
    db,
    sql`insert into number_series (series_key, period, last_value) values (${seriesKey}, ${period}, 1)
        on conflict (series_key, period) do update set last_value = number_series.last_value + 1
        returning last_value as value`,
  );
  return `${numbering.prefix}${period}${String(value).padStart(numbering.width, '0')}`;
}
