import { defineMasterData } from '../define.ts';
import { ref, text } from '../fields.ts';

/**
 * 部门 as a reference target (领用部门, and the department a staff picker waits for): a read-only
 * view of the organization's departments (`v_departments`, migration 0026, with the path from the
 * top so two 一车间 tell apart). Departments are kept on /organizational; this only answers the
 * lookup (`/user/queryDepartmentLookupPageList`, any logged-in user).
 */
export const department = defineMasterData({
  key: 'department',
  title: '部门',
  table: 'v_departments',
  screen: '/organizational',
  name: 'DepartmentLookup',
  prefix: '/user',
  edit: 'staff-permission-setting',
  fields: {
    departmentName: text('部门名称', { max: 100 }),
    path: text('所属', { max: 300, help: '上级部门' }),
  },
  display: ['departmentName'],
  filters: ['departmentName', 'status'],
  columns: ['departmentName', 'path', 'status'],
  sort: 'departmentName',
});

/**
 * 员工 as a reference target (an owner, a salesperson): a read-only view of the staff accounts
 * (`v_staff`, made by migration 0021 over `users`, with its department's id since 0026; a left employee is DISCARDED), so owner fields
 * are ordinary `ref('staff', …)` fields with labels, filters and pickers. Staff are kept on the
 * admin screens (/staff); this declaration only answers the lookup
 * (`/user/queryStaffLookupPageList`, any logged-in user: it shows names and departments only).
 */
export const staff = defineMasterData({
  key: 'staff',
  title: '员工',
  table: 'v_staff',
  screen: '/staff',
  name: 'StaffLookup',
  prefix: '/user',
  edit: 'staff-permission-setting',
  fields: {
    userName: text('账号', { max: 50 }),
    realName: text('姓名', { max: 50 }),
    departmentName: text('部门', { max: 100 }),
    // The staff picker of a chosen department (领料人 of the 领用部门) filters on it.
    departmentId: ref('department', '所在部门'),
  },
  display: ['realName'],
  filters: ['userName', 'realName', 'departmentName', 'departmentId', 'status'],
  columns: ['userName', 'realName', 'departmentName', 'status'],
  sort: 'userName',
});
