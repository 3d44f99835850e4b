import { ResultCode } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { fail } from '../../platform/http/app-error.ts';
import { addRoute } from '../../platform/http/route.ts';
import { ApiClient, createTestApp, type TestApp } from '../test-app.ts';
import { type FuzzCaller, fuzzRoutes } from './route-fuzzer.ts';
import { installWriteCounter } from './write-counter.ts';

/**
 * The fuzzer finds what it is there to find: routes built wrong on purpose, each with one fault.
 * If the harness stopped sending, checking or counting, this test would notice.
 */
function faultyRoutes(app: FastifyInstance) {
  const tags = ['test'];
  const body = z.object({ name: z.string().max(50), qty: z.number().int().positive() });
  addRoute(app, {
    method: 'POST',
    url: '/fuzz-test/crashes',
    summary: 'answers 500 with SQL in the log',
    tags,
    access: 'session',
    body,
    handler: ({ body: b }) => {
      if (b.qty > 0) throw new Error('select * from users where name = 1');
      return null;
    },
  });
  addRoute(app, {
    method: 'POST',
    url: '/fuzz-test/half-done',
    summary: 'writes, then refuses, outside a transaction',
    tags,
    access: 'session',
    body,
    handler: async ({ request }) => {
      await recordAudit(app.db, request, { action: 'HALF', entity: 'fuzz-test' });
      fail(ResultCode.BUSINESS_RULE, '数量不足');
    },
  });
  addRoute(app, {
    method: 'POST',
    url: '/fuzz-test/english',
    summary: 'refuses in English',
    tags,
    access: 'session',
    body,
    handler: () => fail(ResultCode.BUSINESS_RULE, 'not enough stock'),
  });
  addRoute(app, {
    method: 'POST',
    url: '/fuzz-test/leaks',
    summary: 'refuses with the SQL it ran',
    tags,
    access: 'session',
    body,
    handler: () => fail(ResultCode.BUSINESS_RULE, '查询失败：select qty from stock_balances where id = 1'),
  });
  addRoute(app, {
    method: 'POST',
    url: '/fuzz-test/sound',
    summary: 'a sound route: refuses in Chinese, writes nothing when it refuses',
    tags,
    access: { permission: 'staff-permission-setting' },
    body,
    handler: ({ body: b }) => (b.qty > 30 ? fail(ResultCode.BUSINESS_RULE, '数量过大') : { ok: true }),
  });
}

let t: TestApp;
let callers: FuzzCaller[];
beforeAll(async () => {
  t = await createTestApp({}, { extraRoutes: faultyRoutes });
  await installWriteCounter(t.database.db);
  const admin = new ApiClient(t.app, '10.50.0.1');
  expect((await admin.login('admin', 'admin123')).resultCode).toBe('0');
  callers = [
    { name: 'superAdmin', client: admin, roles: ['SuperAdmin'] },
    { name: 'nobody', client: new ApiClient(t.app, '10.50.0.2'), roles: [] },
  ];
});
afterAll(() => t?.close());

describe('the route fuzzer', () => {
  it('reports a 5xx, a half-done refusal, an English refusal and a leaked statement, and nothing on a sound route', async () => {
    const figures = await fuzzRoutes(t.app, t.database.db, callers, {
      seed: 1,
      scale: 2,
      skip: new Map(),
      only: /\/api\/fuzz-test\//,
    });
    const faultsOf = (url: string) =>
      figures.faults.filter((f) => f.includes(` POST /api/fuzz-test/${url} `));
    expect(figures.routes).toBe(5);
    expect(faultsOf('crashes').some((f) => f.endsWith('HTTP 500'))).toBe(true);
    expect(faultsOf('half-done').some((f) => /refused \(10000009\) but committed 1 row writes/.test(f))).toBe(
      true,
    );
    expect(faultsOf('english').some((f) => f.includes('refusal without a Chinese message'))).toBe(true);
    expect(faultsOf('leaks').some((f) => f.includes('refusal leaks'))).toBe(true);
    expect(faultsOf('sound')).toEqual([]);
    // Nobody was refused everywhere; the admin reached every handler with shaped payloads.
    expect(figures.handlerCalls).toBeGreaterThan(10);
    expect(figures.refusals).toBeLessThan(figures.calls);
  });
});
