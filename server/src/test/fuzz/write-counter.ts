import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/client.ts';
import { deliberatelyWrittenOnRefusal } from './db-checksum.ts';

/**
 * A committed-writes counter for the fuzzer's throw-away database: a row trigger on every table
 * adds one to `fuzz_write_count` for each row inserted, updated or deleted. The counter is
 * transactional, so a refused call whose transaction rolled back leaves it where it was, and a
 * refused call that committed anything moves it. Reading it costs a millisecond where the full
 * table checksum costs tens, so every call that reaches a handler gets its own check; the full
 * checksum still guards each route's batch of refusals.
 */
export const writeCounterTable = 'fuzz_write_count';

export async function installWriteCounter(db: Db): Promise<number> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const watched = tables.map((t) => t.name).filter((n) => !deliberatelyWrittenOnRefusal.has(n));
  await db.execute(sql.raw(`create table ${writeCounterTable} (n bigint not null)`));
  await db.execute(sql.raw(`insert into ${writeCounterTable} values (0)`));
  await db.execute(
    sql.raw(`create function fuzz_count_write() returns trigger language plpgsql as $$
      begin update ${writeCounterTable} set n = n + 1; return null; end $$`),
  );
  for (const name of watched) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_count_write after insert or update or delete on "${name}" for each row execute function fuzz_count_write()`,
      ),
    );
  }
  return watched.length;
}

export async function committedWrites(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: string }>(db, sql.raw(`select n::text as n from ${writeCounterTable}`));
  return Number(row.n);
}
