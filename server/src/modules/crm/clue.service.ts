import { clue, clueTrace, customer, customerContact, ResultCode, salesActivity } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { saveDocument } from '../../platform/documents/document.service.ts';
import { lockRow, toRecord } from '../../platform/documents/document-record.ts';
import { scopeWhere } from '../../platform/documents/document-scope.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';
import { fail } from '../../platform/http/app-error.ts';
import { changeOwner } from './customer-owner.service.ts';
import { assertSalesperson } from './pool.service.ts';

/**
 * A lead's ends: converted into a customer (with its contact, and its traces as the customer's
 * activities, so the customer arrives with its history) or closed with a reason; and its owner
 * handed over (分配).
 */
async function lockFollowing(db: DbOrTx, request: FastifyRequest, registry: DocumentRegistry, id: number) {
  const row = await lockRow(db, clue, id, scopeWhere(registry, clue, request.authUser!));
  const lead = toRecord(clue, row);
  if (lead.status !== 'FOLLOWING') fail(ResultCode.BUSINESS_RULE, '线索已转客户或已关闭');
  return lead;
}

export async function convertClue(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  input: { id: number; version: number },
): Promise<{ id: number; customerId: number }> {
  const lead = await lockFollowing(db, request, registry, input.id);
  if (lead.version !== input.version) fail(ResultCode.CONFLICT);
  const { id: customerId } = await saveDocument(db, request, registry, registry.get(customer.key), {
    name: lead.companyName,
    category: lead.category ?? 'COMPANY_CUSTOM',
    sourceId: lead.sourceId,
    regionId: lead.regionId,
    contact: lead.contactName,
    phone: lead.phone ?? lead.mobile,
    remark: lead.demand ? `线索 ${lead.number}：${lead.demand}` : `线索 ${lead.number}`,
  });
  // The customer is the lead's owner's (whoever converts it), recorded as a conversion.
  const [made] = await queryRows<{ ownerId: number | null }>(
    db,
    sql`select owner_id as "ownerId" from md_customers where id = ${customerId}`,
  );
  if (lead.ownerId != null && made.ownerId !== lead.ownerId)
    await changeOwner(db, {
      customerId,
      from: made.ownerId,
      to: lead.ownerId,
      kind: 'CONVERT',
      reason: `线索 ${lead.number}`,
      actor: request.authUser!.userName,
    });
  if (lead.mobile || lead.phone)
    await saveDocument(db, request, registry, registry.get(customerContact.key), {
      customerId,
      name: lead.contactName,
      mobile: lead.mobile,
      phone: lead.phone,
      isPrimary: true,
    });
  const traces = await queryRows<{ activity_type: string; trace_date: string; content: string }>(
    db,
    sql`select activity_type, trace_date, content from ${sql.identifier(clueTrace.table)} where clue_id = ${lead.id} order by trace_date, id`,
  );
  for (const t of traces)
    await saveDocument(db, request, registry, registry.get(salesActivity.key), {
      customerId,
      activityType: t.activity_type,
      activityDate: t.trace_date,
      content: `【线索 ${lead.number}】${t.content}`,
    });
  await db.execute(
    sql`update crm_clues set status = 'CONVERTED', customer_id = ${customerId}, version = version + 1,
        modify_by = ${request.authUser!.userName}, modify_at = now() where id = ${lead.id}`,
  );
  await recordAudit(db, request, {
    action: 'CONVERT',
    entity: clue.key,
    entityId: lead.id,
    before: lead,
    after: { status: 'CONVERTED', customerId },
  });
  return { id: lead.id, customerId };
}

export async function closeClue(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  input: { id: number; version: number; reason: string },
): Promise<{ id: number; status: string }> {
  const lead = await lockFollowing(db, request, registry, input.id);
  if (lead.version !== input.version) fail(ResultCode.CONFLICT);
  await db.execute(
    sql`update crm_clues set status = 'CLOSED', close_reason = ${input.reason}, version = version + 1,
        modify_by = ${request.authUser!.userName}, modify_at = now() where id = ${lead.id}`,
  );
  await recordAudit(db, request, {
    action: 'CLOSE_CLUE',
    entity: clue.key,
    entityId: lead.id,
    before: lead,
    after: { status: 'CLOSED', closeReason: input.reason },
  });
  return { id: lead.id, status: 'CLOSED' };
}

/** 分配线索: to a salesperson the distributor's own scope holds (checked as for customers). */
export async function distributeClue(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  input: { id: number; ownerId: number },
): Promise<{ id: number }> {
  const lead = await lockFollowing(db, request, registry, input.id);
  await assertSalesperson(db, request.authUser!, input.ownerId);
  await db.execute(
    sql`update crm_clues set owner_id = ${input.ownerId}, version = version + 1,
        modify_by = ${request.authUser!.userName}, modify_at = now() where id = ${lead.id}`,
  );
  await recordAudit(db, request, {
    action: 'DISTRIBUTE',
    entity: clue.key,
    entityId: lead.id,
    before: { ownerId: lead.ownerId },
    after: { ownerId: input.ownerId },
  });
  return { id: lead.id };
}
