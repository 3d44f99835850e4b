import { COMPANY_TIME_ZONE } from './constants.ts';

/** Document dates travel as yyyymmdd strings and are shown as yyyy-mm-dd (SPEC §3). */
export function isYmd(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(4, 6));
  const d = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function formatYmd(value: string | null | undefined): string {
  if (!value || !/^\d{8}$/.test(value)) return value ?? '';
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/** yyyymmdd plus (or minus) whole calendar days. */
export function addDays(ymd: string, days: number): string {
  const d = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))));
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

/** Local calendar date as yyyymmdd. */
export function toYmd(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}${m}${d}`;
}

/**
 * A batch whose expiry (or re-test) date lies before the day it would be used is expired: the
 * store may still count, move or scrap it, but not issue it to production. The expiry day itself
 * is the last usable day.
 */
/** How many days ahead a batch's coming expiry is flagged on the stock screens (30天内到期). */
export const EXPIRY_WARNING_DAYS = 30;

export function batchExpired(expiryDate: string | null | undefined, onDate: string): boolean {
  return !!expiryDate && expiryDate < onDate;
}

/** Today in the company's time zone (Asia/Shanghai) as yyyymmdd, whatever the server's own zone. */
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

/**
 * The company's today as a Date at local midnight, for calendar arithmetic with the local getters
 * (`new Date(y, m - 1, d + n)`, `getMonth()`) that `toYmd` reads back: whatever the machine's zone,
 * its fields are the company's date (a bare `new Date()` at 00:30 in Shanghai is the day before on
 * a UTC server).
 */
export function companyTodayDate(now = new Date()): Date {
  const ymd = companyToday(now);
  return new Date(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
}
