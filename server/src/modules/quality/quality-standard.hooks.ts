import { enumLabel, materialStandard, productStandard, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client.ts';
import {
  numberVersion,
  refuseWithLaterVersions,
  type Versioned,
} from '../../platform/documents/document-versions.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { checkSpecLines } from './spec-line-rules.ts';

const label = (code: string, versionNo: number) => `${code} 第${versionNo}版`;
export const productStandardVersions: Versioned = { def: productStandard, label };
export const materialStandardVersions: Versioned = { def: materialStandard, label };

/**
 * 产品标准 rules: the spec lines (spec-line-rules.ts); versions by code (document-versions.ts); one
 * code per product × norm type × customer, so the standard that applies is never ambiguous.
 */
export const productStandardHooks: DocumentHooks<typeof productStandard> = {
  async beforeSave({ db, request, before }, doc) {
    await checkSpecLines(db, doc.items ?? []);
    if (before) return;
    await numberVersion(db, request, productStandardVersions, doc);
    const [other] = await queryRows<{ code: string }>(
      db,
      sql`select code from qc_product_standards where product_id = ${doc.productId}
          and norm_type = ${doc.normType} and customer_id is not distinct from ${doc.customerId ?? null}
          and code <> ${doc.code ?? ''} and status <> 'DISCARDED' limit 1`,
    );
    if (other)
      fail(
        ResultCode.BUSINESS_RULE,
        `该产品的${enumLabel('productNormType', doc.normType ?? '')}${doc.customerId ? '（此客户）' : ''}已有标准「${other.code}」，请在其上点「修改」生成新版本`,
      );
  },
  async beforeTransition({ db, before, to }) {
    if (to === 'CHECKPENDING' && before.status === 'APPROVED')
      await refuseWithLaterVersions(db, productStandardVersions, before, '反审核');
  },
  async beforeDelete({ db, before }) {
    await refuseWithLaterVersions(db, productStandardVersions, before, '删除');
  },
};

/** 物料标准 rules: the spec lines with their concession limits; versions by code; one code per material. */
export const materialStandardHooks: DocumentHooks<typeof materialStandard> = {
  async beforeSave({ db, request, before }, doc) {
    await checkSpecLines(db, doc.items ?? []);
    if (before) return;
    await numberVersion(db, request, materialStandardVersions, doc);
    const [other] = await queryRows<{ code: string }>(
      db,
      sql`select code from qc_material_standards where materiel_id = ${doc.materielId}
          and code <> ${doc.code ?? ''} and status <> 'DISCARDED' limit 1`,
    );
    if (other)
      fail(ResultCode.BUSINESS_RULE, `该物料已有标准「${other.code}」，请在其上点「修改」生成新版本`);
  },
  async beforeTransition({ db, before, to }) {
    if (to === 'CHECKPENDING' && before.status === 'APPROVED')
      await refuseWithLaterVersions(db, materialStandardVersions, before, '反审核');
  },
  async beforeDelete({ db, before }) {
    await refuseWithLaterVersions(db, materialStandardVersions, before, '删除');
  },
};
