import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { dumpBetweenTransactions } from './pglite-dump.ts';
import { pgliteOptions } from './pglite-options.ts';
import type { TemplateOptions } from './pglite-template.ts';
import * as schema from './schema.ts';

export { pgliteOptions };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: services take this so callers can compose them. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human description for logs (never includes a password). */
  description: string;
  /** Embedded database only: a consistent gzipped tarball of its data directory (backups). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; `null` keeps it in memory (tests). */
  dataDir?: string | null;
  /** With `dataDir: null`: start from this PGlite dump instead of an empty cluster (test templates). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** A new PGlite directory starts as a copy of the migrated template (pglite-template.ts); `false`: initdb. */
  template?: TemplateOptions | false;
}

// node-postgres returns int8 (bigint) as text; our bigints are scaled money and quantities well
// inside 2^53 (DESIGN §2), so they travel as numbers like on PGlite. A value past that stays text.
pg.types.setTypeParser(20, (value: string) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
});

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // No JIT compilation: our heaviest statements (应收账款 over 100,000 invoices) run in well
      // under a second, and compiling them took longer than running them — 0.8 s with JIT, 0.45 s
      // without (docs/PERFORMANCE.md, "Receivables aging"); each parallel worker compiles again.
      options: '-c jit=off',
    });
    // An idle connection the server closed (restart, dropped test database) must not crash the
    // process: the pool discards it and opens a new one when needed (node-postgres' advice).
    pool.on('error', (err) => console.warn(`PostgreSQL idle connection lost: ${err.message}`));
    // Fail fast with a clear message rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const url = new URL(opts.databaseUrl);
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => pool.end(),
    };
  }
  if (opts.dataDir === null) {
    const client = await PGlite.create(
      opts.loadDataDir ? { ...pgliteOptions, loadDataDir: opts.loadDataDir } : pgliteOptions,
    );
    return {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: 'pglite',
      description: 'PGlite (memory)',
      dumpDataDir: () => dumpBetweenTransactions(client),
      close: () => client.close(),
    };
  }
  const dataDir = path.resolve(opts.dataDir ?? './data');
  const release = lockDataDir(dataDir);
  try {
    const pgDir = path.join(dataDir, 'pglite');
    if (opts.template !== false && isEmptyDir(pgDir)) {
      // Loaded only for a new database: a warm start needs none of it.
      const { createFromTemplate } = await import('./pglite-template.ts');
      await createFromTemplate(pgDir, opts.template);
    }
    const client = await PGlite.create(pgDir, pgliteOptions);
    return {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: 'pglite',
      description: `PGlite ${dataDir}`,
      dumpDataDir: () => dumpBetweenTransactions(client),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

function isEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** Rows of a raw `execute(sql\`…\`)`: node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: import('drizzle-orm').SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
