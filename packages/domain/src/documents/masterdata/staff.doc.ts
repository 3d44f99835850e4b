import { defineMasterData } from '../define.ts';
import { text } from '../fields.ts';

/**
 * 员工 as a reference target (an owner, a salesperson): a read-only view of the staff accounts
 * (`v_staff`, made by migration 0021 over `users`; a left employee is DISCARDED), so owner fields
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
  },
  display: ['realName'],
  filters: ['userName', 'realName', 'departmentName', 'status'],
  columns: ['userName', 'realName', 'departmentName', 'status'],
  sort: 'userName',
});
