import {
  type DocumentActionDef,
  type DocumentDef,
  type DocumentViewDef,
  menuScreenOf,
  menuTree,
} from '@tiangong/domain';

/**
 * Every declaration the generic screens know, by key: a ref field names its target by key, and
 * RefSelect looks the target up here to query its list. The declarations load with the screens
 * that need them (issue 12's bundle budget: the first list must not carry every module's
 * declarations): master data first, the business modules together when a screen of theirs opens
 * or something asks for a key not yet known.
 */
export const documentDefs: Record<string, DocumentDef> = {};
/** The modules' actions on those declarations' screens, loaded with them. */
const documentActions: DocumentActionDef[] = [];
/** Second screens of declarations (the manual purchase orders), loaded with them. */
export const documentViews: DocumentViewDef[] = [];

const parts = {
  masterdata: () => import('./defs/masterdata-defs'),
  business: () => import('./defs/business-defs'),
} satisfies Record<
  string,
  () => Promise<{
    defs: readonly DocumentDef[];
    actions: readonly DocumentActionDef[];
    views: readonly DocumentViewDef[];
  }>
>;
type Part = keyof typeof parts;

/** Menu groups whose screens are master data; every other document group is business. */
const masterDataGroups = ['masterdata', 'production-basics', 'finance-basics'];

const loading = new Map<Part, Promise<void>>();

function load(part: Part): Promise<void> {
  let pending = loading.get(part);
  if (!pending) {
    pending = parts[part]().then(({ defs, actions, views }) => {
      for (const def of defs) documentDefs[def.key] = def;
      documentActions.push(...actions);
      documentViews.push(...views);
    });
    loading.set(part, pending);
  }
  return pending;
}

/** Every declaration (tests, and lookups of a key not yet known). */
export async function loadAllDefs(): Promise<void> {
  await Promise.all([load('masterdata'), load('business')]);
}

/** The declarations a screen needs (its own, what it references, what draws on it). */
export async function loadDefsForScreen(url: string): Promise<void> {
  const menuUrl = menuScreenOf(url) ?? url;
  const group = menuTree.find((n) => n.kind === 'group' && n.screens.some((s) => s.url === menuUrl));
  const masterData = group?.kind === 'group' && masterDataGroups.includes(group.key);
  await (masterData ? load('masterdata') : loadAllDefs());
}

/** Makes sure these keys are known (a module page's picker of another module's records). */
export async function ensureDefs(keys: readonly string[]): Promise<void> {
  if (keys.some((key) => !documentDefs[key])) await loadAllDefs();
}

/** The actions modules put on a declaration's list and detail, in declaration order. */
export function actionsOn(key: string): DocumentActionDef[] {
  return documentActions.filter((a) => a.on === key);
}

export function defFor(key: string): DocumentDef | undefined {
  return documentDefs[key];
}
