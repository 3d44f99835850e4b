import { companyToday, type manufactureFeeding, materialSide, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { assertDateOpen, assertWarehouseOf, reverseDocument } from '../inventory/index.ts';
import { completedByPacking, refuseFollowed } from './manufacture-batch.ts';
import { FEEDING_KEY, issueFeeding } from './manufacture-issue.ts';
import { judgeLines } from './manufacture-lines.ts';
import { assertFeedable, feedingRecipe } from './manufacture-recipe.ts';

/**
 * 投料单 rules (issue 30 item 2). A draft's every save reads its recipe version (approved, of its
 * product), proposes or judges its lines and keeps the recipe's consumption control on the header;
 * an edit takes back a 偏差审核 given before. 保存 issues the materials; 作废 of a saved feeding
 * reverses its moves at their own values, unless a record, cost or packing follows it. 完工 is the
 * packing's that completes the batch (docs/modules/production.md).
 */
export const manufactureFeedingHooks: DocumentHooks<typeof manufactureFeeding> = {
  async beforeSave({ db, before }, doc) {
    const recipe = await feedingRecipe(db, doc.recipeId ?? 0);
    assertFeedable(recipe);
    if (recipe.productId != null && doc.productId !== recipe.productId)
      fail(ResultCode.BUSINESS_RULE, `产品与配方「${recipe.label}」的产品不一致`);
    await assertWarehouseOf(db, materialSide, doc.warehouseId, '投料');
    await assertDateOpen(db, materialSide, doc.feedDate);
    const batchSize = BigInt(doc.batchSize ?? 0);
    if (batchSize <= 0n) fail(ResultCode.VALIDATION, '批量必须大于0');
    // A new 批量 re-proposes the quantities (each line's 实际 = its new 理论, alternates kept): a
    // batch scheduled at the recipe's size and fed smaller is not a deviation on every line.
    const resized = before != null && BigInt(before.batchSize ?? 0) !== batchSize;
    const { lines, pending } = await judgeLines(db, recipe, batchSize, doc.items ?? [], resized);
    doc.items = lines as typeof doc.items;
    doc.consumptionControl = recipe.control;
    doc.tolerance = Number(recipe.tolerance);
    doc.deviationState = pending ? 'PENDING' : 'NONE';
    doc.deviationReviewer = null;
  },

  async beforeTransition({ db, request, before, action }) {
    switch (action) {
      case 'REVIEW':
        await db.execute(
          sql`update prd_feedings set deviation_state = 'APPROVED',
                deviation_reviewer = ${request.authUser!.realName ?? request.authUser!.userName}
              where id = ${before.id}`,
        );
        return;
      case 'SAVE': {
        // The version may have been closed since the draft was made.
        assertFeedable(await feedingRecipe(db, before.recipeId ?? 0));
        if (before.deviationState === 'PENDING')
          fail(ResultCode.BUSINESS_RULE, '投料单有超出允许偏差的明细，须经偏差审核后才能保存');
        await issueFeeding(db, {
          id: before.id,
          warehouseId: before.warehouseId ?? 0,
          feedDate: before.feedDate ?? companyToday(),
        });
        return;
      }
      case 'INVALIDATE':
        // A batch already recorded, costed or packed has gone on from its feeding: 作废 would
        // strand what followed. Otherwise its issue comes back at the values it took.
        await refuseFollowed(db, before.id, before.number ?? '');
        if (before.status === 'SAVED')
          await reverseDocument(db, { docKey: FEEDING_KEY, docId: before.id, businessDate: companyToday() });
        return;
      case 'COMPLETE':
        // 完工 is the packing's: the packing that completes the batch puts its scrap and loss on the
        // books first, so the batch's whole cost is accounted for before the feeding closes.
        if (!(await completedByPacking(db, before.id)))
          fail(ResultCode.BUSINESS_RULE, '批次尚未包装完工：请在生产包装单上勾选「完工」并审核入库');
        return;
    }
  },
};
