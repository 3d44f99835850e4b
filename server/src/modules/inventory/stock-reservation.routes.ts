import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows } from '../../platform/db/client.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';

/**
 * SPEC's "reserve query": who holds a material's stock — each open reservation with the document
 * that made it, so the store can see why available is less than on hand.
 */
const reservingDocuments: Record<string, { title: string; table: string; dateColumn: string }> = {
  'material-requisition': { title: '领料单', table: 'inv_material_requisitions', dateColumn: 'apply_date' },
};

export function stockReservationRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'POST',
    url: '/inventory/queryReserveList',
    summary: '物料预留明细（占用库存的单据）',
    tags: ['inventory'],
    access: 'session',
    body: z.object({
      materielId: recordId('请选择物料', '请选择物料'),
      warehouseId: recordId().optional(),
    }),
    handler: async ({ body }) => {
      const parts = Object.entries(reservingDocuments).map(
        ([key, d]) => sql`select r.id, ${d.title} as "docTitle", r.doc_id as "docId", d.number as "docNumber",
            d.${sql.identifier(d.dateColumn)} as "docDate", r.warehouse_id as "warehouseId", w.code || ' ' || w.name as "warehouseLabel",
            r.batch_no as "batchNo", r.allocation_id as "allocationId", a.code as "allocationLabel", r.qty
          from stock_reservations r
          join ${sql.identifier(d.table)} d on d.id = r.doc_id
          join md_warehouses w on w.id = r.warehouse_id
          left join md_allocations a on a.id = r.allocation_id
          where r.doc_key = ${key} and r.item_kind = 'MATERIAL' and r.item_id = ${body.materielId}
            and (${body.warehouseId ?? null}::int is null or r.warehouse_id = ${body.warehouseId ?? null})`,
      );
      return queryRows(app.db, sql`${sql.join(parts, sql` union all `)} order by "docDate", id`);
    },
  });
}
