import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkAnswer,
  handTargets,
  listSpecs,
  type Resolution,
  resolveTargets,
  type ScanCall,
} from '../../../scripts/scan-sql.targets.ts';
import type { RouteDeclaration } from '../platform/http/route.ts';
import { seedDemoStock } from '../seed/demo-stock.ts';
import { ApiClient, createTestApp, type TestApp } from './test-app.ts';

/**
 * The targets of `npm run scan:sql` (scripts/scan-sql.targets.ts) resolved against the demo
 * company the way the scan resolves them (every list of the registry finds a row and derives its
 * filters from it), then checked against the app's own routes: a renamed route, a changed payload,
 * a dropped filter or a list that no longer answers rows fails here rather than leaving sqlmap to
 * scan a refusal or an empty answer. This is the scan's dry run (`SCAN_SQL_DRY=1`) in `npm test`;
 * sqlmap itself does not run here (minutes).
 */
type JsonSchema = z.core.JSONSchema.JSONSchema;

let t: TestApp;
let declarations: RouteDeclaration[];
let resolution: Resolution;
let admin: ApiClient;
let seeding = 0;

/** A call as the scan makes it: a GET's payload is its query, as text. */
const callAs =
  (client: ApiClient): ScanCall =>
  (method, url, payload) =>
    method === 'GET'
      ? client.get(url, Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])))
      : client.post(url, payload);

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  // The demo company as `npm start` makes it (and the scan meets it): its months of documents,
  // made up to today.
  const started = performance.now();
  await seedDemoStock(t.app);
  seeding = (performance.now() - started) / 1000;
  declarations = t.app.routeDeclarations;
  admin = new ApiClient(t.app);
  expect((await admin.login('admin', 'admin123')).resultCode).toBe('0');
  const resolving = performance.now();
  resolution = await resolveTargets(callAs(admin));
  console.log(
    `demo months made in ${seeding.toFixed(1)} s; scan targets resolved in ${((performance.now() - resolving) / 1000).toFixed(1)} s`,
  );
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const declarationOf = (target: { method: string; url: string }) =>
  declarations.find((d) => d.url === `/api${target.url}` && d.method === target.method);

/** The schema of the node at a dotted path, following objects, arrays and alternatives; undefined if not declared. */
function schemaAt(root: JsonSchema, path: string): JsonSchema | undefined {
  let nodes: JsonSchema[] = [root];
  for (const key of path.split('.')) {
    const next: JsonSchema[] = [];
    for (const node of nodes.flatMap((n) => [n, ...((n.anyOf ?? n.oneOf ?? []) as JsonSchema[])])) {
      // Only declared properties count: a document list accepts extra filter keys and ignores them.
      const property = node.properties?.[key];
      if (property && typeof property === 'object') next.push(property);
      if (/^\d+$/.test(key) && node.items && typeof node.items === 'object' && !Array.isArray(node.items))
        next.push(node.items);
    }
    if (next.length === 0) return undefined;
    nodes = next;
  }
  return nodes[0];
}

