import { type AnyColumn, asc, eq, sql } from 'drizzle-orm';
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

/**
 * The same role names as an SQL array expression of a user id column, so a query that reads the
 * user (the session lookup of every request) reads the roles with it, in one round trip.
 */
export function roleNamesOf(userId: AnyColumn) {
  const names = sql`select ${roles.roleName} from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${userId} order by ${userRoles.sort}, ${roles.id}`;
  return sql<string[]>`array(${names})`;
}
