import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CSRF_HEADER_VALUE, type Envelope } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../platform/db/client.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { seedBase } from '../../seed/base.seed.ts';
import { seedDemo } from '../../seed/demo.seed.ts';
import { createThrowAwayDatabase } from '../../test/test-app.ts';

/**
 * kill -9 of the real server process while four clients post material warehouse-ins: after a
 * restart (which takes over the dead process's data-dir lock) every acknowledged posting is
 * there, and no document is half-posted — a posted document has one move per line, any other has
 * none, and balances and costs still equal the sum of their moves. Runs on the embedded database
 * and, when DATABASE_URL is set, on a throw-away PostgreSQL database.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const KG = 1_000_000;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function freePort(): Promise<number> {
  const srv = net.createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as net.AddressInfo;
  srv.close();
  await once(srv, 'close');
  return port;
}

function startServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c));
  child.stderr?.on('data', (c: Buffer) => (output += c));
  const exited = once(child, 'exit');
  return { child, exited, output: () => output };
}

class Http {
  cookie = '';
  constructor(readonly base: string) {}
  async get<T>(url: string, query: Record<string, string>): Promise<Envelope<T>> {
    return this.call<T>('GET', `${url}?${new URLSearchParams(query)}`);
  }
  async post<T>(url: string, body: unknown): Promise<Envelope<T>> {
    return this.call<T>('POST', url, body);
  }
  private async call<T>(method: string, url: string, body?: unknown): Promise<Envelope<T>> {
    const res = await fetch(`${this.base}/api${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-requested-with': CSRF_HEADER_VALUE,
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('tg_sid='));
    if (session) this.cookie = session.split(';')[0];
    return (await res.json()) as Envelope<T>;
  }
}

/** Logs in as admin once the server answers (migrations and start-up take a few seconds). */
async function loginWhenUp(base: string, server: { child: ChildProcess; output: () => string }) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const http = new Http(base);
    const ok = await http.post('/user/login', { userName: 'admin', password: 'admin123' }).then(
      (r) => r.resultCode === '0',
      () => false,
    );
    if (ok) return http;
    await sleep(100);
  }
  throw new Error(`server did not come up:\n${server.output()}`);
}

const today = () => new Date().toISOString().slice(0, 10).replaceAll('-', '');

async function crashWhilePosting(
  databaseEnv: Record<string, string>,
  open: () => ReturnType<typeof openDatabase>,
) {
  // Migrate and seed first, so the server starts in seconds and the test knows the ids.
  let database = await open();
  await migrate(database.db);
  await seedBase(database.db);
  await seedDemo(database.db);
  const id = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(database.db, q))[0].id;
  const warehouseId = await id(sql`select id from md_warehouses where code = 'YL01'`);
  const materials = [
    await id(sql`select id from md_materiels where code = 'YL-PB153'`),
    await id(sql`select id from md_materiels where code = 'YL-PR101'`),
    await id(sql`select id from md_materiels where code = 'SZ-ACR01'`),
  ];
  await database.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = startServer(databaseEnv, port);
  cleanups.push(async () => void first.child.kill('SIGKILL'));
  const admin = await loginWhenUp(base, first);

  const acknowledged: { id: number; lines: number }[] = [];
  let killed = false;
  const worker = async (w: number) => {
    for (let n = 0; !killed; n++) {
      const lines = 1 + ((w + n) % 3);
      try {
        const saved = await admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
          inDate: today(),
          warehouseId,
          items: Array.from({ length: lines }, (_, l) => ({
            materielId: materials[(n + l) % materials.length],
            batchNo: `CRASH-${w}-${n}-${l}`,
            qty: (1 + l) * KG,
            price: 10_000_000,
          })),
        });
        expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
        const posted = await admin.post('/warehouse/changeMaterialInState', {
          id: saved.result.id,
          version: 1,
          action: 'WAREHOUSE-IN',
        });
        expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
        acknowledged.push({ id: saved.result.id, lines });
      } catch (err) {
        if (killed) return; // the connection died with the server: not acknowledged
        throw err;
      }
    }
  };
  let failure: unknown;
  const workers = [0, 1, 2, 3].map((w) =>
    worker(w).catch((err) => {
      failure = err;
    }),
  );
  while (acknowledged.length < 40 && failure === undefined) await sleep(5);
  if (failure) throw failure;
  killed = true;
  first.child.kill('SIGKILL'); // while the other workers' postings are in flight
  await first.exited;
  await Promise.all(workers);
  if (failure) throw failure;

  // The restart takes over the dead process's lock and recovers the database.
  const second = startServer(databaseEnv, port);
  cleanups.push(async () => void second.child.kill('SIGKILL'));
  const again = await loginWhenUp(base, second);
  for (const doc of acknowledged) {
    const detail = await again.get<{ status: string }>('/warehouse/queryMaterialInDetail', {
      id: String(doc.id),
    });
    expect(detail.result?.status ?? detail, `acknowledged document ${doc.id}`).toBe('IN_PUT_WAREHOUSE');
  }
  second.child.kill('SIGTERM');
  await second.exited;

  database = await open();
  try {
    const docs = await queryRows<{ id: number; status: string; lines: number; moves: number }>(
      database.db,
      sql`select d.id, d.status,
                 (select count(*) from inv_material_ins_items i where i.doc_id = d.id)::int as lines,
                 (select count(*) from stock_moves m where m.doc_key = 'material-warehouse-in' and m.doc_id = d.id)::int as moves
          from inv_material_ins d`,
    );
    expect(docs.length).toBeGreaterThanOrEqual(acknowledged.length);
    for (const d of docs) {
      expect(d.moves, `document ${d.id} (${d.status})`).toBe(d.status === 'IN_PUT_WAREHOUSE' ? d.lines : 0);
    }
    for (const doc of acknowledged) expect(docs.find((d) => d.id === doc.id)?.moves).toBe(doc.lines);
    const [off] = await queryRows<{ balances: number; costs: number }>(
      database.db,
      sql`select
            (select count(*) from stock_balances b where b.on_hand <> (select coalesce(sum(qty), 0) from stock_moves m
               where m.item_kind = b.item_kind and m.item_id = b.item_id and m.warehouse_id = b.warehouse_id
                 and m.allocation_id = b.allocation_id and m.batch_no = b.batch_no))::int as balances,
            (select count(*) from item_costs c where (c.qty, c.value) <> (select coalesce(sum(qty), 0), coalesce(sum(value), 0)
               from stock_moves m where m.item_kind = c.item_kind and m.item_id = c.item_id))::int as costs`,
    );
    expect(off).toEqual({ balances: 0, costs: 0 });
  } finally {
    await database.close();
  }
  return acknowledged.length;
}

describe('a server killed while it posts', () => {
  it('keeps every acknowledged posting and half-posts nothing', async () => {
    const baseUrl = process.env.DATABASE_URL;
    if (baseUrl) {
      const throwAway = await createThrowAwayDatabase(baseUrl);
      cleanups.push(throwAway.drop);
      await crashWhilePosting({ DATABASE_URL: throwAway.url }, () =>
        openDatabase({ databaseUrl: throwAway.url }),
      );
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-crash-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      await crashWhilePosting({ DATA_DIR: dataDir, DATABASE_URL: '' }, () => openDatabase({ dataDir }));
    }
  }, 300_000);
});
