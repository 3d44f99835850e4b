import { defaultPoolSettings, type PoolSettings } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { addDays, companyToday } from './crm-dates.ts';
import { returnExpiredCustomers } from './pool.service.ts';

/**
 * The public pool at its edges (issue 15): the return on the N-th day without a follow-up and not
 * the day before, the reminder window, dealt customers exempt unless configured, a level's own
 * days, a former owner's waiting days, the daily claim and owned limits, and the return job run
 * twice at once.
 */
let t: TestApp;
const c: Record<string, ApiClient> = {};
const users: Record<string, number> = {};
const today = companyToday();
const ago = (n: number) => addDays(today, -n);
let version = 0;
let seq = 0;

async function client(user: string) {
  const api = new ApiClient(t.app);
  expect((await api.login(user, 'demo1234')).resultCode).toBe('0');
  return api;
}

async function settings(change: Partial<PoolSettings>) {
  const res = await c.salederictor.post<{ version: number }>('/customer/savePoolSettings', {
    ...defaultPoolSettings,
    dealExpireDays: null,
    maxOwned: null,
    maxClaimsPerDay: null,
    ...change,
    version,
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  version = res.result.version;
}

/** A customer of `owner` since `since` days ago, last followed `follow` days ago (or never). */
async function customer(
  owner: string | null,
  o: { since?: number; follow?: number; deal?: number; level?: string } = {},
): Promise<number> {
  seq++;
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into md_customers (code, name, category, owner_id, owner_since, pool_date, last_follow_date, last_deal_date,
          evaluate_level, status)
        values (${`PT${seq}`}, ${`公海测试客户${seq}`}, 'COMPANY_CUSTOM', ${owner ? users[owner] : null},
          ${owner && o.since !== undefined ? ago(o.since) : null}, ${owner ? null : ago(1)},
          ${o.follow === undefined ? null : ago(o.follow)}, ${o.deal === undefined ? null : ago(o.deal)},
          ${o.level ?? 'NOT_DEALT'}, 'NORMAL') returning id`,
  );
  return row.id;
}

const ownerOf = async (id: number) =>
  (
    await queryRows<{ owner: number | null }>(
      t.database.db,
      sql`select owner_id as owner from md_customers where id = ${id}`,
    )
  )[0].owner;
const transfers = (id: number) =>
  queryRows<{ kind: string; reason: string | null }>(
    t.database.db,
    sql`select kind, reason from crm_customer_transfers where customer_id = ${id} order by id`,
  );
const run = () => returnExpiredCustomers(t.database.db, today);

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  for (const row of await queryRows<{ id: number; user_name: string }>(
    t.database.db,
    sql`select id, user_name from users`,
  ))
    users[row.user_name] = row.id;
  for (const user of ['saler', 'saler2', 'salemanager', 'salederictor']) c[user] = await client(user);
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await settings({});
  // Only this test's customers are due: the demo's are made fresh.
  await t.database.db.execute(sql`update md_customers set owner_since = ${today} where owner_id is not null`);
});

describe('the return to the pool', () => {
  it('returns on the N-th day without a follow-up, not on the day before', async () => {
    await settings({ contactExpireDays: 30 });
    const day29 = await customer('saler', { since: 100, follow: 29 });
    const day30 = await customer('saler', { since: 100, follow: 30 });
    const claimed29 = await customer('saler', { since: 29 });
    expect(await run()).toBe(1);
    expect(await ownerOf(day29)).toBe(users.saler);
    expect(await ownerOf(day30)).toBeNull();
    expect(await ownerOf(claimed29)).toBe(users.saler);
    expect(await transfers(day30)).toEqual([{ kind: 'AUTO_RETURN', reason: '30天未跟进' }]);
  });

  it('reminds the owner within K days before the return', async () => {
    await settings({ contactExpireDays: 30, notifyDays: 3 });
    const in3 = await customer('saler', { since: 100, follow: 27 });
    const in4 = await customer('saler', { since: 100, follow: 26 });
    const in1 = await customer('saler', { since: 100, follow: 29 });
    const others = await customer('saler2', { since: 100, follow: 28 });
    const res = await c.saler.get<{ id: number; daysLeft: number; reason: string }[]>(
      '/customer/queryPoolReminderList',
    );
    const mine = res.result.filter((r) => [in3, in4, in1, others].includes(r.id));
    expect(mine).toEqual([
      expect.objectContaining({ id: in1, daysLeft: 1, reason: '30天未跟进' }),
      expect.objectContaining({ id: in3, daysLeft: 3 }),
    ]);
  });

  it('keeps dealt customers unless configured; returns after M days without a deal', async () => {
    await settings({ contactExpireDays: 30, dealExpireDays: 90 });
    const dealt = await customer('saler', { since: 200, follow: 40, deal: 10 });
    const noDeal = await customer('saler', { since: 90, follow: 1 });
    const noDeal89 = await customer('saler', { since: 89, follow: 1 });
    await run();
    expect(await ownerOf(dealt)).toBe(users.saler);
    expect(await ownerOf(noDeal)).toBeNull();
    expect(await ownerOf(noDeal89)).toBe(users.saler);
    expect((await transfers(noDeal))[0].reason).toBe('90天未成交');
    await settings({ contactExpireDays: 30, dealExpireDays: 90, includeDealt: true });
    await run();
    expect(await ownerOf(dealt)).toBeNull();
  });

  it('gives a level its own days where set', async () => {
    await settings({
      contactExpireDays: 30,
      levelDays: { P: { contactExpireDays: 60, dealExpireDays: null } },
    });
    const levelP = await customer('saler', { since: 100, follow: 45, level: 'P' });
    const plain = await customer('saler', { since: 100, follow: 45 });
    await run();
    expect(await ownerOf(levelP)).toBe(users.saler);
    expect(await ownerOf(plain)).toBeNull();
  });

  it('runs twice at once and twice in a row, returning each customer once', async () => {
    await settings({ contactExpireDays: 30 });
    const due = [await customer('saler', { since: 50 }), await customer('saler2', { since: 31 })];
    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBe(2);
    expect(await run()).toBe(0);
    for (const id of due)
      expect(await transfers(id)).toEqual([{ kind: 'AUTO_RETURN', reason: '30天未跟进' }]);
  });

  it('does nothing while switched off', async () => {
    await settings({ enabled: false, contactExpireDays: 30 });
    const due = await customer('saler', { since: 50 });
    expect(await run()).toBe(0);
    expect(await ownerOf(due)).toBe(users.saler);
  });
});

describe('release, claim and distribute', () => {
  it('a former owner waits D days to reclaim; another salesperson may claim at once', async () => {
    await settings({ reclaimBlockDays: 7 });
    const id = await customer('saler', { since: 5 });
    expect((await c.saler.post('/customer/publicCustomer', { id, reason: '暂无需求' })).resultCode).toBe('0');
    const again = await c.saler.post('/customer/receiveCustomer', { id });
    expect(again.resultCode).toBe('10000009');
    expect(again.result).toBe(`该客户是您7天内退回公海的，${fmt(addDays(today, 7))}起才能再领取`);
    // Released D−1 days ago: still refused; D days ago: free again.
    await t.database.db.execute(
      sql`update crm_customer_transfers set day = ${ago(6)} where customer_id = ${id}`,
    );
    expect((await c.saler.post('/customer/receiveCustomer', { id })).resultCode).toBe('10000009');
    await t.database.db.execute(
      sql`update crm_customer_transfers set day = ${ago(7)} where customer_id = ${id}`,
    );
    expect((await c.saler.post('/customer/receiveCustomer', { id })).resultCode).toBe('0');
    expect((await transfers(id)).map((r) => r.kind)).toEqual(['RELEASE', 'CLAIM']);
  });

  it('caps the claims of a day and the customers owned', async () => {
    await settings({ maxClaimsPerDay: 2 });
    const pool = [await customer(null), await customer(null), await customer(null)];
    expect((await c.saler2.post('/customer/receiveCustomer', { id: pool[0] })).resultCode).toBe('0');
    expect((await c.saler2.post('/customer/receiveCustomer', { id: pool[1] })).resultCode).toBe('0');
    expect(await c.saler2.post('/customer/receiveCustomer', { id: pool[2] })).toEqual({
      resultCode: '10000009',
      result: '每人每天最多领取2个客户，今天已领取2个',
    });
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from md_customers where owner_id = ${users.saler}`,
    );
    await settings({ maxOwned: n });
    expect(await c.saler.post('/customer/receiveCustomer', { id: pool[2] })).toEqual({
      resultCode: '10000009',
      result: `您名下已有${n}个客户，达到上限${n}个，不能再领取`,
    });
  });

  it('two salespeople claiming one customer at once: one gets it', async () => {
    const id = await customer(null);
    const answers = await Promise.all([
      c.saler.post('/customer/receiveCustomer', { id }),
      c.saler2.post('/customer/receiveCustomer', { id }),
    ]);
    expect(answers.map((a) => a.resultCode).sort()).toEqual(['0', '10000004']);
    expect((await transfers(id)).map((r) => r.kind)).toEqual(['CLAIM']);
  });

  it('a manager distributes within the department; a salesperson may not distribute', async () => {
    const id = await customer('saler', { since: 5 });
    expect(
      (await c.saler.post('/customer/distributeCustomer', { id, ownerId: users.saler2 })).resultCode,
    ).toBe('10000003');
    const res = await c.salemanager.post('/customer/distributeCustomer', {
      id,
      ownerId: users.saler2,
      reason: '调整区域',
    });
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    expect(await ownerOf(id)).toBe(users.saler2);
    expect(await c.saler.get('/customer/queryCustomerDetail', { id: String(id) })).toEqual({
      resultCode: '10000004',
      result: '客户不存在',
    });
    const history = await c.saler2.get<{ kind: string; fromOwnerLabel: string; toOwnerLabel: string }[]>(
      '/customer/queryCustomerTransferList',
      { id: String(id) },
    );
    expect(history.result[0]).toMatchObject({
      kind: 'DISTRIBUTE',
      fromOwnerLabel: '销售员（演示）',
      toOwnerLabel: '销售员二（演示）',
    });
    const toStore = await c.salemanager.post('/customer/distributeCustomer', { id, ownerId: users.store });
    expect(toStore).toEqual({ resultCode: '10000009', result: '只能分配给在职的销售人员' });
  });
});

function fmt(ymd: string) {
  return `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`;
}
