import {
  can,
  type ReportDef,
  ResultCode,
  reportAsDocument,
  unmarkedMoney,
  withLabels,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cappedCount } from '../db/capped-count.ts';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { refLabelKey } from '../documents/document-query.ts';
import { listSchema } from '../documents/document-schemas.ts';
import { type Reader, scopeWhere } from '../documents/document-scope.ts';
import { contentDisposition, datedFileName, streamExport } from '../documents/excel-export.ts';
import type { DocumentRegistry } from '../documents/registry.ts';
import { fail } from '../http/app-error.ts';
import { pageWindow } from '../http/paging.ts';
import { addRoute, declaredAccess } from '../http/route.ts';

/**
 * The two calls of every declared report (DESIGN §4): a page of rows with the totals of the whole
 * filtered set, and the same query streamed to Excel. The module gives one set-based SQL query
 * per report; this wraps it, selects only the columns the caller may see (SPEC §6), sorts and pages.
 */
export type ReportFilters = Record<string, unknown>;
export type ReportSort = { field: string; order: 'asc' | 'desc' };
/**
 * The reader's record rule as a condition on a column that names the followed record (a
 * customer): true exactly for the records they may see.
 */
export type ReportScope = (column: SQL) => SQL;
/**
 * A report's rows. `sort` is the order the page will be read in; a query may use it to read only
 * the rows it needs (a running balance counted from the end when the newest rows come first).
 * `scope` is given only to a query that narrows its own rows (`ReportExtras.scopesInside`), and
 * only when the reader does not see every record.
 */
export type ReportQuery = (filters: ReportFilters, sort?: ReportSort, scope?: ReportScope) => SQL;

export type ReportRow = Record<string, unknown>;

/** What a module adds to a report's query beyond SQL. */
export interface ReportExtras {
  /**
   * Totals and the row count in one row without reading every row (a ledger adds up closed
   * months from their stored flows). Without it, a report with totals adds them up over the query,
   * and one without counts exactly up to 10,000 rows and estimates past that.
   */
  summary?: ReportQuery;
  /** Finishes each page of rows (screen and export alike) in code: texts SQL cannot write. */
  finishRows?: (db: DbOrTx, rows: ReportRow[]) => Promise<ReportRow[]>;
  /**
   * The query applies the record rule itself (its `scope`), before it adds rows up: a row that
   * sums several followed records (a salesperson's month of orders of many customers) names none
   * of them, so it cannot be narrowed afterwards. Its summary query gets the scope too.
   */
  scopesInside?: boolean;
  /**
   * Column headers that depend on data (the aging buckets follow 财务设置): answered with every
   * page as `labels` and used as the export's headers, so the screen never guesses them.
   */
  labels?: (db: DbOrTx, filters: ReportFilters) => Promise<Record<string, string>>;
  /**
   * The query is costly as a whole (应收账款 adds up every document): the row count and the totals
   * are read with the page, from the same statement (window functions over every row before the
   * page is cut), so the query runs once rather than twice.
   */
  totalsInPage?: boolean;
  /**
   * Work done in code before the query, once per call (page, count and export alike): its answer
   * replaces the filters the query reads. For rows SQL cannot make on its own — a recipe exploded
   * through its half-stuff (BOM 价格) becomes a list of lines the query joins as `values`. Given the
   * reader's roles, so it never computes what the reader may not see.
   */
  prepare?: (db: DbOrTx, filters: ReportFilters, roles: readonly string[]) => Promise<ReportFilters>;
}

const ident = (name: string) => sql.identifier(name);

/** The row keys that leave the server for a caller: visible columns, ref labels, drill keys. */
function outputKeys(report: ReportDef, roles: readonly string[]): { keys: string[]; visible: Set<string> } {
  const visible = new Set(
    report.columns.filter((c) => {
      const p = report.fields[c].permission;
      return !p || can(roles, p);
    }),
  );
  const keys = new Set<string>(report.rowKey ? [report.rowKey] : []);
  for (const c of visible) {
    keys.add(c);
    if (report.fields[c].kind === 'ref') keys.add(refLabelKey(c));
    const drill = report.drill?.[c];
    for (const param of Object.values(drill?.params ?? {})) keys.add(param);
    if (drill?.screenFrom) keys.add(drill.screenFrom);
  }
  return { keys: [...keys], visible };
}

/** The sort asked for when the caller may see its column, else the report's default. */
function chosenSort(report: ReportDef, visible: Set<string>, sort?: ReportSort): ReportSort {
  const sortable = !report.sortable || (sort && report.sortable.includes(sort.field));
  return sort && visible.has(sort.field) && sortable ? sort : report.defaultSort;
}

