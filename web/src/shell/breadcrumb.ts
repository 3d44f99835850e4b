import { listPageTitle, type MenuEntry, menuScreenOf } from '@tiangong/domain';

/**
 * Main menu and sub menu names of the current route, for the header breadcrumb (SPEC §1).
 * A detail form (`/product/detail`, `/materiel/info`) shows its list's crumbs plus 详情, a tabs
 * screen (`/material-warehouse-in/tabs`) plus 关联单据, a list's own page its title (新增客户).
 */
export function breadcrumbFor(menuList: MenuEntry[], pathname: string): string[] {
  for (const main of menuList) {
    if (main.menuUrl && main.menuUrl === pathname) return [main.menuName];
    const sub = main.subMenuList.find((s) => s.menuUrl === pathname);
    if (sub) return [main.menuName, sub.menuName];
  }
  // A record's screen (detail, info, tabs, SPEC's /customer/customerDetail) under its menu screen.
  const menu = menuScreenOf(pathname);
  if (menu && menu !== pathname) {
    const crumbs = breadcrumbFor(menuList, menu);
    const last = listPageTitle(pathname) ?? (pathname.endsWith('/tabs') ? '关联单据' : '详情');
    if (crumbs.length) return [...crumbs, last];
  }
  return [];
}
