import { allRoleNames, roleLabels, SUPER_ADMIN } from '@tiangong/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password.ts';
import type { Db } from '../platform/db/client.ts';
import { roles, userRoles, users } from '../platform/db/schema.ts';
import { syncMenus } from './menu-sync.ts';

export const DEMO_ADMIN = { userName: 'admin', password: 'admin123', realName: '系统管理员' };

/**
 * What every database needs, applied at each start (idempotent): the SPEC §6 roles, the menus of
 * the screen registry, and — on an empty database — the super administrator.
 */
export async function seedBase(db: Db): Promise<{ createdAdmin: boolean }> {
  const countUsers = async (q: Pick<Db, 'select'>) =>
    (await q.select({ count: sql<number>`count(*)::int` }).from(users))[0].count;
  // argon2 is slow, so hash outside the transaction, and only on a database that needs an admin.
  const adminHash = (await countUsers(db)) === 0 ? await hashPassword(DEMO_ADMIN.password) : null;
  return db.transaction(async (tx) => {
    // A SPEC §6 role shows its Chinese name beside its code (issue 35 item 7): one whose name is
    // still its code, or empty (kept so by an older start), takes the built-in name; a name the
    // administrators gave it stays.
    for (const roleName of allRoleNames) {
      await tx
        .insert(roles)
        .values({ roleName, label: roleLabels[roleName] ?? roleName })
        .onConflictDoUpdate({
          target: roles.roleName,
          set: { label: roleLabels[roleName] ?? roleName },
          setWhere: sql`${roles.label} = ${roles.roleName} or btrim(${roles.label}) = ''`,
        });
    }
    await syncMenus(tx);
    if (!adminHash || (await countUsers(tx)) > 0) return { createdAdmin: false };
    const [admin] = await tx
      .insert(users)
      .values({
        userName: DEMO_ADMIN.userName,
        realName: DEMO_ADMIN.realName,
        passwordHash: adminHash,
        createBy: 'system',
      })
      .returning({ id: users.id });
    const [superRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleName, SUPER_ADMIN));
    await tx.insert(userRoles).values({ userId: admin.id, roleId: superRole.id });
    return { createdAdmin: true };
  });
}
