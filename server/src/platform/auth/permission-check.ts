import { can } from '@tiangong/domain';
import type { AuthUser } from './auth-user.ts';

/** Server-side check of a SPEC §6 permission (rules in packages/domain/src/permissions.ts). */
export function hasPermission(user: AuthUser, permission: string): boolean {
  return can(user.roles, permission);
}
