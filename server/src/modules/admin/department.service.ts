import { ResultCode } from '@tiangong/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { departments, users } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/app-error.ts';

/** The organization: a tree of departments, each with an optional head (busiOrganManage). */
export interface DepartmentRow {
  departmentId: number;
  name: string;
  parentId: number | null;
  sort: number;
  managerId: number | null;
  managerName: string | null;
  staffCount: number;
  /** 总经办 / 销售部 / 华东组 */
  path: string;
}

export interface DepartmentNode extends DepartmentRow {
  children: DepartmentNode[];
}

export async function flatDepartments(db: DbOrTx): Promise<DepartmentRow[]> {
  return queryRows<DepartmentRow>(
    db,
    sql`
    with recursive tree as (
      select id, name, parent_id, sort, name::text as path, array[sort, id] as ord from departments where parent_id is null
      union all
      select d.id, d.name, d.parent_id, d.sort, tree.path || ' / ' || d.name, tree.ord || array[d.sort, d.id]
      from departments d join tree on d.parent_id = tree.id
    )
    select tree.id as "departmentId", tree.name, tree.parent_id as "parentId", tree.sort,
           d.manager_id as "managerId", m.real_name as "managerName", tree.path,
           (select count(*)::int from users u where u.department_id = tree.id and u.active) as "staffCount"
    from tree join departments d on d.id = tree.id left join users m on m.id = d.manager_id
    order by tree.ord`,
  );
}

export function buildTree(rows: DepartmentRow[]): DepartmentNode[] {
  const nodes = new Map(rows.map((r) => [r.departmentId, { ...r, children: [] as DepartmentNode[] }]));
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The department and all departments under it. */
export async function subtreeIds(db: DbOrTx, departmentId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive sub as (select id from departments where id = ${departmentId}
        union all select d.id from departments d join sub on d.parent_id = sub.id) select id from sub`,
  );
  return rows.map((r) => r.id);
}

export async function departmentDetail(db: DbOrTx, departmentId: number): Promise<DepartmentRow> {
  const row = (await flatDepartments(db)).find((d) => d.departmentId === departmentId);
  if (!row) fail(ResultCode.NOT_FOUND, '部门不存在');
  return row;
}

async function ensureUniqueSiblingName(db: DbOrTx, name: string, parentId: number | null, selfId?: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from departments where lower(name) = lower(${name})
        and parent_id is not distinct from ${parentId} and id is distinct from ${selfId ?? null}`,
  );
  if (rows.length) fail(ResultCode.BUSINESS_RULE, `同级已存在名为「${name}」的部门`);
}

export async function saveDepartment(
  db: DbOrTx,
  request: FastifyRequest,
  input: { departmentId?: number; name: string; parentId?: number | null; sort?: number },
): Promise<{ departmentId: number }> {
  const actor = request.authUser?.userName ?? null;
  const parentId = input.parentId ?? null;
  if (parentId) {
    const [parent] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, parentId));
    if (!parent) fail(ResultCode.BUSINESS_RULE, '上级部门不存在');
  }
  await ensureUniqueSiblingName(db, input.name, parentId, input.departmentId);
  if (!input.departmentId) {
    const [row] = await db
      .insert(departments)
      .values({ name: input.name, parentId, sort: input.sort ?? 0, createBy: actor })
      .returning();
    await recordAudit(db, request, { action: 'CREATE', entity: 'department', entityId: row.id, after: row });
    return { departmentId: row.id };
  }
  const [before] = await db
    .select()
    .from(departments)
    .where(eq(departments.id, input.departmentId))
    .for('update');
  if (!before) fail(ResultCode.NOT_FOUND, '部门不存在');
  if (parentId && (await subtreeIds(db, before.id)).includes(parentId)) {
    fail(ResultCode.BUSINESS_RULE, '不能把部门移动到它自己或它的下级部门之下');
  }
  const [after] = await db
    .update(departments)
    .set({
      name: input.name,
      parentId,
      sort: input.sort ?? before.sort,
      modifyBy: actor,
      modifyAt: new Date(),
    })
    .where(eq(departments.id, before.id))
    .returning();
  const action = before.parentId !== after.parentId ? 'MOVE' : 'UPDATE';
  await recordAudit(db, request, { action, entity: 'department', entityId: before.id, before, after });
  return { departmentId: before.id };
}

/** Refused while the department has sub-departments or staff on the job. */
export async function deleteDepartment(
  db: DbOrTx,
  request: FastifyRequest,
  departmentId: number,
): Promise<void> {
  const [before] = await db.select().from(departments).where(eq(departments.id, departmentId)).for('update');
  if (!before) fail(ResultCode.NOT_FOUND, '部门不存在');
  const [{ children }] = await queryRows<{ children: number }>(
    db,
    sql`select count(*)::int as children from departments where parent_id = ${departmentId}`,
  );
  if (children > 0)
    fail(ResultCode.BUSINESS_RULE, `部门「${before.name}」下还有${children}个下级部门，不能删除`);
  const [{ staff }] = await queryRows<{ staff: number }>(
    db,
    sql`select count(*)::int as staff from users where department_id = ${departmentId} and active`,
  );
  if (staff > 0) fail(ResultCode.BUSINESS_RULE, `部门「${before.name}」下还有${staff}名在职员工，不能删除`);
  // Staff who already left keep their history in the audit log; they no longer belong anywhere.
  await db
    .update(users)
    .set({ departmentId: null })
    .where(and(eq(users.departmentId, departmentId), eq(users.active, false)));
  await db.delete(departments).where(eq(departments.id, departmentId));
  await recordAudit(db, request, { action: 'DELETE', entity: 'department', entityId: departmentId, before });
}

export async function setDepartmentManager(
  db: DbOrTx,
  request: FastifyRequest,
  input: { departmentId: number; managerId: number | null },
): Promise<void> {
  const [before] = await db
    .select()
    .from(departments)
    .where(eq(departments.id, input.departmentId))
    .for('update');
  if (!before) fail(ResultCode.NOT_FOUND, '部门不存在');
  if (input.managerId) {
    const [manager] = await db
      .select({ active: users.active })
      .from(users)
      .where(eq(users.id, input.managerId));
    if (!manager?.active) fail(ResultCode.BUSINESS_RULE, '部门负责人必须是在职员工');
  }
  const [after] = await db
    .update(departments)
    .set({ managerId: input.managerId, modifyBy: request.authUser?.userName ?? null, modifyAt: new Date() })
    .where(eq(departments.id, input.departmentId))
    .returning();
  await recordAudit(db, request, {
    action: 'SET_MANAGER',
    entity: 'department',
    entityId: before.id,
    before,
    after,
  });
}
