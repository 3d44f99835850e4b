import type { salesBasePrice } from '@tiangong/domain';
import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';

/**
 * 基准价 rules. The approved base prices are the history; the product's own 基准价 (its master
 * record, SPEC §7 basePriceDetail) shows the one in force in 人民币: an approved CNY base price
 * effective today or earlier, and the latest such, is written onto the product.
 */
export const salesBasePriceHooks: DocumentHooks<typeof salesBasePrice> = {
  async afterTransition({ db, action }, after) {
    if (action !== 'AUDIT' || after.status !== 'APPROVAL_APPROVED') return;
    await db.execute(
      sql`update md_products p set base_price = b.price
          from (select price from sal_base_prices s join md_currencies c on c.id = s.currency_id
                where s.product_id = ${after.productId} and c.code = 'CNY' and s.status = 'APPROVAL_APPROVED'
                  and s.effective_date <= ${companyToday()}
                order by s.effective_date desc, s.id desc limit 1) b
          where p.id = ${after.productId}`,
    );
  },
};
