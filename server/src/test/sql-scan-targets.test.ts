import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type SqlScanTarget, sqlScanTargets } from '../../../scripts/scan-sql.targets.ts';
import type { RouteDeclaration } from '../platform/http/route.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The target list of `npm run scan:sql` (scripts/scan-sql.targets.ts) against the app's own
 * routes, so a renamed route, a changed payload or a dropped filter fails here rather than
 * leaving sqlmap to scan a refusal. sqlmap itself does not run in `npm test` (minutes).
 */
type JsonSchema = z.core.JSONSchema.JSONSchema;

let t: TestApp;
let declarations: RouteDeclaration[];
beforeAll(async () => {
  t = await createTestApp();
  declarations = t.app.routeDeclarations;
});
afterAll(async () => {
  await t.close();
});

const declarationOf = (target: SqlScanTarget) =>
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
    const missing = sqlScanTargets.filter((target) => !declarationOf(target));
    expect(missing.map((m) => `${m.method} ${m.url}`)).toEqual([]);
    const keys = sqlScanTargets.map((target) => `${target.method} ${target.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('have payloads the route accepts and inject only parameters its schema declares', () => {
    const problems: string[] = [];
    for (const target of sqlScanTargets) {
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
    }
    expect(problems).toEqual([]);
  });

  it('cover every module, and every report, chain and related-documents route (hand-written SQL)', () => {
    const urls = new Set(sqlScanTargets.map((target) => `/api${target.url}`));
    const handWritten = declarations.filter(
      (d) =>
        d.summary.endsWith('（分页，含合计）') || // every declared report's page: inventory/reports/*.queries.ts
        /\/query\w+OpenLines$|\/make\w+From$/.test(d.url), // document chains: document-chain.service.ts
    );
    expect(handWritten.length).toBeGreaterThan(10);
    expect(handWritten.map((d) => d.url).filter((u) => !urls.has(u))).toEqual([]);
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
