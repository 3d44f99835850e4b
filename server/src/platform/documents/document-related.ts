import type { DocumentDef, LineLinkDef, RelatedGroup } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user.ts';
import type { DbOrTx } from '../db/client.ts';
import { allowed } from './document.service.ts';
import { listDocuments } from './document-query.ts';
import { columnName, itemsTableName } from './document-table.ts';
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
    const found = await listDocuments(db, registry, target, user, {
      filters: {},
      page,
      extraWhere: sql`t.id = ${Number(value)}`,
    });
    groups.push(group(target, name, field.label, 'references', found));
  }

  // Sources whose lines this record's lines draw on, unless its header reference names them.
  for (const link of def.links ?? []) {
    const source = registry.find(link.source.key)?.def;
    if (!source || !visible(source) || (link.header && record[link.header] != null)) continue;
    const found = await listDocuments(db, registry, source, user, {
      filters: {},
      page,
      extraWhere: sql`t.id in (${linkedSourceIds(def, source, link, Number(record.id))})`,
    });
    if (found.totalRec === 0) continue;
    groups.push(
      group(source, link.line, def.items?.fields[link.line]?.label ?? link.line, 'references', found),
    );
  }

  for (const { def: other } of registry.all()) {
    if (!visible(other)) continue;
    const drawing = (other.links ?? []).filter((l) => l.source.key === def.key);
    for (const [name, field] of Object.entries(other.fields)) {
      if (field.kind !== 'ref' || field.target !== def.key) continue;
      // A target found through its header reference or through lines that draw on this record.
      const byLines = drawing
        .filter((l) => l.header === name)
        .map((l) => sql` or t.id in (${linkedTargetIds(other, def, l, Number(record.id))})`);
      const found = await listDocuments(db, registry, other, user, {
        filters: {},
        page,
        sort: other.list.defaultSort,
        extraWhere: sql`(t.${sql.identifier(columnName(name))} = ${Number(record.id)}${sql.join(byLines, sql``)})`,
      });
      if (found.totalRec === 0) continue;
      groups.push(group(other, name, field.label, 'referencedBy', found));
    }
    for (const link of drawing.filter((l) => !l.header)) {
      const found = await listDocuments(db, registry, other, user, {
        filters: {},
        page,
        sort: other.list.defaultSort,
        extraWhere: sql`t.id in (${linkedTargetIds(other, def, link, Number(record.id))})`,
      });
      if (found.totalRec === 0) continue;
      groups.push(
        group(other, link.line, other.items?.fields[link.line]?.label ?? link.line, 'referencedBy', found),
      );
    }
  }
  return groups;
}

function group(
  other: DocumentDef,
  field: string,
  fieldLabel: string,
  direction: RelatedGroup['direction'],
  found: { requestList: Record<string, unknown>[]; totalRec: number },
): RelatedGroup {
  return {
    key: other.key,
    title: other.title,
    field,
    fieldLabel,
    direction,
    rows: found.requestList,
    totalRec: found.totalRec,
  };
}

/** Ids of the source documents whose lines a target's lines draw on. */
function linkedSourceIds(target: DocumentDef, source: DocumentDef, link: LineLinkDef, targetId: number): SQL {
  return sql`select si.doc_id from ${sql.identifier(itemsTableName(source))} si
    join ${sql.identifier(itemsTableName(target))} ti on ti.${sql.identifier(columnName(link.line))} = si.id
    where ti.doc_id = ${targetId}`;
}

/** Ids of the target documents whose lines draw on a source's lines. */
function linkedTargetIds(target: DocumentDef, source: DocumentDef, link: LineLinkDef, sourceId: number): SQL {
  return sql`select ti.doc_id from ${sql.identifier(itemsTableName(target))} ti
    join ${sql.identifier(itemsTableName(source))} si on ti.${sql.identifier(columnName(link.line))} = si.id
    where si.doc_id = ${sourceId}`;
}
