import { toYmd } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { makeFrom } from '../platform/documents/document-chain.service.ts';
import { findLink } from '../platform/documents/document-links.ts';
import { type SeedActor, seedActor } from './seed-actor.ts';

/**
 * One document of each kind the demo months make none of, last, so every list and report of the
 * demo company has a row — each screen shows what it is for, and `npm run scan:sql` scans every
 * list against rows it answers (scripts/scan-sql.targets.ts). Each is left where a user would
 * leave it, without touching what the months made:
 * - 物料销售出库单: pigment sold as it is to 常州电池, waiting for the director's review;
 * - 红字发票 on each side: a 折让 of one kg on the newest blue invoice, waiting for 复核;
 * - 包装改装单: a drum of product re-packed into smaller packages, no loss (takes effect when saved);
 * - 产品入库单 of the workshop keyed without its cost, waiting for the store (产品成本录入);
 * - a dollar order of 常州电池 delivered and issued in full (外币毛利 has a row).
 */
const KG = 1_000_000;
const DRUM = 25 * KG;

export async function seedDemoEveryList(app: FastifyInstance, db: DbOrTx, today: Date): Promise<void> {
  const now = toYmd(today);
  const code = async (table: string, value: string) =>
    (
      await queryRows<{ id: number }>(db, sql`select id from ${sql.identifier(table)} where code = ${value}`)
    )[0]?.id;
  const [kh001, cny, usd, yl, cp] = await Promise.all([
    code('md_customers', 'KH001'),
    code('md_currencies', 'CNY'),
    code('md_currencies', 'USD'),
    code('md_warehouses', 'YL01'),
    code('md_warehouses', 'CP01'),
  ]);
  if (!kh001 || !cny || !usd || !yl || !cp) return;
  const [saler, director, store, finance] = await Promise.all(
    ['saler', 'salederictor', 'storemaster', 'finacemanager'].map((u) => seedActor(app, db, u)),
  );
  const act = async (actor: SeedActor, key: string, id: number, action: string, approved?: boolean) => {
    const { version } = await actor.detail(key, id);
    return actor.transition(key, {
      id,
      version: Number(version),
      action,
      ...(approved === undefined ? {} : { status: approved ? 'APPROVAL_APPROVED' : 'APPROVAL_NOT_APPROVED' }),
    });
  };
  /** The fullest free batch of a kind of stock in a warehouse (not expired today). */
  const fullest = async (kind: 'MATERIAL' | 'PRODUCT', warehouseId: number, min: number) =>
    (
      await queryRows<{ item_id: number; batch_no: string; allocation_id: number; free: string }>(
        db,
        sql`select b.item_id, b.batch_no, b.allocation_id, (b.on_hand - b.reserved)::bigint as free
            from stock_balances b left join stock_batches s
              on s.item_kind = b.item_kind and s.item_id = b.item_id and s.batch_no = b.batch_no
            where b.item_kind = ${kind} and b.warehouse_id = ${warehouseId} and b.on_hand - b.reserved >= ${min}
              and (s.expiry_date is null or s.expiry_date >= ${now})
            order by b.on_hand - b.reserved desc, b.item_id, b.batch_no limit 1`,
      )
    )[0];

  // 物料销售出库单: 25 kg of the fullest pigment, the batch picked first-expiry-first-out.
  const pigment = await fullest('MATERIAL', yl, DRUM);
  if (pigment)
    await saler.save('sales-material-delivery', {
      outDate: now,
      customerId: kh001,
      warehouseId: yl,
      currencyId: cny,
      receiver: '常州电池 原料仓',
      items: [{ materielId: pigment.item_id, qty: DRUM, salePrice: 60 * KG }],
    });

  // 红字发票: a 折让 of 1 kg on each side's newest blue invoice, waiting for 复核.
  for (const [key, blueTable] of [
    ['sales-red-invoice', 'fin_sales_invoices'],
    ['purchase-red-invoice', 'fin_purchase_invoices'],
  ] as const) {
    const [blue] = await queryRows<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(blueTable)} where status in ('UNVERIFIED', 'VERIFIED') order by id desc limit 1`,
    );
    if (!blue) continue;
    const { def } = app.documents.get(key);
    const draft = await makeFrom(
      db,
      app.documents,
      def,
      findLink(def, 'invoice-red'),
      finance.request().authUser!,
      [blue.id],
    );
    await finance.save(key, {
      ...draft.values,
      redDate: now,
      redReason: 'DISCOUNT',
      remark: '质量异议，协商折让',
      items: [{ ...draft.items[0], qty: KG }],
    });
  }

  // 包装改装单: one drum of the fullest product batch into packages of another size, no loss.
  const drum = await fullest('PRODUCT', cp, DRUM);
  if (drum) {
    const [spec] = await queryRows<{ id: number; net_weight: string }>(
      db,
      sql`select s.id, s.net_weight from md_package_specs s
          where s.net_weight > 0 and s.id is distinct from (select package_spec_id from md_products where id = ${drum.item_id})
          order by s.net_weight, s.id limit 1`,
    );
    if (spec)
      await store.save('product-packaging', {
        packDate: now,
        warehouseId: cp,
        productId: drum.item_id,
        packer: '李师傅',
        items: [
          {
            batchNo: drum.batch_no,
            allocationId: drum.allocation_id,
            qty: DRUM,
            toPackageSpecId: spec.id,
            toPackages: Math.ceil(DRUM / Number(spec.net_weight)),
          },
        ],
      });
  }

  // 产品入库单 keyed by the store without its cost: finance has it to key (产品成本录入).
  const [product] = await queryRows<{ id: number; allocation_id: number | null }>(
    db,
    sql`select p.id, (select a.id from md_allocations a where a.warehouse_id = ${cp} order by a.id limit 1) as allocation_id
        from md_products p where p.status = 'EBL' order by p.code limit 1`,
  );
  if (product)
    await store.save('product-warehouse-in', {
      inDate: now,
      warehouseId: cp,
      department: '新材料车间',
      items: [
        {
          productId: product.id,
          batchNo: `CP${now.slice(2)}901`,
          allocationId: product.allocation_id,
          qty: 4 * DRUM,
          productionDate: now,
          expiryDate: `${Number(now.slice(0, 4)) + 1}${now.slice(4)}`,
        },
      ],
    });

  // 外币毛利: a dollar order of 常州电池 for a drum of the product priced in dollars, delivered in full.
  const [dollar] = await queryRows<{ product_id: number; price: string }>(
    db,
    sql`select product_id, price from sal_base_prices
        where currency_id = ${usd} and status = 'APPROVAL_APPROVED' order by id limit 1`,
  );
  const onHand = dollar && (await fullestOf(db, dollar.product_id, cp, now));
  if (dollar && onHand) {
    const order = await saler.save('sales-order', {
      customerId: kh001,
      orderDate: now,
      deliveryDate: now,
      warehouseId: cp,
      currencyId: usd,
      items: [{ productId: dollar.product_id, qty: DRUM, price: Number(dollar.price) + 200_000 }],
    });
    await act(saler, 'sales-order', order.id, 'CONFIRM');
    const [line] = (await saler.detail('sales-order', order.id)).items;
    const delivery = await saler.save('sales-delivery', {
      customerId: kh001,
      outDate: now,
      warehouseId: cp,
      items: [{ orderLineId: Number(line.id), productId: dollar.product_id, qty: DRUM }],
    });
    await act(director, 'sales-delivery', delivery.id, 'AUDIT', true);
    await act(store, 'sales-delivery', delivery.id, 'WAREHOUSE-OUT');
  }
}

/** Whether a product has a drum free in a warehouse (not expired). */
async function fullestOf(db: DbOrTx, productId: number, warehouseId: number, now: string): Promise<boolean> {
  const [row] = await queryRows<{ free: string | null }>(
    db,
    sql`select sum(b.on_hand - b.reserved) as free from stock_balances b left join stock_batches s
          on s.item_kind = b.item_kind and s.item_id = b.item_id and s.batch_no = b.batch_no
        where b.item_kind = 'PRODUCT' and b.item_id = ${productId} and b.warehouse_id = ${warehouseId}
          and (s.expiry_date is null or s.expiry_date >= ${now})`,
  );
  return Number(row?.free ?? 0) >= DRUM;
}
