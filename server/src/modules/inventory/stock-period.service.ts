import {
  type LastCheck,
  type PeriodBook,
  type PeriodCheck,
  type PeriodRow,
  type PeriodSummary,
  ResultCode,
  type StatusCatalogueKey,
  statusLabel,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import { flowsIn, flowsOut } from './stock-flows.ts';
import type { ItemKind } from './stock-ledger.service.ts';
import { bookLabels, lockPeriodForClose, periodLabel } from './stock-period.guard.ts';
import { bookDocumentsOf } from './stock-period.sources.ts';
import { allocateItemValues } from './stock-valuation.ts';

/**
 * Month-end close of the books (SPEC /stock-acc; /matStockAcc/ first check, account, un-account,
 * last check): the kinds of stock and 往来 (receivables and payables, `ACCOUNTS`). A month is
 * closed in order, only when nothing blocks it; closing a stock book stores each key's closing
 * balance (previous closing + the month's moves, set-based in SQL); a closed month is frozen, and
 * only the latest closed month can be re-opened.
 */

const isStock = (kind: PeriodBook): kind is ItemKind => kind !== 'ACCOUNTS';

/**
 * A book's dated activity (`d`, yyyymmdd), which orders its closes and starts its month list: the
 * stock moves of a kind of stock; the documents dated in 往来 (every declaration whose date field
 * is `closedBy: 'ACCOUNTS'`), whatever their status.
 */
function activityOf(kind: PeriodBook): SQL {
  if (isStock(kind)) return sql`select business_date as d from stock_moves where item_kind = ${kind}`;
  const documents = bookDocumentsOf(kind);
  if (documents.length === 0) return sql`select null::text as d where false`;
  return sql.join(
    documents.map((d) => sql`select ${sql.identifier(d.dateColumn)} as d from ${sql.identifier(d.table)}`),
    sql` union all `,
  );
}

/** Documents that still have to post into a month before it can close. */
export interface PendingSource {
  title: string;
  table: string;
  dateColumn: string;
  /** The status catalogue, so the check can say each document's status in words. */
  statuses: StatusCatalogueKey;
  pending: readonly string[];
}

export const monthStart = (period: string) => `${period}01`;
export const monthEnd = (period: string) => `${period}31`;
export function nextPeriod(period: string): string {
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(4, 6));
  return m === 12 ? `${y + 1}01` : `${y}${String(m + 1).padStart(2, '0')}`;
}
export function previousPeriod(period: string): string {
  const y = Number(period.slice(0, 4));
  const m = Number(period.slice(4, 6));
  return m === 1 ? `${y - 1}12` : `${y}${String(m - 1).padStart(2, '0')}`;
}

async function latestClosedBefore(db: DbOrTx, kind: PeriodBook, period: string) {
  const [row] = await queryRows<{ period: string }>(
    db,
    sql`select max(period) as period from stock_periods where item_kind = ${kind} and status = 'CLOSED' and period < ${period}`,
  );
  return row?.period ?? null;
}

export async function periodStatus(db: DbOrTx, kind: PeriodBook, period: string): Promise<'OPEN' | 'CLOSED'> {
  const [row] = await queryRows<{ status: string }>(
    db,
    sql`select status from stock_periods where item_kind = ${kind} and period = ${period}`,
  );
  return row?.status === 'CLOSED' ? 'CLOSED' : 'OPEN';
}

/** 结账检查: everything that keeps the month from closing. */
export async function firstCheck(
  db: DbOrTx,
  kind: PeriodBook,
  period: string,
  sources: readonly PendingSource[],
): Promise<PeriodCheck> {
  const status = await periodStatus(db, kind, period);
  const blockers: string[] = [];
  if (status === 'CLOSED') blockers.push(`${periodLabel(period)}已结账`);
  const closedBefore = await latestClosedBefore(db, kind, period);
  const [gap] = await queryRows<{ period: string | null }>(
    db,
    sql`select min(substr(a.d, 1, 6)) as period from (${activityOf(kind)}) a
        where a.d < ${monthStart(period)} and a.d > ${closedBefore ? monthEnd(closedBefore) : ''}`,
  );
  if (gap?.period) blockers.push(`${periodLabel(gap.period)}尚未结账，请按月份顺序结账`);
  const pendingDocuments: PeriodCheck['pendingDocuments'] = [];
  for (const s of sources) {
    const rows = await queryRows<{ number: string; date: string; status: string }>(
      db,
      sql`select number, ${sql.identifier(s.dateColumn)} as date, status from ${sql.identifier(s.table)}
          where ${sql.identifier(s.dateColumn)} between ${monthStart(period)} and ${monthEnd(period)}
            and status in (${sql.join(
              s.pending.map((p) => sql`${p}`),
              sql`, `,
            )})
          order by number limit 200`,
    );
    pendingDocuments.push(
      ...rows.map((r) => ({ title: s.title, ...r, statusLabel: statusLabel(s.statuses, r.status) })),
    );
  }
  if (pendingDocuments.length)
    blockers.push(`本月还有 ${pendingDocuments.length} 张单据${isStock(kind) ? '未过账' : '未复核'}`);
  if (!isStock(kind)) return { period, status, blockers, pendingDocuments, negativeCosts: [] };
  const negativeCosts = await queryRows<{ itemId: number; label: string; qty: number; value: number }>(
    db,
    sql`select c.item_id as "itemId", coalesce(m.code || ' ' || m.name, p.code || ' ' || p.name, c.item_id::text) as label,
          c.qty, c.value
        from item_costs c left join md_materiels m on m.id = c.item_id and c.item_kind in ('MATERIAL', 'TRUSTED')
        left join md_products p on p.id = c.item_id and c.item_kind = 'PRODUCT'
        where c.item_kind = ${kind} and c.value < 0 order by c.item_id`,
  );
  if (negativeCosts.length) blockers.push(`有 ${negativeCosts.length} 个物品成本为负`);
  return { period, status, blockers, pendingDocuments, negativeCosts };
}

