import { materialSide, productSide } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows } from '../../platform/db/client.ts';
import { columnName } from '../../platform/documents/document-table.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';

/**
 * SPEC's "reserve query" (material: /inventory/queryReserveList; product: productStock's reserve):
 * who holds an item's stock — each open reservation with the document that made it, so the store
 * can see why available is less than on hand. The documents are whichever hold reservations of the
 * item (requisitions, sales orders, …), read from their declarations: a module that reserves stock
 * appears here without being named.
 */
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
        const holders = await queryRows<{ doc_key: string }>(
          app.db,
          sql`select distinct doc_key from stock_reservations
              where item_kind = ${side.kind} and item_id = ${itemId} order by doc_key`,
        );
        if (holders.length === 0) return [];
        const parts = holders.map(({ doc_key: key }) => {
          const { def } = app.documents.get(key);
          // The document's own date (领料日期, 下单日期): its first date field.
          const dateField = Object.entries(def.fields).find(([, f]) => f.kind === 'date')?.[0];
          const docDate = dateField ? sql`d.${sql.identifier(columnName(dateField))}` : sql`null::text`;
          return sql`select r.id, ${def.title} as "docTitle", ${def.screen} as "docScreen", r.doc_id as "docId",
              d.number as "docNumber", ${docDate} as "docDate", r.warehouse_id as "warehouseId",
              w.code || ' ' || w.name as "warehouseLabel",
              r.batch_no as "batchNo", r.allocation_id as "allocationId", a.code as "allocationLabel", r.qty
            from stock_reservations r
            join ${sql.identifier(def.table)} d on d.id = r.doc_id
            join md_warehouses w on w.id = r.warehouse_id
            left join md_allocations a on a.id = r.allocation_id
            where r.doc_key = ${key} and r.item_kind = ${side.kind} and r.item_id = ${itemId}
              and (${warehouseId}::int is null or r.warehouse_id = ${warehouseId})`;
        });
        return queryRows(app.db, sql`${sql.join(parts, sql` union all `)} order by "docDate", id`);
      },
    });
}
