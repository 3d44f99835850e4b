import type { Permission } from '../permissions.ts';
import type { DocumentDef, Fields, TypedDocumentDef } from './define.ts';

/** A condition on a record: its field (or `status`) holds one of the values. */
export interface ActionCondition<N extends string = string> {
  field: N | 'status';
  in: readonly string[];
}

/**
 * A module's own action on another declaration's screens (一键请购 on the safety stock, 价格审核 on
 * an order): a call of the module, declared as data, so the generic list and detail render it
 * without importing the module. Shown only to holders of `allow`, on records that meet every `when`.
 */
export interface DocumentActionDef {
  /** The declaration (key) on whose list and detail the action sits. */
  on: string;
  /** Unique among the actions on `on`. */
  key: string;
  label: string;
  /** The module's POST call. */
  call: string;
  allow: { permission: Permission };
  /**
   * `records`: confirmed, then `{ ids }` — a link on each fitting row, a button on a fitting
   * record's detail, and a list-toolbar button for the selected fitting rows or, with none selected,
   * every fitting record (read through the list call with `when` as its filters, at most
   * `maxRecords`). `review`: the SPEC §2 review dialog, then `{ id, version, approved, reason }` — a
   * link on each fitting row and a button on the detail. `screen`: a list-toolbar button that opens
   * the module's own `screen` with the selected fitting rows (`?ids=1,2`), where `call` is sent.
   */
  kind: 'records' | 'review' | 'screen';
  /**
   * A `records` action taken on one record at a time (a recipe's 修改 into its next version): the
   * row link and the detail button only, no list-toolbar button; the call refuses several ids.
   */
  single?: true;
  /** The page a `screen` action opens (a route of the screen registry). */
  screen?: string;
  when: readonly ActionCondition[];
  /** The answer's `id` is a record of this declaration (key): its detail opens after success. */
  opens?: string;
  /** What the confirmation says the action does. */
  help?: string;
  /** The action its call records in the approvals and the history: shown as `label` there. */
  records?: string;
  /**
   * A review the record's 制单人 may not take (maker ≠ checker, `selfReviewRefusal`): the call refuses
   * it and the screens show the action disabled with the rule, as for a `checker` transition.
   */
  checker?: true;
}

/** Labels of the actions recorded by a declaration's module actions (approvals, history). */
export function recordedActionLabels(actions: readonly DocumentActionDef[]): Record<string, string> {
  return Object.fromEntries(actions.flatMap((a) => (a.records ? [[a.records, a.label]] : [])));
}

/** The most records a `records` action sends at once (the module's call refuses more). */
export const maxActionRecords = 200;

/** Declares an action on `on`; the compiler checks `when` names its fields. */
export function defineAction<F extends Fields>(
  on: TypedDocumentDef<F>,
  action: Omit<DocumentActionDef, 'on' | 'when'> & { when: readonly ActionCondition<keyof F & string>[] },
): DocumentActionDef {
  return { ...action, on: on.key };
}

/** Does the record meet the action's conditions? */
export function actionFits(action: DocumentActionDef, record: Record<string, unknown>): boolean {
  return action.when.every((c) => c.in.includes(String(record[c.field] ?? '')));
}

/**
 * The list filters that together select every record an action fits, on the declaration's filters:
 * one set per combination of its conditions' values (低于下限 or 低于预警: two list calls) — or
 * undefined when the list cannot say it.
 */
export function actionFilters(
  def: DocumentDef,
  action: DocumentActionDef,
): Record<string, string>[] | undefined {
  let sets: Record<string, string>[] = [{}];
  for (const c of action.when) {
    if (c.in.length === 0 || !def.list.filters.includes(c.field)) return undefined;
    sets = sets.flatMap((s) => c.in.map((value) => ({ ...s, [c.field]: value })));
  }
  return sets;
}
