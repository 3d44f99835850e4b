import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * 审计日志 (/audit-log): each filter narrows to exactly the events it names, the export is the
 * same rows with Chinese headers, only staff administrators read it, and no secret is ever kept.
 */
interface Row {
  id: number;
  at: string;
  actor: string;
  action: string;
  entity: string;
  record: string;
  changes: string;
  ip: string;
}
interface Page {
  requestList: Row[];
  totalRec: number;
  totalExact: boolean;
}

let t: TestApp;
let admin: ApiClient;
let boss: ApiClient;
let saler: ApiClient;
let userId: number;

const list = async (client: ApiClient, filters: Record<string, string>) => {
  const res = await client.post<Page>('/user/queryAuditEventList', {
    page: { pageIndex: 1, pageSize: 100 },
    queryParameterVo: filters,
  });
  expect(res.resultCode, JSON.stringify(res.result)).toBe('0');
  return res.result;
};

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  admin = new ApiClient(t.app, '10.9.0.1');
  boss = new ApiClient(t.app, '10.9.0.2');
  saler = new ApiClient(t.app, '10.9.0.3');
  expect((await admin.login('admin', 'admin123')).resultCode).toBe('0');
  expect((await boss.login('bigboss', 'demo1234')).resultCode).toBe('0');
  expect((await saler.login('saler', 'demo1234')).resultCode).toBe('0');
  const [{ departmentId }] = await queryRows<{ departmentId: number }>(
    t.app.db,
    sql`select id as "departmentId" from departments order by id limit 1`,
  );
  const created = await admin.post<{ userId: number }>('/user/saveOrUpdateBusiUser', {
    departmentId,
    userName: 'audit01',
    realName: '审计甲',
    roleNames: ['Saler'],
    password: 'start123',
  });
  userId = created.result.userId;
  const detail = await admin.get<{ version: number }>('/user/busiUserDetail', { userId: String(userId) });
  const updated = await admin.post('/user/saveOrUpdateBusiUser', {
    userId,
    version: detail.result.version,
    departmentId,
    userName: 'audit01',
    realName: '审计乙',
    roleNames: ['Saler'],
  });
  expect(updated.resultCode, JSON.stringify(updated.result)).toBe('0');
  await boss.post('/user/updateBusiUserWord', { userId, newPassword: 'reset123' });
  // An event of long ago, for the date range (10:00 in Shanghai on 2025-01-15).
  await t.app.db.execute(
    sql`insert into audit_events (at, actor, action, entity, entity_id, after)
        values ('2025-01-15 10:00:00+08', 'admin', 'UPDATE', 'role', '1', '{"label":"旧"}')`,
  );
}, 120_000);
afterAll(() => t.close());

