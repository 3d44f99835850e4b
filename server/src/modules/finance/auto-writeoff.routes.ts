import { ResultCode, salesReceipt, salesWriteOff } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { saveDocument } from '../../platform/documents/document.service.ts';
import { scopeWhere } from '../../platform/documents/document-scope.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { today } from '../inventory/stock-rules.ts';

const body = z.object({
  ids: z
    .array(recordId(), { error: '请选择销售收款' })
    .min(1, '请选择销售收款')
    .max(200, '一次最多选择200条'),
});

/**
 * 自动核销: each chosen receipt (oldest first) is written off against its customer's open invoices
 * of the same currency, the one falling due first first, until the receipt or the invoices run out.
 * Each write-off is an ordinary 核销 record saved through the engine (its rules run); one
 * transaction for all.
 */
async function autoWriteOff(app: FastifyInstance, db: DbOrTx, request: FastifyRequest, ids: number[]) {
  const scope = scopeWhere(app.documents, salesReceipt, request.authUser!);
  const receipts = await queryRows<{
    id: number;
    number: string;
    customer_id: number;
    currency_id: number;
    status: string;
  }>(
    db,
    sql`select t.id, t.number, t.customer_id, t.currency_id, t.status from fin_sales_receipts t
        where t.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) ${scope ? sql`and ${scope}` : sql``}
        order by t.receipt_date, t.id`,
  );
  if (receipts.length !== new Set(ids).size) fail(ResultCode.NOT_FOUND, '销售收款不存在');
  const unfit = receipts.filter((r) => r.status !== 'UNVERIFIED');
  if (unfit.length > 0)
    fail(
      ResultCode.BUSINESS_RULE,
      `${unfit.map((r) => r.number).join('、')} 不是未核销的收款（须复核后核销）`,
    );
  const doc = app.documents.get(salesWriteOff.key);
  let made = 0;
  for (const r of receipts) {
    for (;;) {
      const [receipt] = await queryRows<{ open: string }>(
        db,
        sql`select amount - coalesce(verified_amount, 0) as open from fin_sales_receipts where id = ${r.id}`,
      );
      if (Number(receipt.open) <= 0) break;
      // Opening balances (期初应收) fall due like invoices and are written off the same way.
      const [invoice] = await queryRows<{ id: number; open: string; opening: boolean }>(
        db,
        sql`select * from (
              select id, total_amount - coalesce(verified_amount, 0) - coalesce(red_amount, 0) as open,
                false as opening, due_date as due, invoice_date as d
              from fin_sales_invoices
              where customer_id = ${r.customer_id} and currency_id = ${r.currency_id} and status = 'UNVERIFIED'
                and total_amount > coalesce(verified_amount, 0) + coalesce(red_amount, 0)
              union all
              select id, amount - coalesce(verified_amount, 0), true, coalesce(due_date, open_date), open_date
              from fin_sales_openings
              where customer_id = ${r.customer_id} and currency_id = ${r.currency_id} and status = 'UNVERIFIED'
                and amount > coalesce(verified_amount, 0)
            ) o order by o.due nulls last, o.d, o.opening desc, o.id limit 1`,
      );
      if (!invoice) break;
      await saveDocument(db, request, app.documents, doc, {
        writeDate: today(),
        customerId: r.customer_id,
        ...(invoice.opening ? { openingId: invoice.id } : { invoiceId: invoice.id }),
        receiptId: r.id,
        amount: Math.min(Number(receipt.open), Number(invoice.open)),
        remark: '自动核销',
      });
      made++;
    }
  }
  return { count: made };
}

export function autoWriteOffRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'POST',
    url: '/finance/autoWriteOffSalesReceipts',
    summary: '自动核销：所选收款按到期先后核销客户同币种的未核销发票',
    tags: [salesWriteOff.key],
    access: { permission: 'finance-document-edit' },
    body,
    handler: ({ body, request }) => app.db.transaction((db) => autoWriteOff(app, db, request, body.ids)),
  });
}