function orderBy(report: ReportDef, chosen: ReportSort): SQL {
  const dir = chosen.order === 'desc' ? sql`desc` : sql`asc`;
  const indexOrder = report.sortAs?.[chosen.field];
  // Empty cells last in both directions, except for index-ordered columns (never null): there
  // `desc nulls last` would not match a backward index scan and every row would be sorted.
  if (indexOrder)
    return sql.join(
      indexOrder.map((c) => sql`${ident(c)} ${dir}`),
      sql`, `,
    );
  return sql`${ident(chosen.field)} ${dir} nulls last`;
}

async function runPage(
  db: DbOrTx,
  report: ReportDef,
  query: ReportQuery,
  roles: readonly string[],
  input: {
    filters: ReportFilters;
    limit: number;
    offset: number;
    sort?: ReportSort;
  },
  finishRows?: ReportExtras['finishRows'],
): Promise<ReportRow[]> {
  const { keys, visible } = outputKeys(report, roles);
  const sort = chosenSort(report, visible, input.sort);
  const inner = query(input.filters, sort);
  const columns = sql.join(
    keys.map((k) => ident(k)),
    sql`, `,
  );
  const rows = await queryRows<ReportRow>(
    db,
    sql`select ${columns} from (${inner}) r order by ${orderBy(report, sort)}
        limit ${input.limit} offset ${input.offset}`,
  );
  return finishRows && rows.length ? finishRows(db, rows) : rows;
}

/**
 * One page with the row count and the totals of every row (`totalsInPage`): undefined when the
 * page holds no row to carry them (past the end), and the caller counts as usual.
 */
async function pageWithTotals(
  db: DbOrTx,
  report: ReportDef,
  query: ReportQuery,
  roles: readonly string[],
  input: { filters: ReportFilters; limit: number; offset: number; sort?: ReportSort },
  totalled: string[],
  finishRows?: ReportExtras['finishRows'],
): Promise<{ rows: ReportRow[]; totalsRow: ReportRow } | undefined> {
  const { keys, visible } = outputKeys(report, roles);
  const sort = chosenSort(report, visible, input.sort);
  const totalKey = (c: string) => `__total_${c}`;
  const windows = [
    sql`count(*) over ()::int as "__count"`,
    ...totalled.map((c) => sql`coalesce(sum(${ident(c)}) over (), 0)::bigint as ${ident(totalKey(c))}`),
  ];
  const rows = await queryRows<ReportRow>(
    db,
    sql`select ${sql.join([...keys.map((k) => ident(k)), ...windows], sql`, `)}
        from (${query(input.filters, sort)}) r order by ${orderBy(report, sort)}
        limit ${input.limit} offset ${input.offset}`,
  );
  const [first] = rows;
  if (!first) return undefined;
  const totalsRow: ReportRow = {
    __count: first.__count,
    ...Object.fromEntries(totalled.map((c) => [c, first[totalKey(c)]])),
  };
  const page = rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => k !== '__count' && !k.startsWith('__total_'))),
  );
  return { rows: finishRows ? await finishRows(db, page) : page, totalsRow };
}

export function checkRequired(report: ReportDef, filters: ReportFilters) {
  for (const name of report.required ?? []) {
    const v = filters[name];
    if (v === undefined || v === null || v === '')
      fail(ResultCode.VALIDATION, `请选择${report.fields[name].label}`);
  }
}

/** The totals row and the row count ("__count"), and whether that count is exact. */
async function countAndTotals(
  db: DbOrTx,
  query: ReportQuery,
  filters: ReportFilters,
  totalled: string[],
  summary?: ReportQuery,
): Promise<{ totalsRow: ReportRow; exact: boolean }> {
  if (!summary && totalled.length === 0) {
    const { total, exact } = await cappedCount(db, query(filters));
    return { totalsRow: { __count: total }, exact };
  }
  const [totalsRow] = await queryRows<ReportRow>(
    db,
    summary
      ? summary(filters)
      : sql`select count(*)::int as "__count", ${sql.join(
          totalled.map((c) => sql`coalesce(sum(${ident(c)}), 0)::bigint as ${ident(c)}`),
          sql`, `,
        )} from (${query(filters)}) r`,
  );
  return { totalsRow, exact: true };
}

/**
 * The report's query narrowed to the rows the reader may see, when its rows follow a record rule
 * (`recordRule.follows`): the named column must be a record of the target the reader sees. A
 * module's summary query knows nothing of the rule, so a narrowed report adds its totals up over
 * its rows instead — unless the module narrows its rows itself (`scopesInside`).
 */
