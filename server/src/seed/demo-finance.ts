import { addDays, toYmd } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exposureOf } from '../modules/finance/credit.service.ts';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { type SeedActor, seedActor } from './seed-actor.ts';

/**
 * The demo company's receivables, after its sales: the deliveries that went out are invoiced by
 * finance (mailed by 顺丰) — one 45 days ago (so it is overdue), the rest today — a receipt pays part, written off
 * oldest-first, and a second receipt waits for 复核: 应收账款 shows a balance, 预收 and aging. Maker
 * and checker are two people (issue 35 item 4): 会计 keys the invoices and 出纳 the receipts, the
 * finance manager 复核 them.
 */
export async function seedDemoFinance(app: FastifyInstance, db: DbOrTx, today: Date): Promise<void> {
  const now = toYmd(today);
  const [finance, accounting, cashier] = await Promise.all(
    ['finacemanager', 'accounting', 'cashier'].map((u) => seedActor(app, db, u)),
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
  const [sf] = await queryRows<{ id: number }>(db, sql`select id from md_expresses where code = 'SF'`);
  const invoices: { id: number; customerId: number; currencyId: number }[] = [];
  for (const [i, d] of deliveries.entries()) {
    const lines = (await accounting.detail('sales-delivery', d.id)).items;
    const saved = await accounting.save('sales-invoice', {
      invoiceDate: i === 0 ? addDays(now, -45) : now,
      customerId: d.customer_id,
      invoiceType: 'SPECIAL',
      invoiceNo: String(44_001_200 + i),
      // Mailed by 顺丰 to the customer's default address (filled when saved): 快递打印.
      ...(sf ? { expressId: sf.id, waybillNo: String(1_400_012_345_600 + i) } : {}),
      items: lines.map((l) => ({
        deliveryLineId: Number(l.id),
        productId: Number(l.productId),
        qty: Number(l.qty) - Number(l.returnedQty ?? 0),
      })),
    });
    await act(finance, 'sales-invoice', saved.id, 'AUDIT');
    invoices.push({ id: saved.id, customerId: d.customer_id, currencyId: d.currency_id });
  }
  // The first customer pays part of what it owes (to the fen, as money is keyed); finance writes it
  // off against the oldest invoice.
  const first = invoices[0];
  const [{ total }] = await queryRows<{ total: string }>(
    db,
    sql`select total_amount as total from fin_sales_invoices where id = ${first.id}`,
  );
  const paid = await cashier.save('sales-receipt', {
    receiptDate: now,
    customerId: first.customerId,
    currencyId: first.currencyId,
    amount: Math.round((Number(total) * 0.6) / 10_000) * 10_000,
    method: 'BANK',
    bankAccount: '工商银行常州分行 1105 0203 0900 0123 456',
  });
  await act(finance, 'sales-receipt', paid.id, 'AUDIT');
  await cashier.save('sales-writeoff', {
    writeDate: now,
    customerId: first.customerId,
    invoiceId: first.id,
    receiptId: paid.id,
    amount: Math.round((Number(total) * 0.6) / 10_000) * 10_000,
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

/**
 * The balances the demo company brought from its old books, and its credit limits, after the
 * receivables and payables: 期初应收 of 杭州涂料 (人民币, long overdue) and 广州油墨 (美元, due
 * 60 days ago); 期初应付 to 毕克代理 (人民币, half of it paid and written off) and Cabot (美元, not
 * yet due) — each 复核 by finance. 杭州涂料 may owe 500,000 元; 广州油墨's limit is 3,000 元 above
 * what it owes now (receivable + delivered not invoiced), so its next order waits for 信用审核.
 * 财务设置 keeps the default aging and the company as the sender of mailed invoices. 会计 keys
 * what finance 复核 (maker and checker are two people).
 */
export async function seedDemoOpenings(app: FastifyInstance, db: DbOrTx, today: Date): Promise<void> {
  const now = toYmd(today);
  const [finance, accounting, cashier] = await Promise.all(
    ['finacemanager', 'accounting', 'cashier'].map((u) => seedActor(app, db, u)),
  );
  const idOf = async (table: string, code: string) =>
    (
      await queryRows<{ id: number }>(db, sql`select id from ${sql.identifier(table)} where code = ${code}`)
    )[0]?.id;
  const [kh002, kh003, gys003, gys006, cny, usd] = await Promise.all([
    idOf('md_customers', 'KH002'),
    idOf('md_customers', 'KH003'),
    idOf('md_suppliers', 'GYS003'),
    idOf('md_suppliers', 'GYS006'),
    idOf('md_currencies', 'CNY'),
    idOf('md_currencies', 'USD'),
  ]);
  if (!kh002 || !kh003 || !gys003 || !gys006 || !cny || !usd) return;
  const reviewed = async (key: string, body: Record<string, unknown>) => {
    const saved = await accounting.save(key, body);
    const { version } = await finance.detail(key, saved.id);
    await finance.transition(key, { id: saved.id, version: Number(version), action: 'AUDIT' });
    return saved.id;
  };
  const openDate = addDays(now, -150);
  const yuan = (n: number) => n * 1_000_000;
  await reviewed('sales-opening-balance', {
    openDate,
    customerId: kh002,
    currencyId: cny,
    amount: yuan(18_600),
    dueDate: addDays(openDate, 30),
    remark: '旧系统结转：2024年货款',
  });
  await reviewed('sales-opening-balance', {
    openDate,
    customerId: kh003,
    currencyId: usd,
    amount: yuan(2_450),
    dueDate: addDays(now, -60),
    remark: '旧系统结转：外销尾款',
  });
  const byk = await reviewed('purchase-opening-balance', {
    openDate,
    supplierId: gys003,
    currencyId: cny,
    amount: yuan(36_000),
    dueDate: addDays(openDate, 60),
    remark: '旧系统结转：分散剂货款',
  });
  await reviewed('purchase-opening-balance', {
    openDate,
    supplierId: gys006,
    currencyId: usd,
    amount: yuan(8_500),
    dueDate: addDays(now, 20),
    remark: '旧系统结转：炭黑货款',
  });
  // Half of what was owed to 毕克代理 is paid and written off against the opening balance.
  const paid = await reviewed('purchase-payment', {
    payDate: addDays(now, -30),
    supplierId: gys003,
    currencyId: cny,
    amount: yuan(18_000),
    method: 'BANK',
    bankAccount: '招商银行上海分行 1219 0866 0001',
    remark: '期初欠款分期付款',
  });
  await cashier.save('purchase-writeoff', {
    writeDate: addDays(now, -30),
    supplierId: gys003,
    openingId: byk,
    paymentId: paid,
    amount: yuan(18_000),
    remark: '核销期初应付',
  });
  // 财务设置: the default aging, and the company as the sender of the invoices finance mails.
  await finance.save('finance-setting', {
    agingDays1: 30,
    agingDays2: 60,
    agingDays3: 90,
    agingDays4: 120,
    senderName: '苏州天工新材料有限公司',
    senderContact: '财务部 钱会计',
    senderPhone: '0512-66668888',
    senderAddress: '江苏省苏州市工业园区星湖街1号',
  });
  // Credit limits (stored in 元 ×1,000,000 like every amount).
  await db.execute(sql`update md_customers set credit_limit = ${yuan(500_000)} where id = ${kh002}`);
  await db.execute(sql`update md_customers set credit_limit = 0 where id = ${kh003}`);
  const e = await exposureOf(db, kh003);
  await db.execute(
    sql`update md_customers set credit_limit = ${e.receivable + e.uninvoiced + yuan(3_000)} where id = ${kh003}`,
  );
}
