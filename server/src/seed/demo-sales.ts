import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { type SeedActor, seedActor } from './seed-actor.ts';

/**
 * The demo company's sales, in the open current month, made through the document engine by the
 * people who would do it (after the product months, so there is stock to sell): base prices
 * (approved in 人民币 and 美元, one rise waiting for the director), customer prices (one approved
 * below base, one waiting), and orders in every state — one delivered in part with its waybill, a
 * second delivery waiting for the director, another waiting for the store, a return waiting to be
 * confirmed; one waiting for the price review; a dollar order confirmed and holding its stock; one
 * delivered in full; one cancelled. Quantities follow the stock the months left, in 25 kg drums.
 */
const KG = 1_000_000;
const YUAN = 1_000_000;
const DRUM = 25 * KG;

const ymd = (d: Date) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

type Body = Record<string, unknown>;

export async function seedDemoSales(app: FastifyInstance, db: DbOrTx, today: Date): Promise<void> {
  const idsOf = async (table: string) =>
    new Map(
      (
        await queryRows<{ id: number; code: string }>(db, sql`select id, code from ${sql.identifier(table)}`)
      ).map((r) => [r.code, r.id]),
    );
  const [customers, currencies, warehouses, expresses] = await Promise.all(
    ['md_customers', 'md_currencies', 'md_warehouses', 'md_expresses'].map(idsOf),
  );
  const cp = warehouses.get('CP01')!;
  // The products with most free stock in CP01 (not expired), the fullest first.
  const stock = await queryRows<{ id: number; code: string; free: string; base_price: string | null }>(
    db,
    sql`select p.id, p.code, p.base_price, sum(b.on_hand - b.reserved) as free
        from stock_balances b join md_products p on p.id = b.item_id
        left join stock_batches s on s.item_kind = b.item_kind and s.item_id = b.item_id and s.batch_no = b.batch_no
        where b.item_kind = 'PRODUCT' and b.warehouse_id = ${cp} and (s.expiry_date is null or s.expiry_date >= ${ymd(today)})
        group by p.id, p.code, p.base_price having sum(b.on_hand - b.reserved) >= ${8 * DRUM}
        order by sum(b.on_hand - b.reserved) desc, p.code limit 4`,
  );
  if (stock.length < 4) return; // the product months left too little to sell: no sales demo
  const [p1, p2, p3, p4] = stock;
  const drums = (p: (typeof stock)[number], share: number) =>
    Math.max(1, Math.floor((Number(p.free) * share) / DRUM)) * DRUM;
  const basePrice = (p: (typeof stock)[number]) => Number(p.base_price ?? 50 * YUAN);
  const now = ymd(today);
  const inDays = (n: number) => ymd(new Date(today.getFullYear(), today.getMonth(), today.getDate() + n));
  const [saler, saler2, manager, director, store] = await Promise.all(
    ['saler', 'saler2', 'salemanager', 'salederictor', 'storemaster'].map((u) => seedActor(app, db, u)),
  );
  const cny = currencies.get('CNY')!;
  const usd = currencies.get('USD')!;
  const act = async (actor: SeedActor, key: string, id: number, action: string, approved?: boolean) => {
    const { version } = await actor.detail(key, id);
    return actor.transition(key, {
      id,
      version: Number(version),
      action,
      ...(approved === undefined ? {} : { status: approved ? 'APPROVAL_APPROVED' : 'APPROVAL_NOT_APPROVED' }),
    });
  };

  // 基准价: approved in 人民币 at the master's price, one in 美元, a rise waiting for the director.
  const base = async (productId: number, currencyId: number, price: number, approved: boolean) => {
    const saved = await manager.save('sales-base-price', {
      productId,
      currencyId,
      price,
      effectiveDate: now,
      remark: approved ? undefined : '原料涨价，申请上调基准价',
    });
    if (approved) await act(director, 'sales-base-price', saved.id, 'AUDIT', true);
  };
  for (const p of [p1, p2, p3]) await base(p.id, cny, basePrice(p), true);
  await base(p3.id, usd, Math.round(basePrice(p3) / 7.1 / 10_000) * 10_000, true);
  await base(p4.id, cny, Math.round(basePrice(p4) * 1.08), false);

  // 价格审批: 常州电池's yearly price below base, approved; another customer's request waiting.
  const kh001 = customers.get('KH001')!;
  const kh002 = customers.get('KH002')!;
  const approvedPrice = Math.round(basePrice(p1) * 0.94);
  const approval = await saler.save('sales-price-approval', {
    customerId: kh001,
    productId: p1.id,
    currencyId: cny,
    minQty: 4 * DRUM,
    price: approvedPrice,
    reason: '年度框架协议价，月用量100kg以上',
  });
  await act(director, 'sales-price-approval', approval.id, 'AUDIT', true);
  await saler2.save('sales-price-approval', {
    customerId: kh002,
    productId: p2.id,
    currencyId: cny,
    price: Math.round(basePrice(p2) * 0.9),
    reason: '竞品报价低10%，申请特价',
  });

  const order = async (
    actor: SeedActor,
    customer: string,
    currencyId: number,
    items: Body[],
    extra: Body = {},
  ) =>
    actor.save('sales-order', {
      customerId: customers.get(customer),
      orderDate: now,
      deliveryDate: inDays(7),
      warehouseId: cp,
      currencyId,
      items,
      ...extra,
    });
  const linesOf = async (actor: SeedActor, id: number) =>
    (await actor.detail('sales-order', id)).items.map((l) => ({
      id: Number(l.id),
      productId: Number(l.productId),
      qty: Number(l.qty),
    }));
  const deliver = async (
    actor: SeedActor,
    customer: string,
    lines: { orderLineId: number; productId: number; qty: number }[],
    ship = false,
  ) =>
    actor.save('sales-delivery', {
      customerId: customers.get(customer),
      outDate: now,
      warehouseId: cp,
      receiver: customer === 'KH001' ? '常州电池 原料仓' : undefined,
      ...(ship
        ? {
            expressId: expresses.get('SF'),
            waybillNo: 'SF1402366180025',
            receiverPhone: '0519-86551234',
            receiverAddress: '江苏省常州市武进区常武中路18号',
            pieces: 4,
          }
        : {}),
      items: lines,
    });

  // 1. 常州电池 (saler): at the approved price, confirmed, delivered in part and shipped by 顺丰;
  // the rest on a delivery waiting for the director; a drum returned, waiting for the store.
  const o1 = await order(saler, 'KH001', cny, [
    { productId: p1.id, qty: drums(p1, 0.5) },
    { productId: p2.id, qty: DRUM, price: Math.round(basePrice(p2) * 1.05) },
  ]);
  await act(saler, 'sales-order', o1.id, 'CONFIRM');
  const [l1, l2] = await linesOf(saler, o1.id);
  const firstPart = Math.max(DRUM, Math.floor(l1.qty / 2 / DRUM) * DRUM);
  const d1 = await deliver(
    saler,
    'KH001',
    [
      { orderLineId: l1.id, productId: l1.productId, qty: firstPart },
      { orderLineId: l2.id, productId: l2.productId, qty: l2.qty },
    ],
    true,
  );
  await act(director, 'sales-delivery', d1.id, 'AUDIT', true);
  await act(store, 'sales-delivery', d1.id, 'WAREHOUSE-OUT');
  if (l1.qty > firstPart)
    await deliver(saler, 'KH001', [{ orderLineId: l1.id, productId: l1.productId, qty: l1.qty - firstPart }]);
  const delivered = (await saler.detail('sales-delivery', d1.id)).items[0];
  const back = await saler.save('sales-return', {
    customerId: kh001,
    returnDate: now,
    warehouseId: cp,
    reason: '一桶运输途中破损',
    items: [
      {
        deliveryLineId: Number(delivered.id),
        productId: Number(delivered.productId),
        qty: Math.min(DRUM, Number(delivered.qty)),
      },
    ],
  });
  await act(director, 'sales-return', back.id, 'AUDIT', true);

  // 2. 2nd customer (saler2): below base without an approval — waits for the director's review.
  await order(
    saler2,
    'KH002',
    cny,
    [{ productId: p2.id, qty: drums(p2, 0.2), price: Math.round(basePrice(p2) * 0.9) }],
    {
      remark: '客户要求特价，已提交价格审批',
    },
  );

  // 3. A dollar order, confirmed: its stock is held (预留) until it ships; the store has its delivery.
  const o3 = await order(saler2, 'KH003', usd, [
    {
      productId: p3.id,
      qty: drums(p3, 0.3),
      price: Math.round(basePrice(p3) / 7.1 / 10_000) * 10_000 + 200_000,
    },
  ]);
  await act(saler2, 'sales-order', o3.id, 'CONFIRM');
  const [l3] = await linesOf(saler2, o3.id);
  const d3 = await deliver(saler2, 'KH003', [{ orderLineId: l3.id, productId: l3.productId, qty: DRUM }]);
  await act(director, 'sales-delivery', d3.id, 'AUDIT', true);

  // 4. Delivered in full: the order is done.
  const o4 = await order(saler, 'KH001', cny, [
    { productId: p4.id, qty: DRUM, price: Math.round(basePrice(p4) * 1.1) },
  ]);
  await act(saler, 'sales-order', o4.id, 'CONFIRM');
  const [l4] = await linesOf(saler, o4.id);
  const d4 = await deliver(saler, 'KH001', [{ orderLineId: l4.id, productId: l4.productId, qty: l4.qty }]);
  await act(director, 'sales-delivery', d4.id, 'AUDIT', true);
  await act(store, 'sales-delivery', d4.id, 'WAREHOUSE-OUT');

  // 5. Cancelled before anything went out.
  const o5 = await order(saler, 'KH005', cny, [{ productId: p1.id, qty: DRUM }], {
    remark: '客户取消采购计划',
  });
  await act(saler, 'sales-order', o5.id, 'CONFIRM');
  await act(saler, 'sales-order', o5.id, 'CANCEL');
}
