import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER_VALUE } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { type Database, openDatabase } from '../../server/src/platform/db/client.ts';
import { migrate } from '../../server/src/platform/db/migrate.ts';
import { DEMO_ADMIN, seedBase } from '../../server/src/seed/base.seed.ts';

export type DbKind = 'postgres' | 'pglite';

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The real app in-process on a throw-away database, with a logged-in admin cookie for `inject`. */
export interface BenchApp {
  kind: DbKind;
  database: Database;
  app: FastifyInstance;
  cookie: string;
  close(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Opens the database the way `main.ts` does (migrate, base seed), builds the app and logs in.
 * `name` is the throw-away PostgreSQL database (dropped first and at the end).
 */
export async function openBenchApp(
  kind: DbKind,
  opts: { name?: string; poolSize?: number } = {},
): Promise<BenchApp> {
  const PG_BENCH_DB = opts.name ?? 'tg_bench_list';
  let dispose: () => Promise<void>;
  let database: Database;
  let dataDir: string;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    await adminQuery(`drop database if exists ${PG_BENCH_DB} with (force)`);
    await adminQuery(`create database ${PG_BENCH_DB}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${PG_BENCH_DB}`;
    databaseUrl = url.toString();
    dataDir = os.tmpdir();
    dispose = () => adminQuery(`drop database if exists ${PG_BENCH_DB} with (force)`);
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `${PG_BENCH_DB.replaceAll('_', '-')}-`));
    const dir = dataDir;
    dispose = () => rm(dir, { recursive: true, force: true });
  }
  try {
    database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: opts.poolSize } : { dataDir });
  } catch (err) {
    await dispose();
    throw err;
  }
  let app: FastifyInstance | undefined;
  // Idempotent: a signal handler and the bench's own finally may both call it.
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      try {
        await app?.close();
        await database.close();
      } finally {
        await dispose();
      }
    })();
    return closing;
  };
  try {
    await migrate(database.db);
    await seedBase(database.db);
    const config = { ...loadConfig({}), databaseUrl, dataDir, logLevel: 'warn' };
    app = await buildApp({ db: database.db, config, logger: false });
    await app.ready();
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'x-requested-with': CSRF_HEADER_VALUE },
      payload: { userName: DEMO_ADMIN.userName, password: DEMO_ADMIN.password },
    });
    const session = res.cookies.find((c) => c.name === 'tg_sid');
    if (!session?.value) throw new Error(`login failed: ${res.body}`);
    return { kind, database, app, cookie: `tg_sid=${session.value}`, close };
  } catch (err) {
    await close();
    throw err;
  }
}
