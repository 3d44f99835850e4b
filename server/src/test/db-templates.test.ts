import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropStaleDatabases } from './db-templates.ts';

const baseUrl = process.env.DATABASE_URL;

describe.skipIf(!baseUrl)('test databases on PostgreSQL', () => {
  it('drops those a killed run left behind and keeps a live run’s', async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      // Above Linux's pid_max, so never a live process; this process's own pid is live.
      const dead = `tg_test_4194999_${Math.random().toString(36).slice(2, 8)}`;
      const live = `tg_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      await admin.query(`create database ${dead}`);
      await admin.query(`create database ${live}`);
      const dropped = await dropStaleDatabases(admin);
      expect(dropped).toContain(dead);
      expect(dropped).not.toContain(live);
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname = any($1)',
        [[dead, live]],
      );
      expect(rows.map((r) => r.datname)).toEqual([live]);
      await admin.query(`drop database ${live} with (force)`);
    } finally {
      await admin.end();
    }
  });
});
