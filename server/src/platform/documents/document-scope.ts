import { type DocumentDef, isOwnerRule, type OwnerRule, SUPER_ADMIN, scopeOf } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { columnName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * The record rules of the declarations (`recordRule`, packages/domain record-rules.ts) as SQL: one
 * condition per reader and declaration, added to every read and locked before every write, so a
 * record outside the reader's scope is, to them, a record that does not exist.
 */

/** Who reads: the session's user (its id is the owner an `own` scope compares with). */
export interface Reader {
  id: number;
  roles: readonly string[];
}

/** The server itself (seeds, hooks reading their own records, the record after a write). */
export const SYSTEM_READER: Reader = { id: 0, roles: [SUPER_ADMIN] };

const col = (alias: string, field: string) =>
  sql`${sql.identifier(alias)}.${sql.identifier(columnName(field))}`;

function ownerCondition(rule: OwnerRule, reader: Reader, alias: string): SQL | undefined {
  const owner = col(alias, rule.owner);
  switch (scopeOf(rule, reader.roles)) {
    case 'all':
      return undefined;
    case 'none':
      return sql`false`;
    case 'own':
      return sql`${owner} = ${reader.id}`;
    case 'department':
      // The owner's department now, not when the record was made: a transfer moves the records.
      return sql`(${owner} = ${reader.id} or ${owner} in (select u.id from users u
        join users me on me.department_id = u.department_id where me.id = ${reader.id}))`;
  }
}

/**
 * The rule's condition on `alias` for this reader, or undefined when they see every record. A
 * `follows` rule is the condition of the record its field names (itself perhaps a follower).
 */
export function scopeWhere(
  registry: DocumentRegistry,
  def: DocumentDef,
  reader: Reader,
  alias = 't',
  depth = 0,
): SQL | undefined {
  const rule = def.recordRule;
  if (!rule) return undefined;
  if (isOwnerRule(rule)) return ownerCondition(rule, reader, alias);
  const field = def.fields[rule.follows];
  if (field?.kind !== 'ref')
    throw new Error(`${def.key}.recordRule follows ${rule.follows}, not a reference`);
  const target = registry.get(field.target).def;
  const inner = `s${depth}`;
  const condition = scopeWhere(registry, target, reader, inner, depth + 1);
  if (!condition) return undefined;
  return sql`${col(alias, rule.follows)} in (select ${sql.identifier(inner)}.id
    from ${sql.identifier(target.table)} ${sql.identifier(inner)} where ${condition})`;
}

/** Whether the reader may see the record (after a write: may they still?). */
export async function isVisible(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  reader: Reader,
  id: number,
): Promise<boolean> {
  const scope = scopeWhere(registry, def, reader);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select t.id from ${sql.identifier(def.table)} t where t.id = ${id}${scope ? sql` and ${scope}` : sql``}`,
  );
  return !!row;
}

/** The owner a new record gets when the save names none: its maker, if their scope is their own. */
export function defaultOwner(def: DocumentDef, reader: Reader): { field: string; id: number } | undefined {
  const rule = def.recordRule;
  if (!rule || !isOwnerRule(rule)) return undefined;
  const scope = scopeOf(rule, reader.roles);
  return scope === 'own' || scope === 'department' ? { field: rule.owner, id: reader.id } : undefined;
}

/** Checks a declaration's rule names real fields (at registration; the compiler checks most). */
export function checkRecordRule(def: DocumentDef): void {
  const rule = def.recordRule;
  if (!rule) return;
  const name = isOwnerRule(rule) ? rule.owner : rule.follows;
  const field = def.fields[name];
  if (field?.kind !== 'ref') throw new Error(`${def.key}.recordRule names ${name}, not a reference field`);
  if (isOwnerRule(rule) && field.target !== 'staff')
    throw new Error(`${def.key}.recordRule owner ${name} must reference staff`);
}
