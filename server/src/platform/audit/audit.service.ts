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
  /** Who acts when the request has no session yet (a login). */
  actor?: string;
}

/** Keys whose values never enter the log: password hashes, session tokens, secrets. */
const SECRET_KEY = /(password|pwd|hash|token|secret|cookie)$/i;
export const REDACTED = '（已隐藏）';

/**
 * The state as stored: what a secret key holds is replaced, at any depth, so the audit log (read
 * by administrators and exported) can never hand out a password hash or a session token.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? REDACTED : redactSecrets(v)]),
  );
}

export async function recordAudit(
  db: DbOrTx,
  request: FastifyRequest | null,
  input: AuditInput,
): Promise<void> {
  await db.insert(auditEvents).values({
    actor: input.actor ?? request?.authUser?.userName ?? null,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId == null ? null : String(input.entityId),
    before: redactSecrets(input.before ?? null),
    after: redactSecrets(input.after ?? null),
    ip: request?.ip ?? null,
    requestId: request ? String(request.id) : null,
  });
}
