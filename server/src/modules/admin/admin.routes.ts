import { auditLogReport } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { pageWindow } from '../../platform/http/paging.ts';
import { addRoute } from '../../platform/http/route.ts';
import { reportRoutes } from '../../platform/reports/report.routes.ts';
import * as s from './admin.schemas.ts';
import { auditEventsQuery } from './audit-events.queries.ts';
import { auditEventDetail, auditLog, withChangeSummaries } from './audit-log.service.ts';
import {
  buildTree,
  deleteDepartment,
  departmentDetail,
  flatDepartments,
  saveDepartment,
  setDepartmentManager,
  subtreeIds,
} from './department.service.ts';
import { deleteRole, listRoles, menuTree, roleDetail, saveRole } from './role.service.ts';
import {
  leaveStaff,
  listStaff,
  resetStaffPassword,
  saveStaff,
  staffDetail,
  staffOptions,
} from './staff.service.ts';

/** SPEC §7 "User and org" calls. All of them are staff administration (SPEC §6: BigBoss, VicePresident). */
const admin = { permission: 'staff-permission-setting' } as const;
const tags = ['user'];

/** Industries of the company's customers (busiIndustryList), for customer and lead forms. */
export const industries = [
  '涂料',
  '油墨',
  '塑料',
  '纺织印染',
  '化妆品与染发',
  '锂电池与导电材料',
  '建材',
  '其他',
];

