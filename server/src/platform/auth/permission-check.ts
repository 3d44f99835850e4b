import { can, type NO_ONE, type Permission } from '@tiangong/domain';
import type { AuthUser } from './auth-user.ts';

/** Server-side check of a SPEC §6 permission (rules in packages/domain/src/permissions.ts). */
export function hasPermission(user: AuthUser, permission: Permission | typeof NO_ONE): boolean {
  return can(user.roles, permission);
}
