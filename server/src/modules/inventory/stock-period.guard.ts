import { type PeriodBook, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';
import type { ItemKind } from './stock-ledger.service.ts';

/**
 * The freeze of a closed month (月结): nothing may be posted, back-dated or un-audited inside
 * it. Every posting to the ledger and every un-audit of a stock document asks here first.
 */
export const kindLabels: Record<ItemKind, string> = {
  MATERIAL: '物料',
  PRODUCT: '产品',
  TRUSTED: '受托',
};

/** What each book is called in the close's refusals and checks. */
export const bookLabels: Record<PeriodBook, string> = {
  MATERIAL: '物料库存',
  PRODUCT: '产品库存',
  TRUSTED: '受托库存',
  ACCOUNTS: '往来账',
};

export const periodOf = (yyyymmdd: string) => yyyymmdd.slice(0, 6);
export const periodLabel = (period: string) => `${period.slice(0, 4)}年${Number(period.slice(4, 6))}月`;

export async function closedPeriods(
  db: DbOrTx,
  kind: PeriodBook,
  periods: readonly string[],
): Promise<string[]> {
  if (periods.length === 0) return [];
  const rows = await queryRows<{ period: string }>(
    db,
    sql`select period from stock_periods where item_kind = ${kind} and status = 'CLOSED'
        and period in (${sql.join(
          periods.map((p) => sql`${p}`),
          sql`, `,
        )})`,
  );
  return rows.map((r) => r.period).sort();
}

/** Every closed month of a book (yyyymm, oldest first): posting-date pickers grey them out. */
export async function closedPeriodList(db: DbOrTx, kind: PeriodBook): Promise<string[]> {
  const rows = await queryRows<{ period: string }>(
    db,
    sql`select period from stock_periods where item_kind = ${kind} and status = 'CLOSED' order by period`,
  );
  return rows.map((r) => r.period);
}

/** Refuses when the date lies in a closed month of that kind of stock. */
export async function assertPeriodOpen(db: DbOrTx, kind: ItemKind, businessDate: string, what = '过账') {
  const [closed] = await closedPeriods(db, kind, [periodOf(businessDate)]);
  if (closed) {
    fail(
      ResultCode.BUSINESS_RULE,
      `${periodLabel(closed)}${kindLabels[kind]}库存已结账，不能在该月${what}` +
        `（业务日期 ${businessDate.slice(0, 4)}-${businessDate.slice(4, 6)}-${businessDate.slice(6, 8)}）`,
    );
  }
}

/**
 * The lock a posting holds on its months (shared) and a close takes on its month (exclusive): a
 * close waits for the postings already under way in that month and those that come after wait
 * for the close, then find the month closed. It is taken in a statement of its own, before the
 * check, so the check's snapshot sees a close that committed while we waited.
 */
const periodLockKey = (kind: PeriodBook, period: string) => `stock-period:${kind}:${period}`;

export async function lockPeriodForClose(db: DbOrTx, kind: PeriodBook, period: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${periodLockKey(kind, period)}))`);
}

/** The shared side of that lock, on a book's months (in one fixed order), before a check. */
export async function lockPeriodsShared(db: DbOrTx, kind: PeriodBook, periods: readonly string[]) {
  const keys = [...new Set(periods.map((p) => periodLockKey(kind, p)))].sort();
  if (keys.length)
    await db.execute(
      sql`select pg_advisory_xact_lock_shared(hashtext(k))
          from unnest(string_to_array(${keys.join(',')}, ',')) k order by k`,
    );
}

export async function assertPeriodsOpen(
  db: DbOrTx,
  moves: readonly { itemKind: ItemKind; businessDate: string }[],
) {
  const keys = [...new Set(moves.map((m) => periodLockKey(m.itemKind, periodOf(m.businessDate))))].sort();
  if (keys.length)
    await db.execute(
      sql`select pg_advisory_xact_lock_shared(hashtext(k))
          from unnest(string_to_array(${keys.join(',')}, ',')) k order by k`,
    );
  const seen = new Set<string>();
  for (const m of moves) {
    const key = `${m.itemKind}:${periodOf(m.businessDate)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await assertPeriodOpen(db, m.itemKind, m.businessDate);
  }
}
