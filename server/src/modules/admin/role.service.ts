import { allRoleNames, ResultCode, SUPER_ADMIN } from '@tiangong/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { menus, roleMenus, roles } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/app-error.ts';
import type { PageResult, PageWindow } from '../../platform/http/paging.ts';
import { declareUnique, sentValues } from '../../platform/http/unique-violation.ts';

/** Roles (角色) and the menus each grants; a grant may carry EXPORT (SPEC §6). */
export interface RoleRow {
  roleId: number;
  roleName: string;
  label: string;
  remark: string | null;
  builtIn: boolean;
  userCount: number;
  createBy: string | null;
  createAt: string;
  modifyBy: string | null;
  modifyAt: string | null;
}

export interface RoleDetail extends RoleRow {
  menus: { menuId: number; state: string }[];
}

const roleColumns = sql`r.id as "roleId", r.role_name as "roleName", r.label, r.remark,
  (select count(*)::int from user_roles ur join users u on u.id = ur.user_id where ur.role_id = r.id and u.active) as "userCount",
  r.create_by as "createBy", r.create_at as "createAt", r.modify_by as "modifyBy", r.modify_at as "modifyAt"`;

const builtIn = (roleName: string) => allRoleNames.includes(roleName);
const roleTaken = (roleName: string) => `角色编码「${roleName}」已存在`;
// Two roles of one name saved at once: the constraint refuses the later as the check would.
declareUnique('roles_role_name_unique', async (body) => {
  const [roleName] = sentValues(body, 'roleName');
  return roleName ? roleTaken(roleName) : undefined;
});

export async function listRoles(
  db: DbOrTx,
  filters: { roleName?: string },
  page: PageWindow,
): Promise<PageResult<RoleRow>> {
  const where = filters.roleName
    ? sql`r.role_name ilike ${`%${filters.roleName}%`} or r.label ilike ${`%${filters.roleName}%`}`
    : sql`true`;
  const rows = await queryRows<Omit<RoleRow, 'builtIn'> & { total: number }>(
    db,
    sql`select ${roleColumns}, count(*) over ()::int as total from roles r where ${where}
        order by r.id limit ${page.limit} offset ${page.offset}`,
  );
  return {
    requestList: rows.map(({ total: _t, ...r }) => ({ ...r, builtIn: builtIn(r.roleName) })),
    totalRec: rows[0]?.total ?? 0,
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
  };
}

export async function roleDetail(db: DbOrTx, roleId: number): Promise<RoleDetail> {
  const [row] = await queryRows<Omit<RoleRow, 'builtIn'>>(
    db,
    sql`select ${roleColumns} from roles r where r.id = ${roleId}`,
  );
  if (!row) fail(ResultCode.NOT_FOUND, '角色不存在');
  const grants = await db
    .select({ menuId: roleMenus.menuId, state: roleMenus.state })
    .from(roleMenus)
    .where(eq(roleMenus.roleId, roleId))
    .orderBy(asc(roleMenus.menuId));
  return { ...row, builtIn: builtIn(row.roleName), menus: grants };
}

export interface SaveRoleInput {
  roleId?: number;
  roleName: string;
  label: string;
  remark?: string;
  menus: { menuId: number; state: '' | 'EXPORT' }[];
}

export async function saveRole(
  db: DbOrTx,
  request: FastifyRequest,
  input: SaveRoleInput,
): Promise<{ roleId: number }> {
  const actor = request.authUser?.userName ?? null;
  const known = new Set((await db.select({ id: menus.id }).from(menus)).map((m) => m.id));
  const unknown = input.menus.filter((m) => !known.has(m.menuId));
  if (unknown.length)
    fail(ResultCode.BUSINESS_RULE, `菜单不存在：${unknown.map((m) => m.menuId).join('、')}`);
  let roleId: number;
  let before: RoleDetail | null = null;
  if (!input.roleId) {
    const [taken] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`lower(${roles.roleName}) = ${input.roleName.toLowerCase()}`);
    if (taken) fail(ResultCode.BUSINESS_RULE, roleTaken(input.roleName));
    const [row] = await db
      .insert(roles)
      .values({ roleName: input.roleName, label: input.label, remark: input.remark || null, createBy: actor })
      .returning({ id: roles.id });
    roleId = row.id;
  } else {
    before = await roleDetail(db, input.roleId);
    if (before.roleName !== input.roleName) fail(ResultCode.BUSINESS_RULE, '角色编码创建后不能修改');
    roleId = input.roleId;
    await db
      .update(roles)
      .set({ label: input.label, remark: input.remark || null, modifyBy: actor, modifyAt: new Date() })
      .where(eq(roles.id, roleId));
    await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  }
  const unique = [...new Map(input.menus.map((m) => [m.menuId, m])).values()];
  if (unique.length)
    await db.insert(roleMenus).values(unique.map((m) => ({ roleId, menuId: m.menuId, state: m.state })));
  const after = await roleDetail(db, roleId);
  await recordAudit(db, request, {
    action: before ? 'UPDATE' : 'CREATE',
    entity: 'role',
    entityId: roleId,
    before,
    after,
  });
  return { roleId };
}

/** Refused for built-in roles (SPEC §6 rules name them) and while staff hold the role. */
export async function deleteRole(db: DbOrTx, request: FastifyRequest, roleId: number): Promise<void> {
  const before = await roleDetail(db, roleId);
  if (before.roleName === SUPER_ADMIN || before.builtIn)
    fail(ResultCode.BUSINESS_RULE, '系统内置角色不能删除');
  const [{ holders }] = await queryRows<{ holders: number }>(
    db,
    sql`select count(*)::int as holders from user_roles where role_id = ${roleId}`,
  );
  if (holders > 0)
    fail(ResultCode.BUSINESS_RULE, `角色「${before.label}」仍有${holders}名员工使用，不能删除`);
  await db.delete(roles).where(eq(roles.id, roleId));
  await recordAudit(db, request, { action: 'DELETE', entity: 'role', entityId: roleId, before });
}

export interface MenuTreeNode {
  menuId: number;
  menuName: string;
  menuUrl: string;
  children: MenuTreeNode[];
}

/** Every menu of the screen registry as a tree (busiMenuList), for granting menus to roles. */
export async function menuTree(db: DbOrTx): Promise<MenuTreeNode[]> {
  const all = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const node = (m: (typeof all)[number]): MenuTreeNode => ({
    menuId: m.id,
    menuName: m.menuName,
    menuUrl: m.menuUrl,
    children: all.filter((c) => c.parentId === m.id).map(node),
  });
  return all.filter((m) => m.parentId === null).map(node);
}
