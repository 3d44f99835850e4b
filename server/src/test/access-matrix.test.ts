import { allRoleNames, SUPER_ADMIN } from '@tiangong/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenKeys } from '../platform/http/redact.ts';
import { ApiClient, createTestApp, type TestApp } from './test-app.ts';

/**
 * The authorization matrix (like Odoo's test_acl): one demo user per SPEC §6 role × every
 * registered route. Expectations are written here by hand, independently of the rule table in
 * packages/domain, so a wrong rule shows up as an unexpected success or refusal. A new route
 * without a line here fails the first test.
 */
type Expectation = 'public' | 'session' | readonly string[];
const staffAdmins = ['BigBoss', 'VicePresident'] as const;

const expected: Record<string, Expectation> = {
  'POST /api/user/login': 'public',
  'POST /api/user/logout': 'public',
  'POST /api/user/changPassword': 'session',
  'GET /api/user/current': 'session',
  'POST /api/public/uploadFile': 'session',
  'GET /api/public/file': 'session',
  'POST /api/user/busiUserList': staffAdmins,
  'GET /api/user/busiUserDetail': staffAdmins,
  'POST /api/user/saveOrUpdateBusiUser': staffAdmins,
  'POST /api/user/leaveBusiUser': staffAdmins,
  'POST /api/user/updateBusiUserWord': staffAdmins,
  'GET /api/user/busiUserLists': staffAdmins,
  'GET /api/user/getFlatBusiuserList': staffAdmins,
  'GET /api/user/busiOrganList': staffAdmins,
  'GET /api/user/getUnderBusiOrganList': staffAdmins,
  'GET /api/user/queryBusiOrganID': staffAdmins,
  'POST /api/user/saveOrUpdateBusiOrgan': staffAdmins,
  'POST /api/user/deleteBusiOrgan': staffAdmins,
  'POST /api/user/busiOrganManage': staffAdmins,
  'GET /api/auth/queryFlatDepartmentList': staffAdmins,
  'GET /api/user/busiIndustryList': staffAdmins,
  'POST /api/user/busiRoleList': staffAdmins,
  'GET /api/user/queryBusiRoleDetails': staffAdmins,
  'POST /api/user/saveOrUpdateBusiRole': staffAdmins,
  'POST /api/user/deleteBusiRole': staffAdmins,
  'GET /api/user/busiMenuList': staffAdmins,
  'GET /api/user/auditLog': staffAdmins,
};

// Calls that would change the caller's own session are checked elsewhere (auth.test.ts).
const skipInMatrix = new Set(['POST /api/user/logout']);

let t: TestApp;
const clients = new Map<string, ApiClient>();
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  for (const role of allRoleNames) {
    const client = new ApiClient(t.app, `10.20.${clients.size}.1`);
    const login =
      role === SUPER_ADMIN
        ? await client.login('admin', 'admin123')
        : await client.login(role.toLowerCase(), 'demo1234');
    expect(login.resultCode, `${role} logs in`).toBe('0');
    clients.set(role, client);
  }
}, 180_000);
afterAll(() => t.close());

function routeKeys(): string[] {
  return t.app.routeDeclarations.map((d) => `${d.method} ${d.url}`);
}

function allowed(expectation: Expectation, role: string | null): boolean {
  if (expectation === 'public') return true;
  if (role === null) return false;
  if (expectation === 'session' || role === SUPER_ADMIN) return true;
  return expectation.includes(role);
}

async function call(client: ApiClient, key: string) {
  const [method, url] = key.split(' ') as ['GET' | 'POST', string];
  const res = await client.raw(method, url.replace(/^\/api/, ''), method === 'GET' ? {} : {});
  return res.json() as { resultCode: string; result: unknown };
}

describe('authorization matrix', () => {
  it('has an expectation for every registered route', () => {
    expect(routeKeys().filter((k) => !(k in expected))).toEqual([]);
    expect(Object.keys(expected).filter((k) => !routeKeys().includes(k))).toEqual([]);
  });

  it('refuses every protected route without a session, with 15030003', async () => {
    const anonymous = new ApiClient(t.app, '10.30.0.1');
    for (const key of routeKeys()) {
      if (skipInMatrix.has(key) || expected[key] === 'public') continue;
      expect((await call(anonymous, key)).resultCode, key).toBe('15030003');
    }
  });

  it('allows and refuses each role exactly as expected, with no unexpected success', async () => {
    const unexpected: string[] = [];
    for (const [role, client] of clients) {
      for (const key of routeKeys()) {
        if (skipInMatrix.has(key)) continue;
        const body = await call(client, key);
        const refused = body.resultCode === '10000003';
        if (refused && body.result !== '您没有执行此操作的权限')
          unexpected.push(`${role} ${key}: wrong refusal text`);
        if (body.resultCode === '15030003') unexpected.push(`${role} ${key}: lost its session`);
        if (allowed(expected[key], role) === refused) {
          unexpected.push(`${role} ${key}: ${refused ? 'refused' : 'allowed'} (${body.resultCode})`);
        }
        const hidden = hiddenKeys(
          [role],
          t.app.routeDeclarations.find((d) => `${d.method} ${d.url}` === key)?.redact,
        );
        const leaked = [...hidden].filter((k) => JSON.stringify(body.result ?? null).includes(`"${k}"`));
        if (leaked.length) unexpected.push(`${role} ${key}: leaked ${leaked.join(', ')}`);
      }
    }
    expect(unexpected).toEqual([]);
  }, 180_000);

  it('gives saler the Chinese refusal on every staff and role endpoint', async () => {
    const saler = clients.get('Saler')!;
    for (const key of routeKeys().filter((k) => Array.isArray(expected[k]))) {
      expect(await call(saler, key), key).toEqual({
        resultCode: '10000003',
        result: '您没有执行此操作的权限',
      });
    }
  });
});
