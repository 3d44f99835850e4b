import type { DocumentDef } from '@tiangong/domain';
import { type Name, sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { columnName, pinyinColumn, pinyinFields } from './document-table.ts';

/**
 * 助记码 (mnemonic codes, as Kingdee and Yonyou keep them): the pinyin initials of a name, so that
 * `yhth` finds 氧化铁红. Letters and digits of the name are kept, lower-cased; everything else
 * (spaces, dashes, brackets) is dropped.
 *
 * Polyphonic characters (多音字) take the one reading pinyin-pro chooses from the words around
 * them (重庆 → cq, 银行 → yh, 长沙 → cs): one mnemonic per name, not every combination of
 * readings, because a combination list grows exponentially and matches names nobody meant. Where
 * the library reads a name wrongly, the user keys the mnemonic by hand and it is kept.
 */
export function mnemonicOf(name: string): string {
  const parts = pinyin(name.normalize('NFKC'), {
    pattern: 'first',
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
  });
  return parts
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * What a `pinyin` field's hidden column holds: the name's full pinyin, a space, its initials —
 * 上海彩虹颜料 → `shanghaicaihongyanliao shcxyl` — so one contains-search finds `shanghai`,
 * `caihong` or `shcx`. The same one reading of a 多音字 as the mnemonic's.
 */
export function pinyinOf(name: string): string {
  const full = pinyin(name.normalize('NFKC'), { toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `${full} ${mnemonicOf(name)}`;
}

/**
 * The hidden pinyin columns a save writes: one for each `pinyin` field whose value it writes.
 * A name without letters, digits or Chinese gets ' ', so it is not taken for missing.
 */
export function pinyinAssignments(def: DocumentDef, saved: Record<string, unknown>): [Name, string | null][] {
  return pinyinFields(def)
    .filter((name) => name in saved)
    .map((name) => {
      const value = text(saved[name]);
      return [sql.identifier(pinyinColumn(name)), value ? pinyinOf(value) : null];
    });
}

/** The declaration's mnemonic fields and the text field each is made from. */
export function mnemonicFields(def: DocumentDef): { field: string; source: string }[] {
  return Object.entries(def.fields).flatMap(([field, f]) =>
    f.kind === 'text' && f.mnemonicOf ? [{ field, source: f.mnemonicOf }] : [],
  );
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * On save: a mnemonic left empty is made from its name, and a name change renews a mnemonic that
 * was made from the old name; one the user keyed is kept. `before` is the stored row (columns), and
 * a save that sends neither the name nor the mnemonic (a reader who may not see them) leaves both.
 */
export function fillMnemonics(
  def: DocumentDef,
  values: Record<string, unknown>,
  before?: Record<string, unknown>,
): void {
  for (const { field, source } of mnemonicFields(def)) {
    if (before && !(field in values) && !(source in values)) continue;
    const old = text(before?.[columnName(field)]);
    const oldSource = text(before?.[columnName(source)]);
    const generated = old === '' || old === mnemonicOf(oldSource);
    const sent = text(values[field]);
    if (sent !== '' && !(sent === old && generated)) continue;
    const name = source in values ? text(values[source]) : oldSource;
    values[field] = name ? mnemonicOf(name) : null;
  }
}

const BATCH = 1_000;

/**
 * Gives every stored record without a mnemonic one (rows that predate the column, or were written
 * by SQL rather than the engine: seeds, imports by script), and the same for the hidden pinyin
 * columns. Cheap when there is nothing to do: the partial indexes on missing ones are empty.
 */
export async function fillMissingMnemonics(db: DbOrTx, defs: readonly DocumentDef[]): Promise<number> {
  let filled = 0;
  for (const def of defs) {
    for (const name of pinyinFields(def)) {
      const [table, col, src] = [def.table, pinyinColumn(name), columnName(name)].map((n) =>
        sql.identifier(n),
      );
      for (;;) {
        const rows = await queryRows<{ id: number; name: string }>(
          db,
          sql`select id, ${src} as name from ${table} where ${col} is null and ${src} is not null order by id limit ${BATCH}`,
        );
        if (rows.length === 0) break;
        const list = sql.join(
          rows.map((r) => sql`(${r.id}::int, ${pinyinOf(r.name)}::text)`),
          sql`, `,
        );
        await db.execute(
          sql`update ${table} t set ${col} = v.p from (values ${list}) v(id, p) where t.id = v.id`,
        );
        filled += rows.length;
        if (rows.length < BATCH) break;
      }
    }
    for (const { field, source } of mnemonicFields(def)) {
      const [table, col, src] = [def.table, columnName(field), columnName(source)].map((n) =>
        sql.identifier(n),
      );
      for (;;) {
        const rows = await queryRows<{ id: number; name: string }>(
          db,
          sql`select id, ${src} as name from ${table} where ${col} is null and ${src} is not null order by id limit ${BATCH}`,
        );
        const made = rows.map((r) => ({ id: r.id, m: mnemonicOf(r.name) || '' }));
        if (made.length === 0) break;
        // A name without letters, digits or Chinese gets '' so it is not picked up again.
        const list = sql.join(
          made.map((r) => sql`(${r.id}::int, ${r.m}::text)`),
          sql`, `,
        );
        await db.execute(
          sql`update ${table} t set ${col} = v.m from (values ${list}) v(id, m) where t.id = v.id`,
        );
        filled += made.length;
        if (made.length < BATCH) break;
      }
    }
  }
  return filled;
}
