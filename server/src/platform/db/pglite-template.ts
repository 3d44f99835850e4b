import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { BUILD_CACHE_DIR } from '../../paths.ts';
import type { Db } from './client.ts';
import { MIGRATIONS_DIR, migrate } from './migrate.ts';
import { pgliteOptions } from './pglite-options.ts';

/**
 * A new embedded database starts as a copy of a migrated empty one (issue 35 item 13): initdb and
 * every migration cost seconds of CPU at each first start; a directory copy costs milliseconds.
 * The template lives in the build cache, named by a hash of everything that shapes it — the
 * migrations, PGlite's version and its extensions — so a new migration or PGlite upgrade makes a
 * new template, never an old one; the caller migrates after copying all the same.
 */
export interface TemplateOptions {
  /** Where templates are kept; the repository's `node_modules/.cache/tiangong` by default. */
  cacheDir?: string;
  migrationsDir?: string;
}

export const DEFAULT_CACHE_DIR = BUILD_CACHE_DIR;
const PREFIX = 'pglite-schema-';
// Bump when the way a template is made changes (what it holds, how it is stored).
const FORMAT = '1';

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '../package.json'), 'utf8'));
  return String(pkg.version);
}

/** Hash of the migrations (journal and every file), PGlite's version and its extensions. */
export function templateKey(migrationsDir = MIGRATIONS_DIR): string {
  const hash = createHash('sha256');
  hash.update(`${FORMAT}\0${pgliteVersion()}\0${Object.keys(pgliteOptions.extensions).sort().join(',')}\0`);
  const files = fs
    .readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.sql') || f.endsWith('_journal.json'))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 16);
}

export function templatePath(opts: TemplateOptions = {}): string {
  return path.join(opts.cacheDir ?? DEFAULT_CACHE_DIR, PREFIX + templateKey(opts.migrationsDir));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but is not ours.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The template directory of the current migrations, made if missing. Made in a directory of its
 * own and renamed into place, so a process never copies a half-made template and two processes
 * making it at once both succeed. Older templates are removed.
 */
export async function ensurePgliteTemplate(
  opts: TemplateOptions = {},
): Promise<{ dir: string; built: boolean }> {
  const dir = templatePath(opts);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return { dir, built: false };
  const cacheDir = path.dirname(dir);
  fs.mkdirSync(cacheDir, { recursive: true });
  const work = path.join(cacheDir, `tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    const client = await PGlite.create(work, pgliteOptions);
    try {
      await migrate(drizzle({ client }) as unknown as Db, opts.migrationsDir);
    } finally {
      // A clean shutdown: the copy opens without recovery.
      await client.close();
    }
    try {
      fs.renameSync(work, dir);
    } catch (err) {
      // Another process put the same template in place first.
      if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw err;
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  for (const name of fs.readdirSync(cacheDir)) {
    const old = name.startsWith(PREFIX) && path.join(cacheDir, name) !== dir;
    // A template being made by a process that was killed.
    const orphan = name.startsWith('tmp-') && !alive(Number(name.split('-')[1]));
    if (old || orphan) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
  return { dir, built: true };
}

/**
 * Fills an absent or empty PGlite directory from the template. Answers false, leaving the
 * directory empty, when no template could be made or copied (a read-only cache, say): PGlite then
 * runs initdb there as before.
 */
export async function createFromTemplate(pgDir: string, opts: TemplateOptions = {}): Promise<boolean> {
  try {
    const { dir } = await ensurePgliteTemplate(opts);
    // A copy-on-write clone where the file system has them (btrfs, xfs), else a plain copy.
    // Asynchronous: the server's modules load meanwhile (main.ts).
    await fs.promises.cp(dir, pgDir, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
    // The data directory's files are the database: owner only, as initdb makes them.
    fs.chmodSync(pgDir, 0o700);
    return true;
  } catch (err) {
    console.warn(`PGlite template unavailable, running initdb: ${(err as Error).message}`);
    fs.rmSync(pgDir, { recursive: true, force: true });
    return false;
  }
}
