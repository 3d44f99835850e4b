import { COMPANY_TIME_ZONE } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { and, contains, dateRange, equals, oneOf } from '../../../platform/reports/report-filters.ts';

/**
 * 基准价审批: every base price not discarded, beside the one in force before it — the latest
 * approved base price of its product and currency effective on or before its date (not itself) —
 * and the change in percent (×100, rounded once). A pending one waits since it was last submitted.
 */
const byName = (column: string) =>
  sql.raw(`(select u.real_name from users u where lower(u.user_name) = lower(${column}))`);

export function guidePriceApproveQuery(f: ReportFilters): SQL {
  const where = and([
    sql`b.status in ('APPROVAL_PENDING', 'APPROVAL_APPROVED', 'APPROVAL_NOT_APPROVED')`,
    ...oneOf(f, 'reviewState', sql`b.status`),
    ...contains(f, 'number', sql`b.number`),
    ...equals(f, 'productId', sql`b.product_id`),
    ...equals(f, 'currencyId', sql`b.currency_id`),
    ...dateRange(f, 'effectiveDate', sql`b.effective_date`),
  ]);
  return sql`select x.*,
      case when x."previousPrice" > 0 then round((x.price - x."previousPrice") * 10000.0 / x."previousPrice")::bigint end
        as "changePercent",
      coalesce(x."waitingDays", -1) as "waitOrder",
      (select p.code || ' ' || p.name from md_products p where p.id = x."productId") as "productLabel",
      (select c.code || ' ' || c.name from md_currencies c where c.id = x."currencyId") as "currencyLabel"
    from (
      select b.id as "docId", b.number, b.product_id as "productId", b.currency_id as "currencyId",
        b.price, b.effective_date as "effectiveDate", b.status as "reviewState",
        (select p.price from sal_base_prices p
          where p.product_id = b.product_id and p.currency_id = b.currency_id and p.id <> b.id
            and p.status = 'APPROVAL_APPROVED' and p.effective_date <= b.effective_date
          order by p.effective_date desc, p.id desc limit 1) as "previousPrice",
        ${byName('coalesce(b.modify_by, b.create_by)')} as "submittedBy",
        ${byName('b.auditor')} as auditor,
        case when b.status = 'APPROVAL_PENDING' then
          ((now() at time zone ${COMPANY_TIME_ZONE})::date
            - (coalesce(b.modify_at, b.create_at) at time zone ${COMPANY_TIME_ZONE})::date)::int end as "waitingDays"
      from sal_base_prices b where ${where}
    ) x`;
}