async function lockPeriod(db: DbOrTx, kind: PeriodBook, period: string) {
  await db.execute(
    sql`insert into stock_periods (item_kind, period, status) values (${kind}, ${period}, 'OPEN') on conflict do nothing`,
  );
  await db.execute(
    sql`select 1 from stock_periods where item_kind = ${kind} and period = ${period} for update`,
  );
}

/** 结账: stores the closing balances and freezes the month. */
export async function closePeriod(
  db: DbOrTx,
  kind: PeriodBook,
  period: string,
  userName: string,
  sources: readonly PendingSource[],
) {
  await lockPeriodForClose(db, kind, period);
  await lockPeriod(db, kind, period);
  const check = await firstCheck(db, kind, period, sources);
  if (check.blockers.length)
    fail(ResultCode.BUSINESS_RULE, `${periodLabel(period)}不能结账：${check.blockers.join('；')}`);
  if (isStock(kind)) await storeClosing(db, kind, period);
  await db.execute(
    sql`update stock_periods set status = 'CLOSED', closed_by = ${userName}, closed_at = now()
        where item_kind = ${kind} and period = ${period}`,
  );
  return { period, status: 'CLOSED' as const };
}

/** A stock book's closing balances and flows of the month, stored when it closes. */
async function storeClosing(db: DbOrTx, kind: ItemKind, period: string) {
  const previous = await latestClosedBefore(db, kind, period);
  // The snapshot follows the stock screen's rule: quantities key by key, each key valued at its
  // share of its item's value (stock-valuation.ts), so no key without stock carries value.
  const carried = sql`select item_id, warehouse_id, allocation_id, batch_no, qty, value from stock_closings
      where item_kind = ${kind} and period = ${previous ?? ''}
      union all
      select item_id, warehouse_id, allocation_id, batch_no, qty, value from stock_moves
      where item_kind = ${kind} and business_date between ${monthStart(period)} and ${monthEnd(period)}`;
  const valued = allocateItemValues(
    sql`select item_id, warehouse_id, allocation_id, batch_no, sum(qty) as qty from (${carried}) s
        group by item_id, warehouse_id, allocation_id, batch_no`,
    sql`select item_id, sum(value) as value from (${carried}) s group by item_id`,
  );
  await db.execute(sql`
    insert into stock_closings (item_kind, period, item_id, warehouse_id, allocation_id, batch_no, qty, value)
    select ${kind}, ${period}, item_id, warehouse_id, allocation_id, batch_no, qty, value
    from (${valued}) v where qty <> 0 or value <> 0`);
  await db.execute(sql`
    insert into stock_period_flows (item_kind, period, item_id, warehouse_id, allocation_id, batch_no,
                                    in_qty, out_qty, value, moves)
    select ${kind}, ${period}, item_id, warehouse_id, allocation_id, batch_no,
           sum(greatest(qty, 0)), sum(greatest(-qty, 0)), sum(value), count(*)
    from stock_moves
    where item_kind = ${kind} and business_date between ${monthStart(period)} and ${monthEnd(period)}
    group by item_id, warehouse_id, allocation_id, batch_no`);
}

/** 反结账: only the latest closed month, and only by finance (checked by the route). */
export async function reopenPeriod(db: DbOrTx, kind: PeriodBook, period: string, userName: string) {
  await lockPeriod(db, kind, period);
  if ((await periodStatus(db, kind, period)) !== 'CLOSED')
    fail(ResultCode.BUSINESS_RULE, `${periodLabel(period)}${bookLabels[kind]}尚未结账`);
  const [later] = await queryRows<{ period: string }>(
    db,
    sql`select period from stock_periods where item_kind = ${kind} and status = 'CLOSED' and period > ${period}
        order by period limit 1`,
  );
  if (later)
    fail(
      ResultCode.BUSINESS_RULE,
      `${periodLabel(later.period)}已结账，请先反结账${periodLabel(later.period)}`,
    );
  await db.execute(sql`delete from stock_closings where item_kind = ${kind} and period = ${period}`);
  await db.execute(sql`delete from stock_period_flows where item_kind = ${kind} and period = ${period}`);
  await db.execute(
    sql`update stock_periods set status = 'OPEN', reopened_by = ${userName}, reopened_at = now()
        where item_kind = ${kind} and period = ${period}`,
  );
  return { period, status: 'OPEN' as const };
}

