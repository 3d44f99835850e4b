import { can } from '@tiangong/domain';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useUserInfo } from '../../shell/use-user-info';

export const ADMIN_PERMISSION = 'staff-permission-setting';
export const MSG_NO_ADMIN_PERMISSION = '您没有员工权限设置的权限，请联系总经理或副总经理';

/**
 * Every staff, organization and role call needs 员工权限设置 (SPEC §6: BigBoss, VicePresident).
 * A role granted the menu without that permission would see only refusals, so say so once instead.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const user = useUserInfo();
  const roles = user?.rolesVOList.map((r) => r.roleName) ?? [];
  if (user && !can(roles, ADMIN_PERMISSION)) {
    return <Result status="403" title="无权限" subTitle={MSG_NO_ADMIN_PERMISSION} />;
  }
  return children;
}
