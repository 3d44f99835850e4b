import type { DocumentDef, FieldDef } from '@tiangong/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ApiClient } from '../test-app.ts';
import { checkAnswer } from './answer-check.ts';

/**
 * The route fuzzer's parallel mode (issue 28 item 2): every create route (`addOrUpdate…` without
 * an id) is sent N identical calls at once, as two people double-clicking 保存 at the same moment
 * would. Every answer must be the SPEC §8 envelope (no 5xx, whatever the database raised); a
 * declaration with a unique field gets exactly one success, and every other call the answer a
 * sequential call gets after it (`…「…」已存在`). On PGlite (one connection) the calls queue; on
 * PostgreSQL they race past the engine's duplicate check into the unique index.
 *
 * The body is an existing record of the type, read as the super admin sees it, with fresh values
 * in its unique fields: a create that can pass, so the race is real. A type without a record is
 * left out (and counted).
 */
export interface ParallelFigures {
  routes: number;
  calls: number;
  /** Routes whose declaration has a unique field, and got their one success. */
  unique: number;
  /** Types without a record to copy. */
  skipped: string[];
  faults: string[];
}

type Row = Record<string, unknown>;

const uniqueFields = (def: DocumentDef) =>
  Object.entries(def.fields).filter(([, f]) => f.kind === 'text' && f.unique && !f.derived);

/** What a form would send for a field: not the number, not what the server fills. */
const keyed = (def: DocumentDef, name: string, f: FieldDef) =>
  name !== def.numbering?.field && !f.derived && !f.readOnly;

/** A copy of a record as a new one: keyed fields only, fresh text in the unique ones. */
function createBody(def: DocumentDef, row: Row & { items?: Row[] }, salt: string): Row {
  const body: Row = {};
  for (const [name, f] of Object.entries(def.fields)) {
    if (!keyed(def, name, f) || row[name] === undefined || row[name] === null) continue;
    body[name] = row[name];
  }
  for (const [name, f] of uniqueFields(def)) {
    const max = f.kind === 'text' ? f.max : 30;
    // Digits keep every format a unique field has (codes, tax numbers).
    body[name] = `${String(row[name] ?? 'P').slice(0, Math.max(1, max - salt.length))}${salt}`;
  }
  if (def.items) {
    body.items = (row.items ?? []).map((line) => {
      const out: Row = {};
      for (const [name, f] of Object.entries(def.items!.fields)) {
        if (keyed(def, name, f) && line[name] !== undefined && line[name] !== null) out[name] = line[name];
      }
      return out;
    });
  }
  return body;
}

function envelope(res: LightMyRequestResponse): { resultCode: string; result: unknown } | undefined {
  try {
    return res.json();
  } catch {
    return undefined;
  }
}

export async function parallelCreates(
  app: FastifyInstance,
  admin: ApiClient,
  options: { copies: number; only?: RegExp },
): Promise<ParallelFigures> {
  const figures: ParallelFigures = { routes: 0, calls: 0, unique: 0, skipped: [], faults: [] };
  const routes = new Set(app.routeDeclarations.map((d) => `${d.method} ${d.url}`));
  let n = 0;
  for (const { def } of app.documents.all()) {
    const url = `${def.api.prefix}/addOrUpdate${def.api.name}`;
    if (!routes.has(`POST /api${url}`) || (options.only && !options.only.test(`POST /api${url}`))) continue;
    const page = await admin.post<{ requestList: Row[] }>(`${def.api.prefix}/query${def.api.name}PageList`, {
      page: { pageIndex: 1, pageSize: 1 },
    });
    const first = page.result?.requestList?.[0];
    if (!first) {
      figures.skipped.push(def.key);
      continue;
    }
    const detail = await admin.get<Row>(`${def.api.prefix}/query${def.api.name}Detail`, {
      id: String(first.id),
    });
    const body = createBody(def, detail.result as Row, String(900 + (n++ % 100)));
    figures.routes++;
    const text = JSON.stringify(body);
    const answers = await Promise.all(
      Array.from({ length: options.copies }, () => admin.raw('POST', url, body)),
    );
    figures.calls += answers.length;
    const where = `POST /api${url}`;
    for (const res of answers) {
      for (const fault of checkAnswer(res, text).faults)
        figures.faults.push(`${where} ×${options.copies}: ${fault}`);
    }
    if (uniqueFields(def).length === 0) continue;
    const bodies = answers.map(envelope);
    const won = bodies.filter((b) => b?.resultCode === '0').length;
    if (won === 0) continue; // refused by a business rule, every copy alike
    if (won !== 1) {
      figures.faults.push(`${where} ×${options.copies}: ${won} successes of a unique ${def.title}`);
      continue;
    }
    figures.unique++;
    // What a sequential call answers now that the record exists: every loser must have said it.
    const sequential = envelope(await admin.raw('POST', url, body));
    if (sequential?.resultCode !== '10000009') {
      figures.faults.push(`${where}: a sequential copy answered ${JSON.stringify(sequential)}`);
      continue;
    }
    for (const b of bodies.filter((x) => x?.resultCode !== '0')) {
      if (JSON.stringify(b) !== JSON.stringify(sequential))
        figures.faults.push(
          `${where} ×${options.copies}: ${JSON.stringify(b)}, sequentially ${JSON.stringify(sequential)}`,
        );
    }
  }
  return figures;
}
