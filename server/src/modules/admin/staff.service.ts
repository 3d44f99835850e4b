import { companyToday, isSuperAdmin, ResultCode } from '@tiangong/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { deleteUserSessions } from '../../platform/auth/session.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { departments, roles, userRoles, users } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/app-error.ts';
import type { PageResult, PageWindow } from '../../platform/http/paging.ts';
import { declareUnique, sentValues } from '../../platform/http/unique-violation.ts';

/** Staff (员工): accounts of the company's people, their department and roles. */
export interface StaffRow {
  userId: number;
  userName: string;
  realName: string;
  mobile: string | null;
  email: string | null;
  remark: string | null;
  departmentId: number | null;
  departmentName: string | null;
  roleNames: string[];
  state: 'ON' | 'LEFT';
  leaveDate: string | null;
  createBy: string | null;
  createAt: string;
  modifyBy: string | null;
  modifyAt: string | null;
  version: number;
}

const staffColumns = sql`
  u.id as "userId", u.user_name as "userName", u.real_name as "realName", u.mobile, u.email, u.remark,
  u.department_id as "departmentId", d.name as "departmentName",
  coalesce((select array_agg(r.role_name order by ur.sort, r.id) from user_roles ur join roles r on r.id = ur.role_id
            where ur.user_id = u.id), '{}') as "roleNames",
  case when u.active then 'ON' else 'LEFT' end as state, u.leave_date as "leaveDate",
  u.create_by as "createBy", u.create_at as "createAt", u.modify_by as "modifyBy", u.modify_at as "modifyAt", u.version`;

export interface StaffFilters {
  userName?: string;
  realName?: string;
  departmentId?: number;
  roleName?: string;
  state?: '' | 'ON' | 'LEFT';
}

export async function listStaff(
  db: DbOrTx,
  filters: StaffFilters,
  page: PageWindow,
): Promise<PageResult<StaffRow>> {
  const conditions = [sql`true`];
  if (filters.userName) conditions.push(sql`u.user_name ilike ${`%${filters.userName}%`}`);
  if (filters.realName) conditions.push(sql`u.real_name ilike ${`%${filters.realName}%`}`);
  if (filters.departmentId) conditions.push(sql`u.department_id = ${filters.departmentId}`);
  if (filters.state === 'ON') conditions.push(sql`u.active`);
  if (filters.state === 'LEFT') conditions.push(sql`not u.active`);
  if (filters.roleName) {
    conditions.push(sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                                where ur.user_id = u.id and r.role_name = ${filters.roleName})`);
  }
  const where = sql.join(conditions, sql` and `);
  const rows = await queryRows<StaffRow & { total: number }>(
    db,
    sql`select ${staffColumns}, count(*) over ()::int as total
        from users u left join departments d on d.id = u.department_id
        where ${where} order by u.active desc, u.id limit ${page.limit} offset ${page.offset}`,
  );
  let totalRec = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from users u where ${where}`,
    );
    totalRec = n;
  }
  return {
    requestList: rows.map(({ total: _total, ...row }) => row),
    totalRec,
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
  };
}

export async function staffDetail(db: DbOrTx, userId: number): Promise<StaffRow> {
  const [row] = await queryRows<StaffRow>(
    db,
    sql`select ${staffColumns} from users u left join departments d on d.id = u.department_id where u.id = ${userId}`,
  );
  if (!row) fail(ResultCode.NOT_FOUND, '员工不存在');
  return row;
}

async function roleIdsFor(db: DbOrTx, roleNames: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: roles.id, roleName: roles.roleName })
    .from(roles)
    .where(inArray(roles.roleName, roleNames));
  const unknown = roleNames.filter((n) => !rows.some((r) => r.roleName === n));
  if (unknown.length) fail(ResultCode.BUSINESS_RULE, `角色不存在：${unknown.join('、')}`);
  return roleNames.map((n) => rows.find((r) => r.roleName === n)!.id);
}

/**
 * Only a super admin may manage a super admin's account or hand out that role: otherwise a holder
 * of 员工权限设置 could reset the super admin's password, or grant it, and take over the system.
 */
function ensureMayManage(request: FastifyRequest, ...roleLists: readonly (readonly string[])[]) {
  if (isSuperAdmin(request.authUser?.roles ?? [])) return;
  if (roleLists.some((list) => isSuperAdmin(list)))
    fail(ResultCode.FORBIDDEN, '只有超级管理员可以管理超级管理员账号');
}

const accountTaken = (userName: string) => `账号「${userName}」已存在（账号不区分大小写）`;
// Two accounts of one name saved at once: the index refuses the later as the check would.
declareUnique('users_user_name_ci', async (body) => {
  const [userName] = sentValues(body, 'userName');
  return userName ? accountTaken(userName) : undefined;
});

async function ensureAccountFree(db: DbOrTx, userName: string, selfId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`lower(${users.userName}) = ${userName.toLowerCase()} and ${users.id} is distinct from ${selfId ?? null}`,
    );
  if (taken) fail(ResultCode.BUSINESS_RULE, accountTaken(userName));
}

