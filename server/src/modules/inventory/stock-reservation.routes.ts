import { materialSide, productSide } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows } from '../../platform/db/client.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';

/**
 * SPEC's "reserve query" (material: /inventory/queryReserveList; product: productStock's reserve):
 * who holds an item's stock — each open reservation with the document that made it, so the store
 * can see why available is less than on hand.
 */
const reservingDocuments: Record<string, { title: string; table: string; dateColumn: string }> = {
  'material-requisition': { title: '领料单', table: 'inv_material_requisitions', dateColumn: 'apply_date' },
  'product-requisition': { title: '产品领料单', table: 'inv_product_requisitions', dateColumn: 'apply_date' },
};

const reserveQueries = [
  { side: materialSide, url: '/inventory/queryReserveList' },
  { side: productSide, url: '/productStock/queryReserveList' },
] as const;

export function stockReservationRoutes(app: FastifyInstance): void {
  for (const { side, url } of reserveQueries)
    addRoute(app, {
      method: 'POST',
      url,
      summary: `${side.noun}预留明细（占用库存的单据）`,
      tags: ['inventory'],
      access: 'session',
      body: z.object({
        [side.item]: recordId(`请选择${side.noun}`, `请选择${side.noun}`),
        warehouseId: recordId().optional(),
      }),
      handler: async ({ body }) => {
        const itemId = (body as Record<string, number>)[side.item];
        const warehouseId = (body as { warehouseId?: number }).warehouseId ?? null;
        const parts = Object.entries(reservingDocuments).map(
          ([
            key,
            d,
          ]) => sql`select r.id, ${d.title} as "docTitle", r.doc_id as "docId", d.number as "docNumber",
              d.${sql.identifier(d.dateColumn)} as "docDate", r.warehouse_id as "warehouseId", w.code || ' ' || w.name as "warehouseLabel",
              r.batch_no as "batchNo", r.allocation_id as "allocationId", a.code as "allocationLabel", r.qty
            from stock_reservations r
            join ${sql.identifier(d.table)} d on d.id = r.doc_id
            join md_warehouses w on w.id = r.warehouse_id
            left join md_allocations a on a.id = r.allocation_id
            where r.doc_key = ${key} and r.item_kind = ${side.kind} and r.item_id = ${itemId}
              and (${warehouseId}::int is null or r.warehouse_id = ${warehouseId})`,
        );
        return queryRows(app.db, sql`${sql.join(parts, sql` union all `)} order by "docDate", id`);
      },
    });
}
