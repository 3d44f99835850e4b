import { addDays } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Book } from './aging-data.ts';

/**
 * The floor of `bench:aging`: the 应收账款 / 应付账款 answer (one page by 应收余额（元） descending,
 * the row count and the total) written by hand in plain SQL the shortest way we know from the
 * write-offs and red letters alone — what each document had written off as of the date added up
 * once per document by a grouped scan (hash joins) instead of a lookup per document, each kind
 * (invoices, red letters, 期初, payments) added up per party and currency on its own, then the few
 * thousand rows combined; the page and the totals from one statement (window functions). Same
 * rules as `server/src/modules/finance/reports/balance-aging.queries.ts`, which reads the kept
 * 已核销 / 已红冲 instead; the bench checks that both give the same rows.
 */
export interface AgingFilters {
  asOf: string;
  partyId?: number;
}

export function agingFloor(
  book: Book,
  out: { party: string; paid: string },
  f: AgingFilters,
  limit: number,
): SQL {
  const d = f.asOf;
  const id = sql.identifier;
  const party = id(book.party.column);
  const ofParty = (alias: string) =>
    f.partyId === undefined ? sql`` : sql`and ${sql.raw(alias)}.${party} = ${f.partyId}`;
  // Days past due in (from, to] = a 到期日 in [d − to, d − from): the boundary dates in advance,
  // each document's date compared as text (yyyymmdd).
  const bucket = (from: number | null, to: number | null) =>
    sql`coalesce(sum(open) filter (where true ${from === null ? sql`` : sql`and due < ${addDays(d, -from)}`} ${
      to === null ? sql`` : sql`and due >= ${addDays(d, -to)}`
    }), 0)::numeric`;
  const writtenOff = (column: SQL | ReturnType<typeof sql.identifier>) =>
    sql`select ${column} as id, sum(amount) as s from ${id(book.writeOffs.table)} w
        where status = 'NORMAL' and write_date <= ${d} and ${column} is not null ${ofParty('w')} group by ${column}`;
  /** Owed documents (invoices, 期初) added up per party and currency, their open amounts aged. */
  const owed = (docs: SQL) => sql`
      select ${party}, currency_id, sum(amount) as invoiced, 0::numeric as paid, 0::numeric as advance,
        ${bucket(null, 0)}, ${bucket(0, 30)}, ${bucket(30, 60)}, ${bucket(60, 90)}, ${bucket(90, 120)}, ${bucket(120, null)}
      from (${docs}) o group by ${party}, currency_id`;
  return sql`with
    wi as (${writtenOff(sql`invoice_id`)}),
    wp as (${writtenOff(id(book.writeOffs.payment))}),
    wo as (${writtenOff(sql`opening_id`)}),
    rd as (select blue_invoice_id as id, sum(total_amount) as s from ${id(book.red.table)} h
           where status = 'VERIFIED' and red_date <= ${d} ${ofParty('h')} group by blue_invoice_id),
    -- Each kind added up per party and currency on its own (hash aggregates of a few thousand
    -- groups), so the union that follows is small and nothing is sorted.
    l (${party}, currency_id, invoiced, paid, advance, b0, b30, b60, b90, b120, bmore) as (
      ${owed(sql`select i.${party}, i.currency_id, i.total_amount as amount,
          i.total_amount - coalesce(wi.s, 0) - coalesce(rd.s, 0) as open,
          coalesce(i.due_date, i.invoice_date) as due
        from ${id(book.invoices.table)} i left join wi on wi.id = i.id left join rd on rd.id = i.id
        where i.status in ('UNVERIFIED', 'VERIFIED') and i.invoice_date <= ${d} ${ofParty('i')}`)}
      union all
      ${owed(sql`select o.${party}, o.currency_id, o.amount, o.amount - coalesce(wo.s, 0) as open,
          coalesce(o.due_date, o.open_date) as due
        from ${id(book.openings.table)} o left join wo on wo.id = o.id
        where o.status in ('UNVERIFIED', 'VERIFIED') and o.open_date <= ${d} ${ofParty('o')}`)}
      union all
      select h.${party}, h.currency_id, -sum(h.total_amount), 0, 0, 0, 0, 0, 0, 0, 0
      from ${id(book.red.table)} h
      where h.status = 'VERIFIED' and h.red_date <= ${d} ${ofParty('h')} group by h.${party}, h.currency_id
      union all
      select r.${party}, r.currency_id, 0, sum(r.amount), sum(r.amount - coalesce(wp.s, 0)), 0, 0, 0, 0, 0, 0
      from ${id(book.payments.table)} r left join wp on wp.id = r.id
      where r.status in ('UNVERIFIED', 'VERIFIED') and r.${id(book.payments.date)} <= ${d} ${ofParty('r')}
      group by r.${party}, r.currency_id
    ),
    x as (
      select ${party} as ${id(out.party)}, currency_id as "currencyId", sum(invoiced)::bigint as invoiced,
        sum(paid)::bigint as ${id(out.paid)}, sum(advance)::bigint as advance, sum(b0)::bigint as "notDue",
        sum(b30)::bigint as overdue30, sum(b60)::bigint as overdue60, sum(b90)::bigint as overdue90,
        sum(b120)::bigint as overdue120, sum(bmore)::bigint as "overdueMore"
      from l group by ${party}, currency_id
    ),
    rate as (
      select distinct on (currency_id) currency_id, exchange_rate from md_exchange_tax_rates
      where month = substr(${d}, 1, 6) and status = 'EBL' order by currency_id, id desc
    ),
    y as (
      select x.*, x.invoiced - x.${id(out.paid)} as balance,
        round((x.invoiced - x.${id(out.paid)})::numeric * coalesce(rate.exchange_rate,
          case when c.code = 'CNY' then 10000 end) / 10000)::bigint as "balanceCny"
      from x left join rate on rate.currency_id = x."currencyId" left join md_currencies c on c.id = x."currencyId"
    )
    select y.*, count(*) over ()::int as "__count", coalesce(sum(y."balanceCny") over (), 0)::bigint as "__total"
    from y order by y."balanceCny" desc nulls last limit ${limit}`;
}
