import {
  can,
  manufacturePackaging,
  manufactureRecord,
  productionDocuments,
  ResultCode,
  recipe,
  recipeAlternate,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { derivedSql } from '../../platform/documents/derived-sql.ts';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { recordId, recordIdQuery } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { manufactureRoutes } from './manufacture.routes.ts';
import { feedingTable, packagingTable, processCostTable, recordTable } from './manufacture.tables.ts';
import { yieldSql } from './manufacture-batch.ts';
import { manufactureFeedingHooks } from './manufacture-feeding.hooks.ts';
import { manufacturePackagingHooks } from './manufacture-packaging.hooks.ts';
import { manufactureProcessHooks } from './manufacture-process.hooks.ts';
import { manufactureRecordHooks } from './manufacture-record.hooks.ts';
import { recipeAlternateTable, recipeTable } from './production.tables.ts';
import { recipeAlternateHooks, recipeHooks } from './recipe.hooks.ts';
import { explodeRecipe } from './recipe-graph.ts';
import { compareRecipes, recipeVersions, reviseRecipe } from './recipe-versions.ts';
import { bomPriceRoutes } from './reports/bom-price.routes.ts';
import { batchTraceRoutes } from './trace/batch-trace.routes.ts';

const documents = {
  recipe: [recipeTable, recipeHooks],
  'recipe-alternate': [recipeAlternateTable, recipeAlternateHooks],
  'manufacture-feeding': [feedingTable, manufactureFeedingHooks],
  'manufacture-record': [recordTable, manufactureRecordHooks],
  'manufacture-process': [processCostTable, manufactureProcessHooks],
  'manufacture-packaging': [packagingTable, manufacturePackagingHooks],
} as const satisfies Record<string, readonly [unknown, DocumentHooks]>;

/** 最新版本: no version of the code is higher (the recipe screens list these). */
const latest = sql`not exists (select 1 from prd_recipes n where n.code = t.code and n.version_no > t.version_no)`;
/** 已包装 of the record's batch: its audited packings. */
const packedQty = sql`(select coalesce(sum(p.total_qty), 0) from prd_packagings p
  where p.feeding_id = t.feeding_id and p.status = 'APPROVED')::bigint`;
const derivedFields = new Map([
  derivedSql(recipe, { latest }),
  derivedSql(manufactureRecord, { packedQty, ...yieldSql(sql`t.feeding_id`) }),
  derivedSql(manufacturePackaging, yieldSql(sql`t.feeding_id`)),
]);

const visit = { permission: 'recipe-visit' } as const;

/** Leaf materials with their code (and name, for those who may see names). */
async function materialLabels(db: DbOrTx, ids: readonly number[], roles: readonly string[]) {
  if (ids.length === 0) return new Map<number, { code: string; name: string | null }>();
  const rows = await queryRows<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, name from md_materiels where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const names = can(roles, 'material-name');
  return new Map(rows.map((r) => [r.id, { code: r.code, name: names ? r.name : null }]));
}

/**
 * The alternates a recipe's materials may take (feeding asks this): enabled rules for its
 * materials that apply to every recipe or list this recipe's code (any version of it).
 */
export async function recipeAlternates(db: DbOrTx, recipeId: number) {
  return queryRows<{ materielId: number; alternateId: number; ratio: number }>(
    db,
    sql`select a.materiel_id as "materielId", a.alternate_id as "alternateId", a.ratio::float8 as ratio
        from prd_recipe_alternates a
        where a.status = 'EBL'
          and a.materiel_id in (select materiel_id from prd_recipes_items where doc_id = ${recipeId})
          and (a.scope = 'ALL' or exists (
            select 1 from prd_recipe_alternates_items ai join prd_recipes lr on lr.id = ai.recipe_id
            where ai.doc_id = a.id and lr.code = (select code from prd_recipes where id = ${recipeId})))
        order by a.materiel_id, a.alternate_id`,
  );
}

export function productionRoutes(app: FastifyInstance): void {
  for (const def of productionDocuments) {
    const [table, hooks] = documents[def.key as keyof typeof documents];
    documentRoutes(app, app.documents.register(def, table, hooks, derivedFields.get(def.key) ?? {}));
  }
  manufactureRoutes(app);
  bomPriceRoutes(app);
  batchTraceRoutes(app);
  const tx = app.db.transaction.bind(app.db);
  const tags = [recipe.key];
  addRoute(app, {
    method: 'POST',
    url: '/formula/reviseRecipe',
    summary: '配方修改：由已审核的最新版本生成下一版本草稿（复制明细，类型为变更）',
    tags,
    access: { permission: 'recipe-edit' },
    body: z.object({
      ids: z
        .array(recordId('配方编号无效'), { error: '请选择配方' })
        .min(1, '请选择配方')
        .max(1, '一次只能修改一个配方'),
    }),
    handler: ({ body, request }) => tx((db) => reviseRecipe(db, request, app.documents, body.ids[0])),
  });
  addRoute(app, {
    method: 'GET',
    url: '/formula/queryRecipeVersions',
    summary: '配方的全部版本（最新在前），标出今天生效的版本',
    tags,
    access: visit,
    query: z.object({ id: recordIdQuery('配方编号无效') }),
    handler: ({ query }) => recipeVersions(app.db, query.id),
  });
  addRoute(app, {
    method: 'GET',
    url: '/formula/compareRecipeVersions',
    summary: '配方版本对比：表头字段、工艺说明与原料（新增、删除、用量变化）',
    tags,
    access: visit,
    query: z.object({ leftId: recordIdQuery('配方编号无效'), rightId: recordIdQuery('配方编号无效') }),
    handler: ({ query, user }) => compareRecipes(app.db, user!.roles, query.leftId, query.rightId),
  });
  addRoute(app, {
    method: 'GET',
    url: '/formula/explodeRecipe',
    summary: '配方展开：逐层展开半成品，得到每批所需的原料用量',
    tags,
    access: visit,
    query: z.object({
      id: recordIdQuery('配方编号无效'),
      batchSize: z.coerce
        .number({ error: '批量必须是数字' })
        .int('批量无效')
        .positive('批量必须大于0')
        .max(Number.MAX_SAFE_INTEGER, '批量超出范围')
        .optional(),
    }),
    handler: async ({ query, user }) => {
      const { batchSize, materials } = await explodeRecipe(
        app.db,
        query.id,
        query.batchSize === undefined ? undefined : BigInt(query.batchSize),
      );
      const labels = await materialLabels(
        app.db,
        materials.map((m) => m.materielId),
        user!.roles,
      );
      return {
        batchSize: Number(batchSize),
        materials: materials
          .map((m) => ({
            materielId: m.materielId,
            code: labels.get(m.materielId)?.code ?? '',
            name: labels.get(m.materielId)?.name ?? null,
            qty: Number(m.qty),
          }))
          .sort((x, y) => x.code.localeCompare(y.code)),
      };
    },
  });
  addRoute(app, {
    method: 'GET',
    url: '/formula/queryRecipeAlternates',
    summary: '配方可用的替代料：适用于全部配方或列有该配方的替代关系',
    tags: [recipeAlternate.key],
    access: visit,
    query: z.object({ recipeId: recordIdQuery('配方编号无效') }),
    handler: async ({ query }) => {
      const [found] = await queryRows<{ id: number }>(
        app.db,
        sql`select id from prd_recipes where id = ${query.recipeId}`,
      );
      if (!found) fail(ResultCode.NOT_FOUND, '配方不存在');
      return recipeAlternates(app.db, query.recipeId);
    },
  });
}
