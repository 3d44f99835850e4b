import { auditActionOptions, auditEntityOptions } from '../../audit/audit-catalogue.ts';
import { date, enumOf, text } from '../../documents/fields.ts';
import { defineReport } from '../define.ts';

/**
 * 审计日志: who changed what and when, before and after, for administrators — the holders of
 * 员工权限设置 (BigBoss, VicePresident; super admin passes every check), who already administer
 * staff, roles and their menus. Events are read newest first from the indexes on `audit_events`;
 * the change summary is written by the server from the same field labels as the detail drawer.
 */
export const auditLogReport = defineReport({
  key: 'audit-log',
  title: '审计日志',
  screen: '/audit-log',
  api: { prefix: '/user', name: 'AuditEvent' },
  access: { permission: 'staff-permission-setting' },
  fields: {
    at: text('时间', { width: 170 }),
    date: date('日期', { list: false }),
    actor: text('操作人', { help: '账号或姓名', width: 140 }),
    action: enumOf('auditAction', '操作', { width: 110, options: auditActionOptions }),
    entity: enumOf('auditEntity', '单据类型', { width: 120, options: auditEntityOptions }),
    record: text('记录', { help: '单号、账号或编号', width: 180 }),
    changes: text('变更内容', { width: 420 }),
    ip: text('IP 地址', { width: 130 }),
    requestId: text('请求号', { width: 110 }),
  },
  filters: ['actor', 'entity', 'record', 'action', 'date'],
  columns: ['at', 'actor', 'action', 'entity', 'record', 'changes', 'ip', 'requestId'],
  defaultSort: { field: 'at', order: 'desc' },
  // Newest or oldest first, on the (at, id) indexes; any other order would sort the whole log.
  sortable: ['at'],
  sortAs: { at: ['atTime', 'id'] },
  rowKey: 'id',
  description: '谁在何时修改了什么（修改前 → 修改后）；点击“详情”查看完整的修改前后内容。',
});
