import { isSuperAdmin } from '../roles.ts';

/**
 * Record rules (Odoo's ir.rule): which records of a declaration a reader may see and change, on
 * top of the screen's view and edit permissions. Declared once on the declaration; the server
 * applies the rule to every call (lists, lookups, detail, export, print, related documents, 选单
 * and 下推, save, transitions, deletion, attachments), and a record outside it answers exactly as
 * a missing one does.
 *
 * - `own`: records whose owner is the reader;
 * - `department`: records whose owner is in the reader's department (or is the reader);
 * - `all`: every record; `none`: no record.
 */
export type RecordScope = 'own' | 'department' | 'all' | 'none';

/** Broadest first: a reader with several roles gets the broadest scope any of them has. */
const breadth: Record<RecordScope, number> = { none: 0, own: 1, department: 2, all: 3 };

export interface OwnerRule<K extends string = string> {
  /** The ref field (to `staff`) naming the record's owner; empty: nobody's (e.g. the public pool). */
  owner: K;
  /** The scope of each named role. */
  scopes: Readonly<Record<string, RecordScope>>;
  /** The scope of every role not named (a store clerk picking a customer for consigned stock). */
  others: RecordScope;
}

export interface FollowsRule<K extends string = string> {
  /** A ref field: the record is visible exactly when the record it names is (a contact's customer). */
  follows: K;
}

export type RecordRule<K extends string = string> = OwnerRule<K> | FollowsRule<K>;

export function isOwnerRule(rule: RecordRule): rule is OwnerRule {
  return 'owner' in rule;
}

/** The reader's scope under an owner rule: SuperAdmin sees all; else the broadest of their roles. */
export function scopeOf(rule: OwnerRule, roles: readonly string[]): RecordScope {
  if (isSuperAdmin(roles)) return 'all';
  let best: RecordScope = 'none';
  for (const role of roles) {
    const scope = rule.scopes[role] ?? rule.others;
    if (breadth[scope] > breadth[best]) best = scope;
  }
  if (roles.length === 0) best = rule.others;
  return best;
}
