import { ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { divRound } from '../../platform/documents/amounts.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * Prices of sales: the base (guide) price of a product in a currency on a date, a customer's
 * approved price for a quantity, the order date's exchange and tax rate, and amounts rounded once.
 */
const idList = (ids: readonly number[]) =>
  sql.join(
    [...new Set(ids)].map((x) => sql`${x}`),
    sql`, `,
  );

/** Latest approved base price of each product in the currency, effective on or before `on`. */
export async function basePrices(
  db: DbOrTx,
  productIds: readonly number[],
  currencyId: number,
  on: string,
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  // Approved base prices first; in 人民币 a product without one has its master record's 基准价.
  const rows = await queryRows<{ product_id: number; price: string }>(
    db,
    sql`select distinct on (product_id) product_id, price from (
          select product_id, price, effective_date, id from sal_base_prices
          where status = 'APPROVAL_APPROVED' and currency_id = ${currencyId} and effective_date <= ${on}
            and product_id in (${idList(productIds)})
          union all
          select p.id, p.base_price, '', 0 from md_products p join md_currencies c on c.id = ${currencyId}
          where c.code = 'CNY' and p.base_price is not null and p.id in (${idList(productIds)})
        ) b
        order by product_id, effective_date desc, id desc`,
  );
  return new Map(rows.map((r) => [r.product_id, Number(r.price)]));
}

/**
 * The customer's approved price of a product for a quantity on a date: approvals of its currency
 * whose band starts at or below the quantity and that are still valid; the narrowest band (the
 * highest start) wins, then the latest.
 */
export async function approvedPrice(
  db: DbOrTx,
  q: { customerId: number; productId: number; currencyId: number; qty: number; on: string },
): Promise<number | undefined> {
  const [row] = await queryRows<{ price: string }>(
    db,
    sql`select price from sal_price_approvals
        where status = 'APPROVAL_APPROVED' and customer_id = ${q.customerId} and product_id = ${q.productId}
          and currency_id = ${q.currencyId} and coalesce(min_qty, 0) <= ${q.qty}
          and (valid_until is null or valid_until >= ${q.on})
        order by coalesce(min_qty, 0) desc, id desc limit 1`,
  );
  return row ? Number(row.price) : undefined;
}

/** The exchange rate (×10,000) and tax rate (×100) of a currency in the month of `on`. */
export async function ratesOn(db: DbOrTx, currencyId: number, on: string) {
  const month = on.slice(0, 6);
  const [row] = await queryRows<{ exchange_rate: string; tax_rate: string; code: string }>(
    db,
    sql`select r.exchange_rate, r.tax_rate, c.code from md_exchange_tax_rates r
        join md_currencies c on c.id = r.currency_id
        where r.currency_id = ${currencyId} and r.month = ${month} and r.status = 'EBL'
        order by r.id desc limit 1`,
  );
  if (!row) {
    const [c] = await queryRows<{ code: string }>(
      db,
      sql`select code from md_currencies where id = ${currencyId}`,
    );
    fail(
      ResultCode.BUSINESS_RULE,
      `币种 ${c?.code ?? ''} 没有 ${month.slice(0, 4)}-${month.slice(4)} 的汇率税率，请先在汇率税率中维护`,
    );
  }
  return { exchangeRate: Number(row.exchange_rate), taxRate: Number(row.tax_rate) };
}

/** An amount with tax (×1e6) without it: amount ÷ (1 + tax), rounded once. */
export const withoutTax = (amount: number, taxRate: number) =>
  Number(divRound(BigInt(amount) * 10_000n, 10_000n + BigInt(taxRate)));

/** An amount in a currency (×1e6) in 元 at the rate (×10,000), rounded once. */
export const inCny = (amount: number, exchangeRate: number) =>
  Number(divRound(BigInt(amount) * BigInt(exchangeRate), 10_000n));
