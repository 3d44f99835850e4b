import { type purchaseRequest, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { stampRequester } from './purchase-apply.hooks.ts';

/** Whether any line of a request was drawn by an order (已下单数量). */
async function anyOrdered(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pur_requests_items where doc_id = ${id} and coalesce(ordered_qty, 0) > 0`,
  );
  return row.n > 0;
}

/**
 * 采购需求 rules: each line names a material or, for one not yet in the master data, an item name;
 * the item is needed no earlier than the request is made; the requester and department are the
 * creator's. Once an order draws on it, its approval stands (反审核 and 作废 are refused: 完结
 * closes what will not be bought). 已下单数量 is the orders' (the `request-order` link).
 */
export const purchaseRequestHooks: DocumentHooks<typeof purchaseRequest> = {
  beforeSave({ request, before, patch }, doc) {
    if (patch.items?.length === 0) fail(ResultCode.VALIDATION, '请至少填写1行需求明细');
    for (const [index, line] of (patch.items ?? []).entries()) {
      if (line.materielId == null && !line.itemName)
        fail(ResultCode.VALIDATION, `第${index + 1}行：请选择物料，或填写物料档案中尚没有的品名`);
    }
    const requestDate = doc.requestDate;
    const needDate = doc.needDate;
    if (requestDate && needDate && needDate < requestDate)
      fail(ResultCode.VALIDATION, '需用日期不能早于提出日期');
    if (!before) stampRequester(request, doc, 'requester');
  },

  async beforeTransition({ db, before, action }) {
    if ((action === 'DISCARD' || action === 'INVALIDATE') && (await anyOrdered(db, before.id)))
      fail(
        ResultCode.BUSINESS_RULE,
        `采购需求已有物料下单，不能${action === 'DISCARD' ? '反审核' : '作废'}，请使用「完结」`,
      );
  },
};
