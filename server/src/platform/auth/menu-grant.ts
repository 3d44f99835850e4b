import { isSuperAdmin, menuScreenOf } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.ts';
import type { AuthUser } from './auth-user.ts';

/**
 * How a user holds a screen's menu: `EXPORT`, another grant state, or null when none of their
 * roles is granted it. A detail, tabs or drill-down route counts as the menu screen it opens from
 * (`menuScreenOf`). SuperAdmin holds every menu with EXPORT.
 */
export async function menuGrant(db: DbOrTx, user: AuthUser, screen: string): Promise<string | null> {
  if (isSuperAdmin(user.roles)) return 'EXPORT';
  const menuUrl = menuScreenOf(screen);
  if (!menuUrl || user.roles.length === 0) return null;
  const rows = await queryRows<{ state: string }>(
    db,
    sql`select rm.state from role_menus rm join roles r on r.id = rm.role_id join menus m on m.id = rm.menu_id
        where m.menu_url = ${menuUrl}
          and r.role_name in (${sql.join(
            user.roles.map((r) => sql`${r}`),
            sql`, `,
          )})
        order by (rm.state = 'EXPORT') desc limit 1`,
  );
  return rows[0]?.state ?? null;
}

/** The screen's data is for its menu's holders only (ScreenAccess `'menu'`). */
export async function holdsMenu(db: DbOrTx, user: AuthUser, screen: string): Promise<boolean> {
  return (await menuGrant(db, user, screen)) !== null;
}

/** SPEC §6 export rule: super admin, or one of the user's roles holds the screen's menu with EXPORT. */
export async function canExportScreen(db: DbOrTx, user: AuthUser, screen: string): Promise<boolean> {
  return (await menuGrant(db, user, screen)) === 'EXPORT';
}
