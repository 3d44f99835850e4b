import { ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * A sales return's invoice state (SPEC §4 sales-return invoice), from the red-letter invoices of
 * reason 销售退货 naming it: none but discarded → 未开票; one waiting for 复核 and none issued →
 * 待复核; issued ones covering less than every line's returned quantity (per delivery line) →
 * 未核销; covering all → 已核销. A derived field of the return (its `t`), read by the sales module.
 */
const redLines = sql`select hl.delivery_line_id, sum(hl.qty) as qty
  from fin_sales_red_invoices_items hl join fin_sales_red_invoices h on h.id = hl.doc_id
  where h.return_id = t.id and h.status = 'VERIFIED' group by hl.delivery_line_id`;
export const returnInvoiceState = sql`(case
  when exists (select 1 from fin_sales_red_invoices h where h.return_id = t.id and h.status = 'VERIFIED') then
    case when exists (select 1 from (select ri.delivery_line_id, sum(ri.qty) as qty from sal_returns_items ri
        where ri.doc_id = t.id group by ri.delivery_line_id) r
      left join (${redLines}) c on c.delivery_line_id = r.delivery_line_id
      where coalesce(c.qty, 0) < r.qty) then 'UNVERIFIED' else 'VERIFIED' end
  when exists (select 1 from fin_sales_red_invoices h where h.return_id = t.id and h.status = 'APPROVAL_PENDING')
    then 'APPROVAL_PENDING'
  else 'NOT_INVOICED' end)`;

/**
 * A red-letter invoice of reason 销售退货 names the return it reverses (of its customer: the
 * field's `dependsOn`), and reverses only delivery lines that return sent back; any other reason
 * names none.
 */
export async function assertReturnNamed(
  db: DbOrTx,
  red: { redReason: string | null | undefined; returnId: number | null | undefined },
  lines: readonly { deliveryLineId?: number | null }[],
): Promise<void> {
  if (red.redReason !== 'RETURN') {
    if (red.returnId != null) fail(ResultCode.VALIDATION, '红冲原因不是销售退货时不能选择销售退货单');
    return;
  }
  if (red.returnId == null) fail(ResultCode.VALIDATION, '红冲原因为销售退货时请选择销售退货单');
  const returned = await queryRows<{ number: string; status: string; delivery_line_id: number | null }>(
    db,
    sql`select r.number, r.status, ri.delivery_line_id from sal_returns r
        left join sal_returns_items ri on ri.doc_id = r.id where r.id = ${red.returnId}`,
  );
  if (returned.length === 0) fail(ResultCode.NOT_FOUND, '销售退货单不存在');
  const { number, status } = returned[0];
  if (status !== 'RETURNED') fail(ResultCode.BUSINESS_RULE, `销售退货单 ${number} 尚未确认退货，不能红冲`);
  const sentBack = new Set(returned.map((r) => r.delivery_line_id));
  for (const [index, line] of lines.entries())
    if (!sentBack.has(line.deliveryLineId ?? null))
      fail(ResultCode.BUSINESS_RULE, `第${index + 1}行：不是销售退货单 ${number} 退回的出库明细`);
}
