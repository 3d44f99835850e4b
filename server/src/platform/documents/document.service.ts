import {
  can,
  type DocAccess,
  type DocStatus,
  type DocumentDef,
  type DocumentOf,
  type RecordOf,
  ResultCode,
  type SaveValues,
  type TransitionDef,
  transitionApplies,
} from '@tiangong/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit.service.ts';
import { peopleNames } from '../audit/people.ts';
import type { AuthUser } from '../auth/auth-user.ts';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { approvals, documentFiles, files } from '../db/schema.ts';
import { fail } from '../http/app-error.ts';
import { declaredRefusal } from '../http/unique-violation.ts';
import { lockAmountLinks, saveAmountLinks } from './amount-links.ts';
import { applyDefaults } from './document-defaults.ts';
import { checkDependencies } from './document-dependencies.ts';
import { draftOf } from './document-draft.ts';
import { documentLines, hookContext } from './document-lines.ts';
import { applyLinkTransition, linkLineFields } from './document-links.ts';
import { findDocument } from './document-query.ts';
import { lockRow, toRecord } from './document-record.ts';
import { defaultOwner, isVisible, type Reader, SYSTEM_READER, scopeWhere } from './document-scope.ts';
import { columnName, duplicateText, itemsTableName, uniqueIndexName } from './document-table.ts';
import { clearJudgement, judgeLines } from './line-judgement.ts';
import { checkLinksAtSave, checkSourcesPassAtSave, matchLinksAtSave } from './link-save.ts';
import { refuseSelfReview } from './maker-checker.ts';
import { fillMnemonics, pinyinAssignments } from './mnemonic.ts';
import { nextNumber } from './numbering.ts';
import type { DocumentRegistry, RegisteredDocument } from './registry.ts';

/**
 * Writes of the document engine: save (create or update under an optimistic lock), transitions
 * with their guards and hooks, deletion of drafts, attachments. Each call runs inside the
 * caller's transaction and records audit events.
 */
export function allowed(user: AuthUser, access: DocAccess): boolean {
  return access === 'session' || can(user.roles, access.permission);
}

/**
 * Every named record exists, is in use, and lies within the caller's record rule: a record they
 * may not see is refused as one that does not exist.
 */
export async function checkRefs(
  db: DbOrTx,
  registry: DocumentRegistry,
  fields: DocumentDef['fields'],
  values: Record<string, unknown>,
  reader: Reader,
) {
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind !== 'ref' || values[name] == null) continue;
    const target = registry.get(field.target).def;
    const scope = scopeWhere(registry, target, reader);
    const [row] = await queryRows<{ status: string }>(
      db,
      sql`select t.status from ${sql.identifier(target.table)} t
          where t.id = ${values[name] as number}${scope ? sql` and ${scope}` : sql``}`,
    );
    if (!row) fail(ResultCode.BUSINESS_RULE, `所选${field.label}不存在`);
    if (row.status === 'DISCARDED') fail(ResultCode.BUSINESS_RULE, `所选${field.label}已停用，请重新选择`);
    if (target.inactive?.statuses.includes(row.status))
      fail(ResultCode.BUSINESS_RULE, `所选${field.label}${target.inactive.reason}，请重新选择`);
  }
}

/**
 * The first unique field (in declaration order) whose value another record has, as its refusal.
 * `values` gives each field's candidates: the save's one value, or every text a request's body
 * holds under the field's name when a unique index refused a save that had passed this check.
 * One statement reads every field, so all are judged on one snapshot: a save racing another
 * sees either all of the other's values or none (then the index refuses it, and this answers).
 */
