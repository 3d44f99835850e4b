import type { FinanceFlow, MovementReport } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters, ReportSort } from '../../../platform/reports/report.routes.ts';
import { documentTotals } from '../../../platform/reports/report-totals.ts';
import { flowsIn, flowsOut } from '../stock-flows.ts';
import { dateRange, docNumber, docTitle, type StockSql, stockSql } from './report-sql.ts';

/**
 * The ledgers and summaries: opening = balance before the range (snapshot + moves since),
 * movements = the moves within it, closing = opening + movements.
 */
function openingAndMoves(stock: StockSql, f: ReportFilters, by: 'warehouse' | 'item' | 'month') {
  const { start } = dateRange(f);
  const where = stock.where(f, sql`x.warehouse_id`, sql`x.item_id`, sql`x.batch_no`);
  const warehouse = by === 'warehouse' ? sql`x.warehouse_id` : sql`0`;
  const inFlow = (col: string) =>
    sql`coalesce(sum(x.${sql.identifier(col)}) filter (where x.kind = 'M' and ${flowsIn()}), 0)::bigint`;
  const outFlow = (col: string) =>
    sql`coalesce(-sum(x.${sql.identifier(col)}) filter (where x.kind = 'M' and ${flowsOut()}), 0)::bigint`;
  return {
    where,
    warehouse,
    inFlow,
    outFlow,
    opening: stock.openingBalances(start),
    moves: stock.movesWithin(f),
  };
}

/**
 * 收发存: opening, in, out, closing per item × warehouse (the owner too, on an owned side); by
 * batch as well for an owner's statement (对账单), where opening + in − out = closing per batch.
 */
function inOutBalance(stock: StockSql, f: ReportFilters, byBatch: boolean): SQL {
  const o = openingAndMoves(stock, f, 'warehouse');
  const batch = byBatch ? sql`, x.batch_no` : sql``;
  return sql`select ${stock.labels} ${byBatch ? sql`, x.batch_no as "batchNo"` : sql``},
      coalesce(sum(x.qty) filter (where x.kind = 'O'), 0)::bigint as "openingQty",
      ${o.inFlow('qty')} as "inQty", ${o.outFlow('qty')} as "outQty",
      coalesce(sum(x.qty), 0)::bigint as "closingQty"
    from (select 'O' as kind, item_id, warehouse_id, batch_no, qty, value from (${o.opening}) b
          union all select 'M', item_id, warehouse_id, batch_no, qty, value from (${o.moves}) mv) x
    ${stock.joins}
    where ${o.where}
    group by m.id, m.code, m.name, ${stock.typeColumn}, mt.code, mt.name, x.warehouse_id, w.code, w.name
      ${stock.ownerGroup} ${batch}
    having sum(x.qty) <> 0 or bool_or(x.kind = 'M')`;
}

export const stockLedgerQuery =
  (stock: StockSql) =>
  (f: ReportFilters): SQL =>
    inOutBalance(stock, f, false);

/** 受托库存对账单: one owner's batches over the period (the owner is a required filter). */
export const ownerStatementQuery =
  (stock: StockSql) =>
  (f: ReportFilters): SQL =>
    inOutBalance(stock, f, true);

const amountSelect = (o: ReturnType<typeof openingAndMoves>) => sql`
      coalesce(sum(x.qty) filter (where x.kind = 'O'), 0)::bigint as "openingQty",
      coalesce(sum(x.value) filter (where x.kind = 'O'), 0)::bigint as "openingValue",
      ${o.inFlow('qty')} as "inQty", ${o.inFlow('value')} as "inValue",
      ${o.outFlow('qty')} as "outQty", ${o.outFlow('value')} as "outValue",
      coalesce(sum(x.qty), 0)::bigint as "closingQty", coalesce(sum(x.value), 0)::bigint as "closingValue"`;

