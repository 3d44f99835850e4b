import type { AuditEventDetail } from '@tiangong/domain';
import { apiGet, apiPost } from '../../api/http';

/** Shapes of the SPEC §7 "User and org" answers, as server/src/modules/admin declares them. */
export type StaffState = 'ON' | 'LEFT';

export interface StaffRow {
  userId: number;
  userName: string;
  realName: string;
  mobile: string | null;
  email: string | null;
  remark: string | null;
  departmentId: number | null;
  departmentName: string | null;
  roleNames: string[];
  state: StaffState;
  /** yyyymmdd */
  leaveDate: string | null;
  createBy: string | null;
  createAt: string;
  modifyBy: string | null;
  modifyAt: string | null;
  version: number;
}

export interface StaffFilters {
  userName?: string;
  realName?: string;
  departmentId?: number;
  roleName?: string;
  state?: '' | StaffState;
}

export interface PageAnswer<T> {
  requestList: T[];
  totalRec: number;
  pageIndex: number;
  pageSize: number;
}

export interface SaveStaffPayload {
  userId?: number;
  userName: string;
  realName: string;
  mobile?: string;
  email?: string;
  departmentId: number;
  roleNames: string[];
  remark?: string;
  password?: string;
  version?: number;
}

export interface StaffOption {
  userId: number;
  userName: string;
  realName: string;
  departmentId: number | null;
  departmentName: string | null;
}

export interface DepartmentNode {
  departmentId: number;
  name: string;
  parentId: number | null;
  sort: number;
  managerId: number | null;
  managerName: string | null;
  staffCount: number;
  /** 总经办 / 销售部 / 华东组 */
  path: string;
  children: DepartmentNode[];
}

export interface SaveDepartmentPayload {
  departmentId?: number;
  name: string;
  parentId: number | null;
  sort?: number;
}

export interface RoleRow {
  roleId: number;
  roleName: string;
  label: string;
  remark: string | null;
  builtIn: boolean;
  userCount: number;
  createBy: string | null;
  createAt: string;
  modifyBy: string | null;
  modifyAt: string | null;
}

export type GrantState = '' | 'EXPORT';

export interface MenuGrant {
  menuId: number;
  state: GrantState;
}

export interface RoleDetail extends RoleRow {
  menus: MenuGrant[];
}

export interface SaveRolePayload {
  roleId?: number;
  roleName: string;
  label: string;
  remark?: string;
  menus: MenuGrant[];
}

export interface MenuNode {
  menuId: number;
  menuName: string;
  /** '' for a group */
  menuUrl: string;
  children: MenuNode[];
}

export type AuditEntity = 'user' | 'role' | 'department';

export interface AuditEntry {
  id: number;
  /** ISO timestamp */
  at: string;
  actor: string | null;
  action: string;
  actionLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

/** Every call resolves to undefined when it failed; the client has then shown the message. */
export const adminApi = {
  staffList: (page: PageRequest, filters: StaffFilters) =>
    apiPost<PageAnswer<StaffRow>>('/user/busiUserList', { page, queryParameterVo: filters }),
  staffDetail: (userId: number) => apiGet<StaffRow>('/user/busiUserDetail', { userId }),
  saveStaff: (payload: SaveStaffPayload) =>
    apiPost<{ userId: number }>('/user/saveOrUpdateBusiUser', payload),
  leaveStaff: (userId: number) => apiPost<null>('/user/leaveBusiUser', { userId }),
  resetPassword: (userId: number, newPassword: string) =>
    apiPost<null>('/user/updateBusiUserWord', { userId, newPassword }),
  departmentStaff: (departmentId: number) => apiGet<StaffOption[]>('/user/busiUserLists', { departmentId }),
  activeStaff: () => apiGet<StaffOption[]>('/user/getFlatBusiuserList'),

  departmentTree: () => apiGet<DepartmentNode[]>('/user/busiOrganList'),
  saveDepartment: (payload: SaveDepartmentPayload) =>
    apiPost<{ departmentId: number }>('/user/saveOrUpdateBusiOrgan', payload),
  deleteDepartment: (departmentId: number) => apiPost<null>('/user/deleteBusiOrgan', { departmentId }),
  setManager: (departmentId: number, managerId: number | null) =>
    apiPost<null>('/user/busiOrganManage', { departmentId, managerId }),

  roleList: (page: PageRequest, roleName?: string) =>
    apiPost<PageAnswer<RoleRow>>('/user/busiRoleList', { page, queryParameterVo: { roleName } }),
  roleDetail: (roleId: number) => apiGet<RoleDetail>('/user/queryBusiRoleDetails', { roleId }),
  saveRole: (payload: SaveRolePayload) => apiPost<{ roleId: number }>('/user/saveOrUpdateBusiRole', payload),
  deleteRole: (roleId: number) => apiPost<null>('/user/deleteBusiRole', { roleId }),
  menuTree: () => apiGet<MenuNode[]>('/user/busiMenuList'),

  auditLog: (entity: AuditEntity, entityId: number) =>
    apiGet<AuditEntry[]>('/user/auditLog', { entity, entityId }),
  auditEvent: (id: string) => apiGet<AuditEventDetail>('/user/queryAuditEventDetail', { id }),
};
