import type { MenuEntry } from '@tiangong/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { menus, roleMenus, roles } from '../../platform/db/schema.ts';

/**
 * The left menu of a user (SPEC §3 menu entries): the union of their roles' grants, grouped under
 * their parents. SuperAdmin sees every menu with the EXPORT state.
 */
export async function menuListFor(
  db: DbOrTx,
  roleNames: string[],
  superAdmin: boolean,
): Promise<MenuEntry[]> {
  const all = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  const granted = new Map<number, string>();
  if (superAdmin) {
    for (const m of all) granted.set(m.id, 'EXPORT');
  } else if (roleNames.length > 0) {
    const rows = await db
      .select({ menuId: roleMenus.menuId, state: roleMenus.state })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .where(inArray(roles.roleName, roleNames));
    for (const r of rows) if (granted.get(r.menuId) !== 'EXPORT') granted.set(r.menuId, r.state);
  }
  const entries: MenuEntry[] = [];
  for (const top of all.filter((m) => m.parentId === null)) {
    const children = all.filter((m) => m.parentId === top.id && granted.has(m.id));
    if (children.length === 0 && !(top.menuUrl && granted.has(top.id))) continue;
    entries.push({
      menuId: top.id,
      menuName: top.menuName,
      menuUrl: top.menuUrl,
      state: granted.get(top.id) ?? '',
      subMenuList: children.map((c) => ({
        menuId: c.id,
        menuName: c.menuName,
        menuUrl: c.menuUrl,
        state: granted.get(c.id) ?? '',
      })),
    });
  }
  return entries;
}

export function firstMenuUrl(list: MenuEntry[]): string {
  for (const entry of list) {
    if (entry.menuUrl) return entry.menuUrl;
    if (entry.subMenuList[0]) return entry.subMenuList[0].menuUrl;
  }
  return '';
}
