import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';

/**
 * A demo employee as a requisition names them (领用部门 and 领料人 are references since 0026): the
 * user's id and their department's. `operator` works in 生产部, `researcher` in 研发部.
 */
export async function requisitioner(
  db: DbOrTx,
  userName = 'operator',
): Promise<{ departmentId: number; applicantId: number }> {
  const [row] = await queryRows<{ departmentId: number; applicantId: number }>(
    db,
    sql`select department_id as "departmentId", id as "applicantId" from users where user_name = ${userName}`,
  );
  if (!row?.departmentId) throw new Error(`no demo employee ${userName} with a department`);
  return row;
}
