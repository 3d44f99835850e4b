import {
  companyToday,
  materialSafetyStock,
  purchaseApply,
  ResultCode,
  reorderStates,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { saveDocument } from '../../platform/documents/document.service.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { materialSafetyStockDerived } from '../inventory/index.ts';

const body = z.object({
  ids: z
    .array(recordId(), { error: '请选择安全库存设置' })
    .min(1, '请选择安全库存设置')
    .max(200, '一次最多选择200条'),
});

/**
 * 安全库存 → 采购申请 in one click: the chosen settings whose stock is under its lower limit or its
 * warning level (`reorderStates`, the action's own condition) become the lines of one new apply, each for the shortfall up to the upper limit, saved
 * through the engine (the apply's own rules run: applicant, department, review to come).
 */
async function applyFromSafetyStock(
  app: FastifyInstance,
  db: DbOrTx,
  request: FastifyRequest,
  ids: number[],
) {
  const d = materialSafetyStockDerived;
  const rows = await queryRows<{
    id: number;
    materiel_id: number;
    state: string;
    qty: string;
    label: string;
  }>(
    db,
    sql`select t.id, t.materiel_id, ${d.safetyState} as state, ${d.suggestedQty} as qty,
               concat_ws(' ', m.code, m.name) as label
        from ${sql.identifier(materialSafetyStock.table)} t join md_materiels m on m.id = t.materiel_id
        where t.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) and t.status = 'EBL' order by m.code, t.id`,
  );
  if (rows.length !== new Set(ids).size) fail(ResultCode.NOT_FOUND, '所选安全库存设置不存在或已停用');
  const short = rows.filter((r) => reorderStates.includes(r.state) && Number(r.qty) > 0);
  const fine = rows.filter((r) => !short.includes(r));
  if (fine.length > 0)
    fail(
      ResultCode.BUSINESS_RULE,
      `${fine.map((r) => r.label).join('、')} 库存未低于下限或预警量，不需要请购`,
    );
  // One line per material: settings of several warehouses add up.
  const qty = new Map<number, number>();
  for (const r of short) qty.set(r.materiel_id, (qty.get(r.materiel_id) ?? 0) + Number(r.qty));
  const saved = await saveDocument(db, request, app.documents, app.documents.get(purchaseApply.key), {
    applyDate: companyToday(),
    reason: `安全库存补货：${short.map((r) => r.label).join('、')}`.slice(0, 200),
    items: [...qty].map(([materielId, q]) => ({ materielId, qty: q, remark: '补足到安全库存上限' })),
  });
  const [row] = await queryRows<{ number: string }>(
    db,
    sql`select number from pur_applies where id = ${saved.id}`,
  );
  return { id: saved.id, number: row.number };
}

export function safetyApplyRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'POST',
    url: '/purchase/addPurchaseApplyFromSafetyStock',
    summary: '按安全库存生成采购申请：低于下限（或预警量）的物料，补足到上限',
    tags: [purchaseApply.key, materialSafetyStock.key],
    access: { permission: 'purchase-apply' },
    body,
    handler: ({ body, request }) =>
      app.db.transaction((db) => applyFromSafetyStock(app, db, request, body.ids)),
  });
}
