import type { GrantState, MenuGrant, MenuNode } from './admin-api';

/**
 * Menu grants of a role. Only screens (menuUrl set) are granted; a group shows in a user's menu
 * as soon as one of its screens is granted, so checking a group means checking its screens.
 */
export const isScreen = (node: MenuNode) => node.menuUrl !== '';

export function flattenMenus(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flattenMenus(node.children)]);
}

export function screenIds(nodes: MenuNode[]): Set<number> {
  return new Set(
    flattenMenus(nodes)
      .filter(isScreen)
      .map((n) => n.menuId),
  );
}

/** The grants for a new set of checked tree keys, in tree order, keeping each screen's export state. */
export function grantsFromChecked(nodes: MenuNode[], checked: readonly number[], current: MenuGrant[]) {
  const chosen = new Set(checked);
  const states = new Map(current.map((g) => [g.menuId, g.state]));
  return flattenMenus(nodes)
    .filter((n) => isScreen(n) && chosen.has(n.menuId))
    .map((n): MenuGrant => ({ menuId: n.menuId, state: states.get(n.menuId) ?? '' }));
}

export function setExport(grants: MenuGrant[], menuId: number, allowed: boolean): MenuGrant[] {
  const state: GrantState = allowed ? 'EXPORT' : '';
  return grants.map((g) => (g.menuId === menuId ? { ...g, state } : g));
}

/** Grants as saved may name menus that are no longer screens; the form keeps only real screens. */
export function knownGrants(nodes: MenuNode[], grants: MenuGrant[]): MenuGrant[] {
  const ids = screenIds(nodes);
  return grants
    .filter((g) => ids.has(g.menuId))
    .map((g) => ({ menuId: g.menuId, state: g.state === 'EXPORT' ? 'EXPORT' : '' }));
}

export function menuNameLookup(nodes: MenuNode[]): (menuId: number) => string {
  const names = new Map(flattenMenus(nodes).map((n) => [n.menuId, n.menuName]));
  return (menuId) => names.get(menuId) ?? `菜单#${menuId}`;
}
