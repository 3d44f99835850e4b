import { formatYmd } from '../dates.ts';
import { crmDocuments } from '../documents/crm/index.ts';
import type { DocumentDef } from '../documents/define.ts';
import { isScaled, scaleOf } from '../documents/fields.ts';
import { financeDocuments } from '../documents/finance/index.ts';
import { inventoryDocuments } from '../documents/inventory/index.ts';
import { masterDataDocuments } from '../documents/masterdata/index.ts';
import { productionDocuments } from '../documents/production/index.ts';
import { purchaseDocuments } from '../documents/purchase/index.ts';
import { qualityDocuments } from '../documents/quality/index.ts';
import { salesDocuments } from '../documents/sales/index.ts';
import { type EnumOption, enumOptions, enums } from '../enums.ts';
import { isOperationType, OperationVerb } from '../operations.ts';
import { trimZeros, unscaleBy } from '../scale.ts';
import { statusLabel } from '../statuses.ts';
import { type FieldChange, type FieldSpec, plainValue } from './audit-diff.ts';

/**
 * What the audit log names (who changed what): the kinds of record events are written for, and
 * the actions, each with its Chinese label. Documents take their declaration's title and their
 * transitions' labels, so a new document type appears here by being declared.
 */
export const auditedDocuments: readonly DocumentDef[] = [
  ...masterDataDocuments,
  ...inventoryDocuments,
  ...purchaseDocuments,
  ...salesDocuments,
  ...financeDocuments,
  ...crmDocuments,
  ...productionDocuments,
  ...qualityDocuments,
];

/** Records the engine does not declare: staff administration, sessions, files, month-end close. */
const adminEntities: [string, string][] = [
  ['user', '员工'],
  ['role', '角色'],
  ['department', '部门'],
  ['session', '会话'],
  ['file', '文件'],
  ['stock-period', '库存月结'],
  ['pool-settings', '公海设置'],
];

/** The audit log's kinds of record (`enums.auditEntity`, filled here). */
export const auditEntityOptions: EnumOption[] = enums.auditEntity;
if (auditEntityOptions.length === 0)
  auditEntityOptions.push(
    ...adminEntities.map(([value, label]) => ({ value, label })),
    ...auditedDocuments.map((d) => ({ value: d.key, label: d.title })),
  );

/** Actions written outside declared transitions: staff administration and the engine's own. */
const fixedActions: [string, string][] = [
  ['CREATE', '新建'],
  ['UPDATE', '修改'],
  ['DELETE', '删除'],
  ['DEL', '删除'],
  ['MOVE', '移动'],
  ['LEAVE', '离职'],
  ['RESET_PASSWORD', '重置密码'],
  ['SET_MANAGER', '设置负责人'],
  ['CHANGE_PASSWORD', '修改密码'],
  ['LOGIN', '登录'],
  ['LOGOUT_SESSION', '下线登录设备'],
  ['UPLOAD', '上传文件'],
  ['ADD_FILE', '添加附件'],
  ['REMOVE_FILE', '移除附件'],
  ['CLOSE-LINES', '关闭明细'],
  ['REOPEN-LINES', '重新打开明细'],
  ['LINK-STATUS', '随下游单据更新状态'],
  ['PICK', '批号分配'],
  ['PRICE-REVIEW', '审核采购价格'],
  ['AMOUNT-REVIEW', '审核订单金额'],
  ['PRICE-REVOKED', '价格变更，重新审核'],
  ['CREDIT-REVIEW', '信用审核'],
  ['CREDIT-REVOKED', '金额变更，重新信用审核'],
  ['APPLY-FROM-SAFETY-STOCK', '按安全库存生成采购申请'],
  ['PRODUCTION-CONFIRM', '生产确认'],
  ['CLOSE', '月结'],
  ['REOPEN', '重新打开'],
  // CRM (issue 15): changes of a customer's salesperson and a lead's ends.
  ['DISTRIBUTE', '分配'],
  ['RELEASE', '放入公海'],
  ['CLAIM', '领取'],
  ['AUTO_RETURN', '自动退回公海'],
  ['CONVERT', '转为客户'],
  ['CLOSE_CLUE', '关闭线索'],
  ['PATCH_CLUE', '批量修改线索'],
];

