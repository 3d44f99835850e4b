import type { UserInfo } from '@tiangong/domain';

/** A stored user info as login answers it, for shell tests. */
export function userFixture(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userName: 'admin',
    authInfo: { userId: 1, realName: '系统管理员', departmentName: '总经办', superAdmin: true },
    menuList: [
      { menuId: 1, menuName: '首页', menuUrl: '/index', state: 'EXPORT', subMenuList: [] },
      {
        menuId: 2,
        menuName: '系统管理',
        menuUrl: '',
        state: '',
        subMenuList: [
          { menuId: 3, menuName: '员工管理', menuUrl: '/staff', state: '' },
          { menuId: 4, menuName: '角色管理', menuUrl: '/role', state: 'EXPORT' },
        ],
      },
      {
        menuId: 5,
        menuName: '采购管理',
        menuUrl: '',
        state: '',
        subMenuList: [{ menuId: 6, menuName: '供应商', menuUrl: '/supplier', state: '' }],
      },
      { menuId: 7, menuName: '空分组', menuUrl: '', state: '', subMenuList: [] },
    ],
    menuUrl: '/index',
    role: { roleName: 'SuperAdmin' },
    rolesVOList: [{ roleName: 'SuperAdmin' }],
    ...overrides,
  };
}
