import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import {
  halfPostedWarehouseIns,
  ledgerViolations,
  noViolations,
} from '../modules/inventory/testing/ledger-invariants.ts';
import { type Database, openDatabase, queryRows } from '../platform/db/client.ts';
import { seedDemoStock } from '../seed/demo-stock.ts';
import { changedTables, type DbChecksum, dbChecksum } from '../test/fuzz/db-checksum.ts';
import {
  freePort,
  type Http,
  loginWhenUp,
  repoRoot,
  startServer,
  stopServer,
  today,
} from '../test/server-process.ts';
import { createThrowAwayDatabase } from '../test/test-app.ts';

/**
 * `npm run backup` / `npm run restore`, run as the operator runs them, round trip: the demo
 * company with its months of stock, a backup, changes after it, a restore, and every table (row
 * count and a hash of every row, sequences too) compared with the state at backup time. On the
 * embedded database the backup is taken from the running server while a client posts, and the
 * restored copy must keep the ledger's invariants.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-backup-'));
cleanups.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));

async function ops(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/src/ops/backup.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, ...env } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

/** The demo company and its months of stock, made through the engine as a first start makes them. */
async function demoCompany(database: Database, databaseUrl?: string) {
  const app = await buildApp({ db: database.db, config: { ...loadConfig({}), databaseUrl }, logger: false });
  await app.ready();
  await seedDemoStock(app);
  await app.close();
}

/** Changes every kind of thing a restore must undo: rows edited, deleted, added, a sequence moved. */
async function changeAfterBackup(database: Database) {
  await database.db.execute(sql`update md_materiels set name = name || '（备份后改）'`);
  await database.db.execute(
    sql`delete from audit_events where id in (select id from audit_events order by id limit 5)`,
  );
  await database.db.execute(
    sql`delete from stock_period_flows where period = (select max(period) from stock_period_flows)`,
  );
  await database.db.execute(sql`insert into schema_migrations (tag) values ('not-in-the-backup')`);
}

/** A backup holds password and session hashes: its owner's alone, in a folder that is too. */
function expectPrivate(file: string) {
  expect((fs.statSync(file).mode & 0o777).toString(8), file).toBe('600');
  expect((fs.statSync(path.dirname(file)).mode & 0o777).toString(8), path.dirname(file)).toBe('700');
}

async function expectRestored(database: Database, atBackup: DbChecksum) {
  const now = await dbChecksum(database.db, { everyTable: true });
  expect(changedTables(atBackup, now), 'tables that differ from the backup').toEqual([]);
  expect(now.text).toBe(atBackup.text);
  expect(await ledgerViolations(database.db)).toEqual(noViolations);
  expect(await halfPostedWarehouseIns(database.db)).toEqual([]);
}

