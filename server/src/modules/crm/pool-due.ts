import { COMPANY_TIME_ZONE, type PoolSettings } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * When an owned customer goes back to the public pool, as one SQL over `md_customers c`: the days
 * left before its return (≤ 0: due now) and why. A follow-up counts from the later of its last
 * activity and the day its owner got it (a customer just claimed has its full N days); a deal
 * likewise. A level's own days, where set, replace the general ones; a dealt customer is exempt
 * unless `includeDealt`.
 */
function levelCase(settings: PoolSettings, key: 'contactExpireDays' | 'dealExpireDays'): SQL {
  const general = settings[key];
  const whens = Object.entries(settings.levelDays)
    .filter(([, l]) => l && l[key] != null)
    .map(([level, l]) => sql` when ${level} then ${l![key]}::int`);
  if (whens.length === 0) return sql`${general}::int`;
  return sql`(case c.evaluate_level${sql.join(whens, sql``)} else ${general}::int end)`;
}

const ymd = (col: SQL) => sql`to_date(${col}, 'YYYYMMDD')`;

/** Columns `id`, `owner_id`, `days_left`, `reason` of every owned, normal, non-exempt customer. */
export function poolDueSql(settings: PoolSettings, today: string): SQL {
  // The day the customer was created on the company's calendar, not the database session's zone.
  const since = sql`coalesce(c.owner_since, to_char(c.create_at at time zone ${COMPANY_TIME_ZONE}, 'YYYYMMDD'))`;
  const followBase = sql`greatest(c.last_follow_date, ${since})`;
  const dealBase = sql`greatest(c.last_deal_date, ${since})`;
  const n = levelCase(settings, 'contactExpireDays');
  const m = levelCase(settings, 'dealExpireDays');
  const t = ymd(sql`${today}`);
  const followLeft = sql`(${n} - (${t} - ${ymd(followBase)}))`;
  const dealLeft = sql`(${m} - (${t} - ${ymd(dealBase)}))`;
  const exempt = settings.includeDealt ? sql`false` : sql`c.last_deal_date is not null`;
  return sql`select id, owner_id, days_left, case when follow_left is not distinct from days_left
      then follow_days || '天未跟进' else deal_days || '天未成交' end as reason
    from (select c.id, c.owner_id, ${followLeft} as follow_left, ${n} as follow_days, ${dealLeft} as deal_left,
            ${m} as deal_days, least(${followLeft}, ${dealLeft}) as days_left
          from md_customers c
          where c.owner_id is not null and c.status = 'NORMAL' and not (${exempt})) x
    where days_left is not null`;
}
