import type { DocumentDef, RelatedGroup } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.ts';
import type { DbOrTx } from '../db/client.ts';
import { allowed } from './document.service.ts';
import { listDocuments } from './document-query.ts';
import { columnName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * The documents a record is linked with (SPEC's `…/tabs` screens; ERPNext's "connections"): those
 * its reference fields name and those whose reference fields name it, found from the
 * declarations alone, so a module that declares `ref('material-acceptance', …)` shows up on the
 * acceptance without either module knowing the other. Master data (suppliers, warehouses, …) is
 * not a related document, and a reader sees only the document types they may view.
 */

/** How many linked records of one type a tab lists (the rest are in that type's own list). */
export const RELATED_LIMIT = 50;

const isBusinessDocument = (def: DocumentDef) => def.numbering !== undefined;

export async function relatedDocuments(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  user: AuthUser,
  record: Record<string, unknown>,
): Promise<RelatedGroup[]> {
  const groups: RelatedGroup[] = [];
  const visible = (target: DocumentDef) => isBusinessDocument(target) && allowed(user, target.access.view);
  const page = { pageIndex: 1, pageSize: RELATED_LIMIT, limit: RELATED_LIMIT, offset: 0 };

  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'ref') continue;
    const target = registry.find(field.target)?.def;
    const value = record[name];
    if (!target || !visible(target) || value === null || value === undefined) continue;
    const found = await listDocuments(db, registry, target, user.roles, {
      filters: {},
      page,
      extraWhere: sql`t.id = ${Number(value)}`,
    });
    groups.push({
      key: target.key,
      title: target.title,
      field: name,
      fieldLabel: field.label,
      direction: 'references',
      rows: found.requestList,
      totalRec: found.totalRec,
    });
  }

  for (const { def: other } of registry.all()) {
    if (!visible(other)) continue;
    for (const [name, field] of Object.entries(other.fields)) {
      if (field.kind !== 'ref' || field.target !== def.key) continue;
      const found = await listDocuments(db, registry, other, user.roles, {
        filters: {},
        page,
        sort: other.list.defaultSort,
        extraWhere: sql`t.${sql.identifier(columnName(name))} = ${Number(record.id)}`,
      });
      if (found.totalRec === 0) continue;
      groups.push({
        key: other.key,
        title: other.title,
        field: name,
        fieldLabel: field.label,
        direction: 'referencedBy',
        rows: found.requestList,
        totalRec: found.totalRec,
      });
    }
  }
  return groups;
}
