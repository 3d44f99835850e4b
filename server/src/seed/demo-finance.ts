import { addDays, toYmd } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { type SeedActor, seedActor } from './seed-actor.ts';

/**
 * The demo company's receivables, after its sales: the deliveries that went out are invoiced by
 * finance — one 45 days ago (so it is overdue), the rest today — a receipt pays part, written off
 * oldest-first, and a second receipt waits for 复核: 应收账款 shows a balance, 预收 and aging.
 */
export async function seedDemoFinance(app: FastifyInstance, db: DbOrTx, today: Date): Promise<void> {
  const now = toYmd(today);
  const [finance, cashier] = await Promise.all(
    ['finacemanager', 'cashier'].map((u) => seedActor(app, db, u)),
  );
  const deliveries = await queryRows<{ id: number; customer_id: number; currency_id: number }>(
    db,
    sql`select id, customer_id, currency_id from sal_deliveries where status = 'OUT_PUT_WAREHOUSE' order by id`,
  );
  if (deliveries.length === 0) return;
  const act = async (actor: SeedActor, key: string, id: number, action: string) => {
    const { version } = await actor.detail(key, id);
    return actor.transition(key, { id, version: Number(version), action });
  };
  const invoices: { id: number; customerId: number; currencyId: number }[] = [];
  for (const [i, d] of deliveries.entries()) {
    const lines = (await finance.detail('sales-delivery', d.id)).items;
    const saved = await finance.save('sales-invoice', {
      invoiceDate: i === 0 ? addDays(now, -45) : now,
      customerId: d.customer_id,
      invoiceType: 'SPECIAL',
      invoiceNo: String(44_001_200 + i),
      items: lines.map((l) => ({
        deliveryLineId: Number(l.id),
        productId: Number(l.productId),
        qty: Number(l.qty) - Number(l.returnedQty ?? 0),
      })),
    });
    await act(finance, 'sales-invoice', saved.id, 'AUDIT');
    invoices.push({ id: saved.id, customerId: d.customer_id, currencyId: d.currency_id });
  }
  // The first customer pays part of what it owes; finance writes it off against the oldest invoice.
  const first = invoices[0];
  const [{ total }] = await queryRows<{ total: string }>(
    db,
    sql`select total_amount as total from fin_sales_invoices where id = ${first.id}`,
  );
  const paid = await cashier.save('sales-receipt', {
    receiptDate: now,
    customerId: first.customerId,
    currencyId: first.currencyId,
    amount: Math.round(Number(total) * 0.6),
    method: 'BANK',
    bankAccount: '工商银行常州分行 1105 0203 0900 0123 456',
  });
  await act(finance, 'sales-receipt', paid.id, 'AUDIT');
  await cashier.save('sales-writeoff', {
    writeDate: now,
    customerId: first.customerId,
    invoiceId: first.id,
    receiptId: paid.id,
    amount: Math.round(Number(total) * 0.6),
    remark: '首笔回款',
  });
  await cashier.save('sales-receipt', {
    receiptDate: now,
    customerId: first.customerId,
    currencyId: first.currencyId,
    amount: 5_000_000_000,
    method: 'ACCEPTANCE',
    remark: '银行承兑汇票，待复核',
  });
}
