import { manufactureFeeding } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { confirmSalesOrder } from '../modules/production/manufacture-confirm.ts';
import { type Db, type DbOrTx, queryRows } from '../platform/db/client.ts';
import { seedActor } from './seed-actor.ts';

/**
 * The demo's production orders (issue 30 item 2): production planning confirms the open sales
 * orders of products made here (a recipe in force) into batches, and the workshop feeds the first
 * batch where the stock allows — so 生产订单, 投料单 and 投料明细 read like a working factory.
 */
export async function seedDemoFeeding(app: FastifyInstance, db: DbOrTx): Promise<void> {
  const orders = await queryRows<{ id: number }>(
    db,
    sql`select distinct o.id from sal_orders o join sal_orders_items i on i.doc_id = o.id
        join prd_recipes r on r.product_id = i.product_id and r.purpose = 'MANUFACTURE' and r.status = 'APPROVED'
        where o.status in ('DELIVERY_PENDING', 'OUT_PUT_WAREHOUSE') and not i.closed
        order by o.id limit 2`,
  );
  const [planner, operator] = await Promise.all(
    ['productplan', 'operator'].map((u) => seedActor(app, db, u)),
  );
  const made: number[] = [];
  for (const o of orders) {
    try {
      const { ids } = await (db as Db).transaction((tx) =>
        confirmSalesOrder(tx, planner.request(), app.documents, o.id),
      );
      made.push(...ids);
    } catch (err) {
      app.log.debug({ err, order: o.id }, 'demo seed: nothing to schedule');
    }
  }
  const first = made[0];
  if (first === undefined) return;
  try {
    const { version } = await operator.detail(manufactureFeeding.key, first);
    await operator.transition(manufactureFeeding.key, {
      id: first,
      version: Number(version),
      action: 'SAVE',
    });
  } catch (err) {
    // Short of a material in the demo's stock: the batch stays a draft, as in a real workshop.
    app.log.debug({ err, feeding: first }, 'demo seed: feeding left in 暂存');
  }
}
