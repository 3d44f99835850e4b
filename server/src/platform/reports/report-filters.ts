import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from './report.routes.ts';

/** Reading a report's filters into SQL conditions (values always as parameters). */
export const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
export const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);

/** The date range of a date filter: `${name}Start` … `${name}End` on `column`. */
export function dateRange(f: ReportFilters, name: string, column: SQL): SQL[] {
  const start = str(f[`${name}Start`]);
  const end = str(f[`${name}End`]);
  return [...(start ? [sql`${column} >= ${start}`] : []), ...(end ? [sql`${column} <= ${end}`] : [])];
}

export function equals(f: ReportFilters, name: string, column: SQL): SQL[] {
  const v = num(f[name]);
  return v === undefined ? [] : [sql`${column} = ${v}`];
}

/** A text filter: contains, ignoring case, the pattern's own wildcards taken literally. */
export function contains(f: ReportFilters, name: string, column: SQL): SQL[] {
  const v = str(f[name]);
  return v === undefined ? [] : [sql`${column} ilike ${`%${v.replace(/[\\%_]/g, '\\$&')}%`}`];
}

/** An enumeration filter: equal to the chosen value. */
export function oneOf(f: ReportFilters, name: string, column: SQL): SQL[] {
  const v = str(f[name]);
  return v === undefined ? [] : [sql`${column} = ${v}`];
}

export const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);

/** The filter's date range sent back with each row, for the drill-down to keep it. */
export const echoRange = (f: ReportFilters, name: string) =>
  sql`${str(f[`${name}Start`]) ?? null}::text as ${sql.identifier(`${name}Start`)},
      ${str(f[`${name}End`]) ?? null}::text as ${sql.identifier(`${name}End`)}`;

/** qty (×1e6) × price (×1e6) summed and rounded once to an amount (×1e6), half away from zero. */
export const amountOf = (exact: SQL) => sql`round(coalesce(${exact}, 0) / 1000000)::bigint`;
