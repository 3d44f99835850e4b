import { type MenuNodeDef, menuTree } from '@tiangong/domain';
import { notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { menus } from '../platform/db/schema.ts';

/**
 * Makes the menu table match the screen registry (packages/domain/src/screens.ts): a menu exists
 * exactly when its screen works. Rows are matched on a stable key so role grants survive.
 */
export async function syncMenus(db: DbOrTx, tree: MenuNodeDef[] = menuTree): Promise<void> {
  const keep: string[] = [];
  const upsert = async (key: string, name: string, url: string, parentId: number | null, sort: number) => {
    keep.push(key);
    const [row] = await db
      .insert(menus)
      .values({ menuKey: key, menuName: name, menuUrl: url, parentId, sort })
      .onConflictDoUpdate({
        target: menus.menuKey,
        set: { menuName: name, menuUrl: url, parentId, sort },
      })
      .returning({ id: menus.id });
    return row.id;
  };
  let sort = 0;
  for (const node of tree) {
    sort += 10;
    if (node.kind === 'screen') {
      await upsert(node.url, node.title, node.url, null, sort);
      continue;
    }
    const groupId = await upsert(`group:${node.key}`, node.title, '', null, sort);
    let childSort = 0;
    for (const screen of node.screens) {
      childSort += 10;
      await upsert(screen.url, screen.title, screen.url, groupId, childSort);
    }
  }
  await db.delete(menus).where(keep.length ? notInArray(menus.menuKey, keep) : sql`true`);
}
