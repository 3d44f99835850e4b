import type { MenuEntry } from '@tiangong/domain';

/**
 * Main menu and sub menu names of the current route, for the header breadcrumb (SPEC §1).
 * A detail form (`/product/detail`, `/materiel/info`) shows its list's crumbs plus 详情.
 */
export function breadcrumbFor(menuList: MenuEntry[], pathname: string): string[] {
  for (const main of menuList) {
    if (main.menuUrl && main.menuUrl === pathname) return [main.menuName];
    const sub = main.subMenuList.find((s) => s.menuUrl === pathname);
    if (sub) return [main.menuName, sub.menuName];
  }
  const list = pathname.replace(/\/(detail|info)$/, '');
  if (list !== pathname) {
    const crumbs = breadcrumbFor(menuList, list);
    if (crumbs.length) return [...crumbs, '详情'];
  }
  return [];
}
