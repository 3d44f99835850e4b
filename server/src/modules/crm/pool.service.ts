import { customer, customerRule, ResultCode, roleGroups, scopeOf } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, type DbOrTx, queryRows } from '../../platform/db/client.ts';
import type { Reader } from '../../platform/documents/document-scope.ts';
import { scopeWhere } from '../../platform/documents/document-scope.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';
import { fail } from '../../platform/http/app-error.ts';
import { addDays, companyToday } from './crm-dates.ts';
import { changeOwner, changeOwnerFor, lockCustomer } from './customer-owner.service.ts';
import { poolDueSql } from './pool-due.ts';
import { readPoolSettings } from './pool-settings.service.ts';

/**
 * The public pool (公海): release (放入公海), claim (领取), distribute (分配) and the scheduled
 * return of customers nobody follows up. Every change goes through changeOwner (a conditional
 * UPDATE naming the owner it expects) and lands in the transfer list.
 */

/** Any number unique to this job: two processes ask for the same advisory lock. */
const POOL_JOB_LOCK = 150_001;

/**
 * Returns the customers due back to the pool. Safe to run twice and on several processes: the run
 * holds a transaction-scoped advisory lock (a second process at the same moment skips), and each
 * return is an UPDATE that names the owner it found, so a customer returns once.
 */
export async function returnExpiredCustomers(db: Db, today = companyToday()): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ locked }] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${POOL_JOB_LOCK}) as locked`,
    );
    if (!locked) return 0;
    const settings = await readPoolSettings(tx);
    if (!settings.enabled) return 0;
    const due = await queryRows<{ id: number; owner_id: number; reason: string }>(
      tx,
      sql`select id, owner_id, reason from (${poolDueSql(settings, today)}) d where days_left <= 0 order by id`,
    );
    let returned = 0;
    for (const d of due) {
      const ok = await changeOwner(tx, {
        customerId: d.id,
        from: d.owner_id,
        to: null,
        kind: 'AUTO_RETURN',
        reason: d.reason,
        actor: 'system',
        day: today,
      });
      if (ok) returned++;
    }
    return returned;
  });
}

/** Runs the return at start and then every `everyMs`; stops with the app. */
export function schedulePoolReturn(
  db: Db,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
  everyMs = 60 * 60 * 1000,
): () => void {
  const run = () =>
    returnExpiredCustomers(db)
      .then((returned) => returned && log.info({ returned }, 'public pool: customers returned'))
      .catch((err) => log.error({ err }, 'public pool: return failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function ownedCount(db: DbOrTx, ownerId: number): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from md_customers where owner_id = ${ownerId}`,
  );
  return n;
}

/** 领取: a salesperson takes a customer from the pool, within the pool's limits. */
export async function claimCustomer(db: DbOrTx, request: FastifyRequest, id: number, today = companyToday()) {
  const user = request.authUser!;
  const settings = await readPoolSettings(db);
  // One person's claims queue on their own row: the daily and owned limits hold under races.
  await db.execute(sql`select id from users where id = ${user.id} for update`);
  const c = await lockCustomer(db, id);
  if (c.ownerId !== null) fail(ResultCode.NOT_FOUND, '公海中没有该客户，可能已被他人领取');
  if (c.status !== 'NORMAL') fail(ResultCode.BUSINESS_RULE, '客户已冻结，不能领取');
  if (settings.reclaimBlockDays > 0) {
    const [last] = await queryRows<{ day: string }>(
      db,
      sql`select max(day) as day from crm_customer_transfers
          where customer_id = ${id} and from_owner_id = ${user.id} and kind in ('RELEASE', 'AUTO_RETURN')`,
    );
    if (last?.day) {
      const free = addDays(last.day, settings.reclaimBlockDays);
      if (today < free)
        fail(
          ResultCode.BUSINESS_RULE,
          `该客户是您${settings.reclaimBlockDays}天内退回公海的，${free.slice(0, 4)}-${free.slice(4, 6)}-${free.slice(6)}起才能再领取`,
        );
    }
  }
  if (settings.maxClaimsPerDay != null) {
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from crm_customer_transfers
          where to_owner_id = ${user.id} and kind = 'CLAIM' and day = ${today}`,
    );
    if (n >= settings.maxClaimsPerDay)
      fail(ResultCode.BUSINESS_RULE, `每人每天最多领取${settings.maxClaimsPerDay}个客户，今天已领取${n}个`);
  }
  if (settings.maxOwned != null) {
    const n = await ownedCount(db, user.id);
    if (n >= settings.maxOwned)
      fail(ResultCode.BUSINESS_RULE, `您名下已有${n}个客户，达到上限${settings.maxOwned}个，不能再领取`);
  }
  await changeOwnerFor(db, request, { customerId: id, from: null, to: user.id, kind: 'CLAIM', day: today });
}

/** 放入公海: the owner (or whoever's scope holds the customer) gives it up. */
export async function releaseCustomer(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  id: number,
  reason: string | undefined,
) {
  const c = await lockCustomer(db, id, scopeWhere(registry, customer, request.authUser!));
  if (c.ownerId === null) fail(ResultCode.BUSINESS_RULE, '客户已在公海中');
  await changeOwnerFor(db, request, { customerId: id, from: c.ownerId, to: null, kind: 'RELEASE', reason });
}

/**
 * 分配: a manager hands a customer of their scope, or one from the pool, to a salesperson of their
 * scope (a sales manager: of their department).
 */
export async function distributeCustomer(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  input: { id: number; ownerId: number; reason?: string },
) {
  const user = request.authUser!;
  const scope = scopeWhere(registry, customer, user);
  const c = await lockCustomer(db, input.id, scope ? sql`(t.owner_id is null or ${scope})` : undefined);
  if (c.ownerId === input.ownerId) fail(ResultCode.BUSINESS_RULE, '客户已经是该业务员的');
  await assertSalesperson(db, user, input.ownerId);
  const settings = await readPoolSettings(db);
  if (settings.maxOwned != null) {
    const n = await ownedCount(db, input.ownerId);
    if (n >= settings.maxOwned)
      fail(ResultCode.BUSINESS_RULE, `该业务员名下已有${n}个客户，达到上限${settings.maxOwned}个`);
  }
  await changeOwnerFor(db, request, {
    customerId: input.id,
    from: c.ownerId,
    to: input.ownerId,
    kind: 'DISTRIBUTE',
    reason: input.reason,
  });
}

/** The new owner is an active salesperson, and within the distributor's own scope. */
export async function assertSalesperson(db: DbOrTx, distributor: Reader, ownerId: number) {
  const sales = roleGroups.sales as readonly string[];
  const [row] = await queryRows<{ sales: boolean; same_department: boolean }>(
    db,
    sql`select bool_or(r.role_name in (${sql.join(
      sales.map((s) => sql`${s}`),
      sql`, `,
    )})) as sales,
        bool_or(u.department_id is not distinct from me.department_id) as same_department
        from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
        join users me on me.id = ${distributor.id}
        where u.id = ${ownerId} and u.active`,
  );
  if (!row?.sales) fail(ResultCode.BUSINESS_RULE, '只能分配给在职的销售人员');
  if (scopeOf(customerRule, distributor.roles) === 'department' && !row.same_department)
    fail(ResultCode.BUSINESS_RULE, '只能分配给本部门的销售人员');
}
