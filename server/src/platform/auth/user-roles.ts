import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { roles, userRoles } from '../db/schema.ts';

/** A user's role names, in the order the user's roles are sorted (the first is the main one). */
export async function rolesOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ roleName: roles.roleName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.sort), asc(roles.id));
  return rows.map((r) => r.roleName);
}
