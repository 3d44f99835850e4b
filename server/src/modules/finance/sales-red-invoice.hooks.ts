import { ResultCode, type salesRedInvoice, salesWriteOff, savedValue } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { lineAmount, yuan } from '../../platform/documents/amounts.ts';
import { saveDocument, transitionDocument } from '../../platform/documents/document.service.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertReturnNamed } from './return-invoice.ts';

type RedInvoice = typeof salesRedInvoice;

interface BlueLine {
  id: number;
  doc_id: number;
  product_id: number;
  price: string | null;
  delivery_line_id: number | null;
  customer_id: number;
  currency_id: number | null;
  status: string;
  number: string;
  invoice_date: string;
}

interface Blue {
  id: number;
  number: string;
  status: string;
  total: string;
  verified: string;
  red: string;
}

/**
 * 红字发票 rules. Every line reverses a line of one issued blue invoice of the customer (选单 /
 * 下推): product, price and delivery line come from it; the blue invoice, its date and currency
 * on the header follow. 复核 applies the red amount to the blue one under its row lock: never more
 * than it still has (价税合计 − 已红冲); where its open amount is short, its write-offs are reversed
 * newest first (a part of one is kept) so the receipts they used become 预收 again; then 已红冲 grows
 * and the blue reads 已核销 when nothing is left open. 反审核 gives the amount back. One of reason
 * 销售退货 names the return it reverses (`return-invoice.ts`: the return's 开票状态 follows).
 */
export const salesRedInvoiceHooks: DocumentHooks<RedInvoice> = {
  async beforeSave({ db, before }, values) {
    const customerId = savedValue(values, before, 'customerId');
    const lines = values.items;
    if (!lines) {
      if (before && customerId !== before.customerId) fail(ResultCode.BUSINESS_RULE, '修改客户后请重新选单');
      return;
    }
    if (lines.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行红冲明细');
    const ids = lines.flatMap((l) => (l.blueLineId == null ? [] : [l.blueLineId]));
    const found = new Map(
      (ids.length === 0
        ? []
        : await queryRows<BlueLine>(
            db,
            sql`select i.id, i.doc_id, i.product_id, i.price, i.delivery_line_id, d.customer_id, d.currency_id,
                       d.status, d.number, d.invoice_date
                from fin_sales_invoices_items i join fin_sales_invoices d on d.id = i.doc_id
                where i.id in (${sql.join(
                  ids.map((x) => sql`${x}`),
                  sql`, `,
                )})`,
          )
      ).map((r) => [r.id, r]),
    );
    const blues = new Set<number>();
    let total = 0;
    let blue: BlueLine | undefined;
    for (const [index, line] of lines.entries()) {
      const at = `第${index + 1}行：`;
      const source = line.blueLineId == null ? undefined : found.get(line.blueLineId);
      if (!source) fail(ResultCode.VALIDATION, `${at}请从已复核的蓝字发票选单`);
      if (source.customer_id !== customerId)
        fail(ResultCode.BUSINESS_RULE, `${at}蓝字发票 ${source.number} 不是所选客户的发票`);
      if (source.status !== 'UNVERIFIED' && source.status !== 'VERIFIED')
        fail(ResultCode.BUSINESS_RULE, `${at}蓝字发票 ${source.number} 未复核，不能红冲`);
      line.productId = source.product_id;
      line.price = source.price == null ? null : Number(source.price);
      line.deliveryLineId = source.delivery_line_id;
      line.amount = line.price != null && line.qty != null ? lineAmount(line.qty, line.price) : null;
      total += line.amount ?? 0;
      blues.add(source.doc_id);
      blue = source;
    }
    if (blues.size > 1) fail(ResultCode.BUSINESS_RULE, '一张红字发票只能红冲一张蓝字发票');
    await assertReturnNamed(
      db,
      {
        redReason: savedValue(values, before, 'redReason'),
        returnId: savedValue(values, before, 'returnId'),
      },
      lines,
    );
    values.blueInvoiceId = blue!.doc_id;
    values.blueDate = blue!.invoice_date;
    values.currencyId = blue!.currency_id;
    values.totalAmount = total;
  },

  async beforeTransition({ db, request, documents, before }, action) {
    if (action !== 'AUDIT' && action !== 'DISCARD') return;
    const total = before.totalAmount ?? 0;
    const blue = await lockBlue(db, before.blueInvoiceId ?? 0);
    if (action === 'DISCARD') return setRed(db, blue, Number(blue.red) - total);
    const room = Number(blue.total) - Number(blue.red);
    if (total > room)
      fail(
        ResultCode.BUSINESS_RULE,
        `蓝字发票 ${blue.number} 还可红冲 ${yuan(room)}，本次红冲 ${yuan(total)} 超出`,
      );
    const open = Number(blue.total) - Number(blue.verified) - Number(blue.red);
    if (open < total) await reverseWriteOffs(db, request, documents, blue.id, total - open);
    await setRed(db, await lockBlue(db, blue.id), Number(blue.red) + total);
  },
};

async function lockBlue(db: DbOrTx, id: number): Promise<Blue> {
  const [blue] = await queryRows<Blue>(
    db,
    sql`select id, number, status, total_amount as total, coalesce(verified_amount, 0) as verified,
               coalesce(red_amount, 0) as red
        from fin_sales_invoices where id = ${id} for update`,
  );
  if (!blue) fail(ResultCode.NOT_FOUND, '蓝字发票不存在');
  return blue;
}

/** The blue invoice's 已红冲 set, its status following what is left open. */
async function setRed(db: DbOrTx, blue: Blue, red: number) {
  const open = Number(blue.total) - Number(blue.verified) - red;
  await db.execute(
    sql`update fin_sales_invoices set red_amount = ${red},
        status = ${open <= 0 ? 'VERIFIED' : 'UNVERIFIED'} where id = ${blue.id}`,
  );
}

/**
 * Gives back `need` of the blue invoice's write-offs, newest first, through the write-off's own
 * rules (so the receipts' 已核销 follow): whole ones are 撤销, the last one is cut down.
 */
async function reverseWriteOffs(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  invoiceId: number,
  need: number,
) {
  const doc = registry.get(salesWriteOff.key);
  const writeOffs = await queryRows<{ id: number; version: number; amount: string }>(
    db,
    sql`select id, version, amount from fin_sales_writeoffs where invoice_id = ${invoiceId} and status = 'NORMAL'
        order by id desc`,
  );
  let left = need;
  for (const w of writeOffs) {
    if (left <= 0) break;
    const amount = Number(w.amount);
    if (amount <= left) {
      await transitionDocument(db, request, registry, doc, {
        id: w.id,
        version: w.version,
        action: 'INVALIDATE',
      });
      left -= amount;
    } else {
      await saveDocument(db, request, registry, doc, {
        id: w.id,
        version: w.version,
        amount: amount - left,
        remark: '红字发票冲回部分核销',
      });
      left = 0;
    }
  }
}
