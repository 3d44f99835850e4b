import { materialSide, productSide, type StockSide } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { queryRows } from '../../platform/db/client.ts';
import { recordId, recordIdQuery } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';

/** Where each side's location remarks are read and kept (SPEC productStock; the material stock alike). */
const places = [
  { side: materialSide, prefix: '/inventory' },
  { side: productSide, prefix: '/productStock' },
] as const;

export interface LocationRemark {
  remark: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** 库位备注: read by anyone who reads stock; kept by the store (SPEC §6 warehouse review). */
export function stockLocationRoutes(app: FastifyInstance): void {
  for (const place of places) routesOf(app, place.side, place.prefix);
}

function routesOf(app: FastifyInstance, side: StockSide, prefix: string) {
  const tags = ['inventory'];
  const key = (body: { [field: string]: unknown }) => ({
    itemId: Number(body[side.item]),
    warehouseId: Number(body.warehouseId),
  });
  addRoute(app, {
    method: 'GET',
    url: `${prefix}/queryLocationRemark`,
    summary: `${side.noun}库位备注`,
    tags,
    access: 'session',
    query: z.object({
      [side.item]: recordIdQuery(`请选择${side.noun}`),
      warehouseId: recordIdQuery('请选择仓库'),
    }),
    handler: async ({ query }): Promise<LocationRemark> => {
      const k = key(query);
      const [row] = await queryRows<LocationRemark>(
        app.db,
        sql`select remark, updated_by as "updatedBy", updated_at as "updatedAt" from stock_location_remarks
            where item_kind = ${side.kind} and item_id = ${k.itemId} and warehouse_id = ${k.warehouseId}`,
      );
      return row ?? { remark: '', updatedBy: null, updatedAt: null };
    },
  });
  addRoute(app, {
    method: 'POST',
    url: `${prefix}/updateLocationRemark`,
    summary: `修改${side.noun}库位备注（清空即删除）`,
    tags,
    access: { permission: 'warehouse-review' },
    body: z.object({
      [side.item]: recordId(`请选择${side.noun}`, `请选择${side.noun}`),
      warehouseId: recordId('请选择仓库', '请选择仓库'),
      remark: z.string({ error: '请输入库位备注' }).trim().max(200, '库位备注最多200个字符'),
    }),
    handler: ({ body, request }) =>
      app.db.transaction(async (db) => {
        const k = key(body);
        const remark = (body as { remark: string }).remark;
        const [before] = await queryRows<{ remark: string }>(
          db,
          sql`select remark from stock_location_remarks
              where item_kind = ${side.kind} and item_id = ${k.itemId} and warehouse_id = ${k.warehouseId} for update`,
        );
        if (remark === '')
          await db.execute(sql`delete from stock_location_remarks
            where item_kind = ${side.kind} and item_id = ${k.itemId} and warehouse_id = ${k.warehouseId}`);
        else
          await db.execute(sql`insert into stock_location_remarks (item_kind, item_id, warehouse_id, remark, updated_by)
            values (${side.kind}, ${k.itemId}, ${k.warehouseId}, ${remark}, ${request.authUser!.userName})
            on conflict (item_kind, item_id, warehouse_id)
            do update set remark = excluded.remark, updated_by = excluded.updated_by, updated_at = now()`);
        await recordAudit(db, request, {
          action: 'UPDATE',
          entity: 'stock-location-remark',
          entityId: `${side.kind}:${k.itemId}:${k.warehouseId}`,
          before: before ? { remark: before.remark } : null,
          after: { remark },
        });
        return { remark };
      }),
  });
}
