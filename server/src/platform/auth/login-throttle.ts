import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../db/client.ts';
import { loginThrottle } from '../db/schema.ts';

/**
 * Failed-login limits per account and per address, kept in the database so that several server
 * processes share them. A key locks for `lockMinutes` after too many failures within the window.
 */
export function throttleKeys(userName: string, ip: string) {
  return { account: `account:${userName.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

export async function isLocked(db: DbOrTx, keys: string[]): Promise<boolean> {
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.throttleKey, keys));
  const now = Date.now();
  return rows.some((r) => r.lockedUntil && r.lockedUntil.getTime() > now);
}

export async function recordFailure(
  db: DbOrTx,
  config: Config,
  key: string,
  maxFailures: number,
): Promise<void> {
  const { windowMinutes, lockMinutes } = config.throttle;
  const windowStart = sql`now() - make_interval(mins => ${windowMinutes})`;
  await db.execute(sql`
    insert into login_throttle (throttle_key, failures, window_start) values (${key}, 1, now())
    on conflict (throttle_key) do update set
      failures = case when login_throttle.window_start < ${windowStart} then 1 else login_throttle.failures + 1 end,
      window_start = case when login_throttle.window_start < ${windowStart} then now() else login_throttle.window_start end`);
  await db.execute(sql`
    update login_throttle set locked_until = now() + make_interval(mins => ${lockMinutes}), failures = 0, window_start = now()
    where throttle_key = ${key} and failures >= ${maxFailures}`);
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.throttleKey, key));
}
