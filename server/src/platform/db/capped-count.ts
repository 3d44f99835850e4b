import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from './client.ts';

/** Past this many rows a list says "about N" (the planner's estimate) instead of counting them all. */
export const COUNT_CAP = 10_000;

/**
 * Exact count up to `cap` (10,000 unless said); past that, the planner's estimate (a list of a
 * million rows must not scan them all to print "共 N 条"). `rows` is any query; only its row count
 * matters.
 */
export async function cappedCount(
  db: DbOrTx,
  rows: SQL,
  cap = COUNT_CAP,
): Promise<{ total: number; exact: boolean }> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from (${rows}) r limit ${cap + 1}) s`,
  );
  if (n <= cap) return { total: n, exact: true };
  const plan = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${rows}`);
  const raw = plan[0]['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return { total: Math.max(cap + 1, Math.round(parsed[0].Plan['Plan Rows'])), exact: false };
}
