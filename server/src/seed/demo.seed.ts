import {
  allRoleNames,
  crmDocuments,
  inventoryDocuments,
  masterDataDocuments,
  SUPER_ADMIN,
  unlistedMasterData,
} from '@tiangong/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password.ts';
import type { Db } from '../platform/db/client.ts';
import { departments, menus, roleMenus, roles, userRoles, users } from '../platform/db/schema.ts';
import { fillMissingMnemonics } from '../platform/documents/mnemonic.ts';
import { DEMO_ADMIN } from './base.seed.ts';
import { demoDepartments, demoRoleDepartment, grantsFor } from './demo-company.ts';
import { seedDemoCrm } from './demo-crm.ts';
import { seedDemoMasterData } from './demo-masterdata.ts';

export const DEMO_PASSWORD = 'demo1234';

/**
 * The demo company, applied once on a fresh database: its departments, one employee per SPEC §6
 * role named after the role in lower case (`saler`, `storemaster`, …) in that role's department,
 * and each role's menus.
 */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  // One hash for all demo accounts: they share a published password anyway, and argon2 is slow.
  const hash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (count > 1) return { created: false };
    const departmentIds = new Map<string, number>();
    for (const [sort, name] of demoDepartments.entries()) {
      const [row] = await tx
        .insert(departments)
        .values({ name, sort, createBy: 'system' })
        .returning({ id: departments.id });
      departmentIds.set(name, row.id);
    }
    await tx
      .update(users)
      .set({ departmentId: departmentIds.get('总经办') })
      .where(eq(users.userName, DEMO_ADMIN.userName));

    const menuIds = new Map(
      (await tx.select({ id: menus.id, url: menus.menuUrl }).from(menus)).map((m) => [m.url, m.id]),
    );
    const roleRows = await tx.select().from(roles).where(inArray(roles.roleName, allRoleNames));
    for (const role of roleRows) {
      if (role.roleName === SUPER_ADMIN) continue;
      const grants = grantsFor(role.roleName).filter((g) => menuIds.has(g.url));
      if (grants.length) {
        await tx
          .insert(roleMenus)
          .values(
            grants.map((g) => ({
              roleId: role.id,
              menuId: menuIds.get(g.url)!,
              state: g.export ? 'EXPORT' : '',
            })),
          )
          .onConflictDoNothing();
      }
      const [user] = await tx
        .insert(users)
        .values({
          userName: role.roleName.toLowerCase(),
          realName: `${role.label}（演示）`,
          passwordHash: hash,
          departmentId: departmentIds.get(demoRoleDepartment[role.roleName] ?? '总经办'),
          createBy: 'system',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user) await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    }
    // A second salesperson of the sales department: customers are each salesperson's own (CRM).
    const salerRole = roleRows.find((r) => r.roleName === 'Saler');
    const [saler2] = await tx
      .insert(users)
      .values({
        userName: 'saler2',
        realName: '销售员二（演示）',
        passwordHash: hash,
        departmentId: departmentIds.get('销售部'),
        createBy: 'system',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (saler2 && salerRole) await tx.insert(userRoles).values({ userId: saler2.id, roleId: salerRole.id });
    await seedDemoMasterData(tx);
    await seedDemoCrm(tx);
    // The demo rows are written in SQL; their mnemonics come from the same code as a save's.
    await fillMissingMnemonics(tx, [
      ...masterDataDocuments,
      ...unlistedMasterData,
      ...inventoryDocuments,
      ...crmDocuments,
    ]);
    return { created: true };
  });
}
