import { companyToday, manufactureFeeding, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { saveDocument } from '../../platform/documents/document.service.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recipeInForce } from './manufacture-recipe.ts';

/**
 * 确认排产 (SPEC §7 production "sales order list and confirm"): production planning turns the
 * order's lines of products made here — a product with an approved manufacture recipe in force
 * today — into production batches: for what is ordered and not yet scheduled, as many 投料单
 * drafts (暂存) of the recipe's batch size as cover it, each naming the version in force, planned
 * for the order's delivery date, from the first material warehouse, linked to its order line.
 * Scheduled is read from the feedings themselves (not discarded), never kept by hand: the order
 * lines are locked (ascending id, the chains' order) while it is read and the batches are made, so
 * two planners confirming at once cannot schedule a line twice.
 */
const DRAWABLE = ['DELIVERY_PENDING', 'OUT_PUT_WAREHOUSE'];

export async function confirmSalesOrder(
  db: DbOrTx,
  request: FastifyRequest,
  registry: DocumentRegistry,
  orderId: number,
): Promise<{ ids: number[] }> {
  const lines = await queryRows<{
    id: number;
    line_no: number;
    product_id: number;
    qty: string;
    closed: boolean;
    status: string;
    number: string;
    delivery_date: string | null;
  }>(
    db,
    sql`select i.id, i.line_no, i.product_id, i.qty::text as qty, i.closed, o.status, o.number, o.delivery_date
        from sal_orders o join sal_orders_items i on i.doc_id = o.id
        where o.id = ${orderId} order by i.id for update of i`,
  );
  if (lines.length === 0) fail(ResultCode.NOT_FOUND, '销售订单不存在');
  const { number, status } = lines[0];
  if (!DRAWABLE.includes(status)) fail(ResultCode.BUSINESS_RULE, `销售订单 ${number} 当前状态不能排产`);
  const [warehouse] = await queryRows<{ id: number }>(
    db,
    sql`select id from md_warehouses where kind = 'MATERIAL' and status = 'EBL' order by code limit 1`,
  );
  if (!warehouse) fail(ResultCode.BUSINESS_RULE, '没有可用的原料仓库，不能排产');
  const today = companyToday();
  const feeding = registry.get(manufactureFeeding.key);
  const ids: number[] = [];
  for (const line of lines) {
    if (line.closed) continue;
    const recipe = await recipeInForce(db, line.product_id, today);
    if (!recipe || recipe.batchSize <= 0n) continue;
    const [{ scheduled }] = await queryRows<{ scheduled: string }>(
      db,
      sql`select coalesce(sum(batch_size), 0)::text as scheduled from prd_feedings
          where sales_order_line_id = ${line.id} and status <> 'DISCARDED'`,
    );
    const open = BigInt(line.qty) - BigInt(scheduled);
    if (open <= 0n) continue;
    const batches = (open + recipe.batchSize - 1n) / recipe.batchSize;
    for (let n = 0n; n < batches; n++) {
      const { id } = await saveDocument(db, request, registry, feeding, {
        feedDate: today,
        plannedDate: line.delivery_date,
        productId: line.product_id,
        recipeId: recipe.id,
        batchSize: Number(recipe.batchSize),
        warehouseId: warehouse.id,
        items: [],
      });
      // Server-kept: the order line this batch makes (read-only fields are never taken from a save).
      await db.execute(
        sql`update prd_feedings set sales_order_id = ${orderId}, sales_order_line_id = ${line.id} where id = ${id}`,
      );
      ids.push(id);
    }
  }
  if (ids.length === 0)
    fail(
      ResultCode.BUSINESS_RULE,
      `销售订单 ${number} 没有需要排产的自产产品明细（已全部排产或产品没有生效的生产配方）`,
    );
  return { ids };
}