export interface SaveStaffInput {
  userId?: number;
  userName: string;
  realName: string;
  mobile?: string;
  email?: string;
  departmentId: number;
  roleNames: string[];
  remark?: string;
  password?: string;
  version?: number;
}

export async function saveStaff(
  db: DbOrTx,
  request: FastifyRequest,
  input: SaveStaffInput,
): Promise<{ userId: number }> {
  const actor = request.authUser?.userName ?? null;
  const [dept] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, input.departmentId));
  if (!dept) fail(ResultCode.BUSINESS_RULE, '所选部门不存在');
  ensureMayManage(
    request,
    input.roleNames,
    input.userId ? (await staffDetail(db, input.userId)).roleNames : [],
  );
  const roleIds = await roleIdsFor(db, [...new Set(input.roleNames)]);
  await ensureAccountFree(db, input.userName, input.userId);
  const fields = {
    userName: input.userName,
    realName: input.realName,
    mobile: input.mobile || null,
    email: input.email || null,
    remark: input.remark || null,
    departmentId: input.departmentId,
  };
  let userId: number;
  let before: StaffRow | null = null;
  if (!input.userId) {
    if (!input.password) fail(ResultCode.VALIDATION, '请输入初始密码');
    const [row] = await db
      .insert(users)
      .values({ ...fields, passwordHash: await hashPassword(input.password), createBy: actor })
      .returning({ id: users.id });
    userId = row.id;
  } else {
    before = await staffDetail(db, input.userId);
    const updated = await db
      .update(users)
      .set({ ...fields, modifyBy: actor, modifyAt: new Date(), version: sql`${users.version} + 1` })
      .where(and(eq(users.id, input.userId), input.version ? eq(users.version, input.version) : sql`true`))
      .returning({ id: users.id });
    if (updated.length === 0) fail(ResultCode.CONFLICT);
    userId = input.userId;
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
  }
  await db.insert(userRoles).values(roleIds.map((roleId, sort) => ({ userId, roleId, sort })));
  const after = await staffDetail(db, userId);
  await recordAudit(db, request, {
    action: before ? 'UPDATE' : 'CREATE',
    entity: 'user',
    entityId: userId,
    before,
    after,
  });
  return { userId };
}

/** 离职: the account can no longer log in and its live sessions end at once. */
export async function leaveStaff(
  db: DbOrTx,
  request: FastifyRequest,
  input: { userId: number; leaveDate?: string },
): Promise<void> {
  if (input.userId === request.authUser?.id) fail(ResultCode.BUSINESS_RULE, '不能将自己设为离职');
  const before = await staffDetail(db, input.userId);
  ensureMayManage(request, before.roleNames);
  if (before.state === 'LEFT') fail(ResultCode.BUSINESS_RULE, `员工「${before.realName}」已离职`);
  const today = companyToday();
  await db
    .update(users)
    .set({
      active: false,
      leaveDate: input.leaveDate ?? today,
      credentialVersion: sql`${users.credentialVersion} + 1`,
      modifyBy: request.authUser?.userName ?? null,
      modifyAt: new Date(),
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, input.userId));
  await deleteUserSessions(db, input.userId);
  await db.execute(sql`update departments set manager_id = null where manager_id = ${input.userId}`);
  const after = await staffDetail(db, input.userId);
  await recordAudit(db, request, { action: 'LEAVE', entity: 'user', entityId: input.userId, before, after });
}

/** An administrator sets a new password; the employee's sessions end. */
export async function resetStaffPassword(
  db: DbOrTx,
  request: FastifyRequest,
  input: { userId: number; newPassword: string },
): Promise<void> {
  const target = await staffDetail(db, input.userId);
  ensureMayManage(request, target.roleNames);
  if (target.state === 'LEFT')
    fail(ResultCode.BUSINESS_RULE, `员工「${target.realName}」已离职，不能重置密码`);
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      credentialVersion: sql`${users.credentialVersion} + 1`,
      modifyBy: request.authUser?.userName ?? null,
      modifyAt: new Date(),
    })
    .where(eq(users.id, input.userId));
  await deleteUserSessions(db, input.userId);
  await recordAudit(db, request, { action: 'RESET_PASSWORD', entity: 'user', entityId: input.userId });
}

export interface StaffOption {
  userId: number;
  userName: string;
  realName: string;
  departmentId: number | null;
  departmentName: string | null;
}

export async function staffOptions(db: DbOrTx, departmentIds?: number[]): Promise<StaffOption[]> {
  // An unknown department has no staff (and `in ()` is not SQL).
  if (departmentIds?.length === 0) return [];
  return queryRows<StaffOption>(
    db,
    sql`select u.id as "userId", u.user_name as "userName", u.real_name as "realName",
               u.department_id as "departmentId", d.name as "departmentName"
        from users u left join departments d on d.id = u.department_id
        where u.active ${departmentIds ? sql`and u.department_id in (${sql.join(departmentIds, sql`, `)})` : sql``}
        order by d.sort nulls first, u.id`,
  );
}
