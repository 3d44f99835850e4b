import { formatYmd } from '../dates.ts';
import { roleLabels } from '../roles.ts';

/**
 * How a change-history entry reads: `姓名：张三 → 张四；角色：Saler → Saler、SaleManager`.
 * Only the fields a person cares about are listed, each under its Chinese label; bookkeeping
 * fields (version, modifyAt, …) never show.
 */
export interface FieldSpec {
  key: string;
  label: string;
  /** The value as shown; '' counts as empty. */
  format?: (value: unknown) => string;
  /** For collections: the change itself in words ('' when nothing changed). */
  diff?: (before: unknown, after: unknown) => string;
  /**
   * A state that does not hold the key says nothing of it (not that it was empty): a document's
   * fields, which an older event's `before` kept as the table's columns (`supplier_id`, no label).
   */
  keyed?: boolean;
}

export const EMPTY_VALUE = '（空）';

/** The states an audit event keeps (a JSON object each, or nothing). */
export interface AuditStates {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One changed field: its label and its value before and after, as read ('' for empty). */
export interface FieldChange {
  label: string;
  before: string;
  after: string;
  /** `set` on creation, `described` for a collection's change in words, else `changed`. */
  kind: 'set' | 'changed' | 'described';
}

export function plainValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainValue).filter(Boolean).join('、');
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The changed fields of one entry. A creation lists the values set (before ''); a deletion lists
 * nothing; a collection's change in words stands in `after`.
 */
export function diffFields(entry: AuditStates, fields: FieldSpec[]): FieldChange[] {
  const { before, after } = entry;
  if (!after) return [];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const oldValue = before?.[field.key];
    const newValue = after[field.key];
    if (field.diff) {
      const text = field.diff(before ? oldValue : [], newValue);
      if (text) changes.push({ label: field.label, before: '', after: text, kind: 'described' });
      continue;
    }
    if (field.keyed && before && !(field.key in before)) continue;
    const format = field.format ?? plainValue;
    const now = format(newValue);
    if (!before) {
      if (now) changes.push({ label: field.label, before: '', after: now, kind: 'set' });
      continue;
    }
    const old = format(oldValue);
    if (old !== now) changes.push({ label: field.label, before: old, after: now, kind: 'changed' });
  }
  return changes;
}

/** The same changes in words: `姓名：张三 → 张四`, or `姓名：张三` for a creation. */
export function describeChanges(entry: AuditStates, fields: FieldSpec[]): string[] {
  return diffFields(entry, fields).map((c) =>
    c.kind === 'changed'
      ? `${c.label}：${c.before || EMPTY_VALUE} → ${c.after || EMPTY_VALUE}`
      : `${c.label}：${c.after}`,
  );
}

const staffStateText: Record<string, string> = { ON: '在职', LEFT: '离职' };

export const staffAuditFields: FieldSpec[] = [
  { key: 'userName', label: '账号' },
  { key: 'realName', label: '姓名' },
  { key: 'mobile', label: '手机' },
  { key: 'email', label: '邮箱' },
  { key: 'departmentName', label: '部门' },
  // Roles by their Chinese names (issue 35 item 7); a role of the company's own by its code.
  {
    key: 'roleNames',
    label: '角色',
    format: (v) =>
      Array.isArray(v) ? v.map((r) => roleLabels[String(r)] ?? String(r)).join('、') : plainValue(v),
  },
  { key: 'state', label: '状态', format: (v) => staffStateText[String(v)] ?? plainValue(v) },
  { key: 'leaveDate', label: '离职日期', format: (v) => formatYmd(plainValue(v)) },
  { key: 'remark', label: '备注' },
];

function grantMap(value: unknown): Map<number, string> {
  const grants = Array.isArray(value) ? (value as { menuId: number; state?: string }[]) : [];
  return new Map(grants.map((g) => [g.menuId, g.state ?? '']));
}

/** Menu grants compared as sets: `新增 员工管理（可导出）、角色管理，移除 首页，允许导出 客户`. */
export function menuGrantDiff(nameOf: (menuId: number) => string) {
  return (before: unknown, after: unknown): string => {
    const old = grantMap(before);
    const now = grantMap(after);
    const names = (ids: number[]) => ids.map(nameOf).join('、');
    const added = [...now.keys()].filter((id) => !old.has(id));
    const removed = [...old.keys()].filter((id) => !now.has(id));
    const kept = [...now.keys()].filter((id) => old.has(id) && old.get(id) !== now.get(id));
    const exportOn = kept.filter((id) => now.get(id) === 'EXPORT');
    const exportOff = kept.filter((id) => now.get(id) !== 'EXPORT');
    const addedNames = added.map((id) => (now.get(id) === 'EXPORT' ? `${nameOf(id)}（可导出）` : nameOf(id)));
    return [
      added.length ? `新增 ${addedNames.join('、')}` : '',
      removed.length ? `移除 ${names(removed)}` : '',
      exportOn.length ? `允许导出 ${names(exportOn)}` : '',
      exportOff.length ? `取消导出 ${names(exportOff)}` : '',
    ]
      .filter(Boolean)
      .join('，');
  };
}

export function roleAuditFields(menuName: (menuId: number) => string): FieldSpec[] {
  return [
    { key: 'roleName', label: '角色编码' },
    { key: 'label', label: '角色名称' },
    { key: 'remark', label: '备注' },
    { key: 'menus', label: '菜单权限', diff: menuGrantDiff(menuName) },
  ];
}

export function departmentAuditFields(
  departmentName: (departmentId: number) => string,
  staffName: (userId: number) => string,
): FieldSpec[] {
  return [
    { key: 'name', label: '名称' },
    {
      key: 'parentId',
      label: '上级部门',
      format: (v) => (typeof v === 'number' ? departmentName(v) : '无（顶级部门）'),
    },
    { key: 'sort', label: '排序' },
    { key: 'managerId', label: '负责人', format: (v) => (typeof v === 'number' ? staffName(v) : '') },
  ];
}
