import { enums, materialStandard, productStandard, qualityDocuments } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { derivedSql } from '../../platform/documents/derived-sql.ts';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import { inForceSql, latestSql } from '../../platform/documents/document-versions.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { recordId, recordIdQuery } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { applicableSpec } from './applicable-spec.ts';
import { materialStandardTable, productStandardTable } from './quality.tables.ts';
import { materialStandardHooks, productStandardHooks } from './quality-standard.hooks.ts';
import { reviseMaterialStandard, reviseProductStandard } from './standard-revise.ts';

const documents = {
  'product-standard': [productStandardTable, productStandardHooks],
  'material-standard': [materialStandardTable, materialStandardHooks],
} as const satisfies Record<string, readonly [unknown, DocumentHooks]>;

const derivedFields = new Map([
  derivedSql(productStandard, {
    latest: latestSql(productStandard),
    inForce: inForceSql(productStandard),
    pending: sql`(t.status = 'CHECKPENDING')`,
  }),
  derivedSql(materialStandard, { latest: latestSql(materialStandard) }),
]);

const reviseBody = z.object({
  ids: z
    .array(recordId('标准编号无效'), { error: '请选择标准' })
    .min(1, '请选择标准')
    .max(1, '一次只能修改一个标准'),
});

export function qualityRoutes(app: FastifyInstance): void {
  for (const def of qualityDocuments) {
    const [table, hooks] = documents[def.key as keyof typeof documents];
    documentRoutes(app, app.documents.register(def, table, hooks, derivedFields.get(def.key) ?? {}));
  }
  const tx = app.db.transaction.bind(app.db);
  const edit = { permission: 'quality-standard-edit' } as const;
  addRoute(app, {
    method: 'POST',
    url: '/quality/reviseProductStandard',
    summary: '产品标准修改：由已审核的最新版本生成下一版本草稿（复制检测项目）',
    tags: [productStandard.key],
    access: edit,
    body: reviseBody,
    handler: ({ body, request }) =>
      tx((db) => reviseProductStandard(db, request, app.documents, body.ids[0])),
  });
  addRoute(app, {
    method: 'POST',
    url: '/quality/reviseMaterialStandard',
    summary: '物料标准修改：由已审核的最新版本生成下一版本草稿（复制检测项目）',
    tags: [materialStandard.key],
    access: edit,
    body: reviseBody,
    handler: ({ body, request }) =>
      tx((db) => reviseMaterialStandard(db, request, app.documents, body.ids[0])),
  });
  const normTypes = enums.productNormType.map((o) => o.value) as [string, ...string[]];
  addRoute(app, {
    method: 'GET',
    url: '/quality/queryApplicableSpec',
    summary: '适用标准：产品某类标准的当前生效版本，有客户专用标准时按检测项目覆盖并追加',
    tags: [productStandard.key],
    access: { permission: 'quality-standard-visit' },
    query: z.object({
      productId: recordIdQuery('产品编号无效'),
      customerId: recordIdQuery('客户编号无效').optional(),
      normType: z.enum(normTypes, { error: '标准类型无效' }),
    }),
    handler: async ({ query }) => {
      const spec = await applicableSpec(app.db, query.productId, query.customerId, query.normType);
      const n = (v: bigint | null) => (v == null ? null : Number(v));
      return {
        ...spec,
        lines: spec.lines.map((l) => ({
          ...l,
          minValue: n(l.minValue),
          maxValue: n(l.maxValue),
          target: n(l.target),
        })),
      };
    },
  });
}
