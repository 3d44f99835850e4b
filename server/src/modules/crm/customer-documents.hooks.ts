import {
  type customerComplaint,
  type customerQuotation,
  type customerSample,
  ResultCode,
  type saleDocument,
} from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { batchExists } from '../inventory/index.ts';

/** Quantity × price, both ×1e6, as an amount ×1e6: exact in BigInt, rounded half-up once. */
function lineAmount(qty: number, price: number): number {
  const product = BigInt(qty) * BigInt(price);
  return Number((product + 500_000n) / 1_000_000n);
}

export const quotationHooks: DocumentHooks<typeof customerQuotation> = {
  beforeSave({ patch }, doc) {
    const from = doc.quoteDate;
    const until = doc.validUntil;
    if (from && until && until < from) fail(ResultCode.VALIDATION, '有效期不能早于报价日期');
    for (const line of patch.items ?? []) {
      line.amount = line.qty != null && line.price != null ? lineAmount(line.qty, line.price) : null;
      if (line.validUntil && from && line.validUntil < from)
        fail(ResultCode.VALIDATION, '价格有效期不能早于报价日期');
    }
  },
};

/** A sample's or complaint's batch is a batch of that product that was received into stock. */
async function assertProductBatch(
  db: Parameters<typeof batchExists>[0],
  productId: number | null | undefined,
  batchNo: string | null | undefined,
) {
  if (!productId || !batchNo) return;
  if (!(await batchExists(db, 'PRODUCT', productId, batchNo)))
    fail(ResultCode.BUSINESS_RULE, `产品没有批号「${batchNo}」的入库记录，请核对批号`);
}

export const sampleHooks: DocumentHooks<typeof customerSample> = {
  async beforeSave({ db }, doc) {
    await assertProductBatch(db, doc.productId, doc.batchNo);
  },
};

export const complaintHooks: DocumentHooks<typeof customerComplaint> = {
  async beforeSave({ db }, doc) {
    await assertProductBatch(db, doc.productId, doc.batchNo);
  },
};

export const saleDocumentHooks: DocumentHooks<typeof saleDocument> = {
  beforeSave(_ctx, doc) {
    const from = doc.validFrom;
    const until = doc.validUntil;
    if (from && until && until < from) fail(ResultCode.VALIDATION, '有效期至不能早于生效日期');
  },
};
