import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { queryRows } from '../db/client.ts';
import { fail } from './app-error.ts';

/**
 * At most once per key (issue 28 item 3, Stripe's Idempotency-Key): a state-changing call sent with
 * the `Idempotency-Key` header by a logged-in account is run once; a repeat of the key by the same
 * account within a day answers the first call's result and runs nothing — ten identical receipts
 * sent together create one. A repeat arriving while the first still runs waits for its answer.
 * A first call that is refused keeps nothing, so the same submission may be corrected and sent
 * again. A key reused for another route or body is refused: it would otherwise answer a result
 * that is not the caller's.
 */

const MAX_KEY_LENGTH = 100;
/** How long a repeat waits for the first call's answer before it is told to try again. */
const WAIT_MS = 30_000;
const POLL_MS = 25;
const KEPT = sql`interval '1 day'`;

export const IDEMPOTENCY_REUSED = '该提交标识已用于另一请求，请刷新页面后重新提交';
export const IDEMPOTENCY_RUNNING = '相同的提交仍在处理中，请稍后刷新查看结果';

export interface IdempotentCall {
  /** Answers a repeat's stored result (`{ result }`), or null when this call is the first. */
  replay(): Promise<{ result: unknown } | null>;
  done(result: unknown): Promise<void>;
  failed(): Promise<void>;
}

/** The call's idempotency, or null when it carries no key (or no account to scope it to). */
export function idempotentCall(request: FastifyRequest): IdempotentCall | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  const user = request.authUser;
  if (!key || !user) return null;
  if (key.length > MAX_KEY_LENGTH) fail(ResultCode.VALIDATION, `提交标识不能超过${MAX_KEY_LENGTH}个字符`);
  const db = request.server.db;
  const url = request.routeOptions.url ?? request.url;
  const bodyHash = createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  const row = sql`user_id = ${user.id} and request_key = ${key}`;

  return {
    async replay() {
      await db.execute(
        sql`delete from idempotent_requests where user_id = ${user.id} and created_at < now() - ${KEPT}`,
      );
      const claimed = await queryRows(
        db,
        sql`insert into idempotent_requests (user_id, request_key, url, body_hash)
            values (${user.id}, ${key}, ${url}, ${bodyHash}) on conflict do nothing returning 1 as claimed`,
      );
      if (claimed.length > 0) return null;
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const [first] = await queryRows<{ url: string; bodyHash: string; done: boolean; result: unknown }>(
          db,
          sql`select url, body_hash as "bodyHash", done, result from idempotent_requests where ${row}`,
        );
        // The first call was refused meanwhile (its row is gone): this one runs in its place.
        if (!first) return this.replay();
        if (first.url !== url || first.bodyHash !== bodyHash) fail(ResultCode.VALIDATION, IDEMPOTENCY_REUSED);
        if (first.done) return { result: first.result };
        if (Date.now() > deadline) fail(ResultCode.BUSINESS_RULE, IDEMPOTENCY_RUNNING);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    async done(result) {
      await db.execute(
        sql`update idempotent_requests set done = true, result = ${JSON.stringify(result ?? null)}::jsonb where ${row}`,
      );
    },
    async failed() {
      await db.execute(sql`delete from idempotent_requests where ${row} and not done`);
    },
  };
}
