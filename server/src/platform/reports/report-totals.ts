import { type SQL, sql } from 'drizzle-orm';

/**
 * A report's totals row (`ReportExtras.summary`) where some totals are the documents' own, not the
 * sum of the rows: a document shown on several rows (an order on a row per material, a document
 * moving several items, a rejection keyed against an order only and read on each line of its
 * material) counts once in the totals. `rows` is the report's query; `summed` the columns that do
 * add up over it; `own` each other total as one scalar SQL over the same filtered documents.
 */
export function documentTotals(rows: SQL, summed: readonly string[], own: Record<string, SQL>): SQL {
  const columns = [
    ...summed.map((c) => sql`coalesce(sum(r.${sql.identifier(c)}), 0)::bigint as ${sql.identifier(c)}`),
    ...Object.entries(own).map(([c, total]) => sql`(${total}) as ${sql.identifier(c)}`),
  ];
  return sql`select count(*)::int as "__count", ${sql.join(columns, sql`, `)} from (${rows}) r`;
}
