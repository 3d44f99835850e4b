import { can, type DocumentDef, Limits, LOOKUP_KEYWORD } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { columnName, pinyinColumn } from './document-table.ts';

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

/**
 * The pattern a typed text is looked for with in a pinyin column, or undefined when it cannot be
 * pinyin (it holds Chinese or other signs): lower-cased, spaces dropped — `Shang Hai` → `%shanghai%`.
 */
export function pinyinPattern(text: string): string | undefined {
  const letters = text.toLowerCase().replace(/\s+/g, '');
  return /^[a-z0-9]+$/.test(letters) ? `%${letters}%` : undefined;
}

/**
 * A name-like text field contains the typed text (alias `alias`): the column itself and, for a
 * `pinyin` field, its hidden pinyin column and the mnemonic made from it — 上海, shanghai and shcx
 * all find 上海彩虹颜料. What every list filter, the lookup box and a module's own name search use.
 */
export function nameContains(def: DocumentDef, field: string, text: string, alias = 't'): SQL {
  const col = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  const parts = [sql`${col(columnName(field))} ilike ${containsPattern(text)}`];
  const f = def.fields[field];
  const letters = pinyinPattern(text);
  if (f?.kind === 'text' && f.pinyin && letters) {
    parts.push(sql`${col(pinyinColumn(field))} ilike ${letters}`);
    for (const [name, m] of Object.entries(def.fields))
      if (m.kind === 'text' && m.mnemonicOf === field)
        parts.push(sql`${col(columnName(name))} ilike ${letters}`);
  }
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** The keyword's condition on alias `t`, or undefined when no keyword was typed. */
export function keywordWhere(def: DocumentDef, roles: readonly string[], keyword: unknown): SQL | undefined {
  const text = typeof keyword === 'string' ? keyword.trim() : '';
  if (!text) return undefined;
  const fields = keywordFields(def, roles);
  // A type without a visible text display field has nothing the box could match.
  if (fields.length === 0) return sql`false`;
  const like = containsPattern(text);
  // A name is searched by its pinyin too; its mnemonic is one of the fields already.
  const letters = pinyinPattern(text);
  const pinyin = letters
    ? fields.filter((name) => {
        const f = def.fields[name];
        return f.kind === 'text' && f.pinyin;
      })
    : [];
  return sql`(${sql.join(
    [
      ...fields.map((name) => sql`t.${sql.identifier(columnName(name))} ilike ${like}`),
      ...pinyin.map((name) => sql`t.${sql.identifier(pinyinColumn(name))} ilike ${letters}`),
    ],
    sql` or `,
  )})`;
}
