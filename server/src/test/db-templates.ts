import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Db, openDatabase, pgliteOptions } from '../platform/db/client.ts';
import { migrate } from '../platform/db/migrate.ts';
import * as schema from '../platform/db/schema.ts';
import { seedBase } from '../seed/base.seed.ts';
import { seedDemo } from '../seed/demo.seed.ts';

/**
 * Migrating and seeding costs seconds per database; made once per test run and copied per test
 * file it costs a fraction. PostgreSQL copies with `CREATE DATABASE … TEMPLATE`, PGlite loads a
 * dump of its data directory.
 */
export interface DbTemplates {
  kind: 'postgres' | 'pglite';
  /** Migrated and base-seeded: a database name (PostgreSQL) or a dump file (PGlite). */
  base: string;
  /** The same plus the demo company. */
  demo: string;
}

export interface MadeTemplates {
  templates: DbTemplates;
  /** Seconds each step took, for docs/PERFORMANCE.md. */
  timings: Record<string, number>;
  drop(): Promise<void>;
}

/** What a new test database holds before its tests: the schema, the base seed, maybe the demo company. */
export async function prepareDatabase(db: Db, demo: boolean): Promise<void> {
  await migrate(db);
  await seedBase(db);
  if (demo) await seedDemo(db);
}

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const seconds = (since: number) => Math.round(performance.now() - since) / 1000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but is not ours.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Drops the test and template databases of runs that were killed before their teardown (their
 * names carry the pid of the process that made them; a live pid's are another run's, kept).
 */
export async function dropStaleDatabases(admin: pg.Client): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname ~ '^tg_(tpl|test)_[0-9]+_'`,
  );
  const stale = rows.map((r) => r.datname).filter((name) => !alive(Number(name.split('_')[2])));
  for (const name of stale) await admin.query(`drop database if exists ${name} with (force)`);
  return stale;
}

export async function makePostgresTemplates(baseUrl: string): Promise<MadeTemplates> {
  // Unique per run, so two runs against one server never share or drop each other's templates.
  const run = `tg_tpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const templates: DbTemplates = { kind: 'postgres', base: `${run}_base`, demo: `${run}_demo` };
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await dropStaleDatabases(admin);
  const drop = async () => {
    for (const name of [templates.demo, templates.base])
      await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const timings: Record<string, number> = {};
  const fill = async (name: string, from: string | null, step: (db: Db) => Promise<unknown>) => {
    const t0 = performance.now();
    await admin.query(`create database ${name}${from ? ` template ${from}` : ''}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(baseUrl, name), poolSize: 1 });
    // A database can only be copied while nobody is connected to it.
    try {
      await step(database.db);
    } finally {
      await database.close();
    }
    timings[name === templates.base ? 'base' : 'demo'] = seconds(t0);
  };
  try {
    await fill(templates.base, null, (db) => prepareDatabase(db, false));
    await fill(templates.demo, templates.base, seedDemo);
  } catch (err) {
    await drop();
    throw err;
  }
  return { templates, timings, drop };
}

export async function makePgliteTemplates(): Promise<MadeTemplates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-tpl-'));
  const templates: DbTemplates = {
    kind: 'pglite',
    base: path.join(dir, 'base.tar'),
    demo: path.join(dir, 'demo.tar'),
  };
  const drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  const timings: Record<string, number> = {};
  const client = await PGlite.create(pgliteOptions);
  try {
    const db = drizzle({ client, schema }) as unknown as Db;
    // Uncompressed: each test file loads it, and gunzip would cost more than the bytes it saves.
    // Compacted and checkpointed first: every file's open replays no WAL and reads fewer pages
    // (demo template 1.1 → 0.9 s of CPU per test file, measured).
    const dump = async (file: string) => {
      await client.exec('VACUUM FULL');
      await client.exec('CHECKPOINT');
      fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    };
    let t0 = performance.now();
    await prepareDatabase(db, false);
    await dump(templates.base);
    timings.base = seconds(t0);
    t0 = performance.now();
    await seedDemo(db);
    await dump(templates.demo);
    timings.demo = seconds(t0);
  } catch (err) {
    await drop();
    throw err;
  } finally {
    await client.close();
  }
  return { templates, timings, drop };
}
