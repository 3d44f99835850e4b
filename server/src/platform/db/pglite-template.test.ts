import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.ts';
import { migrate, readMigrations } from './migrate.ts';
import { pgliteOptions } from './pglite-options.ts';
import { createFromTemplate, ensurePgliteTemplate, templatePath } from './pglite-template.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-template-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A migrations folder of drizzle-kit's shape with the given statements, one migration each. */
function writeMigrations(dir: string, statements: string[]): void {
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const entries = statements.map((_, idx) => ({ idx, tag: `000${idx}_m` }));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ entries }));
  for (const [idx, s] of statements.entries()) fs.writeFileSync(path.join(dir, `000${idx}_m.sql`), s);
}

async function appliedTags(pgDir: string): Promise<string[]> {
  const client = await PGlite.create(pgDir, pgliteOptions);
  try {
    const { rows } = await client.query<{ tag: string }>('select tag from schema_migrations order by tag');
    return rows.map((r) => r.tag);
  } finally {
    await client.close();
  }
}

// The template is the embedded database's alone; PostgreSQL runs its migrations as before.
describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite template of a new data directory', () => {
  it('is rebuilt when a migration is added, never used stale', { timeout: 300_000 }, async () => {
    const cacheDir = path.join(tmp, 'cache');
    const migrationsDir = path.join(tmp, 'migrations');
    writeMigrations(migrationsDir, ['create table a (id int)']);
    const first = await ensurePgliteTemplate({ cacheDir, migrationsDir });
    expect(first.built).toBe(true);
    expect(await ensurePgliteTemplate({ cacheDir, migrationsDir })).toEqual({ dir: first.dir, built: false });

    writeMigrations(migrationsDir, ['create table a (id int)', 'create table b (id int)']);
    expect(templatePath({ cacheDir, migrationsDir })).not.toBe(first.dir);
    const pgDir = path.join(tmp, 'data/pglite');
    expect(await createFromTemplate(pgDir, { cacheDir, migrationsDir })).toBe(true);
    expect(await appliedTags(pgDir)).toEqual(['0000_m', '0001_m']);
    // The old template is gone, the new one is the only one kept.
    expect(fs.readdirSync(cacheDir)).toEqual([path.basename(templatePath({ cacheDir, migrationsDir }))]);
    expect(fs.statSync(pgDir).mode & 0o777).toBe(0o700);
  });

  it('gives a new data directory every committed migration', { timeout: 300_000 }, async () => {
    const dataDir = path.join(tmp, 'fresh');
    const database = await openDatabase({ dataDir });
    try {
      const rows = await queryRows<{ tag: string }>(
        database.db,
        sql`select tag from schema_migrations order by tag`,
      );
      expect(rows.map((r) => r.tag)).toEqual(readMigrations().map((m) => m.tag));
      expect(await migrate(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(templatePath(), 'PG_VERSION'))).toBe(true);
  });
});
