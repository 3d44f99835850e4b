import type { DocumentDef, Fields } from './define.ts';

/**
 * A second screen of one declaration (SPEC's /manual-purchase-order: the purchase orders keyed
 * without applies): the records whose header fields hold the `fixed` values, listed, made and
 * opened under the view's own title and routes. One declaration means one table, one set of rules
 * and reviews, and one place in the chains — an acceptance draws on a manual order's lines exactly
 * as on any order's, so nothing downstream needs to know there are two screens.
 */
export interface DocumentViewDef {
  /** Key of the declaration shown. */
  of: string;
  title: string;
  /** The view's list (a menu screen). */
  screen: string;
  /** Its detail screen. */
  detail: string;
  /**
   * Header field → value every record of the view has: the list asks only for those records, a
   * new record is saved with it, and neither shows the field.
   */
  fixed: Readonly<Record<string, string>>;
  /** Line fields naming a source line that the view never offers (their links' 选单 go too). */
  hiddenLines?: readonly string[];
}

type Key<F> = keyof F & string;
type ItemsOf<D> = D extends { items?: { fields: infer I } } ? (I extends Fields ? I : Fields) : Fields;

/** A view of `def`, its field names checked by the compiler. */
export function defineView<D extends DocumentDef>(
  def: D,
  view: Omit<DocumentViewDef, 'of' | 'fixed' | 'hiddenLines'> & {
    fixed: Partial<Record<Key<D['fields']>, string>>;
    hiddenLines?: readonly Key<ItemsOf<D>>[];
  },
): DocumentViewDef {
  const fixed: Record<string, string> = {};
  for (const [key, value] of Object.entries(view.fixed)) if (typeof value === 'string') fixed[key] = value;
  return { ...view, of: def.key, fixed };
}

function omit<T>(record: Readonly<Record<string, T>>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

/**
 * The declaration as the view's screens show it: its title and screen, without the fixed fields
 * (filter, column, form, detail, print) and the hidden line fields and their links. Calls, rules
 * and the key stay the declaration's: the server knows no views.
 */
export function viewDeclaration(def: DocumentDef, view: DocumentViewDef): DocumentDef {
  const fixed = Object.keys(view.fixed);
  const hidden = view.hiddenLines ?? [];
  const shown = (keys: readonly string[]) => keys.filter((key) => !fixed.includes(key));
  const retitle = <P extends { title: string; fields: readonly string[]; items?: readonly string[] }>(
    print: P,
  ): P => ({
    ...print,
    title: print.title === def.title ? view.title : print.title,
    fields: shown(print.fields),
    ...(print.items ? { items: print.items.filter((key) => !hidden.includes(key)) } : {}),
  });
  return {
    ...def,
    title: view.title,
    screen: view.screen,
    fields: omit(def.fields, fixed),
    items: def.items && { ...def.items, fields: omit(def.items.fields, hidden) },
    links: def.links?.filter((link) => !hidden.includes(link.line)),
    list: { ...def.list, filters: shown(def.list.filters), columns: shown(def.list.columns) },
    print: def.print && retitle(def.print),
    prints: def.prints?.map(retitle),
  };
}
