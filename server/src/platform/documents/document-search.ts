import { can, type DocumentDef, Limits, LOOKUP_KEYWORD } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { columnName } from './document-table.ts';

/**
 * The one search box of every reference picker (`queryParameterVo.keyword`): a record matches when
 * any of its display fields or its mnemonic (助记码) contains the text, ignoring case — 氧化铁红,
 * 江苏, yhth or a code all find it. Each of those columns has a trigram index (document-table.ts),
 * so the OR becomes a union of index scans instead of a scan of the table.
 */
export const KEYWORD_FILTER = LOOKUP_KEYWORD;
export const KEYWORD_MAX = Limits.lookupKeywordMax;

/** The text fields the box searches, as the caller may see them (a hidden name is not searched). */
export function keywordFields(def: DocumentDef, roles: readonly string[]): string[] {
  return Object.entries(def.fields)
    .filter(
      ([name, f]) =>
        f.kind === 'text' &&
        !f.derived &&
        (def.display.includes(name) || !!f.mnemonicOf) &&
        (!f.permission || can(roles, f.permission)),
    )
    .map(([name]) => name);
}

export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The keyword's condition on alias `t`, or undefined when no keyword was typed. */
export function keywordWhere(def: DocumentDef, roles: readonly string[], keyword: unknown): SQL | undefined {
  const text = typeof keyword === 'string' ? keyword.trim() : '';
  if (!text) return undefined;
  const fields = keywordFields(def, roles);
  // A type without a visible text display field has nothing the box could match.
  if (fields.length === 0) return sql`false`;
  const like = containsPattern(text);
  return sql`(${sql.join(
    fields.map((name) => sql`t.${sql.identifier(columnName(name))} ilike ${like}`),
    sql` or `,
  )})`;
}