/**
 * 结账后检查: the month's totals (opening, in, out, closing), and whether the stored closing
 * still equals the previous closing plus the month's moves, key by key.
 */
export async function lastCheck(db: DbOrTx, kind: ItemKind, period: string): Promise<LastCheck> {
  const previous = await latestClosedBefore(db, kind, period);
  const [totals] = await queryRows<Record<keyof PeriodSummary, number>>(
    db,
    sql`select
          (select coalesce(sum(qty), 0) from stock_closings where item_kind = ${kind} and period = ${previous ?? ''})::bigint as "openingQty",
          (select coalesce(sum(value), 0) from stock_closings where item_kind = ${kind} and period = ${previous ?? ''})::bigint as "openingValue",
          coalesce(sum(qty) filter (where qty > 0), 0)::bigint as "inQty",
          coalesce(sum(value) filter (where ${flowsIn('m')}), 0)::bigint as "inValue",
          coalesce(-sum(qty) filter (where qty < 0), 0)::bigint as "outQty",
          coalesce(-sum(value) filter (where ${flowsOut('m')}), 0)::bigint as "outValue",
          (select coalesce(sum(qty), 0) from stock_closings where item_kind = ${kind} and period = ${period})::bigint as "closingQty",
          (select coalesce(sum(value), 0) from stock_closings where item_kind = ${kind} and period = ${period})::bigint as "closingValue"
        from stock_moves m where item_kind = ${kind} and business_date between ${monthStart(period)} and ${monthEnd(period)}`,
  );
  const summary = Object.fromEntries(
    Object.entries(totals).map(([k, v]) => [k, Number(v)]),
  ) as unknown as PeriodSummary;
  const status = await periodStatus(db, kind, period);
  // Quantities must match key by key, values item by item (a key's value is its share of the
  // item's, not the sum of its own moves).
  const flow = sql`select item_id, warehouse_id, allocation_id, batch_no, qty, value from stock_closings
        where item_kind = ${kind} and period = ${previous ?? ''}
        union all
        select item_id, warehouse_id, allocation_id, batch_no, qty, value from stock_moves
        where item_kind = ${kind} and business_date between ${monthStart(period)} and ${monthEnd(period)}
        union all
        select item_id, warehouse_id, allocation_id, batch_no, -qty, -value from stock_closings
        where item_kind = ${kind} and period = ${period}`;
  const [diff] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from (select 1 from (${flow}) s
                  group by item_id, warehouse_id, allocation_id, batch_no having sum(qty) <> 0) k)
             + (select count(*) from (select 1 from (${flow}) s group by item_id having sum(value) <> 0) i)
             + (select count(*) from stock_closings where item_kind = ${kind} and period = ${period}
                  and qty <= 0 and value <> 0) as n`,
  );
  const consistent = status === 'CLOSED' ? diff.n === 0 : null;
  const balanced =
    summary.openingQty + summary.inQty - summary.outQty === summary.closingQty &&
    summary.openingValue + summary.inValue - summary.outValue === summary.closingValue;
  return {
    period,
    status,
    summary,
    consistent: consistent === null ? null : consistent && balanced,
    mismatches: diff.n,
  };
}

/** The months people can act on: from the first month of the book's activity to the current one. */
export async function periodList(db: DbOrTx, kind: PeriodBook, current: string): Promise<PeriodRow[]> {
  const [first] = await queryRows<{ period: string | null }>(
    db,
    sql`select least(
          (select min(substr(a.d, 1, 6)) from (${activityOf(kind)}) a),
          (select min(period) from stock_periods where item_kind = ${kind})) as period`,
  );
  const rows = await queryRows<{
    period: string;
    status: string;
    closed_by: string | null;
    closed_at: string | null;
  }>(db, sql`select period, status, closed_by, closed_at from stock_periods where item_kind = ${kind}`);
  const byPeriod = new Map(rows.map((r) => [r.period, r]));
  const out: PeriodRow[] = [];
  for (let p = first?.period ?? current; p <= current; p = nextPeriod(p)) {
    const r = byPeriod.get(p);
    out.push({
      period: p,
      label: periodLabel(p),
      status: r?.status === 'CLOSED' ? 'CLOSED' : 'OPEN',
      closedBy: r?.status === 'CLOSED' ? r.closed_by : null,
      closedAt: r?.status === 'CLOSED' ? r.closed_at : null,
    });
  }
  return out.reverse();
}
