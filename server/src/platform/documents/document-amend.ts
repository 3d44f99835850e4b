import { type DocumentDef, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.service.ts';
import type { DbOrTx } from '../db/client.ts';
import { fail } from '../http/app-error.ts';
import { recordId, recordVersion } from '../http/id-schemas.ts';
import { allowed, checkRefs } from './document.service.ts';
import { findDocument } from './document-query.ts';
import { lockRow } from './document-record.ts';
import { fieldSchema } from './document-schemas.ts';
import { SYSTEM_READER, scopeWhere } from './document-scope.ts';
import { columnName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * Changing the declared `amend` fields of a document out of draft (the store's 运单号 and carrier
 * at 出库 and after it): nothing else of the document moves, and each change is an audit event
 * under the action `AMEND` with the fields before and after.
 */
export const AMEND_ACTION = 'AMEND';

export function amendSchema(def: DocumentDef) {
  const fields = def.amend?.fields ?? [];
  return z.object({
    id: recordId('单据编号无效', '请指定单据'),
    version: recordVersion,
    ...Object.fromEntries(
      fields.map((name) => [name, fieldSchema({ ...def.fields[name], required: false })]),
    ),
  });
}

export async function amendDocument(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  def: DocumentDef,
  input: Record<string, unknown> & { id: number; version: number },
): Promise<{ id: number; version: number }> {
  const amend = def.amend;
  if (!amend) fail(ResultCode.BUSINESS_RULE, `${def.title}不支持此操作`);
  const user = request.authUser!;
  // Out of scope answers as missing, before whether the caller may amend is told.
  const before = await lockRow(db, def, input.id, scopeWhere(registry, def, user));
  if (!allowed(user, amend.allow)) fail(ResultCode.FORBIDDEN);
  if (before.version !== input.version) fail(ResultCode.CONFLICT);
  if (!amend.statuses.includes(before.status)) fail(ResultCode.BUSINESS_RULE, `当前状态不能${amend.label}`);
  const values: Record<string, unknown> = {};
  for (const name of amend.fields) if (name in input) values[name] = input[name] === '' ? null : input[name];
  const fields = Object.fromEntries(amend.fields.map((name) => [name, def.fields[name]]));
  await checkRefs(db, registry, fields, values, user);
  const sets = [
    ...Object.entries(values).map(([name, v]) => sql`${sql.identifier(columnName(name))} = ${v}`),
    sql`version = version + 1`,
    sql`modify_by = ${user.userName}`,
    sql`modify_at = now()`,
  ];
  await db.execute(
    sql`update ${sql.identifier(def.table)} set ${sql.join(sets, sql`, `)} where id = ${input.id}`,
  );
  const after = await findDocument(db, registry, def, SYSTEM_READER, input.id);
  await recordAudit(db, request, {
    action: AMEND_ACTION,
    entity: def.key,
    entityId: input.id,
    before: Object.fromEntries(amend.fields.map((name) => [name, before[columnName(name)] ?? null])),
    after: Object.fromEntries(amend.fields.map((name) => [name, after?.[name] ?? null])),
  });
  return { id: input.id, version: before.version + 1 };
}
