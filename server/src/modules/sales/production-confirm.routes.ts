import { companyToday, ResultCode, salesOrder } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { scopeWhere } from '../../platform/documents/document-scope.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';

const body = z.object({
  ids: z
    .array(recordId(), { error: '请选择销售订单' })
    .min(1, '请选择销售订单')
    .max(200, '一次最多选择200条'),
});

/**
 * 生产确认: production confirms confirmed orders it has planned (who and when, audited). Only
 * orders waiting for it; one the caller may not see answers as missing.
 */
async function confirmProduction(app: FastifyInstance, db: DbOrTx, request: FastifyRequest, ids: number[]) {
  const user = request.authUser!;
  const scope = scopeWhere(app.documents, salesOrder, user);
  const rows = await queryRows<{
    id: number;
    number: string;
    status: string;
    production_state: string | null;
  }>(
    db,
    sql`select t.id, t.number, t.status, t.production_state from sal_orders t
        where t.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) ${scope ? sql`and ${scope}` : sql``} order by t.id for update`,
  );
  if (rows.length !== new Set(ids).size) fail(ResultCode.NOT_FOUND, '销售订单不存在');
  const waiting = ['DELIVERY_PENDING', 'OUT_PUT_WAREHOUSE', 'RETURN'];
  const unfit = rows.filter((r) => r.production_state !== 'PENDING' || !waiting.includes(r.status));
  if (unfit.length > 0)
    fail(ResultCode.BUSINESS_RULE, `${unfit.map((r) => r.number).join('、')} 不是待生产确认的订单`);
  for (const r of rows) {
    await db.execute(
      sql`update sal_orders set production_state = 'CONFIRMED', production_confirmed_by = ${user.realName ?? user.userName},
          production_confirm_date = ${companyToday()}, version = version + 1, modify_by = ${user.userName}, modify_at = now()
          where id = ${r.id}`,
    );
    await recordAudit(db, request, {
      action: 'PRODUCTION-CONFIRM',
      entity: salesOrder.key,
      entityId: r.id,
      after: { productionState: 'CONFIRMED' },
    });
  }
  return { count: rows.length };
}

export function productionConfirmRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'POST',
    url: '/order/confirmSalesOrderProduction',
    summary: '生产确认：生产、技术确认已安排待生产确认的销售订单',
    tags: [salesOrder.key],
    access: { permission: 'sales-order-visit' },
    body,
    handler: ({ body, request }) => app.db.transaction((db) => confirmProduction(app, db, request, body.ids)),
  });
}