export function adminRoutes(app: FastifyInstance): void {
  const tx = app.db.transaction.bind(app.db);

  // Staff
  addRoute(app, {
    method: 'POST',
    url: '/user/busiUserList',
    summary: '员工列表',
    tags,
    access: admin,
    body: s.staffListBody,
    handler: ({ body }) => listStaff(app.db, body.queryParameterVo ?? {}, pageWindow(body)),
  });
  addRoute(app, {
    method: 'GET',
    url: '/user/busiUserDetail',
    summary: '员工详情',
    tags,
    access: admin,
    query: s.userIdQuery,
    handler: ({ query }) => staffDetail(app.db, query.userId),
  });
  addRoute(app, {
    method: 'POST',
    url: '/user/saveOrUpdateBusiUser',
    summary: '新建或修改员工',
    tags,
    access: admin,
    body: s.saveStaffBody,
    handler: ({ body, request }) => tx((db) => saveStaff(db, request, body)),
  });
  addRoute(app, {
    method: 'POST',
    url: '/user/leaveBusiUser',
    summary: '员工离职',
    tags,
    access: admin,
    body: s.leaveBody,
    handler: ({ body, request }) => tx((db) => leaveStaff(db, request, body)),
  });
  addRoute(app, {
    method: 'POST',
    url: '/user/updateBusiUserWord',
    summary: '重置员工密码',
    tags,
    access: admin,
    body: s.resetPasswordBody,
    handler: ({ body, request }) => tx((db) => resetStaffPassword(db, request, body)),
  });
  addRoute(app, {
    method: 'GET',
    url: '/user/busiUserLists',
    summary: '部门（含下级）的在职员工',
    tags,
    access: admin,
    query: s.departmentIdQuery,
    handler: async ({ query }) => staffOptions(app.db, await subtreeIds(app.db, query.departmentId)),
  });
  addRoute(app, {
    method: 'GET',
    url: '/user/getFlatBusiuserList',
    summary: '全部在职员工（平铺）',
    tags,
    access: admin,
    handler: () => staffOptions(app.db),
  });

  // Organization
  addRoute(app, {
    method: 'GET',
    url: '/user/busiOrganList',
    summary: '组织架构树',
    tags,
    access: admin,
    handler: async () => buildTree(await flatDepartments(app.db)),
  });
  addRoute(app, {
    method: 'GET',
    url: '/user/getUnderBusiOrganList',
    summary: '部门及其全部下级部门',
    tags,
    access: admin,
    query: s.departmentIdQuery,
    handler: async ({ query }) => {
      const ids = new Set(await subtreeIds(app.db, query.departmentId));
      return (await flatDepartments(app.db)).filter((d) => ids.has(d.departmentId));
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/user/queryBusiOrganID',
    summary: '部门详情',
    tags,
    access: admin,
    query: s.departmentIdQuery,
    handler: ({ query }) => departmentDetail(app.db, query.departmentId),
  });
  addRoute(app, {
    method: 'POST',
    url: '/user/saveOrUpdateBusiOrgan',
    summary: '新建、重命名或移动部门',
    tags,
    access: admin,
    body: s.saveDepartmentBody,
    handler: ({ body, request }) => tx((db) => saveDepartment(db, request, body)),
  });
  addRoute(app, {
    method: 'POST',
    url: '/user/deleteBusiOrgan',
    summary: '删除部门',
    tags,
    access: admin,
    body: s.deleteDepartmentBody,
    handler: ({ body, request }) => tx((db) => deleteDepartment(db, request, body.departmentId)),
  });
  addRoute(app, {
    method: 'POST',
    url: '/user/busiOrganManage',
    summary: '设置部门负责人',
    tags,
    access: admin,
    body: s.departmentManagerBody,
    handler: ({ body, request }) => tx((db) => setDepartmentManager(db, request, body)),
  });
  addRoute(app, {
    method: 'GET',
    url: '/auth/queryFlatDepartmentList',
    summary: '部门平铺列表',
    tags: ['auth'],
    access: admin,
    handler: () => flatDepartments(app.db),
  });
  addRoute(app, {
    method: 'GET',
    url: '/user/busiIndustryList',
    summary: '行业列表',
    tags,
    access: admin,
    handler: () => industries.map((name, i) => ({ industryId: i + 1, name })),
  });

  // Roles and menus
  addRoute(app, {
    method: 'POST',
    url: '/user/busiRoleList',
    summary: '角色列表',
    tags,
    access: admin,
    body: s.roleListBody,
    handler: ({ body }) => listRoles(app.db, body.queryParameterVo ?? {}, pageWindow(body)),
  });
  addRoute(app, {
    method: 'GET',
    url: '/user/queryBusiRoleDetails',
    summary: '角色详情及菜单权限',
    tags,
    access: admin,
    query: s.roleIdQuery,
    handler: ({ query }) => roleDetail(app.db, query.roleId),
  });
  addRoute(app, {
    method: 'POST',
    url: '/user/saveOrUpdateBusiRole',
    summary: '新建或修改角色及其菜单',
    tags,
    access: admin,
    body: s.saveRoleBody,
    handler: ({ body, request }) => tx((db) => saveRole(db, request, body)),
  });
  addRoute(app, {
    method: 'POST',
    url: '/user/deleteBusiRole',
    summary: '删除角色',
    tags,
    access: admin,
    body: s.deleteRoleBody,
    handler: ({ body, request }) => tx((db) => deleteRole(db, request, body.roleId)),
  });
  addRoute(app, {
    method: 'GET',
    url: '/user/busiMenuList',
    summary: '全部菜单树',
    tags,
    access: admin,
    handler: () => menuTree(app.db),
  });
  addRoute(app, {
    method: 'GET',
    url: '/user/auditLog',
    summary: '员工、角色、部门的变更记录',
    tags,
    access: admin,
    query: s.auditQuery,
    handler: ({ query }) => auditLog(app.db, query.entity, query.entityId),
  });

  // 审计日志: the declared report (list, export) and one event in full for its detail drawer.
  reportRoutes(app, auditLogReport, auditEventsQuery, { finishRows: withChangeSummaries });
  addRoute(app, {
    method: 'GET',
    url: '/user/queryAuditEventDetail',
    summary: '审计日志详情（修改前后完整内容）',
    tags,
    access: admin,
    query: s.auditEventQuery,
    handler: ({ query }) => auditEventDetail(app.db, query.id),
  });
}
