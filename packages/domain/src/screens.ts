/**
 * The screen registry: the one list from which the server seeds the menu table and the web app
 * builds its route table. A screen is listed here only once it works; the web test
 * `screens.test.tsx` fails when a listed screen has no component or a component is not listed.
 */
export interface ScreenDef {
  url: string;
  title: string;
}

export interface MenuGroupDef {
  /** Stable key of the group (menus are matched on it when the seed is re-applied). */
  key: string;
  title: string;
  screens: ScreenDef[];
}

/** A top-level entry is either a screen of its own or a group of screens. */
export type MenuNodeDef = ({ kind: 'screen' } & ScreenDef) | ({ kind: 'group' } & MenuGroupDef);

export const menuTree: MenuNodeDef[] = [
  { kind: 'screen', url: '/index', title: '首页' },
  {
    kind: 'group',
    key: 'admin',
    title: '系统管理',
    screens: [
      { url: '/staff', title: '员工管理' },
      { url: '/organizational', title: '组织架构' },
      { url: '/role', title: '角色管理' },
    ],
  },
];

/** Screens reachable without being in a menu (entry pages). */
export const entryScreens: ScreenDef[] = [{ url: '/login', title: '登录' }];

export function allMenuScreens(tree: MenuNodeDef[] = menuTree): ScreenDef[] {
  return tree.flatMap((node) =>
    node.kind === 'screen' ? [{ url: node.url, title: node.title }] : node.screens,
  );
}
