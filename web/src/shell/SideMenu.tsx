import { type MenuEntry, menuScreenOf } from '@tiangong/domain';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

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
            children: m.subMenuList.map((s) => ({ key: s.menuUrl, label: menuLink(s.menuUrl, s.menuName) })),
          }
        : { key: m.menuUrl, label: menuLink(m.menuUrl, m.menuName) },
    );
}

/** A real link, so a middle or Ctrl click opens the screen in a new tab, as browsers do. */
function menuLink(url: string, name: string) {
  return (
    <Link to={url} title={name}>
      {name}
    </Link>
  );
}

/** The menu screen a route belongs to (its detail, tabs or drill-down), so the menu keeps its place. */
export function menuPathOf(pathname: string): string {
  return menuScreenOf(pathname) ?? pathname;
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
      // 16 px steps leave a sub-item 112 px of text: the 7 characters a menu title may have.
      inlineIndent={16}
      theme="dark"
      items={items}
      selectedKeys={[menuPathOf(pathname)]}
      openKeys={openKeys}
      onOpenChange={(keys) => setOpenKeys(keys.length ? [keys[keys.length - 1]] : [])}
      // The link navigates itself; a click beside its text still opens the screen. A modified
      // click is the browser's (a new tab or window), never a navigation here too.
      onClick={({ key, domEvent }) => {
        const e = domEvent;
        if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
        navigate(key);
      }}
    />
  );
}
