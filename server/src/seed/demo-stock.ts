import { companyTodayDate } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { closePeriod } from '../modules/inventory/stock-period.service.ts';
import { materialPendingSources, productPendingSources } from '../modules/inventory/stock-period.sources.ts';
import { recordAudit } from '../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { DEMO_ADMIN } from './base.seed.ts';
import { seedDemoCostAdjust } from './demo-cost-adjust.ts';
import { seedDemoComplaints } from './demo-crm-documents.ts';
import { seedDemoEveryList } from './demo-every-list.ts';
import { seedDemoFeeding } from './demo-feeding.ts';
import { seedDemoFinance, seedDemoOpenings } from './demo-finance.ts';
import { seedDemoPayables } from './demo-payables.ts';
import { requisitioner } from './demo-people.ts';
import { seedDemoProduction } from './demo-production.ts';
import { seedDemoPurchase } from './demo-purchase.ts';
import { seedDemoQuality } from './demo-quality.ts';
import { seedDemoRecipes } from './demo-recipes.ts';
import { seedDemoSales } from './demo-sales.ts';
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

export async function seedDemoStock(app: FastifyInstance, today = companyTodayDate()): Promise<void> {
  // Each step is its own transaction, as atomic as the API request it stands for, so the server
  // can answer between steps: `npm start` listens first and makes the months while people log in
  // (the embedded database runs one transaction at a time; one long seed would hold them all).
  await seedMonths(app, app.db, today);
  await seedDemoPurchase(app, app.db, today);
  await seedProductMonths(app, app.db, today);
  await seedDemoTrustedStock(app, app.db, today);
  await seedDemoComplaints(app, app.db);
  await seedDemoSales(app, app.db, today);
  await seedDemoFinance(app, app.db, today);
  await seedDemoPayables(app, app.db, today);
  await seedDemoCostAdjust(app, app.db, today);
  await seedDemoOpenings(app, app.db, today);
  await seedDemoEveryList(app, app.db, today);
  await seedDemoRecipes(app, app.db, today);
  await seedDemoQuality(app, app.db, today);
  await seedDemoFeeding(app, app.db);
  await seedDemoProduction(app, app.db, today);
}

/** The first day of the month `back` months before today's, as [year, month]. */
function monthsBefore(today: Date, back: number): [number, number] {
  const d = new Date(today.getFullYear(), today.getMonth() - back, 1);
  return [d.getFullYear(), d.getMonth() + 1];
}

/** Closes a book's months from `from` back to `to` back, in order, as the close route does. */
async function closeMonths(
  db: DbOrTx,
  finance: SeedActor,
  today: Date,
  kind: 'MATERIAL' | 'PRODUCT',
  from: number,
  to: number,
) {
  for (let back = from; back >= to; back--) {
    const [y, m] = monthsBefore(today, back);
    const period = `${y}${String(m).padStart(2, '0')}`;
    // As the close route does it (stock-period.routes.ts): the close and its audit record.
    const request = finance.request();
    const user = request.authUser!.userName;
    const sources = kind === 'MATERIAL' ? materialPendingSources : productPendingSources;
    const closed = await closePeriod(db, kind, period, user, sources);
    await recordAudit(db, request, {
      action: 'CLOSE',
      entity: 'stock-period',
      entityId: `${kind}:${period}`,
      after: closed,
    });
  }
}

/**
 * A count (盘点) of one warehouse through the engine: saved empty it takes the books' batches, then
 * the counted quantities are keyed (`diff(k)` kg off the k-th line) and the count confirmed — by
 * `checker`, another keeper than the one who keyed it (maker and checker are two people).
 */
