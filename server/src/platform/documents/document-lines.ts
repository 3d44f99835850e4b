import type { DocumentDef, LineOf, SourceLineOf } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type DbOrTx, queryRows } from '../db/client.ts';
import type { DocumentRow } from './document-record.ts';
import { columnName, itemsTableName } from './document-table.ts';
import type { HookContext } from './hooks.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * Stored lines as their declaration names them (camelCase, `LineOf<D>`): what hooks read, so a
 * rule says `line.qty`, never a column name and a cast.
 */
function toLine<D extends DocumentDef>(def: D, row: DocumentRow): LineOf<D> & { docId: number } {
  const line: Record<string, unknown> = { id: row.id, lineNo: row.line_no, docId: row.doc_id };
  for (const [name, field] of Object.entries(def.items?.fields ?? {}))
    if (!field.derived) line[name] = row[columnName(name)] ?? null;
  return line as LineOf<D> & { docId: number };
}

async function readLines<D extends DocumentDef>(db: DbOrTx, def: D, where: SQL) {
  if (!def.items) return [];
  const rows = await queryRows<DocumentRow>(
    db,
    sql`select * from ${sql.identifier(itemsTableName(def))} where ${where} order by doc_id, line_no`,
  );
  return rows.map((r) => toLine(def, r));
}

/** A document's lines in their order. */
export function documentLines<D extends DocumentDef>(
  db: DbOrTx,
  def: D,
  docId: number,
): Promise<LineOf<D>[]> {
  return readLines(db, def, sql`doc_id = ${docId}`);
}

/** Lines of a document type by their ids (any documents), in document and line order. */
export function linesById<D extends DocumentDef>(
  db: DbOrTx,
  def: D,
  ids: readonly number[],
): Promise<SourceLineOf<D>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return readLines(
    db,
    def,
    sql`id in (${sql.join(
      [...new Set(ids)].map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
}

/** The context every hook receives (`before` and the rest are added by the operation). */
export function hookContext(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
): Omit<HookContext, 'before'> {
  return {
    db,
    request,
    documents: registry,
    lines: (source, ids) => linesById(db, source, ids),
  };
}
