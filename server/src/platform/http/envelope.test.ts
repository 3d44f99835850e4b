import { actionFilters, moduleActions } from '@tiangong/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API contract (SPEC §7-8)', () => {
  it('answers unknown API paths with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/path' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ resultCode: '10000004', result: '接口不存在：/api/no/such/path' });
  });

  it('answers malformed JSON in Chinese, without a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: '{"userName": ',
    });
    const body = res.json();
    expect(body.resultCode).toBe('10000001');
    expect(body.result).toMatch(/JSON/);
    expect(res.body).not.toMatch(/\bat \w+.*\(/);
  });

  it('tags every answer with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/current' });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('serves an OpenAPI document generated from the schemas at /api/docs', async () => {
    const json = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(json.openapi).toMatch(/^3\./);
    const login = json.paths['/api/user/login'].post;
    expect(login.summary).toBe('登录');
    expect(JSON.stringify(login.requestBody)).toContain('userName');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('declares the access rule of every /api route', async () => {
    const declared = new Set(t.app.routeDeclarations.map((d) => `${d.method} ${d.url}`));
    const undeclared = t.app.registeredApiRoutes.filter(
      (r) => !r.url.startsWith('/api/docs') && !declared.has(`${r.method} ${r.url}`),
    );
    expect(undeclared).toEqual([]);
    expect(t.app.routeDeclarations.length).toBeGreaterThanOrEqual(5);
  });

  it('gives every declared module action a POST call that asks the permission it is shown for', () => {
    for (const action of moduleActions) {
      const route = t.app.routeDeclarations.find(
        (d) => d.method === 'POST' && d.url === `/api${action.call}`,
      );
      expect(route?.access, action.call).toEqual(action.allow);
      const on = t.app.documents.get(action.on).def;
      for (const c of action.when) expect(c.field === 'status' || c.field in on.fields, c.field).toBe(true);
      if (action.opens) expect(t.app.documents.find(action.opens), action.opens).toBeDefined();
      // A toolbar action finds every fitting record through the list's own filters.
      if (action.kind === 'records') expect(actionFilters(on, action), action.key).toBeDefined();
    }
  });

  it('keeps GET calls free of the CSRF header and refuses POST without it', async () => {
    const client = new ApiClient(t.app);
    expect((await client.raw('POST', '/user/logout', {}, { 'x-requested-with': '' })).json().resultCode).toBe(
      '10000002',
    );
  });
});
