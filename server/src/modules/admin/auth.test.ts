import { ErrorMessage } from '@tiangong/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/password.ts';
import { queryRows } from '../../platform/db/client.ts';
import { sessions, users } from '../../platform/db/schema.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/user/login', () => {
  it('answers the SPEC §3 user info and sets an httpOnly SameSite session cookie', async () => {
    const client = new ApiClient(t.app);
    const res = await client.raw('POST', '/user/login', { userName: 'admin', password: 'admin123' });
    const body = res.json();
    expect(body.resultCode).toBe('0');
    expect(body.result).toMatchObject({
      userName: 'admin',
      authInfo: { realName: '系统管理员', superAdmin: true },
      menuUrl: '/index',
      role: { roleName: 'SuperAdmin' },
      rolesVOList: [{ roleName: 'SuperAdmin' }],
    });
    expect(body.result.menuList[0]).toMatchObject({
      menuName: '首页',
      menuUrl: '/index',
      state: 'EXPORT',
      subMenuList: [],
    });
    const cookie = res.cookies.find((c) => c.name === 'tg_sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBeUndefined();
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('accepts the account name in any case', async () => {
    const body = await new ApiClient(t.app).login('ADMIN', 'admin123');
    expect(body.resultCode).toBe('0');
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const client = new ApiClient(t.app, '10.9.0.1');
    expect(await client.login('admin', 'wrong-pass1')).toEqual({
      resultCode: '15030001',
      result: '用户名或密码错误',
    });
    expect(await client.login('nobody', 'wrong-pass1')).toEqual({
      resultCode: '15030001',
      result: '用户名或密码错误',
    });
    expect(client.cookie).toBe('');
  });

  it('gives field-level Chinese messages for a bad payload', async () => {
    const body = await new ApiClient(t.app).post('/user/login', { userName: '  ' });
    expect(body.resultCode).toBe('10000001');
    expect(body.result).toBe('请求参数有误：请输入用户名（userName）；请输入密码（password）');
  });

  it('offers a 30-day session when asked to remember', async () => {
    const client = new ApiClient(t.app);
    const res = await client.raw('POST', '/user/login', {
      userName: 'admin',
      password: 'admin123',
      remember: true,
    });
    expect(res.cookies.find((c) => c.name === 'tg_sid')!.maxAge).toBe(30 * 86_400);
  });

  it('rotates the session at login: the previous token stops working', async () => {
    const client = new ApiClient(t.app);
    await client.login('admin', 'admin123');
    const first = client.cookie;
    await client.login('admin', 'admin123');
    expect(client.cookie).not.toBe(first);
    const stale = new ApiClient(t.app);
    stale.cookie = first;
    expect((await stale.get('/user/current')).resultCode).toBe('15030003');
    expect((await client.get('/user/current')).resultCode).toBe('0');
  });
});

describe('login throttling', () => {
  it('locks an account after 5 failures, even for the right password', async () => {
    await t.database.db.insert(users).values({
      userName: 'locked1',
      realName: '锁定',
      passwordHash: await hashPassword('good1234'),
    });
    const client = new ApiClient(t.app, '10.1.0.1');
    for (let i = 0; i < 5; i++)
      expect((await client.login('locked1', 'bad12345')).resultCode).toBe('15030001');
    expect(await client.login('locked1', 'good1234')).toEqual({
      resultCode: '15030002',
      result: ErrorMessage['15030002'],
    });
    // Another address is refused too: the limit is per account.
    expect((await new ApiClient(t.app, '10.1.0.2').login('locked1', 'good1234')).resultCode).toBe('15030002');
    // Other accounts are unaffected.
    expect((await new ApiClient(t.app, '10.1.0.2').login('admin', 'admin123')).resultCode).toBe('0');
  });

  it('locks an address after 30 failures across accounts', async () => {
    const client = new ApiClient(t.app, '10.2.0.1');
    for (let i = 0; i < 30; i++) await client.login(`ghost${i}`, 'bad12345');
    expect((await client.login('admin', 'admin123')).resultCode).toBe('15030002');
    expect((await new ApiClient(t.app, '10.2.0.2').login('admin', 'admin123')).resultCode).toBe('0');
  });
});

describe('sessions', () => {
  it('answers 15030003 without a session', async () => {
    expect(await new ApiClient(t.app).get('/user/current')).toEqual({
      resultCode: '15030003',
      result: '登录已失效，请重新登录',
    });
  });

  it('ends the session at logout, and logout without a session still succeeds', async () => {
    const client = new ApiClient(t.app);
    await client.login('admin', 'admin123');
    const token = client.cookie;
    expect((await client.post('/user/logout', {})).resultCode).toBe('0');
    const again = new ApiClient(t.app);
    again.cookie = token;
    expect((await again.get('/user/current')).resultCode).toBe('15030003');
    expect((await new ApiClient(t.app).post('/user/logout', {})).resultCode).toBe('0');
  });

  it('expires an idle session and an absolutely old one', async () => {
    const client = new ApiClient(t.app);
    await client.login('admin', 'admin123');
    await t.database.db.execute(sql`update sessions set idle_expires_at = now() - interval '1 second'`);
    expect((await client.get('/user/current')).resultCode).toBe('15030003');
    await client.login('admin', 'admin123');
    await t.database.db.execute(sql`update sessions set absolute_expires_at = now() - interval '1 second'`);
    expect((await client.get('/user/current')).resultCode).toBe('15030003');
  });

  it('ends the sessions of an account that left and refuses its login', async () => {
    await t.database.db
      .insert(users)
      .values({ userName: 'leaver', realName: '离职者', passwordHash: await hashPassword('leave123') });
    const client = new ApiClient(t.app);
    expect((await client.login('leaver', 'leave123')).resultCode).toBe('0');
    await t.database.db.update(users).set({ active: false }).where(eq(users.userName, 'leaver'));
    expect((await client.get('/user/current')).resultCode).toBe('15030003');
    expect(await client.login('leaver', 'leave123')).toEqual({
      resultCode: '15030004',
      result: '该账号已停用，请联系管理员',
    });
  });
});

describe('POST /api/user/changPassword', () => {
  it('checks the old password, the SPEC §5 format and a real change, then ends other sessions', async () => {
    await t.database.db
      .insert(users)
      .values({ userName: 'changer', realName: '改密者', passwordHash: await hashPassword('first123') });
    const me = new ApiClient(t.app);
    const otherTab = new ApiClient(t.app);
    await me.login('changer', 'first123');
    await otherTab.login('changer', 'first123');

    expect((await me.post('/user/changPassword', { newPassword: 'x' })).result).toBe(
      '请求参数有误：请输入旧密码（oldPassword）',
    );
    expect(
      await me.post('/user/changPassword', { oldPassword: 'nope1234', newPassword: 'second123' }),
    ).toEqual({
      resultCode: '15030005',
      result: '旧密码错误',
    });
    expect(
      await me.post('/user/changPassword', { oldPassword: 'first123', newPassword: 'onlyletters' }),
    ).toEqual({
      resultCode: '15030006',
      result: '新密码须为6-20位字母和数字，且同时包含字母和数字',
    });
    expect(
      (await me.post('/user/changPassword', { oldPassword: 'first123', newPassword: 'first123' })).resultCode,
    ).toBe('15030007');
    expect(
      await me.post('/user/changPassword', { oldPassword: 'first123', newPassword: 'second123' }),
    ).toEqual({
      resultCode: '0',
      result: null,
    });
    expect((await me.get('/user/current')).resultCode).toBe('0');
    expect((await otherTab.get('/user/current')).resultCode).toBe('15030003');
    expect((await new ApiClient(t.app).login('changer', 'first123')).resultCode).toBe('15030001');
    expect((await new ApiClient(t.app).login('changer', 'second123')).resultCode).toBe('0');
    const [row] = await t.database.db.select().from(users).where(eq(users.userName, 'changer'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('my devices: GET /api/user/sessionList, POST /api/user/logoutSession', () => {
  interface Device {
    id: number;
    ip: string | null;
    userAgent: string | null;
    current: boolean;
    remember: boolean;
  }

  it('lists only my live sessions, marks this one, and logs another device out', async () => {
    await t.database.db
      .insert(users)
      .values({ userName: 'traveller', realName: '出差者', passwordHash: await hashPassword('trip1234') });
    const laptop = new ApiClient(t.app, '10.1.0.1');
    const phone = new ApiClient(t.app, '10.1.0.2');
    const stranger = new ApiClient(t.app, '10.1.0.3');
    await laptop.login('traveller', 'trip1234');
    await phone.login('traveller', 'trip1234', true);
    await stranger.login('admin', 'admin123');

    const list = await laptop.get<Device[]>('/user/sessionList');
    expect(list.resultCode).toBe('0');
    expect(list.result.map((d) => [d.ip, d.current, d.remember]).sort()).toEqual([
      ['10.1.0.1', true, false],
      ['10.1.0.2', false, true],
    ]);
    // The token hash never leaves the server.
    expect(JSON.stringify(list)).not.toMatch(/[0-9a-f]{64}/);

    // Another user's session id is not mine to end: refused, and it stays alive.
    const adminDevice = (await stranger.get<Device[]>('/user/sessionList')).result.find((d) => d.current)!;
    expect(await laptop.post('/user/logoutSession', { id: adminDevice.id })).toEqual({
      resultCode: '10000004',
      result: '该设备已下线或不存在',
    });
    expect((await stranger.get('/user/current')).resultCode).toBe('0');

    const phoneDevice = list.result.find((d) => !d.current)!;
    expect(await laptop.post('/user/logoutSession', { id: phoneDevice.id })).toEqual({
      resultCode: '0',
      result: null,
    });
    expect((await phone.get('/user/current')).resultCode).toBe('15030003');
    expect((await laptop.get('/user/current')).resultCode).toBe('0');
    expect((await laptop.get<Device[]>('/user/sessionList')).result.map((d) => d.ip)).toEqual(['10.1.0.1']);
    expect((await laptop.post('/user/logoutSession', { id: phoneDevice.id })).resultCode).toBe('10000004');

    const [event] = await queryRows<{ action: string; actor: string }>(
      t.database.db,
      sql`select action, actor from audit_events where action = 'LOGOUT_SESSION' order by id desc limit 1`,
    );
    expect(event).toEqual({ action: 'LOGOUT_SESSION', actor: 'traveller' });
  });

  it('needs a session, and a device id that is a whole number', async () => {
    expect((await new ApiClient(t.app).get('/user/sessionList')).resultCode).toBe('15030003');
    const me = new ApiClient(t.app);
    await me.login('admin', 'admin123');
    expect(await me.post('/user/logoutSession', { id: 1.5 })).toEqual({
      resultCode: '10000001',
      result: '请求参数有误：设备编号无效（id）',
    });
  });
});

describe('CSRF defence', () => {
  it('refuses a state-changing call without X-Requested-With and creates no session', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { userName: 'admin', password: 'admin123' },
    });
    expect(res.json()).toEqual({ resultCode: '10000002', result: '非法请求：缺少 X-Requested-With 请求头' });
    expect(res.cookies).toHaveLength(0);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(after[0].n).toBe(before[0].n);
  });

  it('lets GET calls through without the header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/current' });
    expect(res.json().resultCode).toBe('15030003');
  });
});
