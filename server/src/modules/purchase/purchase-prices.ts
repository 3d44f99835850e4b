import { ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * Prices of purchasing: the latest approved price of a supplier's material effective on a date,
 * amounts rounded once, and the words refusals and reviews use.
 */
export type PriceState = 'APPROVAL_PENDING' | 'NORMAL' | 'APPROVAL_NOT_APPROVED';

/** Latest APPROVAL_APPROVED price of each material of the supplier, effective on or before `on`. */
export async function approvedPrices(
  db: DbOrTx,
  supplierId: number,
  materielIds: number[],
  on: string,
): Promise<Map<number, number>> {
  if (materielIds.length === 0) return new Map();
  const rows = await queryRows<{ materiel_id: number; price: string }>(
    db,
    sql`select distinct on (materiel_id) materiel_id, price from pur_material_prices
        where status = 'APPROVAL_APPROVED' and supplier_id = ${supplierId} and effective_date <= ${on}
          and materiel_id in (${sql.join(
            [...new Set(materielIds)].map((m) => sql`${m}`),
            sql`, `,
          )})
        order by materiel_id, effective_date desc, id desc`,
  );
  return new Map(rows.map((r) => [r.materiel_id, Number(r.price)]));
}

export { lineAmount, yuan } from '../../platform/documents/amounts.ts';

/** "code name" of materials, for refusals. */
export async function materielLabels(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; label: string }>(
    db,
    sql`select id, concat_ws(' ', code, name) as label from md_materiels where id in (${sql.join(
      [...new Set(ids)].map((m) => sql`${m}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r.label]));
}

/** The amount above which an order needs the director's review; undefined: no second step. */
export async function directorReviewAmount(db: DbOrTx): Promise<number | undefined> {
  const [row] = await queryRows<{ amount: string }>(
    db,
    sql`select director_review_amount as amount from pur_settings where status = 'EBL' order by id desc limit 1`,
  );
  return row ? Number(row.amount) : undefined;
}

/** 发票价差容差 of 采购设置 in percent ×100: 1.00 % (100) when none is set. */
export async function invoicePriceTolerance(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ tolerance: string | null }>(
    db,
    sql`select invoice_price_tolerance as tolerance from pur_settings where status = 'EBL' order by id desc limit 1`,
  );
  return row?.tolerance == null ? 100 : Number(row.tolerance);
}

export function assertSomeLines(n: number, what: string) {
  if (n === 0) fail(ResultCode.VALIDATION, `请至少填写1行${what}`);
}
