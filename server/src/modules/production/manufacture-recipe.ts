import { ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import { versionLabel } from './recipe-graph.ts';

/**
 * What a feeding reads of its recipe version: the header (state, product, batch size, consumption
 * control) and the alternates the alternate table allows for it. Production names a version by id
 * and keeps it; the version in force is what 确认排产 chooses.
 */
export interface FeedingRecipe {
  id: number;
  code: string;
  versionNo: number;
  status: string;
  productId: number | null;
  /** ×1e6 kg. */
  batchSize: bigint;
  control: 'FLEXIBLE' | 'WARNING' | 'STRICT';
  /** Percent ×100 (5 % = 500). */
  tolerance: bigint;
  label: string;
}

export async function feedingRecipe(db: DbOrTx, id: number): Promise<FeedingRecipe> {
  const [r] = await queryRows<{
    id: number;
    code: string;
    version_no: number;
    status: string;
    product_id: number | null;
    batch_size: string | null;
    consumption_control: FeedingRecipe['control'] | null;
    tolerance: string | null;
  }>(
    db,
    sql`select id, code, version_no, status, product_id, batch_size::text as batch_size,
          consumption_control, tolerance::text as tolerance
        from prd_recipes where id = ${id}`,
  );
  if (!r) fail(ResultCode.NOT_FOUND, '配方不存在');
  return {
    id: r.id,
    code: r.code,
    versionNo: r.version_no,
    status: r.status,
    productId: r.product_id,
    batchSize: BigInt(r.batch_size ?? '0'),
    // Not set on the recipe: 警告 with no tolerance (docs/modules/production.md).
    control: r.consumption_control ?? 'WARNING',
    tolerance: BigInt(r.tolerance ?? '0'),
    label: versionLabel({ code: r.code, versionNo: r.version_no }),
  };
}

/** Only an approved version is fed: a draft, a refused or a closed one is refused in words. */
export function assertFeedable(r: FeedingRecipe): void {
  const why: Record<string, string> = {
    CHECKPENDING: '尚未审核',
    UNAPPROVED: '审核不通过',
    CLOSED: '已关闭',
  };
  if (r.status !== 'APPROVED')
    fail(ResultCode.BUSINESS_RULE, `配方「${r.label}」${why[r.status] ?? '不可用'}，不能投料`);
}

/** The version of a product's manufacture recipe in force on `day`: the highest approved one effective by then. */
export async function recipeInForce(db: DbOrTx, productId: number, day: string) {
  const [r] = await queryRows<{ id: number; batch_size: string }>(
    db,
    sql`select id, batch_size::text as batch_size from prd_recipes
        where product_id = ${productId} and purpose = 'MANUFACTURE' and status = 'APPROVED'
          and effective_date <= ${day}
        order by version_no desc, id desc limit 1`,
  );
  return r ? { id: r.id, batchSize: BigInt(r.batch_size) } : undefined;
}

/**
 * The alternates allowed for these materials in this recipe version (替代料): enabled rules that
 * apply to every recipe or list the recipe's code (any version of it), as `material>alternate` →
 * ratio ×10,000. Leaf materials of its half-stuff count as the recipe's own.
 */
export async function allowedAlternates(
  db: DbOrTx,
  recipeId: number,
  materielIds: readonly number[],
): Promise<Map<string, bigint>> {
  if (materielIds.length === 0) return new Map();
  const rows = await queryRows<{ materiel_id: number; alternate_id: number; ratio: string }>(
    db,
    sql`select a.materiel_id, a.alternate_id, a.ratio::text as ratio from prd_recipe_alternates a
        where a.status = 'EBL' and a.materiel_id in (${sql.join(
          materielIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and (a.scope = 'ALL' or exists (
            select 1 from prd_recipe_alternates_items ai join prd_recipes lr on lr.id = ai.recipe_id
            where ai.doc_id = a.id and lr.code = (select code from prd_recipes where id = ${recipeId})))`,
  );
  return new Map(rows.map((r) => [`${r.materiel_id}>${r.alternate_id}`, BigInt(r.ratio)]));
}