const transitionActions: [string, string][] = auditedDocuments.flatMap((d) => [
  ...d.transitions.map((t): [string, string] => [
    t.action,
    t.label ?? (isOperationType(t.action) ? OperationVerb[t.action] : t.action),
  ]),
  // A change of the fields kept editable after draft (运单号): `amend${Name}` records it as AMEND.
  ...(d.amend ? [['AMEND', d.amend.label] as [string, string]] : []),
]);

/** Each action once, under the label it is first given (the fixed ones first). */
export const auditActionOptions: EnumOption[] = enums.auditAction;
for (const [value, label] of [...fixedActions, ...transitionActions])
  if (!auditActionOptions.some((o) => o.value === value)) auditActionOptions.push({ value, label });

export function auditActionLabel(action: string): string {
  return auditActionOptions.find((o) => o.value === action)?.label ?? action;
}

export function auditEntityLabel(entity: string): string {
  return auditEntityOptions.find((o) => o.value === entity)?.label ?? entity;
}

export function auditedDocument(entity: string): DocumentDef | undefined {
  return auditedDocuments.find((d) => d.key === entity);
}

const lineCount = (v: unknown) => (Array.isArray(v) ? `${v.length} 行` : '');

/**
 * A document's fields as the change summary reads them: declared labels, a reference by its
 * record's label (`supplierLabel`), scaled numbers and dates as shown on screen, the status and
 * every enumerated value by its Chinese label (never NOT_INVOICED); line items by their count.
 * Fields are all shown: only administrators read the audit log. A field the state before does not
 * hold is left out rather than shown as changed from empty (`keyed`).
 */
export function documentAuditFields(def: DocumentDef): FieldSpec[] {
  const specs: FieldSpec[] = Object.entries(def.fields).map(([name, field]): FieldSpec => {
    const keyed = true;
    if (field.kind === 'ref') return { key: `${name.replace(/Id$/, '')}Label`, label: field.label, keyed };
    if (field.kind === 'date')
      return { key: name, label: field.label, format: (v) => formatYmd(plainValue(v)), keyed };
    if (field.kind === 'enum') {
      const options = enumOptions(field);
      return {
        key: name,
        label: field.label,
        format: (v) => options.find((o) => o.value === v)?.label ?? plainValue(v),
        keyed,
      };
    }
    if (isScaled(field)) {
      const { factor, decimals } = scaleOf[field.kind];
      return {
        key: name,
        label: field.label,
        format: (v) =>
          v === null || v === undefined || v === '' ? '' : trimZeros(unscaleBy(String(v), factor, decimals)),
        keyed,
      };
    }
    return { key: name, label: field.label, keyed };
  });
  return [
    ...specs,
    {
      key: 'status',
      label: '状态',
      format: (v) => (v ? statusLabel(def.statuses, String(v)) : ''),
      keyed: true,
    },
    ...(def.items ? [{ key: 'items', label: def.items.title, format: lineCount }] : []),
    { key: 'picks', label: '批号分配', format: lineCount },
    { key: 'lineIds', label: '明细行', format: lineCount },
    { key: 'fileId', label: '附件' },
  ];
}

/**
 * A document's state as an audit event kept it, in the shape the change summary reads: events
 * written before 2026-11 kept the state before an update or a transition as the table's row
 * (`supplier_id`, `red_flush_date`, `create_by`), so every field read as changed from empty; such a
 * row is read by its fields' names (a reference without its label is left out, `keyed`).
 */
export function documentState(state: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!state || !('create_by' in state)) return state;
  return Object.fromEntries(
    Object.entries(state).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), v]),
  );
}

/** Fields of the records that are not documents (staff, roles and departments have their own). */
export const fileAuditFields: FieldSpec[] = [{ key: 'fileName', label: '文件名' }];

/** One audit event in full (`/user/queryAuditEventDetail`): the row as listed, each change, both states. */
export interface AuditEventDetail {
  id: number;
  at: string;
  actor: string;
  action: string;
  actionLabel: string;
  entity: string;
  entityLabel: string;
  record: string;
  ip: string | null;
  requestId: string | null;
  changes: FieldChange[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
