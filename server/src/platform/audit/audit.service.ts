import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';

/** Who did what to which record, with the state before and after (admin changes, logins, …). */
export interface AuditInput {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(
  db: DbOrTx,
  request: FastifyRequest | null,
  input: AuditInput,
): Promise<void> {
  await db.insert(auditEvents).values({
    actor: request?.authUser?.userName ?? null,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId == null ? null : String(input.entityId),
    before: input.before ?? null,
    after: input.after ?? null,
    ip: request?.ip ?? null,
    requestId: request ? String(request.id) : null,
  });
}
