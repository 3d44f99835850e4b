import type { DbOrTx } from '../db/client.ts';

/**
 * Duplicates under concurrency (issue 28): a save checks its unique fields before it writes and
 * refuses a taken value (`单位编码「…」已存在`), but two saves at the same moment both pass the
 * check and the later one meets the unique index (SQLSTATE 23505) — on PostgreSQL, where saves
 * run side by side. Each unique index names the check it backs up (`declareUnique`: the document
 * engine for every declaration's unique fields, a module for its own check or tables); the error
 * handler runs that check again once the other save has committed, and answers what it says in
 * the SPEC §8 envelope: the same answer as a sequential duplicate, never HTTP 500.
 */
export type UniqueRecheck = (body: unknown, db: DbOrTx, selfId?: number) => Promise<string | undefined>;

/** A unique index no check names: still a duplicate, never a fault. */
export const UNKNOWN_DUPLICATE = '数据已存在，不能重复保存';

const checks = new Map<string, UniqueRecheck>();
const fallbacks = new Map<string, UniqueRecheck>();

/**
 * The check a unique index or constraint (by its name in the database) backs up: given the
 * request's body (and the record saved, if it exists), the refusal it gives now, or nothing. A
 * module's own duplicate check is declared plainly, and words the engine's refusals of the index
 * too (`declaredRefusal`); the engine's check is declared as a `fallback`, asked when the module's
 * says nothing.
 */
export function declareUnique(constraint: string, recheck: UniqueRecheck, opts: { fallback?: boolean } = {}) {
  (opts.fallback ? fallbacks : checks).set(constraint, recheck);
}

/** The name of the unique index or constraint an error (the driver's, or one wrapping it) violated. */
export function uniqueViolationOf(error: unknown): { constraint: string } | undefined {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const x = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (x.code === '23505') return { constraint: String(x.constraint ?? '') };
    e = x.cause;
  }
  return undefined;
}

/** Every text the body holds under `field`, at any depth (a new customer's `customer.name`), in order. */
export function sentValues(body: unknown, field: string, depth = 0): string[] {
  if (depth > 6 || body === null || typeof body !== 'object') return [];
  if (Array.isArray(body)) return body.flatMap((v) => sentValues(v, field, depth + 1));
  return Object.entries(body).flatMap(([key, v]) =>
    key === field && typeof v === 'string' ? [v] : sentValues(v, field, depth + 1),
  );
}

/** What a module's own check of a unique index says of a save (`values`), if it declared one. */
export async function declaredRefusal(
  constraint: string,
  values: unknown,
  db: DbOrTx,
  selfId?: number,
): Promise<string | undefined> {
  return checks.get(constraint)?.(values, db, selfId);
}

/** The answer to a unique violation: what the violated index's check says of the request now. */
export async function duplicateMessage(constraint: string, body: unknown, db: DbOrTx): Promise<string> {
  const id = (body as { id?: unknown } | null)?.id;
  const selfId = typeof id === 'number' ? id : undefined;
  for (const recheck of [checks.get(constraint), fallbacks.get(constraint)]) {
    // A check that cannot read now (the database gone) still leaves a duplicate, not a fault.
    const message = recheck && (await recheck(body, db, selfId).catch(() => undefined));
    if (message) return message;
  }
  return UNKNOWN_DUPLICATE;
}
