import { can, ResultCode, stockSides } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows } from '../../platform/db/client.ts';
import { allowed } from '../../platform/documents/document.service.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordIdQuery } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';

/**
 * 库存流水 of one document: the stock moves it posted (and those that reversed them), posting by
 * posting and line by line within one — the tab of a document's `…/tabs` screen that shows what it did to the ledger. Who may
 * view the document may view its moves; names and amounts follow SPEC §6 (material name,
 * warehouse amount) like every other screen.
 */
export function documentMoveRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'GET',
    url: '/inventory/queryDocumentMoveList',
    summary: '单据的库存流水',
    tags: ['inventory'],
    access: 'session',
    query: z.object({
      docKey: z.string({ error: '请指定单据类型' }).min(1, '请指定单据类型'),
      docId: recordIdQuery('单据编号无效'),
    }),
    handler: async ({ query, user }) => {
      const doc = app.documents.find(query.docKey);
      if (!doc) fail(ResultCode.NOT_FOUND, '单据类型不存在');
      if (!allowed(user!, doc.def.access.view)) fail(ResultCode.FORBIDDEN);
      // The document's moves are all of one kind; its items are named from that kind's master data
      // (material names only for SPEC §6's material-name holders).
      const [kind] = await queryRows<{ item_kind: keyof typeof stockSides }>(
        app.db,
        sql`select item_kind from stock_moves where doc_key = ${query.docKey} and doc_id = ${query.docId} limit 1`,
      );
      if (!kind) return [];
      const side = stockSides[kind.item_kind];
      const names = side.itemRef !== 'materiel' || can(user!.roles, 'material-name');
      const amounts = can(user!.roles, 'warehouse-amount');
      return queryRows(
        app.db,
        sql`select x.id, row_number() over (order by x.posted_at, x.doc_line, x.id)::int as seq, x.business_date as "businessDate",
            x.doc_line as "docLine", x.item_id as "materielId",
            ${names ? sql`m.code || ' ' || m.name` : sql`m.code`} as "materielLabel",
            x.warehouse_id as "warehouseId", w.code || ' ' || w.name as "warehouseLabel",
            x.batch_no as "batchNo", a.code as "allocationLabel",
            case when x.qty > 0 then x.qty else 0 end as "inQty",
            case when x.qty < 0 then -x.qty else 0 end as "outQty",
            ${amounts ? sql`x.unit_cost` : sql`null`} as "unitCost",
            ${amounts ? sql`x.value` : sql`null`} as "value",
            x.reverses_move_id is not null as "reversal", x.posted_at as "postedAt"
          from stock_moves x
          join ${sql.identifier(side.itemTable)} m on m.id = x.item_id
          join md_warehouses w on w.id = x.warehouse_id
          left join md_allocations a on a.id = x.allocation_id
          where x.doc_key = ${query.docKey} and x.doc_id = ${query.docId} and x.item_kind = ${side.kind}
          order by x.posted_at, x.doc_line, x.id`,
      );
    },
  });
}
