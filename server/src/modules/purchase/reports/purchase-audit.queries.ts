import {
  COMPANY_TIME_ZONE,
  manualPurchaseOrder,
  materialPrice,
  purchaseApply,
  purchaseOrder,
  purchaseRequest,
  purchaseReturn,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { and, contains, dateRange, equals, oneOf } from '../../../platform/reports/report-filters.ts';

/**
 * 采购审核: one row per review that waits, from each document's own state — a material price, a
 * request, an apply or a return in its pending status; a new order with a line whose price waits
 * (the manager) or whose amount waits (the director). Contents name materials by code only:
 * the bosses read this list and SPEC §6 hides material names from them.
 */
const detail = (screen: string) => `${screen}/detail`;
const ymd = (column: string) => sql.raw(`to_char(to_date(${column}, 'YYYYMMDD'), 'YYYY-MM-DD')`);

/** Who last put the record where it is (the submitter), by name. */
const submitter = (alias: string) =>
  sql.raw(`(select u.real_name from users u
            where lower(u.user_name) = lower(coalesce(${alias}.modify_by, ${alias}.create_by)))`);

/** Whole company days since the record last moved. */
const waiting = (alias: string) =>
  sql`((now() at time zone ${COMPANY_TIME_ZONE})::date
       - (coalesce(${sql.raw(alias)}.modify_at, ${sql.raw(alias)}.create_at) at time zone ${COMPANY_TIME_ZONE})::date)::int`;

const lineCount = (table: string, alias: string) =>
  sql.raw(`(select count(*) from ${table}_items l where l.doc_id = ${alias}.id)`);

/** One kind of waiting review: its rows with the common columns. */
function rows(o: {
  kind: string;
  reviewer: string;
  alias: string;
  table: string;
  screen: SQL;
  number: string;
  date: string;
  supplier: SQL;
  department: SQL;
  content: SQL;
  amount: SQL;
  where: SQL;
}): SQL {
  const a = o.alias;
  return sql`select ${o.kind}::text as kind, ${o.reviewer}::text as reviewer, ${sql.raw(a)}.id as "docId",
      ${o.screen} as screen, ${sql.raw(`${a}.${o.number}`)} as "number", ${sql.raw(`${a}.${o.date}`)} as "docDate",
      ${o.supplier} as "supplierId", ${o.department} as department, ${o.content} as content,
      ${o.amount} as amount, ${submitter(a)} as "submittedBy", ${waiting(a)} as "waitingDays"
    from ${sql.identifier(o.table)} ${sql.raw(a)} where ${o.where}`;
}

const orderScreen = sql`(case when o.order_type = 'MANUAL' then ${manualPurchaseOrder.detail}
  else ${detail(purchaseOrder.screen)} end)`;

export function purchaseAuditQuery(f: ReportFilters): SQL {
  const all = sql.join(
    [
      rows({
        kind: 'MATERIAL_PRICE',
        reviewer: 'MANAGER',
        alias: 'p',
        table: materialPrice.table,
        screen: sql`${detail(materialPrice.screen)}`,
        number: 'number',
        date: 'effective_date',
        supplier: sql`p.supplier_id`,
        department: sql`null::text`,
        content: sql`'物料 ' || (select m.code from md_materiels m where m.id = p.materiel_id) || '，生效日期 ' || ${ymd('p.effective_date')}`,
        amount: sql`null::bigint`,
        where: sql`p.status = 'APPROVAL_PENDING'`,
      }),
      rows({
        kind: 'REQUEST',
        reviewer: 'MANAGER',
        alias: 'q',
        table: purchaseRequest.table,
        screen: sql`${detail(purchaseRequest.screen)}`,
        number: 'number',
        date: 'request_date',
        supplier: sql`null::int`,
        department: sql`q.department`,
        content: sql`${lineCount('pur_requests', 'q')} || '项，需用日期 ' || ${ymd('q.need_date')}`,
        amount: sql`null::bigint`,
        where: sql`q.status = 'CHECKPENDING'`,
      }),
      rows({
        kind: 'APPLY',
        reviewer: 'DEPARTMENT_HEAD',
        alias: 'a',
        table: purchaseApply.table,
        screen: sql`${detail(purchaseApply.screen)}`,
        number: 'number',
        date: 'apply_date',
        supplier: sql`null::int`,
        department: sql`a.department`,
        content: sql`${lineCount('pur_applies', 'a')} || '项物料'`,
        amount: sql`null::bigint`,
        where: sql`a.status = 'APPROVAL_PENDING'`,
      }),
      rows({
        kind: 'ORDER_PRICE',
        reviewer: 'MANAGER',
        alias: 'o',
        table: purchaseOrder.table,
        screen: orderScreen,
        number: 'number',
        date: 'order_date',
        supplier: sql`o.supplier_id`,
        department: sql`null::text`,
        content: sql`(select count(*) from pur_orders_items l where l.doc_id = o.id and l.price_state = 'APPROVAL_PENDING')
          || '行单价高于批准价或没有批准价'`,
        amount: sql`o.total_amount`,
        where: sql`o.status = 'NEW' and exists (select 1 from pur_orders_items l
          where l.doc_id = o.id and l.price_state = 'APPROVAL_PENDING')`,
      }),
      rows({
        kind: 'ORDER_AMOUNT',
        reviewer: 'DIRECTOR',
        alias: 'o',
        table: purchaseOrder.table,
        screen: orderScreen,
        number: 'number',
        date: 'order_date',
        supplier: sql`o.supplier_id`,
        department: sql`null::text`,
        content: sql`'订单金额超过总监审核金额'`,
        amount: sql`o.total_amount`,
        where: sql`o.status = 'NEW' and o.amount_state = 'APPROVAL_PENDING'`,
      }),
      rows({
        kind: 'RETURN',
        reviewer: 'MANAGER',
        alias: 'r',
        table: purchaseReturn.table,
        screen: sql`${detail(purchaseReturn.screen)}`,
        number: 'number',
        date: 'return_date',
        supplier: sql`r.supplier_id`,
        department: sql`null::text`,
        content: sql`${lineCount('pur_returns', 'r')} || '行，' || coalesce(r.reason, '')`,
        amount: sql`r.total_amount`,
        where: sql`r.status = 'APPROVAL_PENDING'`,
      }),
    ],
    sql` union all `,
  );
  const where = and([
    ...oneOf(f, 'kind', sql`x.kind`),
    ...oneOf(f, 'reviewer', sql`x.reviewer`),
    ...contains(f, 'number', sql`x.number`),
    ...dateRange(f, 'docDate', sql`x."docDate"`),
    ...equals(f, 'supplierId', sql`x."supplierId"`),
  ]);
  return sql`select x.*, (select s.code || ' ' || s.name from md_suppliers s where s.id = x."supplierId") as "supplierLabel"
    from (${all}) x where ${where}`;
}
