import { can, type ReportDef, ResultCode, reportAsDocument } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { refLabelKey } from '../documents/document-query.ts';
import { listSchema } from '../documents/document-schemas.ts';
import { contentDisposition, datedFileName, streamExport } from '../documents/excel-export.ts';
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
 * A report's rows. `sort` is the order the page will be read in; a query may use it to read only
 * the rows it needs (a running balance counted from the end when the newest rows come first).
 */
export type ReportQuery = (filters: ReportFilters, sort?: ReportSort) => SQL;

const ident = (name: string) => sql.identifier(name);

/** The row keys that leave the server for a caller: visible columns, ref labels, drill keys. */
function outputKeys(report: ReportDef, roles: readonly string[]): { keys: string[]; visible: Set<string> } {
  const visible = new Set(
    report.columns.filter((c) => {
      const p = report.fields[c].permission;
      return !p || can(roles, p);
    }),
  );
  const keys = new Set<string>();
  for (const c of visible) {
    keys.add(c);
    if (report.fields[c].kind === 'ref') keys.add(refLabelKey(c));
    for (const param of Object.values(report.drill?.[c]?.params ?? {})) keys.add(param);
  }
  return { keys: [...keys], visible };
}

/** The sort asked for when the caller may see its column, else the report's default. */
function chosenSort(report: ReportDef, visible: Set<string>, sort?: ReportSort): ReportSort {
  return sort && visible.has(sort.field) ? sort : report.defaultSort;
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
) {
  const { keys, visible } = outputKeys(report, roles);
  const sort = chosenSort(report, visible, input.sort);
  const inner = query(input.filters, sort);
  const columns = sql.join(
    keys.map((k) => ident(k)),
    sql`, `,
  );
  return queryRows<Record<string, unknown>>(
    db,
    sql`select ${columns} from (${inner}) r order by ${orderBy(report, sort)}
        limit ${input.limit} offset ${input.offset}`,
  );
}

export function checkRequired(report: ReportDef, filters: ReportFilters) {
  for (const name of report.required ?? []) {
    const v = filters[name];
    if (v === undefined || v === null || v === '')
      fail(ResultCode.VALIDATION, `请选择${report.fields[name].label}`);
  }
}

/**
 * `summary`, when given, answers the totals row and the row count ("__count") in one row without
 * reading every row of the query (a ledger adds up closed months from their stored flows).
 */
export function reportRoutes(
  app: FastifyInstance,
  report: ReportDef,
  query: ReportQuery,
  summary?: ReportQuery,
): void {
  const asDoc = reportAsDocument(report);
  const schema = listSchema(asDoc);
  const tags = [report.key];
  const { prefix, name } = report.api;
  const access = declaredAccess(report.access, report.screen);

  addRoute(app, {
    method: 'POST',
    url: `${prefix}/query${name}List`,
    summary: `${report.title}（分页，含合计）`,
    tags,
    access,
    body: schema,
    handler: async ({ body, user }) => {
      const filters = (body.queryParameterVo ?? {}) as ReportFilters;
      checkRequired(report, filters);
      const window = pageWindow(body);
      const roles = user!.roles;
      const { visible } = outputKeys(report, roles);
      const totalled = (report.totals ?? []).filter((c) => visible.has(c));
      const [totalsRow] = await queryRows<Record<string, unknown>>(
        app.db,
        summary
          ? summary(filters)
          : sql`select count(*)::int as "__count" ${
              totalled.length
                ? sql`, ${sql.join(
                    totalled.map((c) => sql`coalesce(sum(${ident(c)}), 0)::bigint as ${ident(c)}`),
                    sql`, `,
                  )}`
                : sql``
            } from (${query(filters)}) r`,
      );
      const rows = await runPage(app.db, report, query, roles, {
        filters,
        limit: window.limit,
        offset: window.offset,
        sort: body.sort,
      });
      const { __count } = totalsRow;
      const totals = Object.fromEntries(totalled.map((c) => [c, totalsRow[c] ?? 0]));
      return {
        requestList: rows,
        totalRec: Number(__count),
        pageIndex: window.pageIndex,
        pageSize: window.pageSize,
        totals: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Number(v)])),
      };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: `${prefix}/export${name}List`,
    summary: `导出${report.title}（Excel）`,
    tags,
    access: { export: report.screen },
    body: schema,
    raw: true,
    handler: async ({ body, user, reply, request }) => {
      const filters = (body.queryParameterVo ?? {}) as ReportFilters;
      checkRequired(report, filters);
      const roles = user!.roles;
      const { visible } = outputKeys(report, roles);
      async function* batches() {
        const size = 2000;
        for (let offset = 0; ; offset += size) {
          const rows = await runPage(app.db, report, query, roles, {
            filters,
            limit: size,
            offset,
            sort: body.sort,
          });
          if (rows.length) yield rows;
          if (rows.length < size) return;
        }
      }
      const stream = streamExport(
        asDoc,
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
