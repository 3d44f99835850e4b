import { addDays, type DraftOf, type RecordOf, ResultCode, type salesInvoice } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { billedAmount, divRound } from '../../platform/documents/amounts.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';

type Invoice = typeof salesInvoice;

/**
 * Where the invoice is mailed (快递打印), when the save leaves it empty: the customer's default
 * delivery address (its receiver, phone, address — the latest address when none is default), and
 * for a receiver or phone still missing its primary contact (else the latest). Only empty fields
 * are filled, and only while the invoice is new or its customer changes.
 */
async function defaultReceiver(
  db: DbOrTx,
  values: DraftOf<Invoice>,
  before: RecordOf<Invoice> | undefined,
  customerId: number | null | undefined,
) {
  if (customerId == null || (before && before.customerId === customerId)) return;
  const keys = ['receiver', 'receiverPhone', 'receiverAddress'] as const;
  if (keys.every((k) => values[k])) return;
  const [found] = await queryRows<{ receiver: string | null; phone: string | null; address: string | null }>(
    db,
    sql`select coalesce(a.receiver, c.name) as receiver, coalesce(a.receiver_phone, c.mobile, c.phone) as phone,
               a.address
        from (select 1) x
        left join lateral (select receiver, receiver_phone, address from crm_addresses
                           where customer_id = ${customerId} order by is_default desc nulls last, id desc limit 1) a on true
        left join lateral (select name, mobile, phone from crm_contacts
                           where customer_id = ${customerId} order by is_primary desc nulls last, id desc limit 1) c on true`,
  );
  if (!found) return;
  const kept = { receiver: found.receiver, receiverPhone: found.phone, receiverAddress: found.address };
  for (const k of keys) if (!values[k] && kept[k]) values[k] = kept[k];
}

/** The tax rate (%×100) of each delivery line's sales order, by delivery line. */
async function orderTaxRates(db: DbOrTx, deliveryLines: readonly (number | null | undefined)[]) {
  const ids = [...new Set(deliveryLines.filter((id): id is number => id != null))];
  if (ids.length === 0) return new Map<number, number>();
  const rows = await queryRows<{ id: number; rate: string | null }>(
    db,
    sql`select dl.id, o.tax_rate as rate from sal_deliveries_items dl
        join sal_orders_items ol on ol.id = dl.order_line_id join sal_orders o on o.id = ol.doc_id
        where dl.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.rate ?? 0)]));
}

/**
 * The VAT in an amount with tax (×1,000,000, to the fen) at a rate (%×100): amount × r ÷ (1 + r),
 * rounded half-up to the fen once — what a 增值税专用发票 prints as 税额 beside 不含税金额.
 */
export function vatIn(amount: number, rate: number): number {
  const fen = divRound(BigInt(amount) * BigInt(rate), BigInt(10_000 + rate) * 10_000n);
  return Number(fen * 10_000n);
}

/**
 * 销售发票 rules. Every line invoices a line of a delivery that went out to the invoice's customer
 * (选单 / 下推): the link's `save` checks it — the customer, the delivery posted, the product, no
 * more than delivered less returned less what issued invoices billed (again at 复核, by the draw)
 * — and copies product, price (the order's selling price) and the one currency. Here: amounts
 * rounded once per line, with the VAT in each at its order's tax rate (税率, 税额, 不含税金额); 到期日 defaults to 30 days after the invoice date; 反审核 once anything is
 * written off or red-lettered against it.
 */
export const salesInvoiceHooks: DocumentHooks<Invoice> = {
  async beforeSave({ db, before, patch }, doc) {
    const customerId = doc.customerId;
    const invoiceDate = doc.invoiceDate;
    if (doc.dueDate == null && invoiceDate) doc.dueDate = addDays(invoiceDate, 30);
    if (!before) {
      doc.verifiedAmount = 0;
      doc.redAmount = 0;
    }
    await defaultReceiver(db, doc, before, customerId);
    const lines = patch.items;
    if (!lines) {
      if (before && customerId !== before.customerId) fail(ResultCode.BUSINESS_RULE, '修改客户后请重新选单');
      return;
    }
    if (lines.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行开票明细');
    const rates = await orderTaxRates(
      db,
      lines.map((l) => l.deliveryLineId),
    );
    let total = 0;
    for (const line of lines) {
      line.amount = line.price != null && line.qty != null ? billedAmount(line.qty, line.price) : null;
      total += line.amount ?? 0;
      line.taxRate = line.deliveryLineId == null ? null : (rates.get(line.deliveryLineId) ?? 0);
      line.taxAmount = line.amount == null || line.taxRate == null ? null : vatIn(line.amount, line.taxRate);
      line.netAmount = line.amount == null || line.taxAmount == null ? null : line.amount - line.taxAmount;
    }
    doc.totalAmount = total;
  },

  async beforeTransition({ before, action }) {
    if (action === 'DISCARD' && (before.verifiedAmount ?? 0) > 0)
      fail(ResultCode.BUSINESS_RULE, '销售发票已有核销，请先撤销核销再反审核');
    if (action === 'DISCARD' && (before.redAmount ?? 0) > 0)
      fail(ResultCode.BUSINESS_RULE, '销售发票已有红字发票，请先反审核红字发票');
  },
};
