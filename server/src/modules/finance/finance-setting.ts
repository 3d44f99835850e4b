import { agingLabels, DEFAULT_AGING_DAYS, type financeSetting, ResultCode } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * 财务设置: the aging boundaries, rising. The kept ones are the latest enabled record's, else the
 * default 30 / 60 / 90 / 120 — read in SQL by the aging queries (one scalar each, computed once per
 * query) and in code for the column headers, from the same row.
 */
const columns = ['aging_days1', 'aging_days2', 'aging_days3', 'aging_days4'] as const;
const latest = sql`from fin_settings where status = 'EBL' order by id desc limit 1`;

export const financeSettingHooks: DocumentHooks<typeof financeSetting> = {
  beforeSave(_ctx, doc) {
    const days = [doc.agingDays1, doc.agingDays2, doc.agingDays3, doc.agingDays4];
    for (let i = 1; i < days.length; i++) {
      const [prev, next] = [days[i - 1], days[i]];
      if (prev != null && next != null && next <= prev)
        fail(ResultCode.VALIDATION, `账龄分段${i + 1}（${next}天）须大于账龄分段${i}（${prev}天）`);
    }
  },
};

/** The four boundaries as SQL scalars (days past due), for a query's aging buckets. */
export type AgingDays = readonly [SQL, SQL, SQL, SQL];

const kept = (i: 0 | 1 | 2 | 3) =>
  sql`coalesce((select ${sql.identifier(columns[i])} ${latest}), ${DEFAULT_AGING_DAYS[i]})`;
export const keptAgingDays: AgingDays = [kept(0), kept(1), kept(2), kept(3)];

/** The boundaries in code (the headers): the same row as `keptAgingDays`. */
export async function agingDays(db: DbOrTx): Promise<number[]> {
  const [row] = await queryRows<{ d: number[] }>(
    db,
    sql`select array[aging_days1, aging_days2, aging_days3, aging_days4] as d ${latest}`,
  );
  return row ? row.d.map(Number) : [...DEFAULT_AGING_DAYS];
}

/** The headers of a report's five overdue columns, named in order, from the kept boundaries. */
export function agingHeaders(keys: readonly [string, string, string, string, string]) {
  return async (db: DbOrTx): Promise<Record<string, string>> => {
    const labels = agingLabels(await agingDays(db));
    return Object.fromEntries(keys.map((k, i) => [k, labels[i]]));
  };
}
