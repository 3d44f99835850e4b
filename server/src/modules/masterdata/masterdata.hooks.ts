import { type exchangeTaxRate, type location, ResultCode, type unit } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';

const exchangeTaxRateHooks: DocumentHooks<typeof exchangeTaxRate> = {
  // One rate per currency and month; the month is a real yyyymm.
  async beforeSave({ db, before }, doc) {
    const month = String(doc.month ?? '');
    if (!/^\d{4}(0[1-9]|1[0-2])$/.test(month)) fail(ResultCode.VALIDATION, '月份格式应为yyyymm，如202611');
    const [taken] = await queryRows<{ id: number }>(
      db,
      sql`select id from md_exchange_tax_rates where currency_id = ${doc.currencyId ?? null}
          and month = ${month} and id is distinct from ${before?.id ?? null}`,
    );
    if (taken) fail(ResultCode.BUSINESS_RULE, `该币种${month}月的汇率已存在`);
  },
};

const locationHooks: DocumentHooks<typeof location> = {
  // A region cannot sit under itself.
  async beforeSave({ before }, doc) {
    if (before && doc.parentId === before.id) fail(ResultCode.BUSINESS_RULE, '上级地区不能是它自己');
  },
};

const unitHooks: DocumentHooks<typeof unit> = {
  async beforeSave(_ctx, doc) {
    if (doc.ratio != null && doc.ratio <= 0) fail(ResultCode.VALIDATION, '换算为基本单位必须大于0');
  },
};

/** Business rules of master data beyond what the declarations say. */
export const masterDataHooks: Record<string, DocumentHooks> = {
  'exchange-tax-rate': exchangeTaxRateHooks,
  location: locationHooks,
  unit: unitHooks,
};
