import {
  materialSide,
  otherFilters,
  productSide,
  type StockLookupKey,
  type StockSide,
  stockLookups,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows } from '../../platform/db/client.ts';
import { listDocuments } from '../../platform/documents/document-query.ts';
import { listSchema } from '../../platform/documents/document-schemas.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { pageWindow } from '../../platform/http/paging.ts';
import { addRoute } from '../../platform/http/route.ts';

/** The side each declared stock lookup serves (`stockLookups` in the domain names the paths). */
const sides: Record<StockLookupKey, StockSide> = { material: materialSide, product: productSide };

const stockFilter = z
  .string({ error: '库存筛选无效' })
  .refine((v) => otherFilters.productStock.some((o) => o.value === v), '库存筛选无效');

interface Figures {
  id: number;
  onHand: string;
  available: string;
}

/**
 * The item lookup with stock (a ref's `stock` pick, SPEC §3 product stock filter): the item
 * declaration's own lookup — keyword, status, record rule and visible fields, its order — with
 * each row's on hand and available (on hand − reserved) in the chosen warehouse, or in every
 * warehouse of the side without one; 库存大于0 / 可用大于0 keep only items with some. Quantities
 * only, never values: a salesperson keying an order sees what can ship, not what it cost.
 */
export function stockLookupRoutes(app: FastifyInstance): void {
  for (const [key, { path }] of Object.entries(stockLookups)) {
    const side = sides[key as StockLookupKey];
    const itemDef = () => app.documents.get(side.itemRef).def;
    addRoute(app, {
      method: 'POST',
      url: path,
      summary: `${side.noun}查找（附在库与可用数量，可按库存筛选）`,
      tags: ['inventory'],
      // Every form's picker needs it, as the batch look-ups that answer quantities per batch.
      access: 'session',
      body: listSchema(itemDef(), {
        warehouseId: recordId('仓库编号无效').optional(),
        stockFilter: stockFilter.optional(),
      }),
      handler: async ({ body, user }) => {
        const vo = body.queryParameterVo ?? {};
        const warehouseId = typeof vo.warehouseId === 'number' ? vo.warehouseId : undefined;
        const { warehouseId: _w, stockFilter, ...filters } = vo;
        const inWarehouse = warehouseId === undefined ? sql`` : sql` and b.warehouse_id = ${warehouseId}`;
        const page = await listDocuments(app.db, app.documents, itemDef(), user!, {
          filters,
          page: pageWindow(body),
          sort: body.sort,
          ids: body.ids,
          extraWhere: stockWhere(side, stockFilter, inWarehouse),
          count: body.count,
        });
        const ids = page.requestList.map((r) => Number(r.id));
        const figures =
          ids.length === 0
            ? []
            : await queryRows<Figures>(
                app.db,
                sql`select b.item_id as id, sum(b.on_hand)::bigint as "onHand",
                      sum(b.on_hand - b.reserved)::bigint as available
                    from stock_balances b
                    where b.item_kind = ${side.kind} and b.item_id in (${sql.join(
                      ids.map((id) => sql`${id}`),
                      sql`, `,
                    )})${inWarehouse}
                    group by b.item_id`,
              );
        const byId = new Map(figures.map((f) => [f.id, f]));
        for (const row of page.requestList) {
          const f = byId.get(Number(row.id));
          row.onHand = Number(f?.onHand ?? 0);
          row.available = Number(f?.available ?? 0);
        }
        return { ...page, warehouseId: warehouseId ?? null };
      },
    });
  }
}

/** 库存大于0 / 可用大于0 as a condition on the item table's alias `t`; 不限: none. */
function stockWhere(side: StockSide, filter: unknown, inWarehouse: SQL): SQL | undefined {
  const having =
    filter === 'OVERZERO'
      ? sql`sum(b.on_hand) > 0`
      : filter === 'AVAILABLE'
        ? sql`sum(b.on_hand - b.reserved) > 0`
        : undefined;
  if (!having) return undefined;
  return sql`t.id in (select b.item_id from stock_balances b where b.item_kind = ${side.kind}${inWarehouse}
    group by b.item_id having ${having})`;
}
