import type { DocumentDef } from '@tiangong/domain';
import type { SQL } from 'drizzle-orm';

/** SQL of a declaration's derived fields (over the document's row `t`), named by its fields. */
export type DerivedSql<D extends DocumentDef> = { readonly [K in keyof D['fields']]?: SQL };

/**
 * One document's derived-field SQL, keyed by its declaration: a field the declaration does not
 * have fails to compile. A module collects them in a Map and hands each to `register`.
 */
export function derivedSql<D extends DocumentDef>(
  def: D,
  fields: DerivedSql<D>,
): [string, Record<string, SQL>] {
  const map: Record<string, SQL> = {};
  for (const [name, value] of Object.entries(fields)) if (value) map[name] = value;
  return [def.key, map];
}