async function countWarehouse(
  store: SeedActor,
  checker: SeedActor,
  o: {
    key: string;
    item: string;
    warehouseId: number;
    date: string;
    counter: string;
    diff: (k: number) => number;
  },
) {
  const header = { takeDate: o.date, warehouseId: o.warehouseId, counter: o.counter };
  const count = await store.save(o.key, { ...header, items: [] });
  const detail = await store.detail(o.key, count.id);
  const version = detail.version as number;
  await store.save(o.key, {
    id: count.id,
    version,
    ...header,
    items: detail.items.map((l, k) => ({
      id: l.id,
      [o.item]: l[o.item],
      batchNo: l.batchNo,
      allocationId: l.allocationId,
      countedQty: Number(l.countedQty) + Math.round(o.diff(k) * KG),
    })),
  });
  await checker.transition(o.key, { id: count.id, version: version + 1, action: 'WAREHOUSE-INVENTORY' });
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
  const storeManager = await seedActor(app, db, 'storemanager');
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
      // The workshop's operator draws for production, the researcher for the lab.
      ...(await requisitioner(db, department === '研发部' ? 'researcher' : 'operator')),
      usage: department === '研发部' ? '小试配方' : '批量生产',
      items,
    });
    if (opts.pending) return;
    await state(store, 'material-requisition', doc.id, 1, 'WAREHOUSE-REQUISITION');
    if (rnd() < 0.8) await state(finance, 'material-requisition', doc.id, 2, 'ACCOUNTING-AUDIT');
  }

  const pigments = ['YL-PB153', 'YL-PR101', 'YL-PBK7', 'YL-PW6', 'YL-PY74', 'YL-PV23'];
  const others = ['SZ-ACR01', 'FSJ-190', 'FSJ-2012', 'RJ-NMP', 'CNTY-MW', 'SZ-PVP'];
  const monthsBack = (back: number) => monthsBefore(today, back);
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
    await on(28, (date) =>
      countWarehouse(store, storeManager, {
        key: 'material-stocktaking',
        item: 'materielId',
        warehouseId: aux,
        date,
        counter: '李仓管',
        diff: (k) => (k === 0 ? -0.35 : 0),
      }),
    ).catch((err: Error) => {
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
  await closeMonths(db, finance, today, 'MATERIAL', oldStock[0][0], 2);
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

/**
 * The finished-goods side of the same months, made the same way: packed product handed in by the
 * workshops (CP01) at its production cost, shipped to customers, drawn as samples, moved to the
 * rented warehouse (CP02) and counted there, two batches merged once; a few old batches so every
 * age band has something; the product book closed like the material one, and the current month in
 * progress (a hand-in waiting to be put in, a reserved requisition).
 */
async function seedProductMonths(app: FastifyInstance, db: DbOrTx, today: Date): Promise<void> {
  const products = await queryRows<{ id: number; code: string; base_price: number }>(
    db,
    sql`select id, code, base_price from md_products order by code`,
  );
  const byCode = new Map(products.map((p) => [p.code, p]));
  const codeOf = new Map(products.map((p) => [p.id, p.code]));
  const ids = async (table: string) =>
    new Map(
      (
        await queryRows<{ id: number; code: string }>(db, sql`select id, code from ${sql.identifier(table)}`)
      ).map((r) => [r.code, r.id]),
    );
  const warehouses = await ids('md_warehouses');
  const slots = await ids('md_allocations');
  const [cp, wz] = [warehouses.get('CP01')!, warehouses.get('CP02')!];
  // Costed hand-ins are keyed by finance (the store does not see prices) and put in by the store.
  const finance = await seedActor(app, db, 'finacemanager');
  const store = await seedActor(app, db, 'storemaster');
  const storeManager = await seedActor(app, db, 'storemanager');
  const rnd = random(20261124);
  let batchSeq = 0;
  const customers = ['立邦涂料（中国）有限公司', '某锂电池客户', '华南色母粒厂', '江苏某油墨有限公司'];

  async function receive(
    date: string,
    codes: string[],
    opts: { slot: string; kg?: number; pending?: boolean },
  ) {
    const doc = await finance.save('product-warehouse-in', {
      inDate: date,
      warehouseId: cp,
      department: codes[0].startsWith('CNT') ? '新材料车间' : '色浆车间',
      items: codes.map((code) => {
        const p = byCode.get(code)!;
        batchSeq += 1;
        return {
          productId: p.id,
          batchNo: `CP${date.slice(2, 6)}${String(batchSeq).padStart(3, '0')}`,
          allocationId: slots.get(opts.slot),
          qty: (opts.kg ?? 25 * Math.round(8 + rnd() * 24)) * KG,
          // Production cost: about 55–65 % of the list price.
          price: Math.round((Number(p.base_price) * (0.55 + rnd() * 0.1)) / 10_000) * 10_000,
          productionDate: date,
          expiryDate: `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`,
        };
      }),
    });
    if (!opts.pending)
      await store.transition('product-warehouse-in', { id: doc.id, version: 1, action: 'WAREHOUSE-IN' });
  }

  /** Batches with at least `min` kg free in a warehouse, not expired on `date`, the fullest first. */
  function freeBatches(warehouseId: number, date: string, min: number) {
    return queryRows<{
      item_id: number;
      batch_no: string;
      allocation_id: number;
      free: number;
      reserved: number;
    }>(
      db,
      sql`select b.item_id, b.batch_no, b.allocation_id, (b.on_hand - b.reserved)::bigint as free, b.reserved
          from stock_balances b left join stock_batches s
            on s.item_kind = b.item_kind and s.item_id = b.item_id and s.batch_no = b.batch_no
          where b.item_kind = 'PRODUCT' and b.warehouse_id = ${warehouseId} and b.on_hand - b.reserved >= ${min * KG}
            and (s.expiry_date is null or s.expiry_date >= ${date})
          order by b.on_hand - b.reserved desc, b.item_id, b.batch_no`,
    );
  }
  /** A quantity of about `share` of a batch's free stock, in whole 25 kg drums, at least one. */
  const drums = (free: number, share: number) =>
    Math.min(Math.floor(free / KG), 25 * Math.max(1, Math.round(((free / KG) * share) / 25)));

  /** Goods shipped: sold, or samples sent to a customer to try (成品非销售出库 for finance). */
  async function ship(date: string, lines: number, outType: 'SALE' | 'SAMPLE' = 'SALE') {
    const free = await freeBatches(cp, date, 50);
    if (free.length === 0) return;
    const start = Math.floor(rnd() * free.length);
    const picked = Array.from(
      { length: Math.min(lines, free.length) },
      (_, k) => free[(start + k) % free.length],
    );
    const out = await store.save('product-warehouse-out', {
      outDate: date,
      warehouseId: cp,
      outType,
      receiver: customers[Math.floor(rnd() * customers.length)],
      items: picked.map((b) => ({
        productId: b.item_id,
        batchNo: b.batch_no,
        allocationId: b.allocation_id,
        qty: drums(Number(b.free), 0.2 + rnd() * 0.2) * KG,
      })),
    });
    await store.transition('product-warehouse-out', {
      id: out.id,
      version: 1,
      action: 'AUDIT',
      status: 'APPROVAL_APPROVED',
    });
    await store.transition('product-warehouse-out', { id: out.id, version: 2, action: 'WAREHOUSE-OUT' });
  }

  /** Samples drawn by research or quality: picked by the requisition itself (earliest expiry first). */
  async function samples(date: string, opts: { pending?: boolean } = {}) {
    const [b] = await freeBatches(cp, date, 20);
    if (!b) return;
    const research = rnd() < 0.5;
    const doc = await store.save('product-requisition', {
      applyDate: date,
      warehouseId: cp,
      ...(await requisitioner(db, research ? 'researcher' : 'qualityinspector')),
      usage: research ? '客户送样' : '留样复检',
      items: [{ productId: b.item_id, qty: Math.round(5 + rnd() * 10) * KG }],
    });
    if (opts.pending) return;
    await store.transition('product-requisition', {
      id: doc.id,
      version: 1,
      action: 'WAREHOUSE-REQUISITION',
    });
    await finance.transition('product-requisition', { id: doc.id, version: 2, action: 'ACCOUNTING-AUDIT' });
  }

  async function transfer(date: string) {
    const [b] = await freeBatches(cp, date, 100);
    if (!b) return;
    const doc = await store.save('product-transfer', {
      transferDate: date,
      fromWarehouseId: cp,
      toWarehouseId: wz,
      remark: '旺季周转，移外租仓待发',
      items: [
        {
          productId: b.item_id,
          batchNo: b.batch_no,
          fromAllocationId: b.allocation_id,
          toAllocationId: slots.get('WZ-A-01'),
          qty: drums(Number(b.free), 0.3) * KG,
        },
      ],
    });
    await store.transition('product-transfer', { id: doc.id, version: 1, action: 'WAREHOUSE-TRANSFER' });
  }

  /** The two smallest unreserved batches of one product in CP01 become one (批次合并). */
  async function merge(date: string) {
    const batches = (await freeBatches(cp, date, 1)).filter((b) => Number(b.reserved) === 0);
    const byProduct = new Map<number, typeof batches>();
    for (const b of batches) byProduct.set(b.item_id, [...(byProduct.get(b.item_id) ?? []), b]);
    const [productId, sources] = [...byProduct].find(([, list]) => list.length >= 2) ?? [];
    if (!productId || !sources) return;
    const two = sources.slice(-2);
    const doc = await store.save('product-stock-merge', {
      mergeDate: date,
      warehouseId: cp,
      productId,
      newAllocationId: slots.get('CP-B-03'),
      remark: `${codeOf.get(productId)} 尾数合并`,
      items: two.map((b) => ({ batchNo: b.batch_no, allocationId: b.allocation_id })),
    });
    await store.transition('product-stock-merge', { id: doc.id, version: 1, action: 'WAREHOUSE-MERGE' });
  }

  // Slow movers handed in long ago: stock age over 2 years, 1–2 years and 6–12 months.
  const oldStock: [number, string, number][] = [
    [26, 'RF-BR-01', 30],
    [14, 'SM-BK-01', 75],
    [8, 'SJ-G7-01', 125],
  ];
  for (const [back, code, kg] of oldStock) {
    const [y, m] = monthsBefore(today, back);
    await receive(ymd(y, m, 11), [code], { slot: 'CP-B-02', kg });
  }
  const lines = ['SJ-B15-01', 'SJ-R101-01', 'SJ-BK7-01', 'SJ-W6-01', 'CNT-NMP-05', 'CNT-AQ-04', 'SJ-Y74-01'];
  const lastDay = today.getDate() - 1;
  for (const [i, back] of [3, 2, 1, 0].entries()) {
    const [y, m] = monthsBefore(today, back);
    const current = back === 0;
    const on = async (d: number, run: (date: string) => Promise<void>) => {
      if (!(current && d > lastDay)) await run(ymd(y, m, d));
    };
    await on(5, (d) =>
      receive(
        d,
        [0, 1, 2].map((k) => lines[(i * 3 + k) % lines.length]),
        { slot: 'CP-B-01' },
      ),
    );
    await on(10, (d) => ship(d, 2));
    await on(12, (d) => samples(d));
    await on(14, (d) => transfer(d));
    await on(16, (d) => ship(d, 1, 'SAMPLE'));
    await on(19, (d) =>
      receive(d, [lines[(i + 4) % lines.length], lines[i % lines.length]], { slot: 'CP-B-02' }),
    );
    if (back === 1) await on(20, (d) => merge(d));
    await on(24, (d) => ship(d, 3));
    // A count of the rented warehouse: one batch short by half a kilogram, another over by 0.2 kg.
    await on(27, (date) =>
      countWarehouse(store, storeManager, {
        key: 'product-stocktaking',
        item: 'productId',
        warehouseId: wz,
        date,
        counter: '赵仓管',
        diff: (k) => (k === 0 ? -0.5 : k === 1 ? 0.2 : 0),
      }),
    );
    if (current) {
      const d = ymd(y, m, Math.min(Math.max(lastDay, 1), 28));
      await receive(d, [lines[0]], { slot: 'CP-B-01', pending: true });
      await samples(d, { pending: true });
    }
  }
  await closeMonths(db, finance, today, 'PRODUCT', oldStock[0][0], 2);
  for (const [code, lower, upper] of [
    ['SJ-B15-01', 200, 1500],
    ['SJ-R101-01', 100, 1000],
    ['CNT-NMP-05', 300, 2000],
    ['SJ-V23-01', 50, 300],
  ] as const) {
    await store.save('product-safety-stock', {
      productId: byCode.get(code)!.id,
      warehouseId: cp,
      lowerLimit: lower * KG,
      upperLimit: upper * KG,
    });
  }
}
