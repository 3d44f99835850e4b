import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from './client.ts';
import { migrate, readMigrations } from './migrate.ts';

let t: TestApp;
beforeAll(async () => {
  // On an empty database, not the run's template: this file tests migrating itself.
  t = await createTestApp({}, { fresh: true });
});
afterAll(() => t.close());

describe('migrations', () => {
  it('applied every committed migration once, and a rerun applies nothing', async () => {
    const tags = readMigrations().map((m) => m.tag);
    const rows = await queryRows<{ tag: string }>(
      t.database.db,
      sql`select tag from schema_migrations order by tag`,
    );
    expect(rows.map((r) => r.tag)).toEqual(tags);
    expect(await migrate(t.database.db)).toEqual([]);
  });

  it('is safe when several processes start together', async () => {
    const results = await Promise.all([
      migrate(t.database.db),
      migrate(t.database.db),
      migrate(t.database.db),
    ]);
    expect(results.flat()).toEqual([]);
  });

  it('backs the case-insensitive account name rule with a unique index', async () => {
    await expect(
      t.database.db.execute(
        sql`insert into users (user_name, real_name, password_hash) values ('ADMIN', 'x', 'x')`,
      ),
    ).rejects.toThrow();
  });
});
