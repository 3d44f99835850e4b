import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/client.ts';

/**
 * A fingerprint of every table's rows, to prove that a refused call changed nothing.
 *
 * Two tables are left out on purpose: `sessions` (every request of a logged-in user moves its
 * last-seen time, by design) and `login_throttle` (a refused login must count as a failure — that
 * write is the protection, not a half-done operation).
 */
export const deliberatelyWrittenOnRefusal = new Set(['sessions', 'login_throttle']);

export interface DbChecksum {
  /** Tables fingerprinted. */
  tables: number;
  /** `table:rows:hash` joined, so a difference names its table. */
  text: string;
}

const statements = new WeakMap<Db, { sql: ReturnType<typeof sql.raw>; tables: number }>();

async function checksumStatement(db: Db) {
  const known = statements.get(db);
  if (known) return known;
  const names = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // The fuzzer's own write counter (write-counter.ts) is bookkeeping, not data.
  const tables = names
    .map((n) => n.name)
    .filter((n) => !deliberatelyWrittenOnRefusal.has(n) && !n.startsWith('fuzz_'));
  // hashtext of each row's text, summed: order-free, so no sort per table.
  const parts = tables.map(
    (name) =>
      `select '${name}' as t, count(*)::text as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as h from "${name}" x`,
  );
  const statement = { sql: sql.raw(parts.join(' union all ')), tables: tables.length };
  statements.set(db, statement);
  return statement;
}

export async function dbChecksum(db: Db): Promise<DbChecksum> {
  const { sql: query, tables } = await checksumStatement(db);
  const rows = await queryRows<{ t: string; n: string; h: string }>(db, query);
  return { tables, text: rows.map((r) => `${r.t}:${r.n}:${r.h}`).join(' ') };
}

/** The tables whose fingerprints differ between two checksums. */
export function changedTables(before: DbChecksum, after: DbChecksum): string[] {
  const a = new Set(before.text.split(' '));
  return after.text
    .split(' ')
    .filter((part) => !a.has(part))
    .map((part) => part.split(':')[0]);
}
