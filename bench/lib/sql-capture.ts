import type { SQL } from 'drizzle-orm';
import type { Database } from '../../server/src/platform/db/client.ts';

/** One statement as the driver receives it. */
export interface DriverQuery {
  text: string;
  params: unknown[];
}

interface Internals {
  execute(query: SQL): Promise<unknown>;
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
}

const internals = (database: Database) => database.db as unknown as Internals;

/**
 * Runs `fn` while recording every raw statement (`db.execute`, which `queryRows` uses) whose text
 * mentions `table` (quoted, as Drizzle writes it; `unquoted` also as hand-written report SQL does);
 * the database object is restored afterwards, so timed runs are not wrapped.
 */
export async function captureStatements(
  database: Database,
  table: string,
  fn: () => Promise<unknown>,
  opts: { unquoted?: boolean } = {},
): Promise<DriverQuery[]> {
  const bare = new RegExp(`\\b${table}\\b`);
  const db = internals(database);
  const seen: DriverQuery[] = [];
  const original = db.execute;
  db.execute = function (this: Internals, query: SQL) {
    const { sql: text, params } = db.dialect.sqlToQuery(query);
    if (text.includes(`"${table}"`) || (opts.unquoted && bare.test(text))) seen.push({ text, params });
    return original.call(this, query);
  };
  try {
    await fn();
  } finally {
    db.execute = original;
  }
  return seen;
}

/** Runs a captured statement straight on the driver (pg pool / PGlite client): the SQL-alone floor. */
export async function runOnDriver(database: Database, q: DriverQuery): Promise<unknown[]> {
  return (await internals(database).$client.query(q.text, q.params)).rows;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Method'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

/** EXPLAIN ANALYZE of a statement, as one line: the node chain down to the listed table, with relations, indexes and rows. */
export async function planSummary(
  database: Database,
  q: DriverQuery,
  table: string,
): Promise<{ plan: string; ms: number }> {
  const [row] = (await runOnDriver(database, {
    text: `explain (analyze, format json) ${q.text}`,
    params: q.params,
  })) as { 'QUERY PLAN': unknown }[];
  const raw = row['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: PlanNode;
    'Execution Time': number;
  }[];
  const reads = (n: PlanNode): boolean => n['Relation Name'] === table || (n.Plans ?? []).some(reads);
  const describe = (n: PlanNode): string => {
    const on = n['Index Name'] ?? n['Relation Name'];
    const extra = [on, n['Sort Method'], n['Actual Rows'] !== undefined ? `rows=${n['Actual Rows']}` : '']
      .filter(Boolean)
      .join(' ');
    // Joins show only the child that reads the listed table.
    const child = n.Plans?.find(reads) ?? n.Plans?.[0];
    return `${n['Node Type']}${extra ? ` (${extra})` : ''}${child ? ` ← ${describe(child)}` : ''}`;
  };
  return { plan: describe(top.Plan), ms: Math.round(top['Execution Time'] * 10) / 10 };
}
