import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { closePeriod } from '../modules/inventory/stock-period.service.ts';
import { materialPendingSources } from '../modules/inventory/stock-period.sources.ts';
import { recordAudit } from '../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { DEMO_ADMIN } from './base.seed.ts';
import { seedDemoTrustedStock } from './demo-trusted-stock.ts';
import { type SeedActor, seedActor } from './seed-actor.ts';

/**
 * A few months of material-warehouse life for the demo company, made through the document
 * engine's services by the people who would do it (store, quality, finance), so every document,
 * reservation, move, batch and closing is exactly what the product itself makes: arrivals
 * accepted and put in, requisitions for the workshops, a transfer, a scrap, a count, a red flush,
 * a few slow movers bought long ago, every month closed up to the one before last, and the
 * current month in progress.
 */
const KG = 1_000_000;

/** A small deterministic generator: the same demo every time. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const ymd = (year: number, month: number, day: number) =>
  `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;

export async function seedDemoStock(app: FastifyInstance, today = new Date()): Promise<void> {
  // Each step is its own transaction, as atomic as the API request it stands for, so the server
  // can answer between steps: `npm start` listens first and makes the months while people log in
  // (the embedded database runs one transaction at a time; one long seed would hold them all).
  await seedMonths(app, app.db, today);
  await seedDemoTrustedStock(app, app.db, today);
}

async function seedMonths(app: FastifyInstance, db: DbOrTx, today: Date): Promise<void> {
  const ids = async (table: string) =>
    new Map(
      (
        await queryRows<{ id: number; code: string }>(db, sql`select id, code from ${sql.identifier(table)}`)
      ).map((r) => [r.code, r.id]),
    );
  const materiels = await queryRows<{
    id: number;
    code: string;
    supplier_id: number | null;
    reference_price: number;
  }>(db, sql`select id, code, supplier_id, reference_price from md_materiels order by code`);
  const byCode = new Map(materiels.map((m) => [m.code, m]));
  const warehouses = await ids('md_warehouses');
  const slots = await ids('md_allocations');
  const [raw, aux] = [warehouses.get('YL01')!, warehouses.get('YL02')!];
  const admin = await seedActor(app, db, DEMO_ADMIN.userName);
  const store = await seedActor(app, db, 'storemaster');
  const quality = await seedActor(app, db, 'qualitymanager');
  const finance = await seedActor(app, db, 'finacemanager');
  const rnd = random(20261122);
  const onHand = new Map<string, number>(); // material code → kg in YL01, to never ask for more
  let batchSeq = 0;

  const state = (
    actor: SeedActor,
    key: string,
    id: number,
    version: number,
    action: string,
    extra: { status?: 'APPROVAL_APPROVED' } = {},
  ) => actor.transition(key, { id, version, action, ...extra });

  /** An arrival: accepted (a concession now and then), then put in at about the reference price. */
  async function arrive(
    date: string,
    codes: string[],
    opts: { slot: string; pending?: boolean; redFlush?: boolean; kg?: number },
  ) {
    const supplierId = byCode.get(codes[0])!.supplier_id ?? byCode.get('YL-PB153')!.supplier_id;
    const lines = codes.map((code) => {
      const m = byCode.get(code)!;
      const qty = (opts.kg ?? Math.round(100 + rnd() * 300)) * KG;
      batchSeq += 1;
      const expiry = `${Number(date.slice(0, 4)) + 2}${date.slice(4)}`;
      return {
        materielId: m.id,
        batchNo: `${date.slice(2, 6)}-${String(batchSeq).padStart(3, '0')}`,
        qty,
        supplierBatch: `S${date.slice(2)}${batchSeq}`,
        productionDate: date,
        expiryDate: expiry,
        price: Math.round((Number(m.reference_price) * (0.9 + rnd() * 0.2)) / 10_000) * 10_000,
        code,
      };
    });
    const acc = await store.save('material-acceptance', {
      acceptDate: date,
      supplierId,
      warehouseId: raw,
      purchaseOrderNo: `CG${date}${String(batchSeq).padStart(3, '0')}`,
      inspector: '李仓管',
      items: lines.map(({ price, code, ...l }) => l),
    });
    const concession = rnd() < 0.15;
    await state(
      concession ? quality : store,
      'material-acceptance',
      acc.id,
      1,
      concession ? 'ACCEPT-CONCESSION' : 'ACCEPT-QUALIFIED',
    );
    const inDoc = await admin.save('material-warehouse-in', {
      inDate: date,
      warehouseId: raw,
      acceptanceId: acc.id,
      items: lines.map((l) => ({
        materielId: l.materielId,
        batchNo: l.batchNo,
        allocationId: slots.get(opts.slot),
        qty: l.qty,
        price: l.price,
      })),
    });
    if (opts.pending) return;
    await state(store, 'material-warehouse-in', inDoc.id, 1, 'WAREHOUSE-IN');
    if (opts.redFlush) {
      // Keyed with the wrong price: red-flushed, then entered again.
      await state(store, 'material-warehouse-in', inDoc.id, 2, 'RED-FLUSH');
      const again = await admin.save('material-warehouse-in', {
        inDate: date,
        warehouseId: raw,
        acceptanceId: acc.id,
        remark: '重新入库（原单单价录错，已红冲）',
        items: lines.map((l) => ({
          materielId: l.materielId,
          batchNo: l.batchNo,
          allocationId: slots.get(opts.slot),
          qty: l.qty,
          price: Math.round(l.price * 1.05),
        })),
      });
      await state(store, 'material-warehouse-in', again.id, 1, 'WAREHOUSE-IN');
    }
    for (const l of lines) onHand.set(l.code, (onHand.get(l.code) ?? 0) + l.qty / KG);
  }

  /** A requisition of a workshop, collected the same day and mostly audited by finance. */
  async function requisition(
    date: string,
    department: string,
    codes: string[],
    opts: { pending?: boolean } = {},
  ) {
    const items = codes
      .filter((code) => (onHand.get(code) ?? 0) > 20)
      .map((code) => {
        const take = Math.max(5, Math.round((onHand.get(code) ?? 0) * (0.1 + rnd() * 0.3)));
        onHand.set(code, (onHand.get(code) ?? 0) - take);
        return { materielId: byCode.get(code)!.id, qty: take * KG };
      });
    if (items.length === 0) return;
    const doc = await store.save('material-requisition', {
      applyDate: date,
      warehouseId: raw,
      department,
      applicant: department === '研发部' ? '王工' : '张师傅',
      usage: department === '研发部' ? '小试配方' : '批量生产',
      items,
    });
    if (opts.pending) return;
    await state(store, 'material-requisition', doc.id, 1, 'WAREHOUSE-REQUISITION');
    if (rnd() < 0.8) await state(finance, 'material-requisition', doc.id, 2, 'ACCOUNTING-AUDIT');
  }

  const pigments = ['YL-PB153', 'YL-PR101', 'YL-PBK7', 'YL-PW6', 'YL-PY74', 'YL-PV23'];
  const others = ['SZ-ACR01', 'FSJ-190', 'FSJ-2012', 'RJ-NMP', 'CNTY-MW', 'SZ-PVP'];
  const monthsBack = (back: number): [number, number] => {
    const d = new Date(today.getFullYear(), today.getMonth() - back, 1);
    return [d.getFullYear(), d.getMonth() + 1];
  };
  const months: [number, number][] = [3, 2, 1, 0].map(monthsBack);
  // Slow movers bought long ago and not touched since, so stock age has every band and the dull
  // schemes find something: over 2 years, 1-2 years and 6-12 months.
  const oldStock: [number, string, number][] = [
    [27, 'CNTY-SW', 3],
    [14, 'ZJ-FF', 150],
    [8, 'ZJ-024', 120],
  ];
  for (const [back, code, kg] of oldStock) {
    const [y, m] = monthsBack(back);
    await arrive(ymd(y, m, 10), [code], { slot: 'YL-A-03', kg });
  }
  const lastDay = today.getDate() - 1;
  for (const [i, [y, m]] of months.entries()) {
    const current = i === months.length - 1;
    const day = (d: number) => (current && d > lastDay ? null : ymd(y, m, d));
    const on = async (d: number, run: (date: string) => Promise<void>) => {
      const date = day(d);
      if (date) await run(date);
    };
    await on(2, (d) => arrive(d, pigments.slice(0, 3), { slot: 'YL-A-01', redFlush: i === 2 }));
    await on(3, (d) => arrive(d, pigments.slice(3), { slot: 'YL-A-02' }));
    await on(4, (d) => arrive(d, others, { slot: 'YL-A-03' }));
    for (const [k, d] of [6, 9, 13, 17, 21, 25].entries()) {
      await on(d, (date) =>
        requisition(date, ['色浆车间', 'CNT车间', '研发部'][k % 3], [
          pigments[k % 6],
          pigments[(k + 2) % 6],
          others[k % 6],
        ]),
      );
    }
    await on(15, async (date) => {
      const items = await firstBatch('RJ-NMP', 'YL-A-03', 'FL-A-01', 20);
      if (items.length === 0) return;
      const t = await store.save('material-transfer', {
        transferDate: date,
        fromWarehouseId: raw,
        toWarehouseId: aux,
        remark: '线边料补充',
        items,
      });
      await state(store, 'material-transfer', t.id, 1, 'WAREHOUSE-TRANSFER');
      onHand.set('RJ-NMP', (onHand.get('RJ-NMP') ?? 0) - 20);
    });
    await on(26, async (date) => {
      const scrap = await firstBatch('YL-PW6', 'YL-A-02', null, 2);
      if (scrap.length === 0) return;
      const o = await store.save('material-warehouse-out', {
        outDate: date,
        warehouseId: raw,
        outType: 'SCRAP',
        receiver: '危废处理站',
        remark: '包装破损受潮',
        items: scrap.map(({ fromAllocationId, toAllocationId, ...l }) => ({
          ...l,
          allocationId: fromAllocationId,
        })),
      });
      await state(store, 'material-warehouse-out', o.id, 1, 'AUDIT', {
        status: 'APPROVAL_APPROVED',
      });
      await state(store, 'material-warehouse-out', o.id, 2, 'WAREHOUSE-OUT');
      onHand.set('YL-PW6', (onHand.get('YL-PW6') ?? 0) - 2);
    });
    await on(28, async (date) => {
      const count = await store.save('material-stocktaking', {
        takeDate: date,
        warehouseId: aux,
        counter: '李仓管',
        items: [],
      });
      const detail = await store.detail('material-stocktaking', count.id);
      const version = detail.version as number;
      await store.save('material-stocktaking', {
        id: count.id,
        version,
        takeDate: date,
        warehouseId: aux,
        counter: '李仓管',
        items: detail.items.map((l, k) => ({
          id: l.id,
          materielId: l.materielId,
          batchNo: l.batchNo,
          allocationId: l.allocationId,
          countedQty: k === 0 ? Number(l.countedQty) - 0.35 * KG : l.countedQty,
        })),
      });
      await state(store, 'material-stocktaking', count.id, version + 1, 'WAREHOUSE-INVENTORY');
    }).catch((err: Error) => {
      // An empty side warehouse has nothing to count.
      if (!err.message.includes('该仓库没有库存')) throw err;
    });
    if (current) {
      // Work in progress: an arrival waiting for its put-in and a reserved requisition.
      const d = day(Math.min(Math.max(lastDay, 1), 28)) ?? ymd(y, m, 1);
      await arrive(d, ['YL-PB153', 'FSJ-190'], { slot: 'YL-A-01', pending: true });
      await requisition(d, '色浆车间', ['YL-PB153', 'SZ-ACR01'], { pending: true });
    }
  }
  // Finance has closed every month up to the one before last, in order.
  for (let back = oldStock[0][0]; back >= 2; back--) {
    const [y, m] = monthsBack(back);
    const period = `${y}${String(m).padStart(2, '0')}`;
    // As the close route does it (stock-period.routes.ts): the close and its audit record.
    const request = finance.request();
    const user = request.authUser!.userName;
    const closed = await closePeriod(db, 'MATERIAL', period, user, materialPendingSources);
    await recordAudit(db, request, {
      action: 'CLOSE',
      entity: 'stock-period',
      entityId: `MATERIAL:${period}`,
      after: closed,
    });
  }
  for (const [code, lower, warn, upper] of [
    ['YL-PB153', 100, 200, 800],
    ['YL-PV23', 50, 120, 400],
    ['RJ-NMP', 100, 150, 300],
    ['CNTY-MW', 50, 100, 500],
    ['FSJ-190', 20, 40, 600],
    ['RJ-PG', 50, 100, 500],
  ] as const) {
    await store.save('material-safety-stock', {
      materielId: byCode.get(code)!.id,
      warehouseId: raw,
      lowerLimit: lower * KG,
      warnLimit: warn * KG,
      upperLimit: upper * KG,
    });
  }
  // The store's dull-stock rules (呆滞方案), offered on the stock-age screen.
  for (const [name, noMoveDays, minAgeDays] of [
    ['30天无出入库', 30, null],
    ['60天无出入库', 60, null],
    ['90天无出入库且库龄满半年', 90, 180],
  ] as const) {
    await store.save('dull-scheme', { name, noMoveDays, minAgeDays });
  }

  async function firstBatch(code: string, fromSlot: string, toSlot: string | null, qty: number) {
    const [b] = await queryRows<{ batch_no: string }>(
      db,
      sql`select batch_no from stock_balances where item_kind = 'MATERIAL' and item_id = ${byCode.get(code)!.id}
          and warehouse_id = ${raw} and allocation_id = ${slots.get(fromSlot)!} and on_hand - reserved >= ${qty * KG}
          order by batch_no limit 1`,
    );
    if (!b) return [];
    return [
      {
        materielId: byCode.get(code)!.id,
        batchNo: b.batch_no,
        fromAllocationId: slots.get(fromSlot),
        toAllocationId: toSlot ? slots.get(toSlot) : null,
        qty: qty * KG,
      },
    ];
  }
}
