import type { TraceBatchKind } from '@tiangong/domain';
import { ResultCode } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { holdsMenu } from '../../../platform/auth/menu-grant.ts';
import { fail } from '../../../platform/http/app-error.ts';
import { recordIdQuery } from '../../../platform/http/id-schemas.ts';
import { addRoute } from '../../../platform/http/route.ts';
import { traceBatches } from './batch-trace.queries.ts';
import { batchTrace } from './batch-trace.ts';

/** The trace's own screen: the route serves its holders (granted to whoever sees stock). */
export const BATCH_TRACE_SCREEN = '/batch-trace';

/**
 * Which sides of stock a reader sees: a side is theirs when its stock screen is in their menus
 * (物料库存 / 产品库存), the permissions that already decide who sees stock.
 */
async function sidesOf(app: FastifyInstance, user: Parameters<typeof holdsMenu>[1]) {
  const sides = new Set<TraceBatchKind>();
  if (await holdsMenu(app.db, user, '/material-stock')) sides.add('MATERIAL');
  if (await holdsMenu(app.db, user, '/product-stock')) sides.add('PRODUCT');
  return sides;
}

const kindQuery = z.enum(['PRODUCT', 'MATERIAL'], { error: '请选择批次类型' });

export function batchTraceRoutes(app: FastifyInstance): void {
  addRoute(app, {
    method: 'GET',
    url: '/trace/queryTraceBatches',
    summary: '批次追溯：某产品或物料的批号（含已出完的批次）',
    tags: ['batch-trace'],
    access: { menu: BATCH_TRACE_SCREEN },
    query: z.object({
      kind: kindQuery,
      itemId: recordIdQuery('请选择产品或物料'),
      search: z.string().trim().max(40, '批号过长').optional(),
    }),
    handler: async ({ query, user }) => {
      const sides = await sidesOf(app, user!);
      if (!sides.has(query.kind))
        fail(ResultCode.FORBIDDEN, query.kind === 'PRODUCT' ? '无权查看产品批次' : '无权查看物料批次');
      return traceBatches(app.db, query.kind, query.itemId, query.search ?? '');
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/trace/queryBatchTrace',
    summary: '批次追溯：产品批次或物料批次的来源与去向（仅数量，无价格）',
    tags: ['batch-trace'],
    access: { menu: BATCH_TRACE_SCREEN },
    query: z.object({
      kind: kindQuery,
      itemId: recordIdQuery('请选择产品或物料'),
      batchNo: z.string({ error: '请输入批号' }).trim().min(1, '请输入批号').max(40, '批号过长'),
    }),
    handler: async ({ query, user }) => {
      const sides = await sidesOf(app, user!);
      if (!sides.has(query.kind))
        fail(ResultCode.FORBIDDEN, query.kind === 'PRODUCT' ? '无权查看产品批次' : '无权查看物料批次');
      return batchTrace(app.db, query, { user: user!, registry: app.documents, sides });
    },
  });
}