describe.runIf(process.env.DATABASE_URL)('backup and restore on PostgreSQL', () => {
  it('restores every table as it was at backup time, into the same or an empty database', async () => {
    const started = performance.now();
    const baseUrl = process.env.DATABASE_URL!;
    const source = await createThrowAwayDatabase(baseUrl, inject('dbTemplates').demo);
    cleanups.push(source.drop);
    const env = { DATABASE_URL: source.url };
    let database = await openDatabase({ databaseUrl: source.url, poolSize: 2 });
    await demoCompany(database, source.url);
    const atBackup = await dbChecksum(database.db, { everyTable: true });

    // Into a folder the backup makes.
    const file = path.join(tmp, 'pg-backups', 'demo.pgdump');
    const made = await ops(['backup', file], env);
    expect(made.out).toContain(`备份完成：${file}`);
    expect(made.code).toBe(0);
    expectPrivate(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

    await changeAfterBackup(database);
    expect(
      changedTables(atBackup, await dbChecksum(database.db, { everyTable: true })).length,
    ).toBeGreaterThan(3);
    // A server still connected: refused, nothing touched.
    const busy = await ops(['restore', file], env);
    expect(busy.code).toBe(1);
    expect(busy.out).toContain('个其他连接（服务器是否仍在运行？）：请先停止所有服务器进程再恢复。');
    await database.close();

    const restored = await ops(['restore', file], env);
    expect(restored.out).toContain('恢复完成');
    expect(restored.code).toBe(0);
    database = await openDatabase({ databaseUrl: source.url, poolSize: 2 });
    await expectRestored(database, atBackup);
    await database.close();

    const empty = await createThrowAwayDatabase(baseUrl);
    cleanups.push(empty.drop);
    expect((await ops(['restore', file], { DATABASE_URL: empty.url })).code).toBe(0);
    database = await openDatabase({ databaseUrl: empty.url, poolSize: 2 });
    await expectRestored(database, atBackup);
    await database.close();

    // The other kind of database refuses the file.
    const wrongKind = await ops(['restore', file], {
      DATABASE_URL: '',
      DATA_DIR: path.join(tmp, 'pglite-target'),
    });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.out).toContain('该备份来自PostgreSQL，不能恢复到 PGlite');
    console.log(
      `backup round trip, PostgreSQL: ${atBackup.tables} tables, ${atBackup.rows} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 300_000);
});

describe.skipIf(process.env.DATABASE_URL)('backup and restore of the embedded database', () => {
  it('takes a consistent backup from the running server while a client posts, and restores every table', async () => {
    const started = performance.now();
    const dataDir = path.join(tmp, 'data');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    // A copy of the run's demo template (migrated and seeded), then the months of stock.
    fs.mkdirSync(dataDir);
    const copy = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([fs.readFileSync(inject('dbTemplates').demo)]),
    });
    await copy.close();
    let database = await openDatabase({ dataDir });
    await demoCompany(database);
    const id = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(database.db, q))[0].id;
    const warehouseId = await id(sql`select id from md_warehouses where code = 'YL01'`);
    // Keyed by hand, with no acceptance: a material that needs no incoming inspection.
    const materielId = await id(sql`select id from md_materiels where code = 'RJ-PG'`);
    await database.close();

    const port = await freePort();
    const server = startServer(env, port);
    cleanups.push(async () => void server.child.kill('SIGKILL'));
    const client = await loginWhenUp(`http://127.0.0.1:${port}`, server);
    const acknowledged: number[] = [];
    let posting = true;
    const poster = (async (http: Http) => {
      for (let n = 0; posting; n++) {
        const saved = await http.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
          inDate: today(),
          warehouseId,
          items: [1, 2].map((l) => ({
            materielId,
            batchNo: `BK-${n}-${l}`,
            qty: l * 1_000_000,
            price: 9_000_000,
          })),
        });
        expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
        const posted = await http.post('/warehouse/changeMaterialInState', {
          id: saved.result.id,
          version: 1,
          action: 'WAREHOUSE-IN',
        });
        expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
        acknowledged.push(saved.result.id);
      }
    })(client);
    let failure: unknown;
    poster.catch((err) => {
      failure = err;
    });
    const until = async (n: number) => {
      while (acknowledged.length < n && failure === undefined) await new Promise((r) => setTimeout(r, 20));
      if (failure) throw failure;
    };

    // Under load: the dump is the server's, taken between two transactions.
    await until(5);
    const before = [...acknowledged];
    const underLoad = path.join(tmp, 'pglite-backups', 'under-load.tar.gz');
    const made = await ops(['backup', underLoad], env);
    expect(made.out).toContain(`由运行中的服务器进程 ${server.child.pid} 在事务之间生成`);
    expect(made.code).toBe(0);
    expectPrivate(underLoad);
    await until(acknowledged.length + 5);
    posting = false;
    await poster;

    // Idle: what the server's dump holds is what the directory holds once it stops.
    const idle = path.join(tmp, 'pglite-backups', 'idle.tar.gz');
    expect((await ops(['backup', idle], env)).code).toBe(0);
    expectPrivate(idle);
    await stopServer(server);
    database = await openDatabase({ dataDir });
    const atBackup = await dbChecksum(database.db, { everyTable: true });
    await changeAfterBackup(database);
    const locked = await ops(['restore', idle], env);
    expect(locked.code).toBe(1);
    expect(locked.out).toContain(
      `正被进程 ${process.pid} 使用：恢复会替换整个内嵌数据库，请先停止服务器再恢复。`,
    );
    await database.close();

    expect((await ops(['restore', idle], env)).code).toBe(0);
    database = await openDatabase({ dataDir });
    await expectRestored(database, atBackup);
    await database.close();

    // The one taken under load: an earlier, consistent state holding every posting acknowledged before it.
    expect((await ops(['restore', underLoad], env)).code).toBe(0);
    database = await openDatabase({ dataDir });
    expect(await ledgerViolations(database.db)).toEqual(noViolations);
    expect(await halfPostedWarehouseIns(database.db)).toEqual([]);
    const posted = await queryRows<{ id: number }>(
      database.db,
      sql`select id from inv_material_ins where status = 'IN_PUT_WAREHOUSE' and id >= ${before[0]}`,
    );
    const ids = new Set(posted.map((r) => r.id));
    for (const doc of before)
      expect(ids.has(doc), `posting ${doc} acknowledged before the backup`).toBe(true);
    expect(ids.size).toBeLessThan(acknowledged.length);
    await database.close();

    expect(fs.readdirSync(dataDir).sort()).toEqual(['backups', 'pglite']);
    const wrongKind = await ops(['restore', idle], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.out).toContain('该备份来自内嵌数据库 PGlite，不能恢复到 PostgreSQL 127.0.0.1:1/none');
    console.log(
      `backup round trip, PGlite: ${atBackup.tables} tables, ${atBackup.rows} rows, ${before.length} postings before and ${acknowledged.length - before.length} during/after the backup under load, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }, 300_000);
});
