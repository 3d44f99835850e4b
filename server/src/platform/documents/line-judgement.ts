import type { DocumentDef, TransitionDef } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { columnName, itemsTableName } from './document-table.ts';

/**
 * A transition that judges line by line (`transition.lines`, an acceptance's 合格 / 不合格 /
 * 让步接收 per line): before the links draw, the lines not judged yet take the transition's
 * verdict (`fill`) and the document's status follows from all its lines (`status`, else `to`).
 */
export async function judgeLines(
  db: DbOrTx,
  def: DocumentDef,
  transition: TransitionDef,
  docId: number,
  to: string,
): Promise<string> {
  const judged = transition.lines;
  if (!judged || !def.items) return to;
  const items = sql.identifier(itemsTableName(def));
  const field = sql.identifier(columnName(judged.field));
  if (judged.fill !== undefined)
    await db.execute(
      sql`update ${items} set ${field} = ${judged.fill} where doc_id = ${docId} and ${field} is null`,
    );
  if (!judged.status) return to;
  const rows = await queryRows<{ value: string | null }>(
    db,
    sql`select ${field} as value from ${items} where doc_id = ${docId} order by line_no`,
  );
  return judged.status(rows.flatMap((r) => (r.value == null ? [] : [r.value]))) ?? to;
}

/** After the links have given back (反审核): the lines' judgement is emptied (`lines.clear`). */
export async function clearJudgement(db: DbOrTx, def: DocumentDef, transition: TransitionDef, docId: number) {
  if (!transition.lines?.clear || !def.items) return;
  await db.execute(
    sql`update ${sql.identifier(itemsTableName(def))} set ${sql.identifier(columnName(transition.lines.field))} = null
        where doc_id = ${docId}`,
  );
}