describe('sqlmap scan targets', () => {
  it('name registered routes with their method, each once', () => {
    const { targets } = resolution;
    const missing = [...targets, ...handTargets].filter((target) => !declarationOf(target));
    expect(missing.map((m) => `${m.method} ${m.url}`)).toEqual([]);
    const keys = targets.map((target) => `${target.method} ${target.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('have payloads the route accepts and inject only parameters its schema declares', () => {
    const problems: string[] = [];
    for (const target of resolution.targets) {
      const d = declarationOf(target);
      const schema = target.method === 'GET' ? d?.query : d?.body;
      if (!schema) {
        problems.push(`${target.url}: the route takes no ${target.method === 'GET' ? 'query' : 'body'}`);
        continue;
      }
      // GET parameters arrive as text and the route's schema coerces them.
      const payload =
        target.method === 'GET'
          ? Object.fromEntries(Object.entries(target.payload).map(([k, v]) => [k, String(v)]))
          : target.payload;
      const parsed = schema.safeParse(payload);
      if (!parsed.success) problems.push(`${target.url}: payload refused: ${parsed.error.message}`);
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      for (const p of target.inject) {
        if (!schemaAt(json, p)) problems.push(`${target.url}: ${p} is not in the route's schema`);
      }
      if (target.inject.length === 0) problems.push(`${target.url}: injects nothing`);
      for (const p of target.shallow ?? [])
        if (!target.inject.includes(p)) problems.push(`${target.url}: ${p} is shallow but not injected`);
    }
    expect(problems).toEqual([]);
  });

  it('answer as declared on the demo company: every list of the registry finds rows and keeps them under every filter', async () => {
    const anonymous = new ApiClient(t.app, '10.41.0.1');
    const problems = [...resolution.problems];
    for (const target of resolution.targets) {
      const answer = await callAs(target.anonymous ? anonymous : admin)(
        target.method,
        target.url,
        target.payload,
      );
      const problem = checkAnswer(target, answer);
      if (problem) problems.push(`${target.method} ${target.url}: ${problem}`);
    }
    console.log(
      `scan targets: ${resolution.targets.length}, ${resolution.targets.reduce((n, x) => n + x.inject.length, 0)} parameters (${resolution.targets.reduce((n, x) => n + (x.shallow?.length ?? 0), 0)} shallow), ${resolution.filters} list filters (${resolution.emptyFilters.length} sent empty: ${resolution.emptyFilters.join(', ')}), ${resolution.calls} calls to resolve them`,
    );
    expect(problems).toEqual([]);
    // A fresh demo company has rows in every list: none is skipped as empty.
    expect(resolution.skipped).toEqual([]);
    // Most filters take a value that keeps rows (the rest are sent empty, still injected).
    expect(resolution.emptyFilters.length).toBeLessThan(resolution.filters / 10);
  });

  it('are generated for every document list and every report page the app registers', () => {
    const generated = new Set(listSpecs().map((s) => `/api${s.url}`));
    const registered = [
      ...t.app.documents.all().map((d) => `/api${d.def.api.prefix}/query${d.def.api.name}PageList`),
      ...declarations.filter((d) => d.summary.endsWith('（分页，含合计）')).map((d) => d.url),
    ];
    expect(registered.length).toBeGreaterThan(100);
    expect(registered.filter((u) => !generated.has(u))).toEqual([]);
    expect([...generated].filter((u) => !registered.includes(u))).toEqual([]);
    const targeted = new Set(resolution.targets.map((target) => `/api${target.url}`));
    expect(registered.filter((u) => !targeted.has(u))).toEqual([]);
    // Each generated list injects every declared filter and the sort.
    for (const spec of listSpecs()) {
      const target = resolution.targets.find((x) => x.url === spec.url);
      const keys = spec.filters.flatMap((f) => f.keys).map((k) => `queryParameterVo.${k}`);
      expect(target?.inject, spec.url).toEqual(expect.arrayContaining([...keys, 'sort.field', 'sort.order']));
    }
  });

  it('cover every chain and related-documents route and every module (hand-written SQL)', () => {
    const urls = new Set(resolution.targets.map((target) => `/api${target.url}`));
    const chains = declarations.filter((d) => /\/query\w+OpenLines$|\/make\w+From$/.test(d.url)); // document-chain.service.ts
    expect(chains.length).toBeGreaterThan(10);
    expect(chains.map((d) => d.url).filter((u) => !urls.has(u))).toEqual([]);
    // One related-documents route per module at least; they share document-related.ts.
    expect([...urls].some((u) => u.endsWith('Related'))).toBe(true);
    // admin (/user), masterdata (/base), inventory (ledger routes), platform documents and reports.
    for (const prefix of [
      '/api/user/',
      '/api/base/',
      '/api/inventory/',
      '/api/matStockAcc/',
      '/api/finance/',
    ])
      expect(
        [...urls].some((u) => u.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });
});