export const amountLedgerQuery =
  (stock: StockSql) =>
  (f: ReportFilters): SQL => {
    const o = openingAndMoves(stock, f, 'item');
    return sql`select ${stock.itemLabels}, ${amountSelect(o)}
    from (select 'O' as kind, item_id, warehouse_id, batch_no, qty, value from (${o.opening}) b
          union all select 'M', item_id, warehouse_id, batch_no, qty, value from (${o.moves}) mv) x
    ${stock.itemJoins}
    where ${o.where}
    group by m.id, m.code, m.name, ${stock.typeColumn}, mt.code, mt.name
    having sum(x.qty) <> 0 or sum(x.value) <> 0 or bool_or(x.kind = 'M')`;
  };

/** One row per material per month: each month's opening is the previous month's closing. */
export const amountLedgerMonthlyQuery =
  (stock: StockSql) =>
  (f: ReportFilters): SQL => {
    const o = openingAndMoves(stock, f, 'item');
    const monthly = sql`select ${stock.itemLabels}, substr(x.business_date, 1, 6) as month,
        coalesce(sum(x.qty) filter (where ${flowsIn()}), 0)::bigint as "inQty",
        coalesce(sum(x.value) filter (where ${flowsIn()}), 0)::bigint as "inValue",
        coalesce(-sum(x.qty) filter (where ${flowsOut()}), 0)::bigint as "outQty",
        coalesce(-sum(x.value) filter (where ${flowsOut()}), 0)::bigint as "outValue",
        sum(x.qty)::bigint as "netQty", sum(x.value)::bigint as "netValue"
      from (${o.moves}) x ${stock.itemJoins}
      where ${o.where}
      group by m.id, m.code, m.name, ${stock.typeColumn}, mt.code, mt.name, substr(x.business_date, 1, 6)`;
    const opening = sql`select x.item_id, sum(x.qty)::bigint as qty, sum(x.value)::bigint as value
      from (${o.opening}) x join ${stock.itemTable} m on m.id = x.item_id where ${o.where} group by x.item_id`;
    return sql`select mo.*, substr(mo.month, 1, 4) || '-' || substr(mo.month, 5, 2) as period,
      (coalesce(op.qty, 0) + sum(mo."netQty") over w - mo."netQty")::bigint as "openingQty",
      (coalesce(op.value, 0) + sum(mo."netValue") over w - mo."netValue")::bigint as "openingValue",
      (coalesce(op.qty, 0) + sum(mo."netQty") over w)::bigint as "closingQty",
      (coalesce(op.value, 0) + sum(mo."netValue") over w)::bigint as "closingValue"
    from (${monthly}) mo left join (${opening}) op on op.item_id = mo.${sql.identifier(stock.side.item)}
    window w as (partition by mo.${sql.identifier(stock.side.item)} order by mo.month rows between unbounded preceding and current row)`;
  };

/** Whether a move (`x`) belongs to a declared finance flow. */
function flowCondition(flow: FinanceFlow): SQL {
  const reversal =
    flow.reversal === undefined
      ? sql``
      : flow.reversal
        ? sql` and x.reverses_move_id is not null`
        : sql` and x.reverses_move_id is null`;
  return sql`x.doc_key = ${flow.docKey}${reversal}`;
}

/** 财务库存台账: opening, one column per declared flow, the rest as 其他变动, closing. */
export const financeLedgerQuery =
  (stock: StockSql) =>
  (f: ReportFilters): SQL => {
    const o = openingAndMoves(stock, f, 'item');
    const flows = stock.side.financeFlows ?? [];
    const by = (cond: SQL) => sql`coalesce(sum(x.value) filter (where x.kind = 'M' and ${cond}), 0)::bigint`;
    const declared = flows.length
      ? sql.join(
          flows.map((flow) => sql`(${flowCondition(flow)})`),
          sql` or `,
        )
      : sql`false`;
    const columns = flows.map((flow) => sql`${by(flowCondition(flow))} as ${sql.identifier(flow.key)},`);
    return sql`select ${stock.itemLabels},
      coalesce(sum(x.value) filter (where x.kind = 'O'), 0)::bigint as "openingValue",
      ${sql.join(columns, sql` `)}
      ${by(sql`not (${declared})`)} as "otherValue",
      coalesce(sum(x.value), 0)::bigint as "closingValue"
    from (select 'O' as kind, item_id, warehouse_id, batch_no, qty, value, '' as doc_key, null::bigint as reverses_move_id
            from (${o.opening}) b
          union all select 'M', item_id, warehouse_id, batch_no, qty, value, doc_key, reverses_move_id from (${o.moves}) mv) x
    ${stock.itemJoins}
    where ${o.where}
    group by m.id, m.code, m.name, ${stock.typeColumn}, mt.code, mt.name
    having sum(x.value) <> 0 or bool_or(x.kind = 'M')`;
  };

