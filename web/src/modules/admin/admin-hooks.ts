import { adminApi, type DepartmentNode, type RoleRow } from './admin-api';
import { type Remote, useRemote } from './use-remote';

/** Asked of the server; the client raises it to the SPEC §7 floor (25, or 15 on narrow windows). */
export const LIST_PAGE_SIZE = 10;

/** The server caps a page at 500 rows; that covers every role a company defines. */
export const ALL_ROLES_PAGE = { pageIndex: 1, pageSize: 500 };

export function useDepartmentTree(): Remote<DepartmentNode[]> {
  return useRemote(() => adminApi.departmentTree(), []);
}

export function useAllRoles(): Remote<RoleRow[]> {
  return useRemote(async () => (await adminApi.roleList(ALL_ROLES_PAGE))?.requestList, []);
}
