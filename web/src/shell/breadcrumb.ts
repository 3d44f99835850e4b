import type { MenuEntry } from '@tiangong/domain';

/** Main menu and sub menu names of the current route, for the header breadcrumb (SPEC §1). */
export function breadcrumbFor(menuList: MenuEntry[], pathname: string): string[] {
  for (const main of menuList) {
    if (main.menuUrl && main.menuUrl === pathname) return [main.menuName];
    const sub = main.subMenuList.find((s) => s.menuUrl === pathname);
    if (sub) return [main.menuName, sub.menuName];
  }
  return [];
}
