import { makerCheckerRefusal } from './errors.ts';
import { isSuperAdmin } from './roles.ts';

/**
 * Maker ≠ checker (issue 35 item 4), the one rule behind every checker's step — a declared
 * transition with `checker: true` (复核 / 审核) and a module's review action with `checker: true`
 * (采购订单 价格审核 / 金额审核, 信用审核, 价差审核): the refusal when the user keyed the record
 * (its 制单人, `create_by`, a login name, compared case-free), else undefined. SuperAdmin is exempt
 * (SPEC §6: SuperAdmin passes every check; docs/departures.md).
 */
export function selfReviewRefusal(
  verb: string,
  createBy: unknown,
  user: { roles: readonly string[]; userName: string },
): string | undefined {
  if (isSuperAdmin(user.roles) || typeof createBy !== 'string' || !user.userName) return undefined;
  return createBy.toLowerCase() === user.userName.toLowerCase() ? makerCheckerRefusal(verb) : undefined;
}

/** The verb a module's review action is refused with: every one of them is an 审核. */
export const actionReviewVerb = '审核';
