import { ResultCode } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import { companyToday } from './crm-dates.ts';

/**
 * The one way a customer's salesperson changes (分配, 放入公海, 领取, the pool's return, a lead's
 * conversion): a conditional UPDATE that names the owner it expects, so two people acting at once
 * cannot both win, and a row in the transfer list for each change.
 */
export type TransferKind = 'CREATE' | 'DISTRIBUTE' | 'RELEASE' | 'CLAIM' | 'AUTO_RETURN' | 'CONVERT';

export interface OwnerChange {
  customerId: number;
  /** The owner the change expects now (null: in the pool); another one refuses the change. */
  from: number | null;
  /** The new owner; null puts the customer in the pool. */
  to: number | null;
  kind: TransferKind;
  reason?: string | null;
  actor: string;
  day?: string;
}

/** Applies the change; false when the customer no longer has the expected owner (someone was faster). */
export async function changeOwner(db: DbOrTx, change: OwnerChange): Promise<boolean> {
  const day = change.day ?? companyToday();
  const toPool = change.to === null;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`update md_customers set owner_id = ${change.to},
          owner_since = ${toPool ? null : day}, pool_date = ${toPool ? day : null},
          version = version + 1, modify_by = ${change.actor}, modify_at = now()
        where id = ${change.customerId} and owner_id is not distinct from ${change.from}
        returning id`,
  );
  if (!row) return false;
  await recordTransfer(db, { ...change, day });
  return true;
}

export async function recordTransfer(db: DbOrTx, change: OwnerChange & { day: string }): Promise<void> {
  await db.execute(
    sql`insert into crm_customer_transfers (customer_id, from_owner_id, to_owner_id, kind, reason, actor, day)
        values (${change.customerId}, ${change.from}, ${change.to}, ${change.kind}, ${change.reason ?? null},
                ${change.actor}, ${change.day})`,
  );
}

/** Changes the owner for a request, with its audit event; refuses when someone changed it first. */
export async function changeOwnerFor(
  db: DbOrTx,
  request: FastifyRequest,
  change: Omit<OwnerChange, 'actor'>,
): Promise<void> {
  const ok = await changeOwner(db, { ...change, actor: request.authUser!.userName });
  if (!ok) fail(ResultCode.CONFLICT, '客户的业务员已被他人更改，请刷新后重试');
  await recordAudit(db, request, {
    action: change.kind,
    entity: 'customer',
    entityId: change.customerId,
    before: { ownerId: change.from },
    after: { ownerId: change.to, reason: change.reason ?? null },
  });
}

/** A customer row locked for an owner change, read without the caller's record rule (`where`). */
export async function lockCustomer(
  db: DbOrTx,
  id: number,
  where?: SQL,
): Promise<{ id: number; name: string; ownerId: number | null; status: string; version: number }> {
  const [row] = await queryRows<{
    id: number;
    name: string;
    ownerId: number | null;
    status: string;
    version: number;
  }>(
    db,
    sql`select t.id, t.name, t.owner_id as "ownerId", t.status, t.version from md_customers t
        where t.id = ${id}${where ? sql` and ${where}` : sql``} for update of t`,
  );
  if (!row) fail(ResultCode.NOT_FOUND, '客户不存在');
  return row;
}
