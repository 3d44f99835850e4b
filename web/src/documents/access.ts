import {
  can,
  canExport,
  type DocAccess,
  type DocumentDef,
  type FieldDef,
  type MenuEntry,
  roleGroups,
  selfReviewRefusal,
  type TransitionDef,
  transitionApplies,
} from '@tiangong/domain';
import { useMemo } from 'react';
import { useUserInfo } from '../shell/use-user-info';
import { isOperationType, OperationVerb } from '../widgets/operation-verbs';
import type { DocumentRow } from './doc-api';
import { STATUS_KEY } from './formatters';

/** SPEC §6 on the generic screens: who sees which field, button and transition. */
export function hasAccess(roles: readonly string[], access: DocAccess): boolean {
  return access === 'session' || can(roles, access.permission);
}

export function fieldVisible(roles: readonly string[], field: FieldDef | undefined): boolean {
  return !!field && (!field.permission || can(roles, field.permission));
}

/** A declared key (a field or 'status') the user may see. */
export function keyVisible(def: DocumentDef, roles: readonly string[], key: string): boolean {
  return key === STATUS_KEY || fieldVisible(roles, def.fields[key]);
}

/** The declaration's fields the user may see, in declaration order. */
export function visibleFields(def: DocumentDef, roles: readonly string[]): [string, FieldDef][] {
  // A filter-only field is a question the list asks (剩余大于0), not a value of the record.
  return Object.entries(def.fields).filter(([, field]) => fieldVisible(roles, field) && !field.filterOnly);
}

/** The state of a screen's menu entry ('EXPORT' allows exports), looked up by its URL. */
export function menuStateOf(menuList: readonly MenuEntry[] | undefined, url: string): string | undefined {
  for (const entry of menuList ?? []) {
    if (entry.menuUrl === url) return entry.state;
    const sub = entry.subMenuList?.find((s) => s.menuUrl === url);
    if (sub) return sub.state;
  }
  return undefined;
}

export function transitionLabel(t: TransitionDef): string {
  return t.label ?? (isOperationType(t.action) ? OperationVerb[t.action] : t.action);
}

/** Transitions offered for a row: its status is a `from`, and the user holds `allow`. */
export function availableTransitions(
  def: DocumentDef,
  row: Pick<DocumentRow, 'status'> & Record<string, unknown>,
  roles: readonly string[],
): TransitionDef[] {
  return def.transitions.filter(
    (t) => t.from.includes(row.status) && transitionApplies(t, row) && hasAccess(roles, t.allow),
  );
}

/**
 * Maker ≠ checker (issue 35 item 4): the refusal a checker's transition meets when the user keyed
 * the record themselves (its 创建人, `createBy`), as the server words it; SuperAdmin is exempt.
 */
export function makerRefusal(
  t: TransitionDef,
  row: Pick<DocumentRow, 'createBy'>,
  perms: Pick<DocumentPermissions, 'roles' | 'userName'>,
): string | undefined {
  return t.checker ? selfReviewRefusal(transitionLabel(t), row.createBy, perms) : undefined;
}

/** A discarded record is read-only; the server still decides, this only hides the button. */
/**
 * A document with draft statuses is editable only while in draft (a posted 入库单 is red-flushed,
 * not edited); master data, which has none, while it is not discarded. The server enforces the same.
 */
export function isEditable(
  row: Pick<DocumentRow, 'status'>,
  def?: Pick<DocumentDef, 'draftStatuses'>,
): boolean {
  if (def && def.draftStatuses.length > 0) return def.draftStatuses.includes(row.status);
  return row.status !== 'DISCARDED';
}

/** Physical delete only while the status is a draft status (master data has none). */
export function isDeletable(def: DocumentDef, row: Pick<DocumentRow, 'status'>): boolean {
  return def.draftStatuses.includes(row.status);
}

export interface DocumentPermissions {
  roles: string[];
  userName: string;
  canEdit: boolean;
  canExport: boolean;
  /** Purchasing does not see some status filter options (SPEC §4). */
  inPurchasing: boolean;
}

export function documentPermissions(
  def: DocumentDef,
  user: ReturnType<typeof useUserInfo>,
): DocumentPermissions {
  const roles = user?.rolesVOList.map((r) => r.roleName) ?? [];
  return {
    roles,
    userName: user?.userName ?? '',
    canEdit: hasAccess(roles, def.access.edit),
    canExport: canExport(roles, menuStateOf(user?.menuList, def.screen)),
    inPurchasing: roleGroups.purchase.some((r) => roles.includes(r)),
  };
}

export function useDocumentPermissions(def: DocumentDef): DocumentPermissions {
  const user = useUserInfo();
  return useMemo(() => documentPermissions(def, user), [def, user]);
}
