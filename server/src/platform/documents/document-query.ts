import { can, type DocumentDef, type Fields } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { COUNT_CAP, cappedCount } from '../db/capped-count.ts';
import { type DbOrTx, queryRows } from '../db/client.ts';
import type { PageResult, PageWindow } from '../http/paging.ts';
import { linkLabelKey, linkLabelSql } from './document-links.ts';
import { type Reader, scopeWhere } from './document-scope.ts';
import { containsPattern, KEYWORD_FILTER, keywordWhere, nameContains } from './document-search.ts';
import { columnName, itemsTableName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * Set-based reads of documents: one SQL statement per page, with the display labels of
 * referenced records joined in for the page's rows only. Fields the caller may not see are never selected, so they cannot
 * leave the server (SPEC §6 field-level rules).
 */
/**
 * A contains-search counts exactly only this far: its matches are read row by row (a trigram
 * index's candidates are checked in the table; a 1–2 character text has no trigram and scans), so
 * 10,000 of them cost 60–190 ms at a million rows where 1,000 cost a tenth.
 */
const SEARCH_COUNT_CAP = 1_000;

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
      // A name is found by its pinyin too (document-search.ts).
      if (!derived[name]) parts.push(nameContains(def, name, String(value)));
      else parts.push(sql`${col} ilike ${containsPattern(String(value))}`);
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
  // The database's own null placement (last ascending, first descending): that is the order of
  // the (column, id) index read forwards or backwards, so a page stops after its rows. `desc
  // nulls last` would not match a backward scan and every matching row would be sorted.
  return field === 'id' ? sql`${col} ${dir}` : sql`${col} ${dir}, t.id ${dir}`;
}

function countRows(
  db: DbOrTx,
  table: string,
  where: SQL,
  cap: number,
): Promise<{ total: number; exact: boolean }> {
  return cappedCount(db, sql`select 1 from ${sql.identifier(table)} t where ${where}`, cap);
}

export interface ListInput {
  filters: ListFilters;
  page: PageWindow;
  sort?: { field: string; order: 'asc' | 'desc' };
  ids?: number[];
  extraWhere?: SQL;
  /** false: skip the count (lookups): `totalRec` is the rows up to this page, +1 when more follow. */
  count?: boolean;
}

/**
 * The list's condition: declared filters, the lookup keyword, selected ids and the route's own;
 * `searched` when any of them is a contains-search (a typed text, or a route's own condition).
 */
function listWhere(
  registry: DocumentRegistry,
  def: DocumentDef,
  reader: Reader,
  input: Omit<ListInput, 'page'>,
): { where: SQL; searched: boolean } {
  const parts = [whereClause(def, input.filters, input.ids, registry.get(def.key).derived)];
  // The record rule first: no filter, keyword or route condition reaches past it.
  const scope = scopeWhere(registry, def, reader);
  if (scope) parts.unshift(scope);
  const keyword = keywordWhere(def, reader.roles, input.filters[KEYWORD_FILTER]);
  if (keyword) parts.push(keyword);
  if (input.extraWhere) parts.push(input.extraWhere);
  const typed = def.list.filters.some((name) => {
    const value = input.filters[name];
    return def.fields[name]?.kind === 'text' && value !== undefined && value !== null && value !== '';
  });
  return { where: sql.join(parts, sql` and `), searched: typed || !!keyword || !!input.extraWhere };
}

/**
 * One page: the base table alone is filtered, ordered and cut to the page (on its indexes, no
 * join), then only the page's rows get their columns and the labels of the records they name.
 */
function pageQuery(
  registry: DocumentRegistry,
  def: DocumentDef,
  roles: readonly string[],
  where: SQL,
  sort: ListInput['sort'],
  limit: number,
  offset: number,
  /** Search only the first rows in the list's order (a lookup's probe, see LOOKUP_PROBE). */
  probe?: number,
  /**
   * The matches are known to be few (an exact count of a search): find them first, then sort.
   * `offset 0` keeps the planner from walking the order's index past a million rows for them.
   */
  few?: boolean,
): SQL {
  const { columns, joins } = selectList(registry, def, roles);
  const table = sql.identifier(def.table);
  const order = orderBy(def, sort, registry.get(def.key).derived);
  const source = probe
    ? sql`(select * from ${table} t order by ${order} limit ${probe})`
    : few
      ? sql`(select * from ${table} t where ${where} offset 0)`
      : table;
  return sql`select ${columns} from (select t.id from ${source} t where ${where} order by ${order}
      limit ${limit} offset ${offset}) p join ${table} t on t.id = p.id ${joins} order by ${order}`;
}

/**
 * A lookup of common text first searches the first rows in the list's order: when they hold the
 * page, they are the page. The planners misjudge how common a trigram match is (pg_trgm's
 * estimate) and may read every match through the trigram indexes to sort them, 8,441 rows for
 * '苏州金彩' in a million suppliers, where reading the order finds 41 in 4,866. A rare text fails
 * the probe and is then found through the trigram indexes. 6,000: text in more than ≈ 0.7 % of the
 * rows fills 41 options from the probe; rare text pays ≈ 6–16 ms for it (docs/PERFORMANCE.md).
 */
const LOOKUP_PROBE = 6_000;

export async function listDocuments(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  reader: Reader,
  input: ListInput,
): Promise<PageResult<Record<string, unknown>> & { totalExact: boolean }> {
  const { roles } = reader;
  const { where, searched } = listWhere(registry, def, reader, input);
  const { limit, offset } = input.page;
  const counted = input.count !== false;
  // A search is counted first: when its matches are few (counted exactly, at most
  // SEARCH_COUNT_CAP), the page is found among them rather than along the order's index — the
  // planners misjudge how rare a trigram match is ('1234' in a million codes: 300 rows, found by
  // walking 80,000 index entries in code order, 25 ms, instead of 1 ms from the trigram index).
  const searchCount =
    counted && searched ? await countRows(db, def.table, where, SEARCH_COUNT_CAP) : undefined;
  // Without a count, one row more than the page tells whether another page follows.
  const page = (probe?: number) =>
    queryRows<Record<string, unknown>>(
      db,
      pageQuery(
        registry,
        def,
        roles,
        where,
        input.sort,
        counted ? limit : limit + 1,
        offset,
        probe,
        searchCount?.exact,
      ),
    );
  const probing = !counted && searched && offset + limit < LOOKUP_PROBE;
  let rows = probing ? await page(LOOKUP_PROBE) : [];
  if (!probing || rows.length <= limit) rows = await page();
  const more = !counted && rows.length > limit;
  if (more) rows.length = limit;
  const { total, exact } = counted
    ? (searchCount ?? (await countRows(db, def.table, where, COUNT_CAP)))
    : { total: offset + rows.length + (more ? 1 : 0), exact: !more };
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
  reader: Reader,
  input: Omit<ListInput, 'page'>,
  batch = 2_000,
): AsyncGenerator<Record<string, unknown>[]> {
  const { roles } = reader;
  const { where } = listWhere(registry, def, reader, input);
  for (let offset = 0; ; offset += batch) {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      pageQuery(registry, def, roles, where, input.sort, batch, offset),
    );
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

/** A record as the reader may see it; undefined when it does not exist or is outside their scope. */
export async function findDocument(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  reader: Reader,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const { columns, joins } = selectList(registry, def, reader.roles);
  const scope = scopeWhere(registry, def, reader);
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${columns} from ${sql.identifier(def.table)} t ${joins} where t.id = ${id}${scope ? sql` and ${scope}` : sql``}`,
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
