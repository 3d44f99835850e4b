import { ResultCode, type StockSide } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import { INT4_MAX, recordId, recordIdQuery, recordVersion } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { availableBatches, picksOf, repick, requisitions } from './requisition.picks.ts';

const store = { permission: 'warehouse-review' } as const;
const qty = z
  .number({ error: '请输入数量' })
  .int('数量格式不正确')
  .positive('数量必须大于0')
  .max(Number.MAX_SAFE_INTEGER, '数量超出范围');

/**
 * SPEC's "save item multi batch no" and the look-ups behind the store's batch dialog: which
 * batches a line took, which batches are free, and the store's own choice for one line — for the
 * requisitions of one side, under its declaration's prefix (`/apply/…`, `/productApply/…`).
 */
export function requisitionPickRoutes(
  app: FastifyInstance,
  side: StockSide,
  def: { key: string; table: string; title: string; api: { prefix: string } },
): void {
  const r = requisitions(side, def);
  const prefix = def.api.prefix;
  const tags = [def.key];
  addRoute(app, {
    method: 'GET',
    url: `${prefix}/queryRequisitionPicks`,
    summary: '领料单批号分配',
    tags,
    access: 'session',
    query: z.object({ id: recordIdQuery('单据编号无效') }),
    // Materials' names are for SPEC §6's material-name holders; products' are not restricted.
    ...(side.itemRef === 'materiel' ? { redact: { 'material-name': ['label'] } } : {}),
    handler: ({ query }) => picksOf(app.db, r, query.id),
  });
  addRoute(app, {
    method: 'GET',
    url: `${prefix}/queryAvailableBatches`,
    summary: `${side.noun}在仓库中的可用批号（先到期先出的顺序）`,
    tags,
    access: 'session',
    // An owned side's batches are its customers': the look-up names whose (batchSources' `ask`).
    query: z.object({
      [side.item]: recordIdQuery(`请选择${side.noun}`),
      warehouseId: recordIdQuery('请选择仓库'),
      ...(side.owned ? { customerId: recordIdQuery('请选择委托客户') } : {}),
    }),
    handler: ({ query }) => {
      const q = query as Record<string, number>;
      return availableBatches(app.db, side, q[side.item], q.warehouseId, q.customerId);
    },
  });
  addRoute(app, {
    method: 'POST',
    url: `${prefix}/saveItemMultiBatchNo`,
    summary: '保存领料明细的多批号分配（重新预留）',
    tags,
    access: store,
    body: z.object({
      id: recordId('单据编号无效', '请指定单据'),
      version: recordVersion,
      lineId: recordId('编号无效', '请指定领料明细'),
      picks: z
        .array(
          z.object({
            batchNo: z.string().trim().min(1, '请选择批号'),
            allocationId: z.number().int().min(0).max(INT4_MAX, '货位无效').default(0),
            qty,
          }),
        )
        .min(1, '请至少分配一个批号'),
    }),
    handler: ({ body, request }) =>
      app.db.transaction(async (db) => {
        const [doc] = await queryRows<{
          id: number;
          status: string;
          version: number;
          warehouse_id: number;
          apply_date: string;
          owner_id: number | null;
        }>(
          db,
          sql`select id, status, version, warehouse_id, apply_date,
                ${side.owned ? sql`customer_id` : sql`null::int`} as owner_id
              from ${sql.identifier(r.table)} where id = ${body.id} for update`,
        );
        if (!doc) fail(ResultCode.NOT_FOUND, `${def.title}不存在`);
        if (doc.version !== body.version) fail(ResultCode.CONFLICT);
        if (doc.status !== 'OUT_PUT_WAREHOUSE_PENDING')
          fail(ResultCode.BUSINESS_RULE, '只有待领料的领料单可以调整批号');
        const before = await picksOf(db, r, body.id);
        await repick(db, r, doc, { lineId: body.lineId, picks: body.picks });
        await db.execute(
          sql`update ${sql.identifier(r.table)} set version = version + 1, modify_by = ${request.authUser!.userName},
              modify_at = now() where id = ${body.id}`,
        );
        const after = await picksOf(db, r, body.id);
        await recordAudit(db, request, {
          action: 'PICK',
          entity: def.key,
          entityId: body.id,
          before: { picks: before },
          after: { picks: after },
        });
        return { id: body.id, picks: after };
      }),
  });
}
