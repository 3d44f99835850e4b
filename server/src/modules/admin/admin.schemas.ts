import { formatRules, isValidPassword, isYmd } from '@tiangong/domain';
import { z } from 'zod';
import { recordId, recordIdQuery, recordVersion } from '../../platform/http/id-schemas.ts';
import { pagedRequest } from '../../platform/http/paging.ts';

/** Payloads of the SPEC §7 "User and org" calls. */
const id = (label: string) => recordId(`${label}无效`, `请选择${label}`);

export const password = z
  .string({ error: '请输入密码' })
  .refine(isValidPassword, '密码须为6-20位字母和数字，且同时包含字母和数字');

export const staffFilters = z.object({
  userName: z.string().trim().optional(),
  realName: z.string().trim().optional(),
  departmentId: recordId('部门无效').optional(),
  roleName: z.string().trim().optional(),
  /** ON: on the job; LEFT: has left; empty: all. */
  state: z.enum(['', 'ON', 'LEFT']).optional(),
});
export const staffListBody = pagedRequest(staffFilters);

export const saveStaffBody = z.object({
  userId: recordId().optional(),
  userName: z
    .string({ error: '请输入账号' })
    .trim()
    .min(2, '账号至少2个字符')
    .max(30, '账号不能超过30个字符')
    .regex(/^[A-Za-z0-9_.-]+$/, '账号只能包含字母、数字、下划线、点和横线'),
  realName: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(30, '姓名不能超过30个字符'),
  mobile: z
    .string()
    .trim()
    .refine((v) => v === '' || formatRules.mobile.test(v), formatRules.mobile.message)
    .optional(),
  email: z.union([z.literal(''), z.email('邮箱格式不正确')]).optional(),
  departmentId: id('部门'),
  roleNames: z.array(z.string()).min(1, '请至少选择一个角色'),
  remark: z.string().trim().max(200, '备注不能超过200个字符').optional(),
  /** Required when creating: the initial password. */
  password: password.optional(),
  version: recordVersion.optional(),
});

export const userIdQuery = z.object({ userId: recordIdQuery('员工编号无效') });
export const leaveBody = z.object({
  userId: id('员工'),
  leaveDate: z.string().refine(isYmd, '离职日期格式应为yyyymmdd').optional(),
});
export const resetPasswordBody = z.object({ userId: id('员工'), newPassword: password });

export const departmentIdQuery = z.object({ departmentId: recordIdQuery('部门编号无效') });
export const saveDepartmentBody = z.object({
  departmentId: recordId().optional(),
  name: z
    .string({ error: '请输入部门名称' })
    .trim()
    .min(1, '请输入部门名称')
    .max(30, '部门名称不能超过30个字符'),
  parentId: recordId().nullable().optional(),
  sort: z.number().int().min(0).max(9999).optional(),
});
export const departmentManagerBody = z.object({
  departmentId: id('部门'),
  managerId: recordId().nullable(),
});
export const deleteDepartmentBody = z.object({ departmentId: id('部门') });

export const roleListBody = pagedRequest(z.object({ roleName: z.string().trim().optional() }));
export const roleIdQuery = z.object({ roleId: recordIdQuery('角色编号无效') });
export const saveRoleBody = z.object({
  roleId: recordId().optional(),
  roleName: z
    .string({ error: '请输入角色编码' })
    .trim()
    .min(2, '角色编码至少2个字符')
    .max(40, '角色编码不能超过40个字符')
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, '角色编码须以字母开头，只能包含字母、数字、下划线和横线'),
  label: z
    .string({ error: '请输入角色名称' })
    .trim()
    .min(1, '请输入角色名称')
    .max(30, '角色名称不能超过30个字符'),
  remark: z.string().trim().max(200, '备注不能超过200个字符').optional(),
  menus: z.array(z.object({ menuId: recordId(), state: z.enum(['', 'EXPORT']) })),
});
export const deleteRoleBody = z.object({ roleId: id('角色') });
export const auditEventQuery = z.object({ id: recordIdQuery('审计记录编号无效') });

export const auditQuery = z.object({
  entity: z.enum(['user', 'role', 'department']),
  entityId: recordIdQuery(),
});
