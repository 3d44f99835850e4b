import { auditEntityOptions, auditedDocuments, COMPANY_TIME_ZONE, type DocumentDef } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { personName } from '../../platform/audit/people.ts';
import { columnName } from '../../platform/documents/document-table.ts';
import type { ReportFilters } from '../../platform/reports/report.routes.ts';

/**
 * The SQL of the audit log (审计日志): events newest first, each filter served by an index ending
 * in (at, id) (see `audit_events` in the schema), and what each event names read as people do —
 * a document by its number, master data by code and name, staff by account and name.
 */
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const isId = sql`e.entity_id ~ '^[0-9]{1,15}$'`;

/** The columns that name a declared record: its number, else its display fields (code, name). */
function namingColumns(def: DocumentDef): SQL[] {
  const fields = def.numbering ? [def.numbering.field] : def.display;
  return fields.map((f) => sql`x.${sql.identifier(columnName(f))}`);
}

const adminNames: [string, string, SQL][] = [
  ['user', 'users', sql`x.user_name, x.real_name`],
  ['role', 'roles', sql`x.role_name, x.label`],
  ['department', 'departments', sql`x.name`],
];

/** The record an event names, as text: `RK20261005001`, `YL-PB153 酞菁蓝`, `zhangsan 张三`. */
function recordLabel(): SQL {
  const branches = [
    ...auditedDocuments.map((d): [string, string, SQL] => [
      d.key,
      d.table,
      sql.join(namingColumns(d), sql`, `),
    ]),
    ...adminNames,
  ].map(
    ([entity, table, columns]) =>
      sql`when ${entity} then (select concat_ws(' ', ${columns}) from ${sql.identifier(table)} x
           where x.id = e.entity_id::bigint)`,
  );
  // Ids are numbers for every declared record; a record gone or named otherwise shows its id.
  return sql`coalesce(case when ${isId} then case e.entity ${sql.join(branches, sql` `)} end end, e.entity_id)`;
}

/**
 * The events a record filter names: the id as typed, or the record whose number, code, account
 * or name it is — as (entity, id) pairs, so each is read from the (entity, entity_id) index.
 */
function recordMatches(value: string, entity: string | undefined): SQL {
  const lookups: SQL[] = [];
  const add = (key: string, table: string, column: SQL) => {
    if (entity && entity !== key) return;
    lookups.push(
      sql`select ${key}::text as entity, id::text as id from ${sql.identifier(table)} x where ${column}`,
    );
  };
  for (const d of auditedDocuments) {
    const first = d.numbering?.field ?? d.display[0];
    // Only a text column can equal typed text: a record named by a number or a reference (a
    // safety-stock setting is named by its material) is found by its id instead. Comparing such a
    // column with text made PostgreSQL fail the whole query (found by scan:sql's baseline).
    if (first && d.fields[first]?.kind === 'text')
      add(d.key, d.table, sql`x.${sql.identifier(columnName(first))} = ${value}`);
  }
  add('user', 'users', sql`lower(x.user_name) = lower(${value})`);
  add('role', 'roles', sql`x.role_name = ${value}`);
  add('department', 'departments', sql`x.name = ${value}`);
  // The id as typed, of the chosen kind or of every kind (still one index probe each).
  const kinds = entity ? [entity] : auditEntityOptions.map((o) => o.value);
  const typed = sql`select k, ${value}::text from unnest(${sql`array[${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`}) k`;
  return sql`(e.entity, e.entity_id) in (${sql.join([typed, ...lookups], sql` union all `)})`;
}

/** Start of a yyyymmdd day in the company's time zone. */
const dayStart = (ymd: string, plusDays = 0) =>
  sql`((to_date(${ymd}, 'YYYYMMDD') + ${plusDays}::int)::timestamp at time zone ${COMPANY_TIME_ZONE})`;

export function auditWhere(f: ReportFilters): SQL {
  const parts: SQL[] = [sql`true`];
  const actor = str(f.actor);
  if (actor)
    parts.push(sql`e.actor in (select ${actor}::text union
      select user_name from users where real_name = ${actor} or lower(user_name) = lower(${actor}))`);
  const entity = str(f.entity);
  if (entity) parts.push(sql`e.entity = ${entity}`);
  const action = str(f.action);
  if (action) parts.push(sql`e.action = ${action}`);
  const record = str(f.record);
  if (record) parts.push(recordMatches(record, entity));
  const start = str(f.dateStart);
  if (start && /^\d{8}$/.test(start)) parts.push(sql`e.at >= ${dayStart(start)}`);
  const end = str(f.dateEnd);
  if (end && /^\d{8}$/.test(end)) parts.push(sql`e.at < ${dayStart(end, 1)}`);
  return sql.join(parts, sql` and `);
}

/**
 * One row per event; `changes` is written after the query, from the stored states. The actor is
 * named as people are (issue 35 item 7): 姓名, the login name only for an account without one.
 */
export function auditEventsQuery(f: ReportFilters): SQL {
  return sql`select e.id, e.at as "atTime",
      to_char(e.at at time zone ${COMPANY_TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') as at,
      coalesce(${personName(sql`e.actor`)}, '系统') as actor,
      e.action, e.entity, ${recordLabel()} as record, null::text as changes,
      e.ip, e.request_id as "requestId"
    from audit_events e where ${auditWhere(f)}`;
}
