import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/client.ts';

/**
 * A fingerprint of every table's rows, to prove that a refused call changed nothing, or (with
 * `everyTable`) that a restored backup is the database it was taken from.
 *
 * For refusals two tables are left out on purpose: `sessions` (every request of a logged-in user moves its
 * last-seen time, by design) and `login_throttle` (a refused login must count as a failure — that
 * write is the protection, not a half-done operation).
 */
export const deliberatelyWrittenOnRefusal = new Set(['sessions', 'login_throttle']);

export interface DbChecksum {
  /** Tables fingerprinted. */
  tables: number;
  /** Rows in them. */
  rows: number;
  /** `table:rows:hash` joined, so a difference names its table. */
  text: string;
}

export interface ChecksumOptions {
  /** Every base table of the schema, none left out (a backup's round trip). */
  everyTable?: boolean;
}

type Statement = { sql: ReturnType<typeof sql.raw>; tables: number };
const statements = { some: new WeakMap<Db, Statement>(), every: new WeakMap<Db, Statement>() };

async function checksumStatement(db: Db, everyTable: boolean) {
  const cache = everyTable ? statements.every : statements.some;
  const known = cache.get(db);
  if (known) return known;
  const names = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // The fuzzer's own write counter (write-counter.ts) is bookkeeping, not data.
  const tables = names
    .map((n) => n.name)
    .filter((n) => everyTable || (!deliberatelyWrittenOnRefusal.has(n) && !n.startsWith('fuzz_')));
  // hashtext of each row's text, summed: order-free, so no sort per table.
  const parts = tables.map(
    (name) =>
      `select '${name}' as t, count(*)::text as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${name}" x`,
  );
  // A restored database must also hand out the same next ids, so its sequences count too.
  if (everyTable)
    parts.push(
      `select 'pg_sequences' as t, count(*)::text as n, coalesce(sum(hashtext(sequencename || ':' || coalesce(last_value, 0))::bigint), 0)::text as h from pg_sequences where schemaname = 'public'`,
    );
  const statement = { sql: sql.raw(parts.join(' union all ')), tables: tables.length };
  cache.set(db, statement);
  return statement;
}

export async function dbChecksum(db: Db, opts: ChecksumOptions = {}): Promise<DbChecksum> {
  const { sql: query, tables } = await checksumStatement(db, opts.everyTable ?? false);
  const rows = await queryRows<{ t: string; n: string; h: string }>(db, query);
  return {
    tables,
    rows: rows.reduce((n, r) => n + (r.t === 'pg_sequences' ? 0 : Number(r.n)), 0),
    // Sorted: PostgreSQL may run the union's parts in parallel (Parallel Append) and answer them in
    // any order — the same rows read in another order are the same database.
    text: rows
      .map((r) => `${r.t}:${r.n}:${r.h}`)
      .sort()
      .join(' '),
  };
}

/** The tables whose fingerprints differ between two checksums. */
export function changedTables(before: DbChecksum, after: DbChecksum): string[] {
  const a = new Set(before.text.split(' '));
  return after.text
    .split(' ')
    .filter((part) => !a.has(part))
    .map((part) => part.split(':')[0]);
}
