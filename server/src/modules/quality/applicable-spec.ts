import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';

/** One spec line as testing and the COA will judge and print it (limits ×1,000,000). */
export interface ApplicableLine {
  testItemId: number;
  testItemCode: string;
  testItemName: string;
  methodId: number | null;
  methodName: string | null;
  standardRef: string | null;
  unit: string | null;
  ruleType: string;
  decimals: number | null;
  minValue: bigint | null;
  maxValue: bigint | null;
  target: bigint | null;
  expectedText: string | null;
  /** Whose line it is: the product's standard, or the customer's own specification. */
  source: 'PRODUCT' | 'CUSTOMER';
  standardId: number;
}

export interface ApplicableStandard {
  id: number;
  code: string;
  versionNo: number;
}

export interface ApplicableSpec {
  product: ApplicableStandard | null;
  customer: ApplicableStandard | null;
  lines: ApplicableLine[];
}

interface StandardRow {
  id: number;
  code: string;
  version_no: number;
}

/**
 * The version in force on `onDate` of the standard for a product × norm type × customer (none:
 * the product's own): approved, effective by then, the highest such version.
 */
async function inForce(
  db: DbOrTx,
  productId: number,
  customerId: number | null,
  normType: string,
  onDate: string,
): Promise<StandardRow | undefined> {
  const [row] = await queryRows<StandardRow>(
    db,
    sql`select id, code, version_no from qc_product_standards
        where product_id = ${productId} and norm_type = ${normType}
          and customer_id is not distinct from ${customerId}
          and status = 'APPROVED' and effective_date <= ${onDate}
        order by version_no desc, id desc limit 1`,
  );
  return row;
}

interface LineRow {
  test_item_id: number;
  ti_code: string;
  ti_name: string;
  method_id: number | null;
  m_name: string | null;
  m_ref: string | null;
  unit: string | null;
  rule_type: string;
  decimals: number | null;
  min_value: string | null;
  max_value: string | null;
  target: string | null;
  expected_text: string | null;
}

async function linesOf(db: DbOrTx, standard: StandardRow, source: ApplicableLine['source']) {
  const rows = await queryRows<LineRow>(
    db,
    sql`select i.test_item_id, ti.code as ti_code, ti.name as ti_name, i.method_id, m.name as m_name,
          m.standard_ref as m_ref, i.unit, i.rule_type, i.decimals, i.min_value::text as min_value,
          i.max_value::text as max_value, i.target::text as target, i.expected_text
        from qc_product_standards_items i
        join md_test_items ti on ti.id = i.test_item_id
        left join md_detection_methods m on m.id = i.method_id
        where i.doc_id = ${standard.id} order by i.line_no`,
  );
  const big = (v: string | null) => (v == null ? null : BigInt(v));
  return rows.map(
    (r): ApplicableLine => ({
      testItemId: r.test_item_id,
      testItemCode: r.ti_code,
      testItemName: r.ti_name,
      methodId: r.method_id,
      methodName: r.m_name,
      standardRef: r.m_ref,
      unit: r.unit,
      ruleType: r.rule_type,
      decimals: r.decimals,
      minValue: big(r.min_value),
      maxValue: big(r.max_value),
      target: big(r.target),
      expectedText: r.expected_text,
      source,
      standardId: standard.id,
    }),
  );
}

const head = (r: StandardRow | undefined): ApplicableStandard | null =>
  r ? { id: r.id, code: r.code, versionNo: r.version_no } : null;

/**
 * The spec a product is judged by for `normType` — for a customer, the product's own standard
 * with the customer's own specification merged over it: a customer line replaces the product's
 * line of the same test item (tighter limits), in the product's order; its other lines (extra
 * items) follow. Each standard is the version in force on `onDate` (the company's today). What
 * the COA prints and batch testing judges by (issue 31 items 3 and 4).
 */
export async function applicableSpec(
  db: DbOrTx,
  productId: number,
  customerId: number | null | undefined,
  normType: string,
  onDate = companyToday(),
): Promise<ApplicableSpec> {
  const own = await inForce(db, productId, null, normType, onDate);
  const theirs = customerId ? await inForce(db, productId, customerId, normType, onDate) : undefined;
  const base = own ? await linesOf(db, own, 'PRODUCT') : [];
  const extra = theirs ? await linesOf(db, theirs, 'CUSTOMER') : [];
  const override = new Map(extra.map((l) => [l.testItemId, l]));
  const lines = base.map((l) => override.get(l.testItemId) ?? l);
  const kept = new Set(base.map((l) => l.testItemId));
  lines.push(...extra.filter((l) => !kept.has(l.testItemId)));
  return { product: head(own), customer: head(theirs), lines };
}
