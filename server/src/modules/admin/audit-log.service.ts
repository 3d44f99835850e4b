import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { auditEvents } from '../../platform/db/schema.ts';

const actionLabels: Record<string, string> = {
  CREATE: '新建',
  UPDATE: '修改',
  DELETE: '删除',
  MOVE: '移动',
  LEAVE: '离职',
  RESET_PASSWORD: '重置密码',
  SET_MANAGER: '设置负责人',
  CHANGE_PASSWORD: '修改密码',
  LOGIN: '登录',
  LOGOUT_SESSION: '下线登录设备',
};

/** The admin change history shown on staff, role and department details. */
export async function auditLog(db: DbOrTx, entity: string, entityId: number) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, String(entityId))))
    .orderBy(desc(auditEvents.id))
    .limit(200);
  return rows
    .filter((r) => r.action !== 'LOGIN')
    .map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actor,
      action: r.action,
      actionLabel: actionLabels[r.action] ?? r.action,
      before: r.before,
      after: r.after,
    }));
}