export async function takenUnique(
  db: DbOrTx,
  def: DocumentDef,
  values: (name: string) => readonly unknown[],
  selfId?: number,
): Promise<{ field: string; message: string } | undefined> {
  const asked = Object.entries(def.fields)
    .filter(([, field]) => field.kind === 'text' && field.unique)
    .map(([name, field]) => ({ name, field, values: values(name).filter(Boolean).map(String) }))
    .filter((f) => f.values.length > 0);
  if (asked.length === 0) return undefined;
  const col = (name: string) => sql`lower(${sql.identifier(columnName(name))})`;
  const among = (f: (typeof asked)[number]) =>
    sql`${col(f.name)} in (${sql.join(
      f.values.map((v) => sql`lower(${v})`),
      sql`, `,
    )})`;
  // One flag per field and candidate: `code:0` is true when another record has the first code.
  const flag = (name: string, i: number) => `${name}:${i}`;
  const [taken] = await queryRows<Record<string, boolean | null>>(
    db,
    sql`select ${sql.join(
      asked.flatMap((f) =>
        f.values.map(
          (v, i) => sql`bool_or(${col(f.name)} = lower(${v})) as ${sql.identifier(flag(f.name, i))}`,
        ),
      ),
      sql`, `,
    )} from ${sql.identifier(def.table)}
        where (${sql.join(asked.map(among), sql` or `)}) and id is distinct from ${selfId ?? null}`,
  );
  for (const f of asked) {
    const i = f.values.findIndex((_, k) => taken?.[flag(f.name, k)] === true);
    if (i >= 0) return { field: f.name, message: duplicateText(f.field.label, f.values[i]) };
  }
  return undefined;
}

/** A taken unique value is refused in the words of the index's own check, if a module declared one. */
async function checkUnique(db: DbOrTx, def: DocumentDef, values: Record<string, unknown>, selfId?: number) {
  const taken = await takenUnique(db, def, (name) => [values[name]], selfId);
  if (!taken) return;
  const declared = await declaredRefusal(uniqueIndexName(def, taken.field), values, db, selfId);
  fail(ResultCode.BUSINESS_RULE, declared ?? taken.message);
}

