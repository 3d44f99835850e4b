import { type DocumentDef, type DocumentViewDef, tabsScreenOf, viewDeclaration } from '@tiangong/domain';
import { type ComponentType, lazy } from 'react';

// List and detail load separately: a list screen does not carry the detail page's code.
const DocumentListPage = lazy(() =>
  import('./DocumentListPage').then((m) => ({ default: m.DocumentListPage })),
);
const DocumentDetailPage = lazy(() =>
  import('./DocumentDetailPage').then((m) => ({ default: m.DocumentDetailPage })),
);
const DocumentTabsPage = lazy(() =>
  import('./DocumentTabsPage').then((m) => ({ default: m.DocumentTabsPage })),
);

/** SPEC §2 detail routes that do not follow `${screen}/detail`, by declaration key. */
export const specDetailPaths: Record<string, string> = {
  materiel: '/materiel/info',
  customer: '/customer/customerDetail',
  clue: '/clue/clueDetail',
};

export function detailPathOf(def: DocumentDef, overrides: Record<string, string> = specDetailPaths): string {
  return overrides[def.key] ?? `${def.screen}/detail`;
}

interface Screens {
  detailPath: string;
  List: ComponentType;
  Detail: ComponentType;
  Tabs: ComponentType;
}

// One pair of components per declaration and detail path, so calling documentScreens again (a
// re-render of whoever builds routes) never remounts a screen and loses its state.
const cache = new WeakMap<DocumentDef, Map<string, Screens>>();

function screensOf(def: DocumentDef, detailPath: string): Screens {
  const byPath = cache.get(def) ?? new Map<string, Screens>();
  cache.set(def, byPath);
  const known = byPath.get(detailPath);
  if (known) return known;
  const List = () => <DocumentListPage def={def} detailPath={detailPath} />;
  List.displayName = `DocumentList(${def.key})`;
  const Detail = () => <DocumentDetailPage def={def} />;
  Detail.displayName = `DocumentDetail(${def.key})`;
  const Tabs = () => <DocumentTabsPage def={def} />;
  Tabs.displayName = `DocumentTabs(${def.key})`;
  const screens = { detailPath, List, Detail, Tabs };
  byPath.set(detailPath, screens);
  return screens;
}

// A view's declaration and screens, made once per view for the same reason.
const viewCache = new WeakMap<DocumentViewDef, { List: ComponentType; Detail: ComponentType }>();

function viewScreensOf(def: DocumentDef, view: DocumentViewDef) {
  const known = viewCache.get(view);
  if (known) return known;
  const shown = viewDeclaration(def, view);
  const List = () => <DocumentListPage def={shown} detailPath={view.detail} fixed={view.fixed} />;
  List.displayName = `DocumentList(${view.screen})`;
  const Detail = () => <DocumentDetailPage def={shown} />;
  Detail.displayName = `DocumentDetail(${view.screen})`;
  const screens = { List, Detail };
  viewCache.set(view, screens);
  return screens;
}

/**
 * Route components for the declarations: the list at `def.screen`, the detail at
 * `${def.screen}/detail` (or the override for the declaration's key) and, for the lists of the
 * screen registry's `tabsScreenLists`, the tabs screen; and each view's list and detail, ready for
 * the route registry.
 */
export function documentScreens(
  defs: readonly DocumentDef[] | Record<string, DocumentDef>,
  detailPaths: Record<string, string> = specDetailPaths,
  views: readonly DocumentViewDef[] = [],
): Record<string, ComponentType> {
  const out: Record<string, ComponentType> = {};
  const list: readonly DocumentDef[] = Array.isArray(defs) ? defs : Object.values(defs);
  for (const def of list) {
    const { detailPath, List, Detail, Tabs } = screensOf(def, detailPathOf(def, detailPaths));
    out[def.screen] = List;
    out[detailPath] = Detail;
    const tabsPath = tabsScreenOf(def.screen);
    if (tabsPath) out[tabsPath] = Tabs;
  }
  // A view's list and detail (手工采购订单): the declaration it shows, narrowed to its records.
  for (const view of views) {
    const def = list.find((d) => d.key === view.of);
    if (!def) continue;
    const { List, Detail } = viewScreensOf(def, view);
    out[view.screen] = List;
    out[view.detail] = Detail;
  }
  return out;
}
