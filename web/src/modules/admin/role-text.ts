import { roleLabels } from '@tiangong/domain';
import type { RoleRow } from './admin-api';

/** A role's Chinese name: from the role list when loaded, else the built-in labels, else its code. */
export function roleText(roleName: string, roles?: readonly Pick<RoleRow, 'roleName' | 'label'>[]): string {
  return roles?.find((r) => r.roleName === roleName)?.label || roleLabels[roleName] || roleName;
}

/** Select option text: `销售员（Saler）`. */
export function roleOptionText(role: Pick<RoleRow, 'roleName' | 'label'>): string {
  return `${role.label}（${role.roleName}）`;
}
