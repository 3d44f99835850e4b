import { z } from 'zod';

/**
 * Record ids and other integer columns on the wire. Ids are PostgreSQL `integer` columns, so a
 * number past 2^31 − 1 is refused here with a message, rather than reaching the database and
 * failing there (the route fuzzer found every route that took `.int().positive()` alone).
 */
export const INT4_MAX = 2_147_483_647;

/** A record id in a JSON body. */
export function recordId(message = '编号无效', missing = message) {
  return z.number({ error: missing }).int(message).positive(message).max(INT4_MAX, message);
}

/** A record id in a query string (text, turned into a number). */
export function recordIdQuery(message = '编号无效') {
  return z.coerce.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
}

/** A record version (optimistic locking). */
export const recordVersion = recordId('版本号无效，请刷新后重试', '缺少版本号，请刷新后重试');

/** An integer stored in an `integer` column (counts, sort orders, int fields). */
export function int4(message = '数值超出范围') {
  return z
    .number({ error: message })
    .int(message)
    .min(-INT4_MAX - 1, message)
    .max(INT4_MAX, message);
}