describe('audit log', () => {
  it('filters by record: the staff member by account, with before → after in words', async () => {
    const page = await list(admin, { entity: 'user', record: 'audit01' });
    expect(page.requestList.map((r) => r.action)).toEqual(['RESET_PASSWORD', 'UPDATE', 'CREATE']);
    expect(page.requestList.every((r) => r.record === 'audit01 审计乙')).toBe(true);
    expect(page.requestList[1].changes).toBe('姓名：审计甲 → 审计乙');
    // People, not codes (issue 35 item 7): the actor by name, not by login name.
    expect(page.requestList[1].actor).toBe('系统管理员');
    expect(page.requestList[1].ip).toBe('10.9.0.1');
    expect(page.requestList[1].at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The account typed without a kind finds them too: every kind is asked, including those
    // named by a number or a reference (which once failed the whole query).
    const anyKind = await list(admin, { record: 'audit01' });
    expect(anyKind.requestList.map((r) => r.action)).toEqual(['RESET_PASSWORD', 'UPDATE', 'CREATE']);
    // The id typed alone finds the same events, of whatever kind.
    const byId = await list(admin, { record: String(userId) });
    expect(byId.requestList.filter((r) => r.entity === 'user').map((r) => r.action)).toEqual([
      'RESET_PASSWORD',
      'UPDATE',
      'CREATE',
    ]);
  });

  it('filters by user, by account or by name', async () => {
    const [{ realName }] = await queryRows<{ realName: string }>(
      t.app.db,
      sql`select real_name as "realName" from users where user_name = 'bigboss'`,
    );
    const mine = await list(admin, { actor: 'bigboss' });
    expect(mine.requestList.length).toBeGreaterThan(0);
    expect(mine.requestList.every((r) => r.actor === realName)).toBe(true);
    expect(mine.requestList.some((r) => r.action === 'RESET_PASSWORD' && r.record === 'audit01 审计乙')).toBe(
      true,
    );
    const byName = await list(admin, { actor: realName });
    expect(byName.requestList.map((r) => r.id)).toEqual(mine.requestList.map((r) => r.id));
  });

  it('filters by kind of record and by action', async () => {
    const roles = await list(admin, { entity: 'role' });
    expect(roles.requestList.length).toBeGreaterThan(0);
    expect(roles.requestList.every((r) => r.entity === 'role')).toBe(true);
    const logins = await list(admin, { action: 'LOGIN', actor: 'saler' });
    expect(logins.requestList.length).toBe(1);
    expect(logins.requestList[0].entity).toBe('user');
  });

  it('filters by date range, the days of the company clock', async () => {
    const day = await list(admin, { dateStart: '20250115', dateEnd: '20250115' });
    expect(day.requestList.map((r) => [r.at, r.action, r.entity, r.changes])).toEqual([
      ['2025-01-15 10:00:00', 'UPDATE', 'role', '角色名称：旧'],
    ]);
    expect(day).toMatchObject({ totalRec: 1, totalExact: true });
    expect((await list(admin, { dateStart: '20250116', dateEnd: '20250120' })).totalRec).toBe(0);
  });

  it('shows one event in full: each changed field and both states', async () => {
    const [update] = (await list(admin, { entity: 'user', record: 'audit01', action: 'UPDATE' })).requestList;
    const res = await admin.get<{
      actionLabel: string;
      entityLabel: string;
      changes: unknown[];
      before: { realName: string };
      after: { realName: string };
    }>('/user/queryAuditEventDetail', { id: String(update.id) });
    expect(res.result).toMatchObject({
      actionLabel: '修改',
      entityLabel: '员工',
      changes: [{ label: '姓名', before: '审计甲', after: '审计乙', kind: 'changed' }],
      before: { realName: '审计甲' },
      after: { realName: '审计乙' },
    });
  });

  it('exports the filtered rows as an xlsx with Chinese headers and labels', async () => {
    const res = await boss.raw('POST', '/user/exportAuditEventList', {
      queryParameterVo: { entity: 'user', record: 'audit01' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map(String);
    expect(values(1)).toEqual([
      '时间',
      '操作人',
      '操作',
      '单据类型',
      '记录',
      '变更内容',
      'IP 地址',
      '请求号',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(values(3).slice(2, 6)).toEqual(['修改', '员工', 'audit01 审计乙', '姓名：审计甲 → 审计乙']);
  });

  it('reads a document as people do: a transition as what it changed, labels not codes, names not logins', async () => {
    const [cashier, finance] = await Promise.all(
      ['cashier', 'finacemanager'].map(async (u) => {
        const c = new ApiClient(t.app);
        expect((await c.login(u, 'demo1234')).resultCode).toBe('0');
        return c;
      }),
    );
    const [customer] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from md_customers order by id limit 1`,
    );
    const [cny] = await queryRows<{ id: number }>(
      t.app.db,
      sql`select id from md_currencies where code = 'CNY'`,
    );
    const saved = await cashier.post<{ id: number }>('/finance/addOrUpdateSalesReceipt', {
      receiptDate: '20261120',
      customerId: customer.id,
      currencyId: cny.id,
      amount: 300_000_000,
      method: 'BANK',
    });
    expect(saved.resultCode, JSON.stringify(saved.result)).toBe('0');
    const reviewed = await finance.post('/finance/changeSalesReceiptState', {
      id: saved.result.id,
      version: 1,
      action: 'AUDIT',
    });
    expect(reviewed.resultCode, JSON.stringify(reviewed.result)).toBe('0');
    const names = await queryRows<{ userName: string; realName: string }>(
      t.app.db,
      sql`select user_name as "userName", real_name as "realName" from users where user_name in ('cashier', 'finacemanager')`,
    );
    const nameOf = (u: string) => names.find((n) => n.userName === u)!.realName;
    const [audit, create] = (await list(admin, { entity: 'sales-receipt', record: String(saved.result.id) }))
      .requestList;
    // The 复核 lists what it changed — not every field as changed from empty — by the reviewer's name.
    expect([audit.action, audit.actor, audit.changes]).toEqual([
      'AUDIT',
      nameOf('finacemanager'),
      '状态：待复核 → 未核销',
    ]);
    // Enumerated values and statuses by their Chinese labels, never their codes.
    expect(create.actor).toBe(nameOf('cashier'));
    expect(create.changes).toContain('收款方式：银行转账');
    expect(create.changes).toContain('状态：待复核');
    expect(create.changes).not.toMatch(/BANK|APPROVAL_PENDING/);
  });

  it('refuses whoever does not administer staff, list, detail and export alike', async () => {
    const refusal = { resultCode: '10000003', result: '您没有执行此操作的权限' };
    expect(await saler.post('/user/queryAuditEventList', { page: { pageIndex: 1, pageSize: 25 } })).toEqual(
      refusal,
    );
    expect(await saler.get('/user/queryAuditEventDetail', { id: '1' })).toEqual(refusal);
    const exported = await saler.raw('POST', '/user/exportAuditEventList', {});
    expect(exported.json()).toEqual(refusal);
  });

  it('never keeps a password hash or a token', async () => {
    await recordAudit(t.app.db, null, {
      action: 'UPDATE',
      entity: 'user',
      entityId: userId,
      before: { passwordHash: '$argon2id$v=19$secret', realName: '审计乙' },
      after: { passwordHash: '$argon2id$v=19$other', session: { token: 'abc' }, realName: '审计乙' },
    });
    const leaked = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from audit_events
          where before::text ~ '(argon2|"abc")' or after::text ~ '(argon2|"abc")'`,
    );
    expect(leaked[0].n).toBe(0);
    const [event] = await queryRows<{ after: unknown }>(
      t.app.db,
      sql`select after from audit_events order by id desc limit 1`,
    );
    expect(event.after).toEqual({
      passwordHash: '（已隐藏）',
      session: { token: '（已隐藏）' },
      realName: '审计乙',
    });
  });
});
