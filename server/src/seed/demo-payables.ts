import { addDays, toYmd } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { type SeedActor, seedActor } from './seed-actor.ts';

/**
 * The demo company's payables, after its purchasing: the suppliers' 账期 from their 付款条件; the
 * pigments received in full from 双乐颜料 invoiced 70 days ago (due at 30 days: overdue), 60 % of
 * it paid and written off; 沪化原料's received goods invoiced today with the carbon black 3 % above
 * the order price (waiting for the purchasing manager's 价差审核), and 2,000 元 paid in advance
 * (预付); a payment request of purchasing's waiting for finance. 宁波溶剂's spot buy stays
 * uninvoiced (the warehouse-in reads 未开票), as does the delivery with a return pending.
 */
export async function seedDemoPayables(app: FastifyInstance, db: DbOrTx, today: Date): Promise<void> {
  const now = toYmd(today);
  await db.execute(sql`update md_suppliers set payment_days = case code
    when 'GYS001' then 30 when 'GYS003' then 60 when 'GYS004' then 30 when 'GYS006' then 60 when 'GYS007' then 45 end
    where code in ('GYS001', 'GYS003', 'GYS004', 'GYS006', 'GYS007')`);
  const [purchaser, finance, cashier] = await Promise.all(
    ['purchaser', 'finacemanager', 'cashier'].map((u) => seedActor(app, db, u)),
  );
  const act = async (actor: SeedActor, key: string, id: number, action: string) => {
    const { version } = await actor.detail(key, id);
    return actor.transition(key, { id, version: Number(version), action });
  };
  // Posted warehouse-ins of purchase orders without a return, per supplier, oldest first.
  const ins = await queryRows<{ id: number; supplier_id: number; code: string }>(
    db,
    sql`select d.id, d.supplier_id, s.code from inv_material_ins d join md_suppliers s on s.id = d.supplier_id
        where d.status = 'IN_PUT_WAREHOUSE' and s.code in ('GYS001', 'GYS002')
          and not exists (select 1 from inv_material_ins_items l where l.doc_id = d.id and coalesce(l.returned_qty, 0) > 0)
          and not exists (select 1 from pur_returns_items r join inv_material_ins_items l on l.id = r.warehouse_in_line_id
                          where l.doc_id = d.id)
        order by d.id`,
  );
  const first = (code: string) => ins.find((i) => i.code === code);
  const invoice = async (inId: number, supplierId: number, invoiceDate: string, no: string, markUp = 0) => {
    const lines = (await purchaser.detail('material-warehouse-in', inId)).items;
    return purchaser.save('purchase-invoice', {
      invoiceDate,
      supplierId,
      invoiceType: 'SPECIAL',
      invoiceNo: no,
      items: lines.map((l, i) => ({
        warehouseInLineId: Number(l.id),
        materielId: Number(l.materielId),
        qty: Number(l.qty),
        // The last line billed above the order price when asked (a supplier's price rise).
        ...(markUp && i === lines.length - 1 ? { price: Math.round(Number(l.price) * (1 + markUp)) } : {}),
      })),
    });
  };
  const sl = first('GYS001');
  if (sl) {
    const billed = await invoice(sl.id, sl.supplier_id, addDays(now, -70), '32001188');
    await act(finance, 'purchase-invoice', billed.id, 'AUDIT');
    const [{ total, currency }] = await queryRows<{ total: string; currency: number }>(
      db,
      sql`select total_amount as total, currency_id as currency from fin_purchase_invoices where id = ${billed.id}`,
    );
    // 60 %, to the fen (money is keyed in fen).
    const part = Math.round((Number(total) * 0.6) / 10_000) * 10_000;
    const paid = await purchaser.save('purchase-payment', {
      payDate: addDays(now, -20),
      supplierId: sl.supplier_id,
      currencyId: currency,
      amount: part,
      method: 'BANK',
      bankAccount: '中国银行苏州分行 4860 5812 0001',
      remark: '首期货款',
    });
    await act(cashier, 'purchase-payment', paid.id, 'AUDIT');
    await cashier.save('purchase-writeoff', {
      writeDate: addDays(now, -20),
      supplierId: sl.supplier_id,
      invoiceId: billed.id,
      paymentId: paid.id,
      amount: part,
      remark: '首期货款核销',
    });
    // The rest requested by purchasing, waiting for finance.
    await purchaser.save('purchase-payment', {
      payDate: now,
      supplierId: sl.supplier_id,
      currencyId: currency,
      amount: Number(total) - part,
      method: 'BANK',
      bankAccount: '中国银行苏州分行 4860 5812 0001',
      remark: '尾款申请',
    });
  }
  const hh = first('GYS002');
  if (hh) {
    // Waits for the purchasing manager's 价差审核 before finance may 复核 it.
    await invoice(hh.id, hh.supplier_id, now, '31002277', 0.03);
    const [{ currency }] = await queryRows<{ currency: number }>(
      db,
      sql`select currency_id as currency from md_suppliers where id = ${hh.supplier_id}`,
    );
    const advance = await purchaser.save('purchase-payment', {
      payDate: addDays(now, -5),
      supplierId: hh.supplier_id,
      currencyId: currency,
      amount: 2_000_000_000,
      method: 'BANK',
      bankAccount: '交通银行上海分行 3100 6678 0188',
      remark: '预付货款',
    });
    await act(cashier, 'purchase-payment', advance.id, 'AUDIT');
  }
}
