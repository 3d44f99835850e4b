import { isSuperAdmin } from '@tiangong/domain';
import type { AuthUser } from './auth-user.ts';

/**
 * Server-side permission check. The rules of SPEC §6 live in packages/domain as data;
 * until a permission is declared there only SuperAdmin holds it (deny by default).
 */
export type PermissionRule = (roles: readonly string[]) => boolean;

const rules = new Map<string, PermissionRule>();

export function registerPermission(name: string, rule: PermissionRule): void {
  rules.set(name, rule);
}

export function hasPermission(user: AuthUser, permission: string): boolean {
  if (isSuperAdmin(user.roles)) return true;
  const rule = rules.get(permission);
  return rule ? rule(user.roles) : false;
}
