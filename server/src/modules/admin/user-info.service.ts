import { isSuperAdmin, type UserInfo } from '@tiangong/domain';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { firstMenuUrl, menuListFor } from './menu.service.ts';

/** The SPEC §3 user info answered by login and by /user/current. */
export async function buildUserInfo(db: DbOrTx, user: Omit<AuthUser, 'sessionHash'>): Promise<UserInfo> {
  const superAdmin = isSuperAdmin(user.roles);
  const menuList = await menuListFor(db, user.roles, superAdmin);
  return {
    userName: user.userName,
    authInfo: { userId: user.id, realName: user.realName, departmentName: user.departmentName, superAdmin },
    menuList,
    menuUrl: firstMenuUrl(menuList),
    role: { roleName: user.roles[0] ?? '' },
    rolesVOList: user.roles.map((roleName) => ({ roleName })),
  };
}