/**
 * Every move of one material in posting order, with the running balance from the opening. Read
 * newest first (序号 descending), the balance is counted back from the closing balance, whose
 * totals come from the month flows: the first page then reads only the newest moves.
 */
export const batchLedgerQuery =
  (stock: StockSql) =>
  (f: ReportFilters, sort?: ReportSort): SQL => {
    const { start } = dateRange(f);
    const where = stock.where(f, sql`x.warehouse_id`, sql`x.item_id`, sql`x.batch_no`);
    const opening = sql`(select coalesce(sum(x.qty), 0) from (${stock.openingBalances(start)}) x
      join ${stock.itemTable} m on m.id = x.item_id where ${where})`;
    const newestFirst = sort?.field === 'seq' && sort.order === 'desc';
    const total = (col: string) => sql`(select ${sql.identifier(col)} from s)`;
    const seq = newestFirst
      ? sql`${total('__count')} + 1 - row_number() over running`
      : sql`row_number() over running`;
    const balance = newestFirst
      ? sql`${opening} + ${total('inQty')} - ${total('outQty')} - sum(x.qty) over running + x.qty`
      : sql`${opening} + sum(x.qty) over running`;
    const dir = newestFirst ? sql`desc` : sql`asc`;
    return sql`${newestFirst ? sql`with s as materialized (${batchLedgerSummaryQuery(stock)(f)})` : sql``}
    select x.id, ${stock.labels}, x.business_date as "businessDate", ${docTitle} as "docTitle",
      ${docNumber} as "docNumber", x.batch_no as "batchNo",
      nullif(x.allocation_id, 0) as "allocationId", a.code || ' ' || a.name as "allocationLabel",
      greatest(x.qty, 0)::bigint as "inQty", greatest(-x.qty, 0)::bigint as "outQty",
      (${seq})::bigint as seq, (${balance})::bigint as "balanceQty",
      x.unit_cost as "unitCost", x.value
    from (${stock.movesWithin(f)}) x ${stock.joins}
    left join md_allocations a on a.id = x.allocation_id
    where ${where}
    window running as (order by x.business_date ${dir}, x.id ${dir} rows between unbounded preceding and current row)`;
  };

/**
 * The batch ledger's row count and totals without reading every move: the closed months that lie
 * wholly inside the range add up their stored flows, the rest of the range its moves. Closed
 * months follow each other (months close in order), so the moves read are those before the first
 * and after the last of them; should they ever not be contiguous, every move is read.
 */
