import { can } from '@tiangong/domain';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import type { RouteDeclaration } from '../../platform/http/route.ts';
import type { ApiClient } from '../test-app.ts';
import { checkAnswer } from './answer-check.ts';
import { changedTables, type DbChecksum, dbChecksum } from './db-checksum.ts';
import { asParsed, malformedBodies, toJsonText, wrongPayloads } from './hostile-values.ts';
import { applyNegation, jsonSchemaOf, negationOf, shapedOf } from './schema-arbitrary.ts';
import { committedWrites } from './write-counter.ts';

/**
 * The route fuzzer: every route the app registered (`app.routeDeclarations`, with the schemas
 * `addRoute` keeps) is called by every caller with payloads generated from its schema and from
 * its negation. A new module's routes join by being registered; nothing here names a module.
 *
 * The database must be unchanged by every refused call. Calls that must be refused before the
 * handler runs (no session, no permission, a payload zod rejects) are sent in a batch per route
 * and checked by the committed-writes counter (`write-counter.ts`, installed by the caller: a
 * row trigger on every table), and, behind `npm run fuzz` (`checksums`), also with a checksum of
 * every table; a call that reaches a handler is checked on its own, since it may succeed, by the
 * counter.
 */
export interface FuzzCaller {
  /** A role group's name, the super admin, or `nobody`. */
  name: string;
  client: ApiClient;
  roles: readonly string[];
  /** Logs in again after a fuzzed call ended this caller's session (a password reset, a leave). */
  relogin?: () => Promise<boolean>;
}

export interface FuzzOptions {
  seed: number;
  /** Payloads per route and kind; 1 in `npm test`, more behind `npm run fuzz`. */
  scale: number;
  /** Routes not to call, with the reason (e.g. logout ends the caller's own session). */
  skip: ReadonlyMap<string, string>;
  /** Only the routes whose `METHOD /api/url` matches (FUZZ_ONLY, to chase one fault). */
  only?: RegExp;
  /** Logs every call (FUZZ_TRACE). */
  trace?: boolean;
  /**
   * Also a checksum of every table around each route's refusals (FUZZ_CHECKSUMS; `npm run fuzz`):
   * it sees what the row triggers cannot (a TRUNCATE), at ≈ 36 ms a checksum — 40 s of
   * `npm test`'s run, for what the counter already proves.
   */
  checksums?: boolean;
}

export interface FuzzFigures {
  routes: number;
  calls: number;
  refusals: number;
  handlerCalls: number;
  checksums: number;
  /** Time spent fingerprinting the database. */
  checksumMs: number;
  tables: number;
  relogins: number;
  callers: string[];
  faults: string[];
  /** The routes that took longest, to keep the run's time in view. */
  slowest: { route: string; ms: number; calls: number }[];
}

interface Call {
  caller: FuzzCaller;
  route: RouteDeclaration;
  text: string;
  parsed: unknown;
  /** Known to be refused before any handler runs. */
  mustRefuse: boolean;
}

const routeKey = (r: RouteDeclaration) => `${r.method} ${r.url}`;

function mayCall(route: RouteDeclaration, caller: FuzzCaller): boolean | 'unknown' {
  if (route.access === 'public') return true;
  if (caller.name === 'nobody') return false;
  if (route.access === 'session') return true;
  const access = route.access;
  if ('permission' in access && access.permission !== undefined && !can([...caller.roles], access.permission))
    return false;
  // The export and menu rules depend on the menus granted in the database.
  return 'export' in access || 'menu' in access ? 'unknown' : true;
}

function schemaAccepts(route: RouteDeclaration, parsed: unknown): boolean {
  const schema = route.method === 'GET' ? route.query : route.body;
  if (!schema) return true;
  return schema.safeParse(parsed).success;
}

/** A GET carries its payload as a query string: top-level values as text, nested ones as JSON. */
function asQuery(payload: unknown): Record<string, string> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    out[key] = typeof value === 'string' ? value : toJsonText(value);
  }
  return out;
}

