import type { DocumentDef, RecordOf } from '@tiangong/domain';
import { ResultCode } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { fail } from '../http/app-error.ts';
import { columnName } from './document-table.ts';

/** A stored row of a document table. */
export type DocumentRow = Record<string, unknown> & { id: number; status: string; version: number };

/** The row as its declaration names it (camelCase), the shape hooks receive. */
export function toRecord<D extends DocumentDef>(def: D, row: DocumentRow): RecordOf<D> {
  const record: Record<string, unknown> = {
    id: row.id,
    status: row.status,
    version: row.version,
    createBy: row.create_by ?? null,
    auditor: row.auditor ?? null,
  };
  for (const [name, field] of Object.entries(def.fields))
    if (!field.derived) record[name] = row[columnName(name)] ?? null;
  return record as RecordOf<D>;
}

/**
 * Locks a document's row for the operation, or refuses: it does not exist — nor when it lies
 * outside the caller's record rule (`scope`, document-scope.ts), which answers the same.
 */
export async function lockRow(db: DbOrTx, def: DocumentDef, id: number, scope?: SQL): Promise<DocumentRow> {
  const [row] = await queryRows<DocumentRow>(
    db,
    sql`select * from ${sql.identifier(def.table)} t where t.id = ${id}${scope ? sql` and ${scope}` : sql``} for update of t`,
  );
  if (!row) fail(ResultCode.NOT_FOUND, `${def.title}不存在`);
  return row;
}
