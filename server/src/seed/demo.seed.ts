import { allRoleNames, SUPER_ADMIN } from '@tiangong/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password.ts';
import type { Db } from '../platform/db/client.ts';
import { menus, roleMenus, roles, userRoles, users } from '../platform/db/schema.ts';

export const DEMO_PASSWORD = 'demo1234';

/**
 * The demo company, applied once on a fresh database: one account per SPEC §6 role, named after
 * the role in lower case (`saler`, `storemaster`, …), each granted the home screen.
 */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  // One hash for all demo accounts: they share a published password anyway, and argon2 is slow.
  const hash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count > 1) return { created: false };
    const roleRows = await tx.select().from(roles).where(inArray(roles.roleName, allRoleNames));
    const [home] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.menuKey, '/index'));
    for (const role of roleRows) {
      if (role.roleName === SUPER_ADMIN) continue;
      if (home) await tx.insert(roleMenus).values({ roleId: role.id, menuId: home.id }).onConflictDoNothing();
      const [user] = await tx
        .insert(users)
        .values({
          userName: role.roleName.toLowerCase(),
          realName: role.label,
          passwordHash: hash,
          createBy: 'system',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user) await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    }
    return { created: true };
  });
}