function scopedQueries(
  registry: DocumentRegistry,
  report: ReportDef,
  reader: Reader,
  query: ReportQuery,
  summary?: ReportQuery,
  inside = false,
): { query: ReportQuery; summary?: ReportQuery } {
  const follows = report.recordRule?.follows;
  if (!follows) return { query, summary };
  const field = report.fields[follows];
  if (field?.kind !== 'ref') throw new Error(`${report.key}.recordRule follows ${follows}, not a reference`);
  const target = registry.get(field.target).def;
  const condition = scopeWhere(registry, target, reader, 'rs');
  if (!condition) return { query, summary };
  if (inside) {
    const scope: ReportScope = (column) =>
      sql`${column} in (select rs.id from ${ident(target.table)} rs where ${condition})`;
    return {
      query: (filters, sort) => query(filters, sort, scope),
      summary: summary && ((filters, sort) => summary(filters, sort, scope)),
    };
  }
  return {
    query: (filters, sort) => sql`select * from (${query(filters, sort)}) rq
      where rq.${ident(follows)} in (select rs.id from ${ident(target.table)} rs where ${condition})`,
  };
}

export function reportRoutes(
  app: FastifyInstance,
  report: ReportDef,
  query: ReportQuery,
  extras: ReportExtras = {},
): void {
  const { summary, finishRows, scopesInside, labels, totalsInPage, prepare } = extras;
  const prepared = (filters: ReportFilters, roles: readonly string[]) =>
    prepare ? prepare(app.db, filters, roles) : filters;
  const unmarked = unmarkedMoney(report.fields);
  if (unmarked.length)
    throw new Error(`${report.key}: money column ${unmarked.join(', ')} names no permission`);
  const asDoc = reportAsDocument(report);
  const schema = listSchema(asDoc);
  const tags = [report.key];
  const { prefix, name } = report.api;
  const access = declaredAccess(report.access, report.screen);
  // Export needs the EXPORT grant (SPEC §6, which implies the menu) and whatever reading needs.
  const exportAccess =
    typeof report.access === 'object'
      ? { export: report.screen, permission: report.access.permission }
      : { export: report.screen };

  addRoute(app, {
    method: 'POST',
    url: `${prefix}/query${name}List`,
    summary: `${report.title}（分页，含合计）`,
    tags,
    access,
    body: schema,
    handler: async ({ body, user }) => {
      const asked = (body.queryParameterVo ?? {}) as ReportFilters;
      checkRequired(report, asked);
      const window = pageWindow(body);
      const roles = user!.roles;
      const filters = await prepared(asked, roles);
      const { visible } = outputKeys(report, roles);
      const totalled = (report.totals ?? []).filter((c) => visible.has(c));
      const scoped = scopedQueries(app.documents, report, user!, query, summary, scopesInside);
      const input = { filters, limit: window.limit, offset: window.offset, sort: body.sort };
      const together =
        totalsInPage && !scoped.summary
          ? await pageWithTotals(app.db, report, scoped.query, roles, input, totalled, finishRows)
          : undefined;
      const { totalsRow, exact } = together
        ? { totalsRow: together.totalsRow, exact: true }
        : await countAndTotals(app.db, scoped.query, filters, totalled, scoped.summary);
      const rows = together?.rows ?? (await runPage(app.db, report, scoped.query, roles, input, finishRows));
      const { __count } = totalsRow;
      const headers = labels ? await labels(app.db, filters) : undefined;
      const totals = Object.fromEntries(totalled.map((c) => [c, totalsRow[c] ?? 0]));
      return {
        requestList: rows,
        totalRec: Number(__count),
        totalExact: exact,
        pageIndex: window.pageIndex,
        pageSize: window.pageSize,
        totals: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Number(v)])),
        ...(headers ? { labels: headers } : {}),
      };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: `${prefix}/export${name}List`,
    summary: `导出${report.title}（Excel）`,
    tags,
    access: exportAccess,
    body: schema,
    raw: true,
    handler: async ({ body, user, reply, request }) => {
      const asked = (body.queryParameterVo ?? {}) as ReportFilters;
      checkRequired(report, asked);
      const roles = user!.roles;
      const filters = await prepared(asked, roles);
      const { visible } = outputKeys(report, roles);
      const scoped = scopedQueries(app.documents, report, user!, query, undefined, scopesInside);
      async function* batches() {
        const size = 2000;
        for (let offset = 0; ; offset += size) {
          const rows = await runPage(
            app.db,
            report,
            scoped.query,
            roles,
            { filters, limit: size, offset, sort: body.sort },
            finishRows,
          );
          if (rows.length) yield rows;
          if (rows.length < size) return;
        }
      }
      const stream = streamExport(
        labels ? withLabels(asDoc, await labels(app.db, filters)) : asDoc,
        (c) => visible.has(c),
        batches(),
        (err) => request.log.error({ err }, 'report export failed'),
      );
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(datedFileName(report.title)))
        .send(stream);
    },
  });
}
