import { ResultCode, selfReviewRefusal } from '@tiangong/domain';
import type { AuthUser } from '../auth/auth-user.ts';
import { fail } from '../http/app-error.ts';

/**
 * Maker ≠ checker on the server (issue 35 item 4): refuses a checker's step — a `checker`
 * transition or a module's review action — to whoever keyed the locked row (`create_by`), in the
 * words of `selfReviewRefusal`; SuperAdmin is exempt. Every such step calls this one function.
 */
export function refuseSelfReview(user: AuthUser, row: Record<string, unknown>, verb: string): void {
  const refusal = selfReviewRefusal(verb, row.create_by, user);
  if (refusal) fail(ResultCode.BUSINESS_RULE, refusal);
}
