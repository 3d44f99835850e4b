import { formatQty, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';

/** The returns a red-letter invoice of reason RETURN names, on one side. */
export interface ReturnSide {
  table: string;
  items: string;
  /** The return line's column naming the line the red invoice gives back to (its source line). */
  line: string;
  /** Statuses in which a return may be red-lettered, and what a return in another is told. */
  statuses: string[];
  notYet: string;
  noun: string;
  /** The reason's label (销售退货, 采购退货) and what the return's lines are (出库明细, 入库明细). */
  reason: string;
  lines: string;
  /** The red-letter invoices' table (its `return_id`, its items' column `line`). */
  red: string;
}

export const salesReturns: ReturnSide = {
  table: 'sal_returns',
  items: 'sal_returns_items',
  line: 'delivery_line_id',
  statuses: ['RETURNED'],
  notYet: '尚未确认退货',
  noun: '销售退货单',
  reason: '销售退货',
  lines: '出库明细',
  red: 'fin_sales_red_invoices',
};

/**
 * A red-letter invoice of reason RETURN (销售退货, 采购退货) names the return it reverses (of its
 * party: the field's `dependsOn`) and draws on that return's lines: only source lines the return
 * sent back (checked at save and 复核) and, at 复核 (`lock`: the return's row locked first, so two
 * red-letter invoices of one return are judged one after the other), per line never more than it
 * sent back less what other issued red-letter invoices naming it took already. Any other reason
 * names none.
 */
export async function assertReturnNamed(
  db: DbOrTx,
  side: ReturnSide,
  red: { redReason: string | null | undefined; returnId: number | null | undefined },
  lines: readonly { sourceLineId: number | null; qty: number }[],
  selfId?: number,
  lock = false,
): Promise<void> {
  if (red.redReason !== 'RETURN') {
    if (red.returnId != null) fail(ResultCode.VALIDATION, `红冲原因不是${side.reason}时不能选择${side.noun}`);
    return;
  }
  if (red.returnId == null) fail(ResultCode.VALIDATION, `红冲原因为${side.reason}时请选择${side.noun}`);
  const t = (name: string) => sql.identifier(name);
  const [ret] = await queryRows<{ number: string; status: string }>(
    db,
    sql`select number, status from ${t(side.table)} where id = ${red.returnId} ${lock ? sql`for update` : sql``}`,
  );
  if (!ret) fail(ResultCode.NOT_FOUND, `${side.noun}不存在`);
  const { number, status } = ret;
  if (!side.statuses.includes(status))
    fail(ResultCode.BUSINESS_RULE, `${side.noun} ${number} ${side.notYet}，不能红冲`);
  const sentBack = new Map(
    (
      await queryRows<{ line: number; qty: string; red: string }>(
        db,
        sql`select r.line, r.qty, coalesce((select sum(hl.qty) from ${t(`${side.red}_items`)} hl
                 join ${t(side.red)} h on h.id = hl.doc_id
                 where h.return_id = ${red.returnId} and h.status = 'VERIFIED' and h.id <> ${selfId ?? 0}
                   and hl.${t(side.line)} = r.line), 0) as red
            from (select ${t(side.line)} as line, sum(qty) as qty from ${t(side.items)}
                  where doc_id = ${red.returnId} group by ${t(side.line)}) r`,
      )
    ).map((r) => [r.line, { qty: Number(r.qty), red: Number(r.red) }]),
  );
  const asked = new Map<number, number>();
  for (const [index, line] of lines.entries()) {
    const back = line.sourceLineId == null ? undefined : sentBack.get(line.sourceLineId);
    if (!back)
      fail(ResultCode.BUSINESS_RULE, `第${index + 1}行：不是${side.noun} ${number} 退回的${side.lines}`);
    const qty = (asked.get(line.sourceLineId!) ?? 0) + line.qty;
    asked.set(line.sourceLineId!, qty);
    if (lock && qty + back.red > back.qty)
      fail(
        ResultCode.BUSINESS_RULE,
        `第${index + 1}行：红冲 ${formatQty(qty)} kg，超出${side.noun} ${number} 退回的 ${formatQty(back.qty)} kg（已红冲 ${formatQty(back.red)} kg）`,
      );
  }
}
