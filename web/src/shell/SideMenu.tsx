import type { MenuEntry } from '@tiangong/domain';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The left menu from the user's menu list (SPEC §2): top-level items that are screens, or that
 * have sub-items; one submenu open at a time; the current route highlighted.
 */
export function menuItems(menuList: MenuEntry[]): MenuProps['items'] {
  return menuList
    .filter((m) => m.subMenuList.length > 0 || m.menuUrl)
    .map((m) =>
      m.subMenuList.length > 0
        ? {
            key: `group-${m.menuId}`,
            label: m.menuName,
            children: m.subMenuList.map((s) => ({ key: s.menuUrl, label: s.menuName })),
          }
        : { key: m.menuUrl, label: m.menuName },
    );
}

/** The list screen a detail form belongs to, so the menu keeps its place on detail forms. */
export function menuPathOf(pathname: string): string {
  return pathname.replace(/\/(detail|info)$/, '');
}

export function parentKeyOf(menuList: MenuEntry[], pathname: string): string | undefined {
  const path = menuPathOf(pathname);
  const parent = menuList.find((m) => m.subMenuList.some((s) => s.menuUrl === path));
  return parent ? `group-${parent.menuId}` : undefined;
}

export function SideMenu({ menuList }: { menuList: MenuEntry[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => menuItems(menuList), [menuList]);
  const currentParent = parentKeyOf(menuList, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(currentParent ? [currentParent] : []);
  useEffect(() => {
    if (currentParent) setOpenKeys([currentParent]);
  }, [currentParent]);
  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[menuPathOf(pathname)]}
      openKeys={openKeys}
      onOpenChange={(keys) => setOpenKeys(keys.length ? [keys[keys.length - 1]] : [])}
      onClick={({ key }) => navigate(key)}
    />
  );
}