/** The payloads one route gets from one run, each as text. */
function payloadsFor(route: RouteDeclaration, options: FuzzOptions, seed: number): unknown[] {
  const schema = route.method === 'GET' ? route.query : route.body;
  if (!schema) return [{}, ...wrongPayloads.slice(0, options.scale)];
  const json = jsonSchemaOf(schema);
  const n = 4 * options.scale;
  const sample = <T>(arb: fc.Arbitrary<T>, runs: number, salt: number) =>
    fc.sample(arb, { seed: seed + salt, numRuns: runs });
  const shaped = sample(shapedOf(json, false), n, 1);
  const hostile = sample(shapedOf(json, true), n, 2);
  const negated = sample(fc.tuple(shapedOf(json, false), negationOf(json)), n, 3).map(([p, neg]) =>
    applyNegation(p, neg),
  );
  const wrong = sample(fc.constantFrom(...wrongPayloads), options.scale, 4);
  return [...shaped, ...hostile, ...negated, ...wrong];
}

function makeCall(caller: FuzzCaller, route: RouteDeclaration, payload: unknown, raw?: string): Call {
  const text = raw ?? toJsonText(payload);
  let parsed: unknown;
  try {
    parsed = raw === undefined ? (route.method === 'GET' ? asQuery(payload) : asParsed(payload)) : undefined;
  } catch {
    parsed = undefined;
  }
  const allowed = mayCall(route, caller);
  const invalid = raw !== undefined || !schemaAccepts(route, parsed);
  return { caller, route, text, parsed, mustRefuse: allowed === false || (allowed === true && invalid) };
}

function callsFor(
  route: RouteDeclaration,
  callers: readonly FuzzCaller[],
  options: FuzzOptions,
  seed: number,
) {
  const payloads = payloadsFor(route, options, seed);
  // A public route (login) is fuzzed as nobody: a login attempt with a session cookie rotates it.
  const allowed = callers.filter((c) =>
    route.access === 'public' ? c.name === 'nobody' : mayCall(route, c) !== false,
  );
  const calls: Call[] = [];
  // Callers that may not call the route: one hostile payload each proves the refusal.
  for (const caller of callers.filter((c) => mayCall(route, c) === false)) {
    calls.push(makeCall(caller, route, payloads[payloads.length - 1 - (calls.length % payloads.length)]));
  }
  // The rest are spread over the callers that may, so each payload runs once.
  payloads.forEach((payload, i) => {
    if (allowed.length) calls.push(makeCall(allowed[i % allowed.length], route, payload));
  });
  if (route.method === 'POST' && allowed.length) {
    const body = malformedBodies[seed % malformedBodies.length];
    calls.push(makeCall(allowed[seed % allowed.length], route, undefined, body));
  }
  return calls;
}

async function send(app: FastifyInstance, call: Call) {
  const { client, name } = call.caller;
  if (call.route.method === 'GET') {
    return client.raw('GET', call.route.url.replace(/^\/api/, ''), call.parsed ?? {});
  }
  return app.inject({
    method: 'POST',
    url: call.route.url,
    remoteAddress: client.ip,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(client.cookie && name !== 'nobody' ? { cookie: client.cookie } : {}),
    },
    payload: call.text,
  });
}

