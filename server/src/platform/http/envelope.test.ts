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

  it('serves an OpenAPI document generated from the schemas at /api/docs, to a logged-in user only', async () => {
    const anonymous = new ApiClient(t.app);
    for (const url of ['/docs/json', '/docs/', '/docs/yaml'])
      expect((await anonymous.raw('GET', url)).json(), url).toEqual({
        resultCode: '15030003',
        result: '登录已失效，请重新登录',
      });
    const admin = new ApiClient(t.app);
    expect((await admin.login('admin', 'admin123')).resultCode).toBe('0');
    const json = (await admin.raw('GET', '/docs/json')).json();
    expect(json.openapi).toMatch(/^3\./);
    const login = json.paths['/api/user/login'].post;
    expect(login.summary).toBe('登录');
    expect(JSON.stringify(login.requestBody)).toContain('userName');
    const ui = await admin.raw('GET', '/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('says a body past its limit is too large, and what the limit is (not 文件大小不能超过5MB)', async () => {
    const res = await new ApiClient(t.app).raw('POST', '/user/login', {
      userName: 'admin',
      password: 'x'.repeat(3 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      resultCode: '10000007',
      result: '请求内容过大：不能超过2MB（上传文件请用附件，不超过5MB）',
    });
  });

  it('refuses an impossible date in a list or report filter instead of comparing it as text', async () => {
    const admin = new ApiClient(t.app);
    expect((await admin.login('admin', 'admin123')).resultCode).toBe('0');
    const list = (filters: Record<string, string>) =>
      admin.post('/purchase/queryPurchaseOrderPageList', { queryParameterVo: filters });
    expect(await list({ orderDateStart: '20260201', orderDateEnd: '20260230' })).toEqual({
      resultCode: '10000001',
      result:
        '请求参数有误：下单日期（止）「2026-02-30」不是有效日期（yyyymmdd）（queryParameterVo.orderDateEnd）',
    });
    expect((await list({ orderDateStart: '2026-02-01' })).resultCode).toBe('10000001');
    expect((await list({ orderDateStart: '20260201', orderDateEnd: '20260228' })).resultCode).toBe('0');
    expect((await list({ orderDateStart: '' })).resultCode).toBe('0');
    // Reports take their filters through the same schema.
    const audit = await admin.post('/user/queryAuditEventList', {
      queryParameterVo: { dateStart: '20261331' },
    });
    expect(audit.resultCode).toBe('10000001');
    expect(audit.result).toContain('「2026-13-31」不是有效日期');
  });

  it('refuses text holding half a surrogate pair instead of storing � in its place', async () => {
    const admin = new ApiClient(t.app);
    expect((await admin.login('admin', 'admin123')).resultCode).toBe('0');
    const unit = { code: 'SUR1', name: '单位\ud800', dimension: 'MASS', ratio: 1_000_000 };
    const refused = await admin.post('/base/addOrUpdateUnit', unit);
    expect(refused).toEqual({
      resultCode: '10000001',
      result: '输入内容含有无效字符（不成对的 Unicode 代理项，如 \\ud800）：name，请删除后重新输入',
    });
    // A whole pair (an emoji) is text like any other.
    expect((await admin.post('/base/addOrUpdateUnit', { ...unit, name: '单位😀' })).resultCode).toBe('0');
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