export const batchLedgerSummaryQuery =
  (stock: StockSql) =>
  (f: ReportFilters): SQL => {
    const { start, end } = dateRange(f);
    const closed = sql`select period from stock_periods where item_kind = ${stock.KIND} and status = 'CLOSED'
      and period || '01' >= ${start ?? ''} and period || '31' <= ${end ?? '99999999'}`;
    const monthNo = (p: SQL) => sql`(substr(${p}, 1, 4)::int * 12 + substr(${p}, 5, 2)::int)`;
    const contiguous = sql`count(*) = ${monthNo(sql`max(period)`)} - ${monthNo(sql`min(period)`)} + 1`;
    const bounds = sql`select case when ${contiguous} then min(period) end as first,
        case when ${contiguous} then max(period) end as last from (${closed}) c`;
    const flows = sql`select f.moves, f.in_qty, f.out_qty, f.value from stock_period_flows f
      join ${stock.itemTable} m on m.id = f.item_id
      where f.item_kind = ${stock.KIND} and f.period between (select first from b) and (select last from b)
        and ${stock.where(f, sql`f.warehouse_id`, sql`f.item_id`, sql`f.batch_no`)}`;
    // Two date ranges (before the first closed month, after the last), each an index range scan.
    const movesWhere = (range: SQL) => sql`select 1 as moves, greatest(x.qty, 0) as in_qty,
        greatest(-x.qty, 0) as out_qty, x.value
      from (${stock.movesWithin(f)}) x join ${stock.itemTable} m on m.id = x.item_id
      where ${stock.where(f, sql`x.warehouse_id`, sql`x.item_id`, sql`x.batch_no`)} and ${range}`;
    const moves = sql`${movesWhere(sql`x.business_date < coalesce((select first from b) || '01', '99999999')`)}
    union all ${movesWhere(sql`x.business_date > coalesce((select last from b) || '31', '99999999')`)}`;
    return sql`with b as (${bounds})
    select coalesce(sum(s.moves), 0)::int as "__count", coalesce(sum(s.in_qty), 0)::bigint as "inQty",
      coalesce(sum(s.out_qty), 0)::bigint as "outQty", coalesce(sum(s.value), 0)::bigint as value
    from (${flows} union all ${moves}) s`;
  };

/** The moves of one document type a movement summary reads (`x`, with its item and warehouse joined). */
function movementMoves({ source }: MovementReport, f: ReportFilters): SQL {
  const stock = stockSql(source.side);
  const { key: docKey, table } = source.document;
  const supplier = source.bySupplier;
  const supplierId = f.supplierId === undefined || f.supplierId === '' ? undefined : Number(f.supplierId);
  return sql`from (${stock.movesWithin(f)}) x ${stock.joins}
      ${supplier ? sql`join ${sql.identifier(table)} d on d.id = x.doc_id left join md_suppliers s on s.id = d.supplier_id` : sql``}
      where x.doc_key = ${docKey} and ${stock.where(f, sql`x.warehouse_id`, sql`x.item_id`, sql`x.batch_no`)}
        ${supplier && supplierId !== undefined ? sql`and d.supplier_id = ${supplierId}` : sql``}`;
}

/**
 * 汇总 and 月汇总 of one document type's moves on its side's stock: what came in is positive, what
 * went out too (the source's sign); per supplier where the document names one.
 */
export function movementSummaryQuery(m: MovementReport) {
  const { source, monthly } = m;
  const stock = stockSql(source.side);
  const supplier = source.bySupplier;
  return (f: ReportFilters): SQL => {
    const month = monthly
      ? sql`substr(x.business_date, 1, 4) || '-' || substr(x.business_date, 5, 2)`
      : sql`''`;
    return sql`select ${stock.labels}, ${month} as period,
        ${supplier ? sql`d.supplier_id as "supplierId", s.code || ' ' || s.name as "supplierLabel",` : sql``}
        (${source.sign} * sum(x.qty))::bigint as qty, (${source.sign} * sum(x.value))::bigint as value,
        count(distinct x.doc_id)::int as "docCount"
      ${movementMoves(m, f)}
      group by m.id, m.code, m.name, ${stock.typeColumn}, mt.code, mt.name, x.warehouse_id, w.code, w.name
        ${stock.ownerGroup}
        ${monthly ? sql`, ${month}` : sql``}
        ${supplier ? sql`, d.supplier_id, s.code, s.name` : sql``}`;
  };
}

/**
 * …its totals: a document moving several items (or warehouses, months) is one document
 * (`documentTotals`), not one per row.
 */
export const movementSummaryTotals = (m: MovementReport) => (f: ReportFilters) =>
  documentTotals(movementSummaryQuery(m)(f), ['qty', 'value'], {
    docCount: sql`select count(distinct x.doc_id)::int ${movementMoves(m, f)}`,
  });
