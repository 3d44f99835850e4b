import { ResultCode } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * A production batch (投料单) as its record, costs and packing see it (issue 30 item 3). A document
 * that changes the batch's cost or output locks the feeding's row first (`for update`, before any
 * stock lock — the one lock order), so a packing reads a cost pool no audit is changing under it,
 * and two packings of one batch cannot both take its last kilograms.
 */
export interface Batch {
  id: number;
  number: string;
  status: string;
  productId: number;
  warehouseId: number;
  batchSize: bigint;
  feedDate: string;
  materialCost: bigint;
}

interface BatchRow {
  id: number;
  number: string;
  status: string;
  product_id: number;
  warehouse_id: number;
  batch_size: string;
  feed_date: string;
  material_cost: string | null;
}

const LABELS: Record<string, string> = { TEMPORARY_SAVED: '暂存', COMPLETE: '已完成', DISCARDED: '已作废' };

async function readBatch(db: DbOrTx, id: number, lock: boolean): Promise<Batch> {
  const [r] = await queryRows<BatchRow>(
    db,
    sql`select id, number, status, product_id, warehouse_id, batch_size::text as batch_size, feed_date,
          material_cost::text as material_cost
        from prd_feedings where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  if (!r) fail(ResultCode.BUSINESS_RULE, '生产批号（投料单）不存在');
  return {
    id: r.id,
    number: r.number,
    status: r.status,
    productId: r.product_id,
    warehouseId: r.warehouse_id,
    batchSize: BigInt(r.batch_size),
    feedDate: r.feed_date,
    materialCost: BigInt(r.material_cost ?? 0),
  };
}

/**
 * The batch, which must be 已保存 (fed, not yet completed): `what` says what is refused.
 * `lock` takes the feeding's row for the transaction.
 */
export async function openBatch(db: DbOrTx, id: number, what: string, lock = false): Promise<Batch> {
  const b = await readBatch(db, id, lock);
  if (b.status !== 'SAVED')
    fail(
      ResultCode.BUSINESS_RULE,
      `生产批号 ${b.number} ${LABELS[b.status] ?? b.status}，${b.status === 'COMPLETE' ? '已完工' : '未保存投料'}，不能${what}`,
    );
  return b;
}

/** The batch's audited production record: what it gave (产出量, 报废量) and its adjustments' value. */
export interface BatchRecord {
  id: number;
  output: bigint;
  scrap: bigint;
  adjustmentCost: bigint;
}

export async function auditedRecord(db: DbOrTx, feedingId: number): Promise<BatchRecord | undefined> {
  const [r] = await queryRows<{ id: number; output: string; scrap: string; adjustment: string }>(
    db,
    sql`select id, output_qty::text as output, coalesce(scrap_qty, 0)::text as scrap,
          coalesce(adjustment_cost, 0)::text as adjustment
        from prd_records where feeding_id = ${feedingId} and status = 'APPROVAL_APPROVED'`,
  );
  return (
    r && { id: r.id, output: BigInt(r.output), scrap: BigInt(r.scrap), adjustmentCost: BigInt(r.adjustment) }
  );
}

/** What the batch's audited packings took so far: quantity and value ×1e6. */
export async function packedSoFar(db: DbOrTx, feedingId: number): Promise<{ qty: bigint; value: bigint }> {
  const [r] = await queryRows<{ qty: string; value: string }>(
    db,
    sql`select coalesce(sum(total_qty), 0)::text as qty, coalesce(sum(packed_value), 0)::text as value
        from prd_packagings where feeding_id = ${feedingId} and status = 'APPROVED'`,
  );
  return { qty: BigInt(r.qty), value: BigInt(r.value) };
}

/** Audited process and outside-processing costs of the batch ×1e6. */
export async function auditedCosts(db: DbOrTx, feedingId: number): Promise<bigint> {
  const [r] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(total_amount), 0)::text as total from prd_process_costs
        where feeding_id = ${feedingId} and status = 'APPROVAL_APPROVED'`,
  );
  return BigInt(r.total);
}

/**
 * Yield (得率) of a batch, SPEC §9: packed (audited packings) ÷ theoretical (the batch size) as a
 * percent ×100, empty while nothing is packed; and its bucket (≥ 100 %, 90–100 %, < 90 %).
 */
export function yieldSql(feedingId: SQL): { yieldPercent: SQL; yieldBucket: SQL } {
  const packed = sql`(select sum(p.total_qty) from prd_packagings p where p.feeding_id = ${feedingId} and p.status = 'APPROVED')`;
  const size = sql`(select nullif(f.batch_size, 0) from prd_feedings f where f.id = ${feedingId})`;
  const pct = sql`round(${packed} * 10000.0 / ${size})`;
  return {
    yieldPercent: sql`${pct}::bigint`,
    yieldBucket: sql`(case when ${pct} >= 10000 then 'GE_100' when ${pct} >= 9000 then 'BETWEEN_90_100'
      when ${pct} is not null then 'LT_90' end)`,
  };
}

/** 作废 of a feeding is refused once its batch has an audited record or cost, or a live packing. */
export async function refuseFollowed(db: DbOrTx, feedingId: number, number: string): Promise<void> {
  const [row] = await queryRows<{ what: string; doc: string }>(
    db,
    sql`select '生产包装单' as what, number as doc from prd_packagings where feeding_id = ${feedingId} and status <> 'DISCARDED'
        union all select '已审核的生产记录', number from prd_records where feeding_id = ${feedingId} and status = 'APPROVAL_APPROVED'
        union all select '已审核的生产费用', number from prd_process_costs where feeding_id = ${feedingId} and status = 'APPROVAL_APPROVED'
        limit 1`,
  );
  if (row) fail(ResultCode.BUSINESS_RULE, `生产批号 ${number} 已有${row.what} ${row.doc}，不能作废`);
}

/** Whether a packing of the batch completed it (its scrap and loss are recorded). */
export async function completedByPacking(db: DbOrTx, feedingId: number): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from prd_packagings where feeding_id = ${feedingId} and status <> 'DISCARDED'
          and loss_value is not null limit 1`,
  );
  return !!row;
}