export async function saveDocument(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  doc: RegisteredDocument,
  input: Record<string, unknown>,
  /** The import has already resolved references and checked uniqueness for the whole file. */
  opts: { prechecked?: boolean } = {},
): Promise<{ id: number }> {
  const { def, hooks } = doc;
  const reader = request.authUser!;
  const actor = reader.userName;
  const { id, version, items, ...rest } = input as {
    id?: number;
    version?: number;
    items?: Record<string, unknown>[];
  } & Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(def.fields)) {
    // The number comes from the series, never from the caller.
    const field = def.fields[name];
    if (name === def.numbering?.field || field.derived || field.readOnly) continue;
    if (name in rest) values[name] = rest[name] === '' ? null : rest[name];
  }
  const before = id ? await lockRow(db, def, id, scopeWhere(registry, def, reader)) : undefined;
  if (before) {
    if (version === undefined || before.version !== version) fail(ResultCode.CONFLICT);
    if (before.status === 'DISCARDED') fail(ResultCode.BUSINESS_RULE, `${def.title}已停用或作废，不能修改`);
    if (def.draftStatuses.length > 0 && !def.draftStatuses.includes(before.status as string)) {
      fail(ResultCode.BUSINESS_RULE, `${def.title}已生效，不能修改`);
    }
    for (const [name, field] of Object.entries(def.fields)) {
      const old = before[columnName(name)];
      if (
        field.immutable &&
        name in values &&
        values[name] !== old &&
        !(values[name] == null && old == null)
      ) {
        fail(ResultCode.BUSINESS_RULE, `${field.label}创建后不能修改`);
      }
      // A field the caller may not see is never overwritten by its (absent) value.
      if (field.permission && !can(request.authUser!.roles, field.permission)) delete values[name];
    }
  } else {
    // A salesperson's new customer is theirs (their scope would not show it otherwise).
    const owner = defaultOwner(def, reader);
    if (owner && values[owner.field] == null) values[owner.field] = owner.id;
    // Declared defaults: today's date, 币种 CNY, … for what the new document leaves empty.
    await applyDefaults(db, registry, def, { header: values }, { newDocument: true, roles: reader.roles });
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.permission && !can(request.authUser!.roles, field.permission) && name in values)
        delete values[name];
      if (field.required && values[name] == null && !(def.numbering?.field === name)) {
        fail(ResultCode.VALIDATION, `请输入${field.label}`);
      }
    }
  }
  // A field only some may set (客户等级, SPEC §6): anyone else's change is refused, and the value
  // they send unchanged (the form sends every field) is left alone.
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.editPermission || !(name in values) || can(reader.roles, field.editPermission)) continue;
    const stored = before ? (before[columnName(name)] ?? null) : null;
    if ((values[name] ?? null) !== stored) fail(ResultCode.BUSINESS_RULE, `您无权修改${field.label}`);
    delete values[name];
  }
  fillMnemonics(def, values, before);
  const record = before && toRecord(def, before);
  // The state before, as the audit event keeps it: the record as read, like the state after, so
  // the audit log lists what changed (not every column as changed from empty).
  const auditBefore = before
    ? opts.prechecked
      ? record
      : await findDocument(db, registry, def, SYSTEM_READER, before.id as number)
    : null;
  const ctx = { ...hookContext(db, request, registry), before: record };
  // What the server fills itself is never taken from the caller; the hooks may set it. A link's
  // line field is the exception: 选单 and 下推 name the source line, the links check it.
  const linkFields = linkLineFields(def);
  const readOnlyItems = Object.entries(def.items?.fields ?? {}).filter(
    ([name, f]) => f.readOnly && !linkFields.has(name),
  );
  const sentLines = items?.map((line) =>
    Object.fromEntries(Object.entries(line).filter(([k]) => !readOnlyItems.some(([name]) => name === k))),
  );
  const draft = await draftOf(db, def, record, values, sentLines);
  // A sent line's declared defaults (an order line's approved price), read against the header.
  if (sentLines)
    await applyDefaults(
      db,
      registry,
      def,
      { header: draft.doc, items: draft.doc.items },
      { newDocument: false, roles: reader.roles },
    );
  const patch = sentLines ? { ...values, items: sentLines } : { ...values };
  for (const guard of registry.guardsOf(def)) await guard.beforeSave?.(def, ctx, draft.doc);
  // The engine's values are the declaration's, read from the wire by its zod schema.
  const linked = { db, registry, def, header: draft.doc, lines: sentLines && draft.doc.items };
  const saveCtx = { ...ctx, patch: patch as SaveValues<DocumentDef> };
  // A source named in the header is checked and lends its values; lines keyed on it find their
  // source lines. Then the module's own refusals of the sources, then the links check the sent
  // lines against their sources and copy what the server fills.
  await matchLinksAtSave(linked);
  await hooks.beforeLinkChecks?.(saveCtx, draft.doc);
  await checkLinksAtSave(linked);
  await hooks.beforeSave?.(saveCtx, draft.doc);
  // No line names a source line its link keeps out (a failed acceptance line), as the hooks left them.
  await checkSourcesPassAtSave(linked);
  // Amounts drawn on other documents (核销, 红冲), as the hooks completed the document.
  await saveAmountLinks(db, registry, def, record, draft.doc);
  // What the save writes: the fields sent, and whatever the hooks set (lines taken from a source
  // document or from the books included).
  const { values: saved, lines } = draft.written();
  if (!opts.prechecked) {
    await checkRefs(db, registry, def.fields, saved, reader);
    for (const line of lines ?? []) await checkRefs(db, registry, def.items!.fields, line, reader);
    await checkUnique(db, def, saved, id);
  }
  await checkDependencies(db, registry, def, saved, before, lines);

  const assignments = Object.entries(saved).map(
    ([name, value]) => [sql.identifier(columnName(name)), value] as const,
  );
  // A name found by its pinyin keeps it beside it (mnemonic.ts).
  assignments.push(...pinyinAssignments(def, saved));
  let savedId: number;
  if (!before) {
    if (def.numbering) {
      assignments.push([
        sql.identifier(columnName(def.numbering.field)),
        await nextNumber(db, def.key, def.numbering),
      ]);
    }
    const cols = sql.join([...assignments.map(([c]) => c), sql`status`, sql`create_by`], sql`, `);
    const vals = sql.join(
      [...assignments.map(([, v]) => sql`${v}`), sql`${def.initialStatus}`, sql`${actor}`],
      sql`, `,
    );
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into ${sql.identifier(def.table)} (${cols}) values (${vals}) returning id`,
    );
    savedId = row.id;
  } else {
    const sets = sql.join(
      [
        ...assignments.map(([c, v]) => sql`${c} = ${v}`),
        sql`version = version + 1`,
        sql`modify_by = ${actor}`,
        sql`modify_at = now()`,
      ],
      sql`, `,
    );
    await db.execute(sql`update ${sql.identifier(def.table)} set ${sets} where id = ${before.id as number}`);
    savedId = before.id as number;
  }
  if (def.items && lines) await saveItems(db, request.authUser!.roles, def, savedId, lines);
  // Nobody hands a record to an owner outside their own scope by saving it.
  if (def.recordRule && !(await isVisible(db, registry, def, reader, savedId)))
    fail(ResultCode.BUSINESS_RULE, `不能把${def.title}交给您权限范围以外的人员`);
  const after =
    opts.prechecked && !hooks.afterSave
      ? { id: savedId, ...saved }
      : await findDocument(db, registry, def, SYSTEM_READER, savedId);
  await hooks.afterSave?.(ctx, after as RecordOf<DocumentDef>);
  await recordAudit(db, request, {
    action: before ? 'UPDATE' : 'CREATE',
    entity: def.key,
    entityId: savedId,
    before: auditBefore,
    after,
  });
  return { id: savedId };
}

/**
 * Replaces the lines of a document: lines sent with their id are updated (fields the caller may
 * not see keep their stored value), new lines are inserted, lines not sent are removed.
 */
async function saveItems(
  db: DbOrTx,
  roles: readonly string[],
  def: DocumentDef,
  docId: number,
  lines: Record<string, unknown>[],
) {
  const table = sql.identifier(itemsTableName(def));
  const fields = Object.entries(def.items!.fields).filter(
    ([, f]) => !f.permission || can(roles, f.permission),
  );
  // A server-filled field keeps its stored value unless a hook set it for this save.
  const writable = (line: Record<string, unknown>) =>
    fields.filter(([name, f]) => !f.readOnly || name in line);
  const existing = new Set(
    (await queryRows<{ id: number }>(db, sql`select id from ${table} where doc_id = ${docId}`)).map(
      (r) => r.id,
    ),
  );
  const kept = lines
    .map((l) => l.id)
    .filter((lineId): lineId is number => typeof lineId === 'number' && existing.has(lineId));
  await db.execute(
    kept.length
      ? sql`delete from ${table} where doc_id = ${docId} and id not in (${sql.join(
          kept.map((k) => sql`${k}`),
          sql`, `,
        )})`
      : sql`delete from ${table} where doc_id = ${docId}`,
  );
  for (const [index, line] of lines.entries()) {
    const value = (name: string) => (line[name] === '' || line[name] === undefined ? null : line[name]);
    if (typeof line.id === 'number' && existing.has(line.id)) {
      const sets = [
        sql`line_no = ${index + 1}`,
        ...writable(line).map(([name]) => sql`${sql.identifier(columnName(name))} = ${value(name)}`),
      ];
      await db.execute(sql`update ${table} set ${sql.join(sets, sql`, `)} where id = ${line.id}`);
    } else {
      const cols = [sql`doc_id`, sql`line_no`, ...fields.map(([name]) => sql.identifier(columnName(name)))];
      const vals = [sql`${docId}`, sql`${index + 1}`, ...fields.map(([name]) => sql`${value(name)}`)];
      await db.execute(
        sql`insert into ${table} (${sql.join(cols, sql`, `)}) values (${sql.join(vals, sql`, `)})`,
      );
    }
  }
}

export function findTransition(def: DocumentDef, action: string): TransitionDef {
  const transition = def.transitions.find((t) => t.action === action);
  if (!transition) fail(ResultCode.BUSINESS_RULE, `${def.title}不支持此操作`);
  return transition;
}

export async function transitionDocument(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  doc: RegisteredDocument,
  input: { id: number; version: number; action: string; status?: string; comment?: string },
): Promise<{ id: number; status: string }> {
  const { def, hooks } = doc;
  const user = request.authUser!;
  const transition = findTransition(def, input.action);
  // Out of scope answers as missing, before whether the caller may run the action is told.
  const before = await lockRow(db, def, input.id, scopeWhere(registry, def, user));
  if (!allowed(user, transition.allow)) fail(ResultCode.FORBIDDEN);
  if (before.version !== input.version) fail(ResultCode.CONFLICT);
  const label = transition.label ?? input.action;
  if (!transition.from.includes(before.status as string)) {
    fail(ResultCode.BUSINESS_RULE, `当前状态不能执行「${label}」`);
  }
  if (transition.when) {
    const current = { [transition.when.field]: before[columnName(transition.when.field)] };
    if (!transitionApplies(transition, current))
      fail(ResultCode.BUSINESS_RULE, `当前状态不能执行「${label}」`);
  }
  if (transition.checker) refuseSelfReview(user, before, label);
  let to = transition.to;
  if (transition.review) {
    if (!input.status) fail(ResultCode.VALIDATION, '请选择审批结果');
    if (input.status === 'APPROVAL_NOT_APPROVED') to = transition.review.rejectTo;
  }
  // Judged line by line: the status follows from the lines (line-judgement.ts).
  to = await judgeLines(db, def, transition, input.id, to);
  const record = toRecord(def, before);
  // As the audit event keeps it: read like the state after (a 红冲 then lists what it changed).
  const auditBefore = await findDocument(db, registry, def, SYSTEM_READER, input.id);
  const ctx = {
    ...hookContext(db, request, registry),
    before: record,
    action: input.action,
    to: to as DocStatus<DocumentDef>,
  };
  for (const guard of registry.guardsOf(def)) await guard.beforeTransition?.(def, ctx, transition);
  await applyLinkTransition(db, request, registry, def, before, to);
  const drawAmounts = await lockAmountLinks(db, registry, def, before, to);
  // The lines as the links left them (each naming the source line it drew on).
  if (hooks.beforeTransition)
    await hooks.beforeTransition(ctx, {
      ...record,
      items: await documentLines(db, def, before.id),
    } as unknown as DocumentOf<DocumentDef>);
  // After the hooks, which may settle the amount drawn (a red invoice's shares) or make room.
  await drawAmounts();
  await clearJudgement(db, def, transition, input.id);
  const auditSet = transition.audits
    ? sql`, auditor = ${user.userName}, audit_date = now()`
    : transition.unaudits
      ? sql`, auditor = null, audit_date = null`
      : sql``;
  await db.execute(
    sql`update ${sql.identifier(def.table)} set status = ${to}, version = version + 1,
        modify_by = ${user.userName}, modify_at = now() ${auditSet} where id = ${input.id}`,
  );
  if (transition.review) {
    await db.insert(approvals).values({
      docKey: def.key,
      docId: input.id,
      action: input.action,
      fromStatus: before.status as string,
      toStatus: to,
      outcome: input.status!,
      approved: input.status === 'APPROVAL_APPROVED',
      comment: input.comment ?? '',
      actor: user.userName,
    });
  }
  const after = await findDocument(db, registry, def, SYSTEM_READER, input.id);
  await hooks.afterTransition?.(ctx, after as RecordOf<DocumentDef>);
  await recordAudit(db, request, {
    action: input.action,
    entity: def.key,
    entityId: input.id,
    before: auditBefore,
    after,
  });
  return { id: input.id, status: to };
}

/** Physical deletion only while in draft; afterwards a document is discarded (作废) instead. */
export async function deleteDocument(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  doc: RegisteredDocument,
  id: number,
) {
  const before = await lockRow(db, doc.def, id, scopeWhere(registry, doc.def, request.authUser!));
  if (!doc.def.draftStatuses.includes(before.status as string)) {
    fail(ResultCode.BUSINESS_RULE, `${doc.def.title}已生效，不能删除，只能作废或停用`);
  }
  const ctx = { ...hookContext(db, request, registry), before: toRecord(doc.def, before) };
  for (const guard of registry.guardsOf(doc.def)) await guard.beforeDelete?.(doc.def, ctx);
  await doc.hooks.beforeDelete?.(ctx);
  await db
    .delete(documentFiles)
    .where(and(eq(documentFiles.docKey, doc.def.key), eq(documentFiles.docId, id)));
  await db.execute(sql`delete from ${sql.identifier(doc.def.table)} where id = ${id}`);
  await recordAudit(db, request, { action: 'DEL', entity: doc.def.key, entityId: id, before });
}

export async function listFiles(db: DbOrTx, docKey: string, docId: number) {
  const rows = await db
    .select({
      fileId: files.id,
      fileName: files.originalName,
      size: files.size,
      mimeType: files.mimeType,
      createBy: documentFiles.createBy,
      createAt: documentFiles.createAt,
    })
    .from(documentFiles)
    .innerJoin(files, eq(files.id, documentFiles.fileId))
    .where(and(eq(documentFiles.docKey, docKey), eq(documentFiles.docId, docId)))
    .orderBy(documentFiles.createAt);
  return rows.map((r) => ({ ...r, url: `/api/public/file?fileId=${r.fileId}` }));
}

export async function linkFile(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  doc: RegisteredDocument,
  input: { id: number; fileId: string },
  link: boolean,
) {
  await lockRow(db, doc.def, input.id, scopeWhere(registry, doc.def, request.authUser!));
  if (link) {
    const [file] = await db.select({ id: files.id }).from(files).where(eq(files.id, input.fileId));
    if (!file) fail(ResultCode.NOT_FOUND, '文件不存在，请重新上传');
    await db
      .insert(documentFiles)
      .values({
        docKey: doc.def.key,
        docId: input.id,
        fileId: input.fileId,
        createBy: request.authUser!.userName,
      })
      .onConflictDoNothing();
  } else {
    await db
      .delete(documentFiles)
      .where(
        and(
          eq(documentFiles.docKey, doc.def.key),
          eq(documentFiles.docId, input.id),
          eq(documentFiles.fileId, input.fileId),
        ),
      );
  }
  await recordAudit(db, request, {
    action: link ? 'ADD_FILE' : 'REMOVE_FILE',
    entity: doc.def.key,
    entityId: input.id,
    after: { fileId: input.fileId },
  });
}

export async function documentHistory(db: DbOrTx, docKey: string, docId: number) {
  const history = await queryRows<{ id: number; at: string; actor: string; action: string }>(
    db,
    sql`select id, at, actor, action from audit_events where entity = ${docKey} and entity_id = ${String(docId)}
        order by id desc limit 200`,
  );
  const reviews = await db
    .select()
    .from(approvals)
    .where(and(eq(approvals.docKey, docKey), eq(approvals.docId, docId)))
    .orderBy(approvals.id);
  // Who acted, by name (issue 35 item 7): the records keep login names.
  const name = await peopleNames(db, [...history.map((h) => h.actor), ...reviews.map((r) => r.actor)]);
  return {
    history: history.map((h) => ({ ...h, actor: name(h.actor) ?? '系统' })),
    approvals: reviews.map((r) => ({ ...r, actor: name(r.actor) ?? r.actor })),
  };
}
