import { SUPER_ADMIN } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../platform/db/client.ts';
import { saveDocument } from '../platform/documents/document.service.ts';
import { addRoute } from '../platform/http/route.ts';
import { seedDemoStock } from '../seed/demo-stock.ts';
import { parallelCreates } from './fuzz/parallel-creates.ts';
import { ApiClient, createTestApp, type TestApp } from './test-app.ts';

/**
 * Duplicates answer as duplicates under concurrency (issue 28 item 2): ten identical creates at
 * once — on PostgreSQL they race past the duplicate check into the unique index — give one record
 * and nine answers exactly as a sequential duplicate gets them, never HTTP 500.
 */
const copies = 10;
let t: TestApp;
let admin: ApiClient;
let saler: ApiClient;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      demo: true,
      // A save that skips the duplicate check, as one that passed it just before another committed.
      extraRoutes: (app) =>
        addRoute(app, {
          method: 'POST',
          url: '/test/saveUncheckedUnit',
          summary: '测试：不查重保存计量单位',
          tags: ['test'],
          access: 'session',
          body: z.record(z.string(), z.unknown()),
          handler: ({ body, request }) =>
            app.db.transaction((db) =>
              saveDocument(db, request, app.documents, app.documents.get('unit'), body, { prechecked: true }),
            ),
        }),
    },
  );
  // The demo company's months (`npm start` makes them): a record of every kind of document to copy.
  await seedDemoStock(t.app);
  admin = new ApiClient(t.app, '10.28.2.1');
  saler = new ApiClient(t.app, '10.28.2.2');
  expect((await admin.login('admin', 'admin123')).resultCode, SUPER_ADMIN).toBe('0');
  expect((await saler.login('saler', 'demo1234')).resultCode).toBe('0');
}, 120_000);
afterAll(() => t?.close());

type Answer = { resultCode: string; result: unknown };

/** Ten calls at once, then one more after them: [HTTP statuses, answers, the sequential answer]. */
async function race(client: ApiClient, url: string, body: unknown) {
  const responses = await Promise.all(Array.from({ length: copies }, () => client.raw('POST', url, body)));
  const sequential = (await client.raw('POST', url, body)).json() as Answer;
  return {
    statuses: [...new Set(responses.map((r) => r.statusCode))],
    answers: responses.map((r) => r.json() as Answer),
    sequential,
  };
}

function expectOneAndDuplicates(r: Awaited<ReturnType<typeof race>>, message: string) {
  expect(r.statuses).toEqual([200]);
  expect(r.sequential).toEqual({ resultCode: '10000009', result: message });
  expect(r.answers.filter((a) => a.resultCode === '0')).toHaveLength(1);
  expect(r.answers.filter((a) => a.resultCode !== '0')).toEqual(Array(copies - 1).fill(r.sequential));
}

describe('ten identical creates at once', () => {
  it('新增客户: one customer; nine answers 客户名称与已有客户「…」重复, as a sequential duplicate', async () => {
    const [ids] = await queryRows<{ channel: number }>(
      t.database.db,
      sql`select min(id) as channel from md_channels`,
    );
    const name = '并发测试客户有限公司';
    const r = await race(saler, '/customer/addNewCustomer', {
      customer: { name, category: 'COMPANY_CUSTOM', sourceId: ids.channel },
      contact: { name: '周经理', mobile: '13951112222' },
    });
    expectOneAndDuplicates(r, `客户名称与已有客户「${name}」重复`);
    const [made] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from md_customers where name = ${name}`,
    );
    expect(made.n).toBe(1);
  });

  it('a staff account and a role: one each; the others as a sequential duplicate', async () => {
    const [dept] = await queryRows<{ id: number }>(t.database.db, sql`select min(id) as id from departments`);
    const user = await race(admin, '/user/saveOrUpdateBusiUser', {
      userName: 'Race.User',
      realName: '并发账号',
      departmentId: dept.id,
      roleNames: ['Saler'],
      password: 'race1234',
    });
    expectOneAndDuplicates(user, '账号「Race.User」已存在（账号不区分大小写）');
    const role = await race(admin, '/user/saveOrUpdateBusiRole', {
      roleName: 'RaceRole',
      label: '并发角色',
      menus: [],
    });
    expectOneAndDuplicates(role, '角色编码「RaceRole」已存在');
  });

  it('a save that meets the unique index answers as its check (on both databases, no race needed)', async () => {
    const unit = { code: 'Dup-1', name: '重复单位', dimension: 'MASS', ratio: 1_000_000 };
    expect((await admin.post('/test/saveUncheckedUnit', unit)).resultCode).toBe('0');
    const raced = await admin.raw('POST', '/test/saveUncheckedUnit', { ...unit, code: 'DUP-1' });
    expect(raced.statusCode).toBe(200);
    expect(raced.json()).toEqual({ resultCode: '10000009', result: '单位编码「DUP-1」已存在' });
    expect((await admin.post('/base/addOrUpdateUnit', { ...unit, code: 'DUP-1' })).result).toBe(
      '单位编码「DUP-1」已存在',
    );
  });

  it('every create route (the route fuzzer’s parallel mode): envelopes only, one success of a unique record', async () => {
    const started = performance.now();
    const figures = await parallelCreates(t.app, admin, { copies });
    console.info(
      `parallel creates: ${figures.routes} routes × ${copies}, ${figures.calls} calls, ${figures.unique} unique records made once, ` +
        `${figures.skipped.length} without a record to copy (${figures.skipped.join(', ')}), ${figures.faults.length} faults, ` +
        `${Math.round((performance.now() - started) / 100) / 10} s`,
    );
    expect(figures.faults).toEqual([]);
    // The class stays caught: customers, suppliers, units, products, materials … each made once.
    expect(figures.unique).toBeGreaterThan(15);
  }, 300_000);
});
