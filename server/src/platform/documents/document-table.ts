import type { DocumentDef, FieldDef } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

export function documentTable(def: DocumentDef) {
  const fieldColumns = Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => !f.derived)
      .map(([name, f]) => [name, column(name, f)]),
  );
  return pgTable(def.table, { id: serial('id').primaryKey(), ...fieldColumns, ...auditColumns() }, (t) => {
    const cols = t as unknown as Record<string, Parameters<typeof index>[0] & never>;
    const indexes = [index(`${def.table}_status`).on(cols.status)];
    for (const [name, f] of Object.entries(def.fields)) {
      if (f.derived) continue;
      if (f.kind === 'text' && f.unique) {
        indexes.push(uniqueIndex(`${def.table}_${snake(name)}_ci`).on(sql`lower(${cols[name]})`));
      } else if (f.kind === 'ref' || def.list.filters.includes(name)) {
        indexes.push(index(`${def.table}_${snake(name)}`).on(cols[name]));
      }
    }
    const sortField = def.list.defaultSort.field;
    if (sortField !== 'id' && !def.list.filters.includes(sortField)) {
      indexes.push(index(`${def.table}_${snake(sortField)}_sort`).on(cols[sortField]));
    }
    return indexes;
  });
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
