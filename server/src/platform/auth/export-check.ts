import { isSuperAdmin } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.ts';
import type { AuthUser } from './auth-user.ts';

/** SPEC §6 export rule: super admin, or one of the user's roles holds the screen's menu with EXPORT. */
export async function canExportScreen(db: DbOrTx, user: AuthUser, screen: string): Promise<boolean> {
  if (isSuperAdmin(user.roles)) return true;
  if (user.roles.length === 0) return false;
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from role_menus rm join roles r on r.id = rm.role_id join menus m on m.id = rm.menu_id
        where m.menu_url = ${screen} and rm.state = 'EXPORT'
          and r.role_name in (${sql.join(
            user.roles.map((r) => sql`${r}`),
            sql`, `,
          )}) limit 1`,
  );
  return rows.length > 0;
}
