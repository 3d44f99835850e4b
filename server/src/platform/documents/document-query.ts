import { can, type DocumentDef, type Fields } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { cappedCount } from '../db/capped-count.ts';
import { type DbOrTx, queryRows } from '../db/client.ts';
import type { PageResult, PageWindow } from '../http/paging.ts';
import { linkLabelKey, linkLabelSql } from './document-links.ts';
import { columnName, itemsTableName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * Set-based reads of documents: one SQL statement per page, with the display labels of
 * referenced records joined in. Fields the caller may not see are never selected, so they cannot
 * leave the server (SPEC §6 field-level rules).
 */
export function refLabelKey(field: string): string {
  return `${field.replace(/Id$/, '')}Label`;
}

/** Columns of the given fields on alias `t`, with the display labels of referenced records. */
export function fieldSelect(
  registry: DocumentRegistry,
  fields: Fields,
  roles: readonly string[],
  derived: Record<string, SQL> = {},
) {
  const columns: SQL[] = [sql`t.id`];
  const joins: SQL[] = [];
  const visible = Object.entries(fields)
    .filter(([, f]) => !f.permission || can(roles, f.permission))
    .map(([name]) => name);
  for (const name of visible) {
    columns.push(
      sql`${derived[name] ?? sql`t.${sql.identifier(columnName(name))}`} as ${sql.identifier(name)}`,
    );
    const field = fields[name];
    if (field.kind !== 'ref') continue;
    const target = registry.get(field.target).def;
    const alias = `r_${columnName(name)}`;
    const parts = target.display
      .filter((d) => !target.fields[d].permission || can(roles, target.fields[d].permission!))
      .map((d) => sql`${sql.identifier(alias)}.${sql.identifier(columnName(d))}`);
    columns.push(sql`concat_ws(' ', ${sql.join(parts, sql`, `)}) as ${sql.identifier(refLabelKey(name))}`);
    joins.push(
      sql`left join ${sql.identifier(target.table)} ${sql.identifier(alias)} on ${sql.identifier(alias)}.id = t.${sql.identifier(columnName(name))}`,
    );
  }
  return { columns, joins };
}

function selectList(registry: DocumentRegistry, def: DocumentDef, roles: readonly string[]) {
  const { columns, joins } = fieldSelect(registry, def.fields, roles, registry.get(def.key).derived);
  columns.push(sql`t.status, t.version, t.create_by as "createBy", t.create_at as "createAt",
    t.modify_by as "modifyBy", t.modify_at as "modifyAt", t.auditor, t.audit_date as "auditDate"`);
  return { columns: sql.join(columns, sql`, `), joins: sql.join(joins, sql` `) };
}

export type ListFilters = Record<string, unknown>;

export function whereClause(
  def: DocumentDef,
  filters: ListFilters,
  ids?: number[],
  derived: Record<string, SQL> = {},
): SQL {
  const parts: SQL[] = [sql`true`];
  const status = filters.status;
  if (typeof status === 'string' && status !== '' && status !== 'ALL') parts.push(sql`t.status = ${status}`);
  for (const name of def.list.filters) {
    if (name === 'status') continue;
    const field = def.fields[name];
    const col = derived[name] ?? sql`t.${sql.identifier(columnName(name))}`;
    if (field.kind === 'date') {
      const start = filters[`${name}Start`];
      const end = filters[`${name}End`];
      if (typeof start === 'string' && start) parts.push(sql`${col} >= ${start}`);
      if (typeof end === 'string' && end) parts.push(sql`${col} <= ${end}`);
      continue;
    }
    const value = filters[name];
    if (value === undefined || value === null || value === '') continue;
    if (field.kind === 'text') {
      const escaped = String(value).replace(/[\\%_]/g, (c) => `\\${c}`);
      parts.push(sql`${col} ilike ${`%${escaped}%`}`);
    } else if (field.kind === 'bool') parts.push(sql`${col} = ${value === true || value === 'true'}`);
    else parts.push(sql`${col} = ${value}`);
  }
  if (ids?.length)
    parts.push(
      sql`t.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return sql.join(parts, sql` and `);
}

function orderBy(
  def: DocumentDef,
  sort: { field: string; order: 'asc' | 'desc' } | undefined,
  derived: Record<string, SQL>,
): SQL {
  const { field, order } = sort ?? def.list.defaultSort;
  const col =
    field === 'id'
      ? sql`t.id`
      : field === 'status'
        ? sql`t.status`
        : (derived[field] ?? sql`t.${sql.identifier(columnName(field))}`);
  const dir = order === 'desc' ? sql`desc` : sql`asc`;
  return field === 'id' ? sql`${col} ${dir}` : sql`${col} ${dir} nulls last, t.id ${dir}`;
}

function countRows(db: DbOrTx, table: string, where: SQL): Promise<{ total: number; exact: boolean }> {
  return cappedCount(db, sql`select 1 from ${sql.identifier(table)} t where ${where}`);
}

export interface ListInput {
  filters: ListFilters;
  page: PageWindow;
  sort?: { field: string; order: 'asc' | 'desc' };
  ids?: number[];
  extraWhere?: SQL;
}

export async function listDocuments(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  roles: readonly string[],
  input: ListInput,
): Promise<PageResult<Record<string, unknown>> & { totalExact: boolean }> {
  const { columns, joins } = selectList(registry, def, roles);
  const base = whereClause(def, input.filters, input.ids, registry.get(def.key).derived);
  const where = input.extraWhere ? sql`${base} and ${input.extraWhere}` : base;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${columns} from ${sql.identifier(def.table)} t ${joins} where ${where}
        order by ${orderBy(def, input.sort, registry.get(def.key).derived)} limit ${input.page.limit} offset ${input.page.offset}`,
  );
  const { total, exact } = await countRows(db, def.table, where);
  return {
    requestList: rows,
    totalRec: total,
    totalExact: exact,
    pageIndex: input.page.pageIndex,
    pageSize: input.page.pageSize,
  };
}

/** All matching rows, in pages, for the Excel export (streams without loading everything). */
export async function* iterateDocuments(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  roles: readonly string[],
  input: Omit<ListInput, 'page'>,
  batch = 2_000,
): AsyncGenerator<Record<string, unknown>[]> {
  const { columns, joins } = selectList(registry, def, roles);
  const base = whereClause(def, input.filters, input.ids, registry.get(def.key).derived);
  const where = input.extraWhere ? sql`${base} and ${input.extraWhere}` : base;
  for (let offset = 0; ; offset += batch) {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${columns} from ${sql.identifier(def.table)} t ${joins} where ${where}
          order by ${orderBy(def, input.sort, registry.get(def.key).derived)} limit ${batch} offset ${offset}`,
    );
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

export async function findDocument(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  roles: readonly string[],
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const { columns, joins } = selectList(registry, def, roles);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${columns} from ${sql.identifier(def.table)} t ${joins} where t.id = ${id}`,
  );
  return row;
}

/** The line items of a document, in line order, with the labels of referenced records. */
export async function findItems(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  roles: readonly string[],
  docId: number,
): Promise<Record<string, unknown>[]> {
  if (!def.items) return [];
  const { columns, joins } = fieldSelect(registry, def.items.fields, roles);
  columns.push(sql`t.line_no as "lineNo"`, sql`t.closed`);
  for (const link of def.links ?? [])
    columns.push(
      sql`${linkLabelSql(registry, link, sql`t.${sql.identifier(columnName(link.line))}`)} as ${sql.identifier(linkLabelKey(link.line))}`,
    );
  return queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from ${sql.identifier(itemsTableName(def))} t ${sql.join(joins, sql` `)}
        where t.doc_id = ${docId} order by t.line_no`,
  );
}
