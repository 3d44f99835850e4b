import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * People, not codes (issue 35 item 7): records keep who acted by login name (`create_by`,
 * `auditor`, an audit event's actor); what people read names the person — 姓名 where the account
 * has one, else the login name; nobody (a system step) stays empty.
 */
export async function peopleNames(db: DbOrTx, logins: readonly (string | null | undefined)[]) {
  const wanted = [...new Set(logins.filter((l): l is string => !!l).map((l) => l.toLowerCase()))];
  const names = new Map<string, string>();
  if (wanted.length)
    for (const u of await db
      .select({ login: sql<string>`lower(${users.userName})`, name: users.realName })
      .from(users)
      .where(inArray(sql`lower(${users.userName})`, wanted)))
      if (u.name?.trim()) names.set(u.login, u.name.trim());
  return (login: string | null | undefined): string | null =>
    login ? (names.get(login.toLowerCase()) ?? login) : (login ?? null);
}

/** The same in SQL, for a query's column of login names: `personName(sql\`e.actor\`)`. */
export const personName = (login: ReturnType<typeof sql>) =>
  sql`coalesce((select nullif(btrim(u.real_name), '') from users u where lower(u.user_name) = lower(${login})), ${login})`;