export async function fuzzRoutes(
  app: FastifyInstance,
  db: Db,
  callers: readonly FuzzCaller[],
  options: FuzzOptions,
): Promise<FuzzFigures> {
  const routes = app.routeDeclarations.filter(
    (r) => !options.skip.has(routeKey(r)) && (!options.only || options.only.test(routeKey(r))),
  );
  const figures: FuzzFigures = {
    routes: routes.length,
    calls: 0,
    refusals: 0,
    handlerCalls: 0,
    checksums: 0,
    checksumMs: 0,
    tables: 0,
    relogins: 0,
    callers: callers.map((c) => c.name),
    faults: [],
    slowest: [],
  };
  const checksum = async () => {
    figures.checksums++;
    const started = performance.now();
    const c = await dbChecksum(db);
    figures.checksumMs += performance.now() - started;
    figures.tables = c.tables;
    return c;
  };
  const lostSessions = new Set<FuzzCaller>();

  /** Sends one call and checks its answer; a session a fuzzed call ended is noted for later. */
  const run = async (call: Call) => {
    figures.calls++;
    const where = `${call.caller.name} ${routeKey(call.route)} ${call.text.slice(0, 160)}`;
    let res: Awaited<ReturnType<typeof send>>;
    try {
      res = await send(app, call);
    } catch (err) {
      figures.faults.push(`${where}: the request failed: ${(err as Error).message}`);
      return { refused: true, resultCode: '?', faults: [], where };
    }
    const verdict = checkAnswer(res, call.text);
    if (options.trace) console.log(`${verdict.resultCode} ${where}`);
    for (const fault of verdict.faults) figures.faults.push(`${where}: ${fault}`);
    if (verdict.refused) figures.refusals++;
    if (call.mustRefuse && !verdict.refused) figures.faults.push(`${where}: should have been refused`);
    if (
      verdict.resultCode === '15030003' &&
      call.caller.name !== 'nobody' &&
      call.route.access !== 'public'
    ) {
      // An earlier fuzzed call ended this caller's session (a password reset or leave of its account).
      lostSessions.add(call.caller);
    }
    return { ...verdict, where };
  };
  /** Logs the callers back in; their restore writes to the database, so it runs between checks. */
  const relogin = async () => {
    for (const caller of lostSessions) {
      figures.relogins++;
      if (!(await caller.relogin?.())) figures.faults.push(`${caller.name} could not log in again`);
    }
    lostSessions.clear();
  };

  let baseline: DbChecksum | null = null;
  let routeSeed = options.seed;
  for (const route of routes) {
    const routeStarted = performance.now();
    routeSeed = (routeSeed * 1_103_515_245 + 12_345) % 2 ** 31;
    const calls = callsFor(route, callers, options, routeSeed);
    // Phase 1: what must be refused before any handler runs, checked as a batch.
    if (options.checksums) baseline ??= await checksum();
    const beforeRefusals = await committedWrites(db);
    for (const call of calls.filter((c) => c.mustRefuse)) await run(call);
    const refusedWrites = (await committedWrites(db)) - beforeRefusals;
    if (refusedWrites !== 0)
      figures.faults.push(`${routeKey(route)}: refused calls committed ${refusedWrites} row writes`);
    if (baseline) {
      const afterRefusals = await checksum();
      if (afterRefusals.text !== baseline.text) {
        figures.faults.push(
          `${routeKey(route)}: refused calls changed ${changedTables(baseline, afterRefusals).join(', ')}`,
        );
      }
      baseline = afterRefusals;
    }
    if (lostSessions.size) {
      await relogin();
      baseline = null;
    }
    // Phase 2: calls that reach a handler, each checked on its own with the write counter.
    let writes = await committedWrites(db);
    const writesAtStart = writes;
    for (const call of calls.filter((c) => !c.mustRefuse)) {
      figures.handlerCalls++;
      const verdict = await run(call);
      const after = await committedWrites(db);
      if (verdict.refused && after !== writes) {
        figures.faults.push(
          `${verdict.where}: refused (${verdict.resultCode}) but committed ${after - writes} row writes`,
        );
      }
      if (lostSessions.size) {
        await relogin();
        writes = await committedWrites(db);
      } else writes = after;
    }
    if (writes !== writesAtStart) baseline = null;
    const ms = performance.now() - routeStarted;
    figures.slowest.push({ route: routeKey(route), ms, calls: calls.length });
  }
  figures.slowest = figures.slowest.sort((a, b) => b.ms - a.ms).slice(0, 10);
  return figures;
}
