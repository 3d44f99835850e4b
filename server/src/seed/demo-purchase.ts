import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reviewOrder } from '../modules/purchase/purchase-review.ts';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { type SeedActor, seedActor } from './seed-actor.ts';

/**
 * The demo company's purchasing, made through the document engine's services by the people who
 * would do it, after the material months (so it only adds stock, in the open last month): approved
 * prices (and one pending, one refused), the director's limit, applies in every state, orders
 * 已完成 / 已入库 / 已下单 with their acceptances and warehouse-ins, new orders waiting for the
 * price and the amount reviews; requests (采购需求) approved and ordered, waiting and refused; a
 * manual order received; then safety stock settings of the material warehouse, some of them
 * under their lower limit (一键请购 has something to do).
 */
const KG = 1_000_000;
const YUAN = 1_000_000;

const ymd = (d: Date) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

interface Line {
  id: number;
  materielId: number;
  qty: number;
}
type Row = Record<string, unknown>;
/** The lines of a record read by a seed actor (the engine's detail, typed loosely). */
const linesOf = (detail: { items: Record<string, unknown>[] }): Line[] =>
  detail.items.map((l) => ({ id: Number(l.id), materielId: Number(l.materielId), qty: Number(l.qty) }));

export async function seedDemoPurchase(app: FastifyInstance, db: DbOrTx, today: Date): Promise<void> {
  const codes = new Map(
    (await queryRows<{ id: number; code: string }>(db, sql`select id, code from md_materiels`)).map((r) => [
      r.code,
      r.id,
    ]),
  );
  const suppliers = new Map(
    (await queryRows<{ id: number; code: string }>(db, sql`select id, code from md_suppliers`)).map((r) => [
      r.code,
      r.id,
    ]),
  );
  const warehouses = new Map(
    (await queryRows<{ id: number; code: string }>(db, sql`select id, code from md_warehouses`)).map((r) => [
      r.code,
      r.id,
    ]),
  );
  const m = (code: string) => codes.get(code)!;
  const s = (code: string) => suppliers.get(code)!;
  const raw = warehouses.get('YL01')!;
  const [purchaser, manager, boss, store, storeManager, researcher, researchManager, workshop] =
    await Promise.all(
      [
        'purchaser',
        'purchasingmanager',
        'bigboss',
        'store',
        'storemanager',
        'researcher',
        'researchderictor',
        'workshopmanager',
      ].map((u) => seedActor(app, db, u)),
    );
  // Last month is open (the books are closed to the month before last) and wholly past.
  const lastMonth = (day: number) => ymd(new Date(today.getFullYear(), today.getMonth() - 1, day));
  const now = ymd(today);
  const priceFrom = ymd(new Date(today.getFullYear(), today.getMonth() - 3, 1));

  const act = async (
    actor: SeedActor,
    key: string,
    id: number,
    action: string,
    status?: 'APPROVAL_APPROVED' | 'APPROVAL_NOT_APPROVED',
  ) => {
    const { version } = await actor.detail(key, id);
    return actor.transition(key, {
      id,
      version: Number(version),
      action,
      ...(status ? { status } : {}),
    });
  };
  const review = async (actor: SeedActor, id: number, what: 'PRICE-REVIEW' | 'AMOUNT-REVIEW') => {
    const { version } = await actor.detail('purchase-order', id);
    await app.db.transaction((tx) =>
      reviewOrder(
        tx,
        actor.request(),
        { id, version: Number(version), approved: true, reason: '市场价上涨，同意' },
        what,
      ),
    );
    await setImmediate();
  };

  // The director's limit: orders above 100,000 元 wait for the director.
  await boss.save('purchase-setting', { directorReviewAmount: 100_000 * YUAN, remark: '大额采购须总监审核' });

  // Prices: approved from three months ago, one pending rise, one refused.
  const prices: [string, string, number, 'APPROVAL_APPROVED' | 'APPROVAL_NOT_APPROVED' | null, string?][] = [
    ['GYS001', 'YL-PB153', 66, 'APPROVAL_APPROVED'],
    ['GYS001', 'YL-PR101', 12.2, 'APPROVAL_APPROVED'],
    ['GYS002', 'YL-PR101', 12.8, 'APPROVAL_APPROVED'],
    ['GYS001', 'YL-PY74', 86, 'APPROVAL_APPROVED'],
    ['GYS002', 'YL-PW6', 17.5, 'APPROVAL_APPROVED'],
    ['GYS002', 'SZ-ACR01', 16, 'APPROVAL_APPROVED'],
    ['GYS002', 'ZJ-FF', 34, 'APPROVAL_APPROVED'],
    ['GYS003', 'FSJ-190', 93, 'APPROVAL_APPROVED'],
    ['GYS004', 'RJ-NMP', 18.2, 'APPROVAL_APPROVED'],
    ['GYS004', 'RJ-PG', 9.5, 'APPROVAL_APPROVED'],
    ['GYS001', 'YL-PB153', 69, null, now],
    ['GYS003', 'FSJ-2012', 125, 'APPROVAL_NOT_APPROVED', now],
  ];
  for (const [supplier, code, price, outcome, from] of prices) {
    const saved = await purchaser.save('material-price', {
      supplierId: s(supplier),
      materielId: m(code),
      price: Math.round(price * YUAN),
      effectiveDate: from ?? priceFrom,
      remark: outcome === 'APPROVAL_NOT_APPROVED' ? '报价高于市场价' : undefined,
    });
    if (outcome) await act(manager, 'material-price', saved.id, 'AUDIT', outcome);
  }

  // Applies: the department head reviews; purchasing orders them.
  const apply = async (
    actor: SeedActor,
    head: SeedActor | null,
    date: string,
    reason: string,
    items: [string, number][],
    outcome: 'APPROVAL_APPROVED' | 'APPROVAL_NOT_APPROVED' = 'APPROVAL_APPROVED',
  ) => {
    const saved = await actor.save('purchase-apply', {
      applyDate: date,
      reason,
      items: items.map(([code, kg]) => ({ materielId: m(code), qty: kg * KG })),
    });
    if (head) await act(head, 'purchase-apply', saved.id, 'AUDIT', outcome);
    return { id: saved.id, lines: linesOf(await actor.detail('purchase-apply', saved.id)) };
  };
  const a1 = await apply(store, storeManager, lastMonth(3), '色浆车间月度备料', [
    ['YL-PB153', 400],
    ['YL-PR101', 300],
  ]);
  const a2 = await apply(researcher, researchManager, lastMonth(4), '新色号小试', [
    ['YL-PY74', 50],
    ['FSJ-190', 40],
  ]);
  const a3 = await apply(store, storeManager, lastMonth(6), '钛白粉、树脂补库', [
    ['YL-PW6', 500],
    ['SZ-ACR01', 400],
  ]);
  const a4 = await apply(store, storeManager, lastMonth(8), 'NMP 补库', [['RJ-NMP', 200]]);
  await act(purchaser, 'purchase-apply', a4.id, 'FINISH'); // bought on a framework contract
  await apply(researcher, null, now, 'CNT 分散液试制', [['CNTY-MW', 5]]);
  await apply(store, storeManager, now, '消泡剂备料', [['ZJ-024', 60]], 'APPROVAL_NOT_APPROVED');
  await apply(store, storeManager, now, '炭黑补库', [['YL-PBK7', 100]]);

  // Orders: lines drawn on apply lines at the approved price unless said otherwise.
  const order = async (
    supplier: string,
    date: string,
    lines: { line?: Line; code?: string; kg?: number; price?: number }[],
    remark?: string,
  ) => {
    const saved = await purchaser.save('purchase-order', {
      orderDate: date,
      supplierId: s(supplier),
      deliveryDate: date,
      buyer: '采购员',
      remark,
      items: lines.map((l) => ({
        materielId: l.line?.materielId ?? m(l.code!),
        qty: l.kg ? l.kg * KG : l.line!.qty,
        price: l.price ? Math.round(l.price * YUAN) : undefined,
        applyLineId: l.line?.id,
      })),
    });
    return saved.id;
  };
  const receive = async (orderId: number, date: string, batch: string, share: number[]) => {
    const o = await purchaser.detail('purchase-order', orderId);
    const lines = linesOf(o).map((l, k) => ({ ...l, take: Math.round(l.qty * share[k]) }));
    const acc = await store.save('material-acceptance', {
      acceptDate: date,
      supplierId: o.supplierId,
      warehouseId: raw,
      purchaseOrderId: orderId,
      inspector: '李仓管',
      items: lines
        .filter((l) => l.take > 0)
        .map((l, k) => ({
          materielId: l.materielId,
          batchNo: `${batch}-${k + 1}`,
          qty: l.take,
          purchaseOrderLineId: l.id,
          productionDate: date,
        })),
    });
    await act(store, 'material-acceptance', acc.id, 'ACCEPT-QUALIFIED');
    const inDoc = await store.save('material-warehouse-in', {
      inDate: date,
      warehouseId: raw,
      acceptanceId: acc.id,
      items: [],
    });
    await act(store, 'material-warehouse-in', inDoc.id, 'WAREHOUSE-IN');
  };

  // 已完成: the store's monthly pigments, received in full.
  const o1 = await order('GYS001', lastMonth(5), [{ line: a1.lines[0] }, { line: a1.lines[1] }]);
  await act(purchaser, 'purchase-order', o1, 'ORDER-PLACE');
  await receive(o1, lastMonth(9), `${lastMonth(9).slice(2)}A`, [1, 1]);
  // 已入库: a price above the approved one, reviewed; 30 of 50 kg received so far.
  const o2 = await order('GYS001', lastMonth(6), [{ line: a2.lines[0], price: 90 }], '急单，供应商加价');
  await review(manager, o2, 'PRICE-REVIEW');
  await act(purchaser, 'purchase-order', o2, 'ORDER-PLACE');
  await receive(o2, lastMonth(12), `${lastMonth(12).slice(2)}B`, [0.6]);
  // A return of 5 kg of that delivery (caked in the drum), reviewed, waiting for the store's 退货.
  const [inLine] = await queryRows<{ id: number }>(
    db,
    sql`select i.id from inv_material_ins_items i join pur_orders_items o on o.id = i.purchase_order_line_id
        where o.doc_id = ${o2} order by i.id limit 1`,
  );
  const back = await purchaser.save('purchase-return', {
    returnDate: now,
    supplierId: s('GYS001'),
    warehouseId: raw,
    reason: '结块，退回供应商',
    items: [{ materielId: m('YL-PY74'), qty: 5 * KG, warehouseInLineId: inLine.id }],
  });
  await act(manager, 'purchase-return', back.id, 'AUDIT', 'APPROVAL_APPROVED');
  // 已下单: titanium white and resin on their way.
  const o3 = await order('GYS002', lastMonth(7), [{ line: a3.lines[0] }, { line: a3.lines[1] }]);
  await act(purchaser, 'purchase-order', o3, 'ORDER-PLACE');
  // 新建, waiting for the manager: the dispersant above its approved price.
  await order('GYS003', now, [{ line: a2.lines[1], price: 99 }]);
  // 新建, waiting for both: carbon nanotubes without an approved price, above the director's limit.
  await order('GYS005', now, [{ code: 'CNTY-MW', kg: 300, price: 380 }], '年度框架采购');

  // Requests (采购需求): research's, approved and bought in full (the carbon black not yet in the
  // master data bought as YL-PBK7); the workshop's waiting for the manager; the store's refused.
  const request = async (actor: SeedActor, date: string, need: string, reason: string, items: Row[]) =>
    (await actor.save('purchase-request', { requestDate: date, needDate: need, reason, items })).id;
  const r1 = await request(researcher, lastMonth(10), lastMonth(20), '导电浆料试产', [
    { materielId: m('ZJ-FF'), qty: 20 * KG },
    { itemName: '导电炭黑', spec: 'ECP600JD', qty: 10 * KG },
  ]);
  await act(manager, 'purchase-request', r1, 'AUDIT', 'APPROVAL_APPROVED');
  const r1Lines = linesOf(await purchaser.detail('purchase-request', r1));
  const fromRequest = await purchaser.save('purchase-order', {
    orderDate: lastMonth(11),
    supplierId: s('GYS002'),
    buyer: '采购员',
    items: [
      { materielId: m('ZJ-FF'), qty: 20 * KG, requestLineId: r1Lines[0].id },
      {
        materielId: m('YL-PBK7'),
        qty: 10 * KG,
        price: 36 * YUAN,
        requestLineId: r1Lines[1].id,
        remark: '导电炭黑',
      },
    ],
  });
  await review(manager, fromRequest.id, 'PRICE-REVIEW');
  await act(purchaser, 'purchase-order', fromRequest.id, 'ORDER-PLACE');
  await receive(fromRequest.id, lastMonth(15), `${lastMonth(15).slice(2)}C`, [1, 1]);
  await request(workshop, now, now, '设备保养', [
    { itemName: '高温润滑脂', spec: '二硫化钼，1 kg/罐', qty: 5 * KG },
  ]);
  const r3 = await request(store, now, now, '周转桶', [{ itemName: '200 L 钢桶', qty: 100 * KG }]);
  await manager.transition('purchase-request', {
    id: r3,
    version: 1,
    action: 'AUDIT',
    status: 'APPROVAL_NOT_APPROVED',
    comment: '仓库现有空桶可用',
  });
  // A manual order (手工采购): the production line's NMP bought on the spot, received in full.
  const spot = await purchaser.save('purchase-order', {
    orderDate: lastMonth(16),
    supplierId: s('GYS004'),
    deliveryDate: lastMonth(17),
    buyer: '采购员',
    orderType: 'MANUAL',
    remark: '生产线急用，现货采购',
    items: [{ materielId: m('RJ-NMP'), qty: 80 * KG }],
  });
  await act(purchaser, 'purchase-order', spot.id, 'ORDER-PLACE');
  await receive(spot.id, lastMonth(17), `${lastMonth(17).slice(2)}D`, [1]);

  // Two more safety stock settings of the material warehouse (beside the store's own, made with
  // the months), judged against what is on hand now: one under its lower limit, one under warning.
  const onHand = new Map(
    (
      await queryRows<{ code: string; kg: string }>(
        db,
        sql`select mm.code, coalesce(sum(b.on_hand), 0)::bigint / ${KG} as kg
            from md_materiels mm left join stock_balances b
              on b.item_kind = 'MATERIAL' and b.item_id = mm.id and b.warehouse_id = ${raw}
            group by mm.code`,
      )
    ).map((r) => [r.code, Number(r.kg)]),
  );
  const have = (code: string) => onHand.get(code) ?? 0;
  const settings: [string, number, number, number, string][] = [
    ['ZJ-FF', have('ZJ-FF') + 50, have('ZJ-FF') + 80, have('ZJ-FF') + 250, '防腐剂常备'],
    ['YL-PW6', Math.max(0, have('YL-PW6') - 20), have('YL-PW6') + 50, have('YL-PW6') + 400, '钛白粉'],
  ];
  for (const [code, lower, warn, upper, remark] of settings)
    await store.save('material-safety-stock', {
      materielId: m(code),
      warehouseId: raw,
      lowerLimit: lower * KG,
      warnLimit: warn * KG,
      upperLimit: upper * KG,
      remark,
    });
}
