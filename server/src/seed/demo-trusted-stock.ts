import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { requisitioner } from './demo-people.ts';
import { seedActor } from './seed-actor.ts';

/**
 * The demo company's consigned goods (受托仓, issue 14): two customers send their own raw material
 * for toll processing — 常州电池 (KH001) its carbon-nanotube powder, 杭州涂料 (KH002) the same
 * powder and its pigment — received into the trusted warehouse and drawn for their orders month
 * by month, made through the engine as the store would (every hook runs: owners, picks, moves at
 * no value). The current month keeps a waiting requisition with its reservation.
 */
const KG = 1_000_000;

const ymd = (year: number, month: number, day: number) =>
  `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;

export async function seedDemoTrustedStock(app: FastifyInstance, db: DbOrTx, today: Date): Promise<void> {
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, q))[0]?.id;
  const warehouseId = await one(sql`select id from md_warehouses where code = 'ST01'`);
  const customers = {
    KH001: await one(sql`select id from md_customers where code = 'KH001'`),
    KH002: await one(sql`select id from md_customers where code = 'KH002'`),
  };
  const materiel = {
    'CNTY-MW': await one(sql`select id from md_materiels where code = 'CNTY-MW'`),
    'YL-PB153': await one(sql`select id from md_materiels where code = 'YL-PB153'`),
  };
  if (!warehouseId || !customers.KH001 || !customers.KH002) return;
  const store = await seedActor(app, db, 'storemaster');
  const left = new Map<string, number>(); // customer|material → kg free, never to ask for more

  /** Goods a customer sends: one batch per material, its lot number the customer's own. */
  async function receive(
    date: string,
    customer: keyof typeof customers,
    goods: [keyof typeof materiel, number][],
  ) {
    const doc = await store.save('trusted-warehouse-in', {
      inDate: date,
      warehouseId,
      customerId: customers[customer],
      remark: '客户来料（受托加工）',
      items: goods.map(([code, kg], k) => ({
        materielId: materiel[code],
        batchNo: `${customer}-${date.slice(2)}-${k + 1}`,
        qty: kg * KG,
        productionDate: date,
        expiryDate: `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`,
      })),
    });
    await store.transition('trusted-warehouse-in', { id: doc.id, version: 1, action: 'WAREHOUSE-IN' });
    for (const [code, kg] of goods)
      left.set(`${customer}|${code}`, (left.get(`${customer}|${code}`) ?? 0) + kg);
  }

  /** The customer's goods drawn for its order: FEFO among its own batches. */
  async function draw(
    date: string,
    customer: keyof typeof customers,
    code: keyof typeof materiel,
    kg: number,
    collect = true,
  ) {
    const key = `${customer}|${code}`;
    const qty = Math.min(kg, left.get(key) ?? 0);
    if (qty <= 0) return;
    const doc = await store.save('trusted-requisition', {
      applyDate: date,
      warehouseId,
      customerId: customers[customer],
      ...(await requisitioner(db)),
      usage: `${customer === 'KH001' ? '常州电池' : '杭州涂料'}受托加工订单`,
      items: [{ materielId: materiel[code], qty: qty * KG }],
    });
    left.set(key, (left.get(key) ?? 0) - qty);
    if (collect)
      await store.transition('trusted-requisition', {
        id: doc.id,
        version: 1,
        action: 'WAREHOUSE-REQUISITION',
      });
  }

  const lastDay = today.getDate() - 1;
  for (const back of [3, 2, 1, 0]) {
    const d = new Date(today.getFullYear(), today.getMonth() - back, 1);
    const [y, m] = [d.getFullYear(), d.getMonth() + 1];
    const day = (n: number) => (back === 0 && n > lastDay ? null : ymd(y, m, n));
    const on = async (n: number, run: (date: string) => Promise<void>) => {
      const date = day(n);
      if (date) await run(date);
    };
    await on(5, (date) => receive(date, 'KH001', [['CNTY-MW', 60]]));
    await on(8, (date) =>
      receive(date, 'KH002', [
        ['CNTY-MW', 40],
        ['YL-PB153', 120],
      ]),
    );
    await on(12, (date) => draw(date, 'KH001', 'CNTY-MW', 45));
    await on(16, (date) => draw(date, 'KH002', 'YL-PB153', 80));
    await on(20, (date) => draw(date, 'KH002', 'CNTY-MW', 30));
  }
  // Work in progress: a requisition of 常州电池 waiting to be collected, its batches reserved.
  const now = ymd(today.getFullYear(), today.getMonth() + 1, Math.max(1, Math.min(lastDay, 28)));
  await draw(now, 'KH001', 'CNTY-MW', 10, false);
}
