import {
  type AuditEventDetail,
  auditActionLabel,
  auditEntityLabel,
  auditedDocument,
  departmentAuditFields,
  describeChanges,
  diffFields,
  documentAuditFields,
  documentState,
  type FieldSpec,
  fileAuditFields,
  ResultCode,
  roleAuditFields,
  staffAuditFields,
} from '@tiangong/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { redactSecrets } from '../../platform/audit/audit.service.ts';
import { peopleNames } from '../../platform/audit/people.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { auditEvents, departments, menus, users } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/app-error.ts';
import type { ReportRow } from '../../platform/reports/report.routes.ts';
import { auditEventsQuery } from './audit-events.queries.ts';

/** A record's state as an audit event kept it: any document's or master record's fields. */
type AuditState = { [field: string]: unknown };
type Stored = AuditState | null;
const isRecord = (v: unknown): v is AuditState => v !== null && typeof v === 'object' && !Array.isArray(v);
/** A stored state as it leaves the server: an object with its secrets hidden (older rows too). */
const asState = (v: unknown): Stored => {
  const redacted = redactSecrets(v);
  return isRecord(redacted) ? redacted : null;
};

/** The admin change history shown on staff, role and department details. */
export async function auditLog(db: DbOrTx, entity: string, entityId: number) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, String(entityId))))
    .orderBy(desc(auditEvents.id))
    .limit(200);
  const name = await peopleNames(
    db,
    rows.map((r) => r.actor),
  );
  return rows
    .filter((r) => r.action !== 'LOGIN')
    .map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      // By name (issue 35 item 7); the event keeps the login name.
      actor: name(r.actor),
      action: r.action,
      actionLabel: auditActionLabel(r.action),
      before: asState(r.before),
      after: asState(r.after),
    }));
}

interface StoredEvent {
  id: number;
  entity: string;
  before: Stored;
  after: Stored;
}

const idsIn = (events: StoredEvent[], key: string): number[] =>
  events.flatMap((e) => [e.before?.[key], e.after?.[key]]).filter((v): v is number => typeof v === 'number');

/**
 * The field labels each kind of record reads with (the same ones as the record's own change
 * history), with the names that roles' menus and departments' references need, read once per page.
 */
async function fieldsFor(db: DbOrTx, events: StoredEvent[]): Promise<(entity: string) => FieldSpec[]> {
  const kinds = new Set(events.map((e) => e.entity));
  const menuNames = new Map<number, string>();
  if (kinds.has('role'))
    for (const m of await db.select({ id: menus.id, name: menus.menuName }).from(menus))
      menuNames.set(m.id, m.name);
  const departmentNames = new Map<number, string>();
  const staffNames = new Map<number, string>();
  const departmentEvents = events.filter((e) => e.entity === 'department');
  if (departmentEvents.length) {
    for (const d of await db.select({ id: departments.id, name: departments.name }).from(departments))
      departmentNames.set(d.id, d.name);
    const managerIds = idsIn(departmentEvents, 'managerId');
    if (managerIds.length)
      for (const u of await db
        .select({ id: users.id, name: users.realName })
        .from(users)
        .where(inArray(users.id, managerIds)))
        staffNames.set(u.id, u.name);
  }
  const byKind: Record<string, FieldSpec[]> = {
    user: staffAuditFields,
    role: roleAuditFields((id) => menuNames.get(id) ?? `#${id}`),
    department: departmentAuditFields(
      (id) => departmentNames.get(id) ?? `#${id}`,
      (id) => staffNames.get(id) ?? `#${id}`,
    ),
    file: fileAuditFields,
  };
  return (entity) => {
    const def = auditedDocument(entity);
    return def ? documentAuditFields(def) : (byKind[entity] ?? []);
  };
}

async function storedEvents(db: DbOrTx, ids: number[]): Promise<StoredEvent[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      entity: auditEvents.entity,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .where(inArray(auditEvents.id, ids));
  // A document's older events kept the state before as its table's row: read by field names.
  const state = (entity: string, v: unknown) =>
    auditedDocument(entity) ? documentState(asState(v)) : asState(v);
  return rows.map((r) => ({ ...r, before: state(r.entity, r.before), after: state(r.entity, r.after) }));
}

/** Each row's 变更内容: the changed fields in words, as the record's own history reads them. */
export async function withChangeSummaries(db: DbOrTx, rows: ReportRow[]): Promise<ReportRow[]> {
  const ids = rows.map((r) => Number(r.id));
  const events = await storedEvents(db, ids);
  const fields = await fieldsFor(db, events);
  const summaries = new Map(events.map((e) => [e.id, describeChanges(e, fields(e.entity)).join('；')]));
  return rows.map((r) => ({ ...r, changes: summaries.get(Number(r.id)) ?? '' }));
}

/** One event in full: the row as the log shows it, each changed field, and both states whole. */
export async function auditEventDetail(db: DbOrTx, id: number): Promise<AuditEventDetail> {
  const [row] = await queryRows<{
    id: number;
    at: string;
    actor: string;
    action: string;
    entity: string;
    record: string;
    ip: string | null;
    requestId: string | null;
  }>(db, sql`select * from (${auditEventsQuery({})}) r where r.id = ${id}`);
  if (!row) fail(ResultCode.NOT_FOUND, '审计记录不存在');
  const [event] = await storedEvents(db, [id]);
  const fields = await fieldsFor(db, [event]);
  return {
    id: Number(row.id),
    at: row.at,
    actor: row.actor,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    entity: row.entity,
    entityLabel: auditEntityLabel(row.entity),
    record: row.record,
    ip: row.ip,
    requestId: row.requestId,
    changes: diffFields(event, fields(event.entity)),
    before: event.before,
    after: event.after,
  };
}
