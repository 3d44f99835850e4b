import { addDays } from '../../dates.ts';

/** SPEC §9 BOM price periods, in months (the `bomPricePeriod` filter); absent means 近3个月. */
export const BOM_PRICE_PERIODS = [1, 3, 6, 12] as const;
export const DEFAULT_BOM_PRICE_PERIOD = 3;

/** The period a filter value names (a month count as text), the default when absent or unknown. */
export function bomPriceMonths(value: unknown): number {
  const n = Number(value);
  return (BOM_PRICE_PERIODS as readonly number[]).includes(n) ? n : DEFAULT_BOM_PRICE_PERIOD;
}

/**
 * The last `months` months up to `today` (yyyymmdd, the company's): from the day after the same
 * day `months` months earlier — or after that month's last day, where it is shorter — to today,
 * both included. 近1个月 on 20261127 is 20261028 … 20261127; on 20260331, 20260301 … 20260331.
 */
export function bomPriceRange(months: number, today: string): { from: string; to: string } {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(4, 6)) - months;
  const year = y + Math.floor((m - 1) / 12);
  const month = ((((m - 1) % 12) + 12) % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(today.slice(6, 8)), lastDay);
  const back = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  return { from: addDays(back, 1), to: today };
}
