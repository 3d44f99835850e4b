import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from '../../platform/db/client.ts';
import {
  freePort,
  type Http,
  loginWhenUp,
  startServer,
  stopServer,
  today,
} from '../../test/server-process.ts';
import { createThrowAwayDatabase } from '../../test/test-app.ts';
import { previousPeriod } from './stock-period.service.ts';
import { halfPostedWarehouseIns, ledgerViolations, noViolations } from './testing/ledger-invariants.ts';

/**
 * kill -9 of the real server process under mixed load — four clients posting material
 * warehouse-ins, an Excel import of products (all rows or none), and the last month closed and
 * re-opened over and over — killed while an import and a close are in flight. After a restart
 * (which takes over the dead process's data-dir lock): every acknowledged operation is there; no
 * document is half-posted (a posted one has one move per line, any other none); the import is all
 * its rows or none; the month is closed with closings and flows that match its moves, or open with
 * neither; balances and costs equal the sums of their moves and zero stock carries zero value.
 * Runs on the embedded database and, when DATABASE_URL is set, on a throw-away PostgreSQL database.
 */
const KG = 1_000_000;
const IMPORT_ROWS = 200;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function productWorkbook(batch: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('产品');
  ws.addRow(['*产品编码', '*产品名称', '*产品类别', '等级', '*计量单位', '基础价格（元/kg）']);
  for (let i = 0; i < IMPORT_ROWS; i++)
    ws.addRow([`CRASH-IMP-${batch}-${i}`, `崩溃导入${batch}-${i}`, 'SJ', 'A', 'kg', 12.5]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** One client's loop; stops quietly when the server dies under it (what it sent is not acknowledged). */
function loop(isKilled: () => boolean, step: (n: number) => Promise<void>) {
  return (async () => {
    for (let n = 0; !isKilled(); n++) {
      try {
        await step(n);
      } catch (err) {
        if (isKilled()) return;
        throw err;
      }
    }
  })();
}

async function crashUnderMixedLoad(
  databaseEnv: Record<string, string>,
  open: () => ReturnType<typeof openDatabase>,
) {
  const started = performance.now();
  const phases: string[] = [];
  const mark = (name: string) => phases.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)}`);
  // A copy of the run's demo template (migrated and seeded), so the server starts in seconds and
  // the test knows the ids.
  let database = await open();
  const id = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(database.db, q))[0].id;
  const warehouseId = await id(sql`select id from md_warehouses where code = 'YL01'`);
  // Keyed by hand, with no acceptance: materials that need no incoming inspection.
  const materials = [
    await id(sql`select id from md_materiels where code = 'RJ-PG'`),
    await id(sql`select id from md_materiels where code = 'ZJ-024'`),
    await id(sql`select id from md_materiels where code = 'ZJ-FF'`),
  ];
  await database.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const first = startServer(databaseEnv, port);
  cleanups.push(async () => void first.child.kill('SIGKILL'));
  const admin = await loginWhenUp(base, first);
  mark('up');
  const post = async (http: Http, date: string, tag: string, lines: number) => {
    const saved = await http.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: date,
      warehouseId,
      items: Array.from({ length: lines }, (_, l) => ({
        materielId: materials[l % materials.length],
        batchNo: `${tag}-${l}`,
        qty: (1 + l) * KG,
        price: 10_000_000,
      })),
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const posted = await http.post('/warehouse/changeMaterialInState', {
      id: saved.result.id,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
    expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
    return saved.result.id;
  };
  // Last month gets stock of its own, so closing it stores real closings and flows.
  const month = previousPeriod(today().slice(0, 6));
  for (let n = 0; n < 10; n++) await post(admin, `${month}15`, `LAST-${n}`, 3);

  mark('month');
  let killed = false;
  const isKilled = () => killed;
  const postings: { id: number; lines: number }[] = [];
  const imports = { acknowledged: [] as number[], tried: [] as number[], inFlightSince: 0 };
  const closes = { acknowledged: 0, last: 'OPEN' as 'OPEN' | 'CLOSED', inFlight: false };
  const clients = [
    ...[0, 1, 2, 3].map((w) =>
      loop(isKilled, async (n) => {
        const lines = 1 + ((w + n) % 3);
        postings.push({ id: await post(admin, today(), `CRASH-${w}-${n}`, lines), lines });
      }),
    ),
    loop(isKilled, async (n) => {
      const workbook = await productWorkbook(n);
      imports.tried.push(n);
      imports.inFlightSince = Date.now();
      const answer = await admin.upload<{ imported: number }>(
        '/base/importProduct',
        'products.xlsx',
        workbook,
      );
      imports.inFlightSince = 0;
      expect(answer.result, JSON.stringify(answer)).toEqual({ imported: IMPORT_ROWS, errors: [] });
      imports.acknowledged.push(n);
    }),
    loop(isKilled, async () => {
      const to = closes.last === 'OPEN' ? 'CLOSED' : 'OPEN';
      closes.inFlight = true;
      const answer = await admin.post(to === 'CLOSED' ? '/matStockAcc/account' : '/matStockAcc/unAccount', {
        period: month,
      });
      closes.inFlight = false;
      expect(answer.resultCode, JSON.stringify(answer)).toBe('0');
      closes.last = to;
      closes.acknowledged++;
    }),
  ];
  let failure: unknown;
  const running = clients.map((c) =>
    c.catch((err) => {
      failure = err;
    }),
  );
  // Kill once every kind of work has been acknowledged, while an import is well under way and a
  // close or re-open is in flight.
  const ready = () =>
    postings.length >= 40 &&
    imports.acknowledged.length >= 1 &&
    closes.acknowledged >= 2 &&
    imports.inFlightSince > 0 &&
    Date.now() - imports.inFlightSince > 300 &&
    closes.inFlight;
  while (!ready() && failure === undefined) await sleep(5);
  if (failure) throw failure;
  killed = true;
  first.child.kill('SIGKILL');
  await first.exited;
  mark('killed');
  const cut = { import: imports.tried.at(-1)!, closing: closes.last === 'OPEN' ? 'CLOSED' : 'OPEN' };
  await Promise.all(running);
  if (failure) throw failure;

  // The restart takes over the dead process's lock and recovers the database.
  const second = startServer(databaseEnv, port);
  cleanups.push(async () => void second.child.kill('SIGKILL'));
  const again = await loginWhenUp(base, second);
  for (const doc of postings) {
    const detail = await again.get<{ status: string }>('/warehouse/queryMaterialInDetail', {
      id: String(doc.id),
    });
    expect(detail.result?.status ?? detail, `acknowledged document ${doc.id}`).toBe('IN_PUT_WAREHOUSE');
  }
  await stopServer(second);
  mark('restarted');

  database = await open();
  try {
    expect(await ledgerViolations(database.db)).toEqual(noViolations);
    expect(await halfPostedWarehouseIns(database.db), 'half-posted documents').toEqual([]);
    const moves = await queryRows<{ id: number; n: number }>(
      database.db,
      sql`select doc_id as id, count(*)::int as n from stock_moves where doc_key = 'material-warehouse-in' group by doc_id`,
    );
    const movesOf = new Map(moves.map((m) => [m.id, m.n]));
    for (const doc of postings) expect(movesOf.get(doc.id), `moves of document ${doc.id}`).toBe(doc.lines);

    const imported = await queryRows<{ batch: number; n: number }>(
      database.db,
      sql`select split_part(code, '-', 3)::int as batch, count(*)::int as n from md_products
          where code like 'CRASH-IMP-%' group by 1`,
    );
    const rowsOf = new Map(imported.map((r) => [r.batch, r.n]));
    for (const n of imports.tried)
      expect([0, IMPORT_ROWS], `rows of import ${n}`).toContain(rowsOf.get(n) ?? 0);
    for (const n of imports.acknowledged) expect(rowsOf.get(n), `acknowledged import ${n}`).toBe(IMPORT_ROWS);

    const [period] = await queryRows<{ status: string; closings: number; flows: number }>(
      database.db,
      sql`select status,
                 (select count(*) from stock_closings c where c.item_kind = p.item_kind and c.period = p.period)::int as closings,
                 (select count(*) from stock_period_flows f where f.item_kind = p.item_kind and f.period = p.period)::int as flows
          from stock_periods p where item_kind = 'MATERIAL' and period = ${month}`,
    );
    expect(
      [closes.last, cut.closing],
      'the month is as last acknowledged, or as the call in flight left it',
    ).toContain(period.status);
    // Complete or absent: ledgerViolations compared the snapshot with the moves; here it must exist.
    if (period.status === 'CLOSED') expect(period.closings * period.flows).toBeGreaterThan(0);
    else expect(period.closings + period.flows).toBe(0);
    console.log(
      `crash under mixed load, ${databaseEnv.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${postings.length} postings, ` +
        `${imports.acknowledged.length} imports of ${IMPORT_ROWS} rows acknowledged, import ${cut.import} cut ` +
        `(${rowsOf.get(cut.import) ?? 0} rows after restart), ${closes.acknowledged} closes/re-opens, month ${period.status}, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s (${phases.join(', ')})`,
    );
  } finally {
    await database.close();
  }
}

describe('a server killed under mixed load', () => {
  it('keeps every acknowledged posting, import and close, and leaves nothing half-done', async () => {
    const baseUrl = process.env.DATABASE_URL;
    const template = inject('dbTemplates').demo;
    if (baseUrl) {
      const throwAway = await createThrowAwayDatabase(baseUrl, template);
      cleanups.push(throwAway.drop);
      await crashUnderMixedLoad({ DATABASE_URL: throwAway.url }, () =>
        openDatabase({ databaseUrl: throwAway.url }),
      );
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tg-crash-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const copy = await PGlite.create(path.join(dataDir, 'pglite'), {
        loadDataDir: new Blob([fs.readFileSync(template)]),
      });
      await copy.close();
      await crashUnderMixedLoad({ DATA_DIR: dataDir, DATABASE_URL: '' }, () => openDatabase({ dataDir }));
    }
  }, 300_000);
});
