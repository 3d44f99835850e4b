import { type materialPrice, ResultCode } from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';

/** 物料价格: a price is more than zero (a free material is not bought). */
export const materialPriceHooks: DocumentHooks<typeof materialPrice> = {
  beforeSave(_ctx, doc) {
    const price = doc.price;
    if (price != null && price <= 0) fail(ResultCode.VALIDATION, '单价必须大于0');
  },
};
