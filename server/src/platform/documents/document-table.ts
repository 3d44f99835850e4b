import type { DocumentDef, FieldDef } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  type ExtraConfigColumn,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The table of a document type, built from its declaration: id, the declared fields, status,
 * version (optimistic lock) and the audit columns of SPEC §3. drizzle-kit reads these tables like
 * hand-written ones, so `npm run db:generate` writes their migrations.
 */
function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function column(name: string, field: FieldDef): PgColumnBuilderBase {
  const col = snake(name);
  switch (field.kind) {
    case 'text':
    case 'date':
    case 'enum':
      return text(col);
    case 'int':
    case 'ref':
      return integer(col);
    case 'bool':
      return boolean(col);
    default:
      return bigint(col, { mode: 'number' });
  }
}

export function auditColumns() {
  return {
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    createBy: text('create_by'),
    createAt: timestamp('create_at', { withTimezone: true }).notNull().defaultNow(),
    modifyBy: text('modify_by'),
    modifyAt: timestamp('modify_at', { withTimezone: true }),
    auditor: text('auditor'),
    auditDate: timestamp('audit_date', { withTimezone: true }),
  };
}

/**
 * Text fields found by their pinyin (`pinyin: true`): each has a hidden column beside it,
 * `<column>_pinyin`, holding its full pinyin and its initials (mnemonic.ts), filled on save.
 */
export function pinyinFields(def: DocumentDef): string[] {
  return Object.entries(def.fields)
    .filter(([, f]) => f.kind === 'text' && f.pinyin && !f.derived)
    .map(([name]) => name);
}

/** The hidden pinyin column of a `pinyin` text field. */
export function pinyinColumn(field: string): string {
  return `${snake(field)}_pinyin`;
}

/** Text fields searched with `ilike '%…%'`: text filters, display fields, mnemonics (lookups). */
export function searchedTextFields(def: DocumentDef): string[] {
  return Object.entries(def.fields)
    .filter(
      ([name, f]) =>
        f.kind === 'text' &&
        !f.derived &&
        (def.list.filters.includes(name) || def.display.includes(name) || !!f.mnemonicOf),
    )
    .map(([name]) => name);
}

/** Fields a list is ordered or filtered by with equality: refs, other filters, columns, the default sort. */
function orderedFields(def: DocumentDef): string[] {
  const wanted = new Set<string>([...def.list.columns, ...def.list.filters, def.list.defaultSort.field]);
  return Object.entries(def.fields)
    .filter(([name, f]) => !f.derived && (f.kind === 'ref' || (wanted.has(name) && !isSearchOnly(def, name))))
    .map(([name]) => name);
}

/** A text filter that is no column and no default sort is only searched, never ordered. */
function isSearchOnly(def: DocumentDef, name: string): boolean {
  return (
    def.fields[name].kind === 'text' &&
    !def.list.columns.includes(name) &&
    def.list.defaultSort.field !== name
  );
}

/** The case-free unique index of a declaration's unique text field. */
export function uniqueIndexName(def: DocumentDef, name: string): string {
  return `${def.table}_${snake(name)}_ci`;
}

/** The refusal of a taken unique value: by the save's check and by the unique index alike. */
export const duplicateText = (label: string, value: string) => `${label}「${value}」已存在`;

export function documentTable(def: DocumentDef) {
  const fieldColumns = Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => !f.derived)
      .map(([name, f]) => [name, column(name, f)]),
  );
  const pinyinColumns = Object.fromEntries(
    pinyinFields(def).map((name) => [`${name}$pinyin`, text(pinyinColumn(name))]),
  );
  return pgTable(
    def.table,
    { id: serial('id').primaryKey(), ...fieldColumns, ...pinyinColumns, ...auditColumns() },
    (t) => {
      // The columns come from the declaration, so their names are known only at run time.
      const cols = t as unknown as Record<string, ExtraConfigColumn>;
      // (column, id) matches the list's `order by column, id` in both directions (a backward scan
      // for desc), so a page reads only its rows; the same index serves equality filters. The
      // status after them lets the status filter every lookup sends (in use only) be checked in
      // the index, without a visit to the table for each row skipped on the way to a deep page.
      const indexes = [index(`${def.table}_status`).on(cols.status, cols.id)];
      for (const [name, f] of Object.entries(def.fields)) {
        if (f.kind === 'text' && f.unique && !f.derived)
          indexes.push(uniqueIndex(uniqueIndexName(def, name)).on(sql`lower(${cols[name]})`));
      }
      for (const name of orderedFields(def))
        indexes.push(index(`${def.table}_${snake(name)}`).on(cols[name], cols.id, cols.status));
      // Trigram indexes (pg_trgm) let `ilike '%…%'` read only the matching rows.
      for (const name of searchedTextFields(def))
        indexes.push(index(`${def.table}_${snake(name)}_trgm`).using('gin', cols[name].op('gin_trgm_ops')));
      // Records still waiting for their mnemonic (fillMissingMnemonics): empty once filled.
      for (const [name, f] of Object.entries(def.fields))
        if (f.kind === 'text' && f.mnemonicOf)
          indexes.push(
            index(`${def.table}_${snake(name)}_missing`)
              .on(cols.id)
              .where(sql`${cols[name]} is null`),
          );
      // The pinyin of a name is searched like the name, and filled where missing like a mnemonic.
      for (const name of pinyinFields(def)) {
        const col = cols[`${name}$pinyin`];
        indexes.push(index(`${def.table}_${pinyinColumn(name)}_trgm`).using('gin', col.op('gin_trgm_ops')));
        indexes.push(
          index(`${def.table}_${pinyinColumn(name)}_missing`)
            .on(cols.id)
            .where(sql`${col} is null and ${cols[name]} is not null`),
        );
      }
      return indexes;
    },
  );
}

export type DocumentTable = ReturnType<typeof documentTable>;

export function itemsTableName(def: DocumentDef): string {
  return `${def.table}_items`;
}

/** The line items of a document type: one row per line, removed with their document. */
export function itemsTable(def: DocumentDef, parent: DocumentTable) {
  if (!def.items) throw new Error(`${def.key} declares no line items`);
  const parentId = (parent as unknown as { id: Parameters<typeof integer>[0] & never }).id;
  const fieldColumns = Object.fromEntries(
    Object.entries(def.items.fields).map(([name, f]) => [name, column(name, f)]),
  );
  return pgTable(
    itemsTableName(def),
    {
      id: serial('id').primaryKey(),
      docId: integer('doc_id')
        .notNull()
        .references(() => parentId, { onDelete: 'cascade' }),
      lineNo: integer('line_no').notNull(),
      // Closed by hand (关闭): what will never come is no longer open to a document chain.
      closed: boolean('closed').notNull().default(false),
      ...fieldColumns,
    },
    (t) => {
      const cols = t as unknown as Record<string, never>;
      // A link's line field is how a source finds the documents that drew on it.
      return [
        index(`${itemsTableName(def)}_doc`).on(cols.docId),
        ...(def.links ?? []).map((l) => index(`${itemsTableName(def)}_${snake(l.line)}`).on(cols[l.line])),
      ];
    },
  );
}

export const columnName = snake;
