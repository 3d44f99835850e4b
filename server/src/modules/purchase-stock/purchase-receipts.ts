import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import type { PurchaseReceipts } from '../inventory/index.ts';

/**
 * The bridge room between purchasing and inventory (like Odoo's `purchase_stock`): what the
 * material warehouse-in needs of purchase orders — their lines' prices — which neither module may
 * take from the other (an acceptance's order is its link's save checks). Inventory asks for it
 * as `PurchaseReceipts`; `modules/index.ts` hands it this.
 */
export const purchaseReceipts: PurchaseReceipts = {
  async fillOrderPrices(db, lines) {
    const wanting = lines.flatMap((l) =>
      l.price == null && l.purchaseOrderLineId != null
        ? [{ line: l, orderLineId: l.purchaseOrderLineId }]
        : [],
    );
    const prices = await orderLinePrices(
      db,
      wanting.map((w) => w.orderLineId),
    );
    for (const w of wanting) w.line.price = prices.get(w.orderLineId) ?? null;
  },

  async orderPricesAtPosting(db, warehouseInId) {
    await db.execute(
      sql`update inv_material_ins_items i set price = o.price,
                 amount = round(i.qty::numeric * o.price / 1000000)::bigint
          from pur_orders_items o
          where i.doc_id = ${warehouseInId} and i.price is null and i.purchase_order_line_id = o.id
            and o.price is not null`,
    );
  },
};

/** The price of each order line that has one. */
async function orderLinePrices(db: DbOrTx, lineIds: number[]): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; price: string | null }>(
    db,
    sql`select id, price from pur_orders_items where id in (${sql.join(
      [...new Set(lineIds)].map((m) => sql`${m}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.filter((r) => r.price != null).map((r) => [r.id, Number(r.price)]));
}
