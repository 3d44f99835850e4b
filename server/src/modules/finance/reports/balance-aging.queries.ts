import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import type { AgingDays } from '../finance-setting.ts';

/**
 * One query for 应收账款 and 应付账款 (issue 18 item 5), as of a date: issued (复核) invoices and
 * payments dated on or before it, each side's open amount = its amount − the write-offs (not
 * reversed) dated on or before it. Per party and currency: balance = invoiced (less red-letter
 * invoices) − paid; open invoice amounts (less their write-offs and red-letter invoices as of the
 * date) aged by days past their 到期日 in the buckets of 财务设置; 预收 / 预付 = open payment amounts.
 * Σ buckets − advance = balance holds by construction, in integers. What differs between the
 * sides is a `BalanceSide`: tables, the party column, the red-letter table (or none), the
 * opening balances (or none).
 */
export interface BalanceSide {
  /** Party column of invoices, payments and write-offs, and the report's key for it. */
  party: { column: string; key: string; labels: string; filter: string };
  invoices: { table: string; date: string };
  payments: { table: string; date: string; amount: string };
  /** Output key of what was paid (received, paid). */
  paidAs: string;
  writeOffs: { table: string; payment: string };
  /** Red-letter invoices: their table, the column naming the blue one, their date. */
  red?: { table: string; blue: string; date: string };
  /**
   * Opening balances (期初应收): owed like an invoice from their date, aged by their 到期日, written
   * off through the write-off column named.
   */
  openings?: { table: string; date: string; writeOff: string };
  /** The party's owner (业务员), a filter and a column where the side has one. */
  owner?: { column: string; key: string; filter: string };
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : undefined);
const ISSUED = sql`('UNVERIFIED', 'VERIFIED')`;
const id = (name: string) => sql.identifier(name);

/** Open amount in one aging bucket: days past due in (from, to]. */
const bucket = (from: SQL | number | null, to: SQL | null) =>
  sql`coalesce(sum(l.open) filter (where l.kind = 'I' ${from === null ? sql`` : sql`and l.overdue > ${from}`} ${
    to === null ? sql`` : sql`and l.overdue <= ${to}`
  }), 0)::bigint`;

/** The buckets' output columns, in order: 未到期, then one per boundary, then past the last. */
function buckets([b1, b2, b3, b4]: AgingDays): SQL {
  return sql`${bucket(null, sql`0`)} as "notDue", ${bucket(0, b1)} as overdue30, ${bucket(b1, b2)} as overdue60,
        ${bucket(b2, b3)} as overdue90, ${bucket(b3, b4)} as overdue120, ${bucket(b4, null)} as "overdueMore"`;
}

/** `days`: the aging boundaries (财务设置's, read in SQL), each bucket up to and including its day. */
export function balanceAgingQuery(side: BalanceSide, days: AgingDays) {
  const party = id(side.party.column);
  return (f: ReportFilters): SQL => {
    const asOf = str(f.asOf) ?? null;
    const partyId = num(f[side.party.filter]);
    const currency = num(f.currencyId);
    const owner = side.owner ? num(f[side.owner.filter]) : undefined;
    const where = (alias: string, statuses: SQL = ISSUED) =>
      sql.join(
        [
          sql`${sql.raw(alias)}.status in ${statuses}`,
          ...(partyId === undefined ? [] : [sql`${sql.raw(alias)}.${party} = ${partyId}`]),
          ...(currency === undefined ? [] : [sql`${sql.raw(alias)}.currency_id = ${currency}`]),
          ...(owner === undefined || !side.owner
            ? []
            : [
                sql`${sql.raw(alias)}.${party} in (select c.id from ${id(side.party.labels)} c where c.${id(side.owner.column)} = ${owner})`,
              ]),
        ],
        sql` and `,
      );
    const writtenOff = (column: string, of: SQL) =>
      sql`coalesce((select sum(w.amount) from ${id(side.writeOffs.table)} w
        where w.${id(column)} = ${of} and w.status = 'NORMAL' and w.write_date <= a.d), 0)`;
    const red = side.red;
    const reddened = (of: SQL) =>
      red
        ? sql` - coalesce((select sum(h.total_amount) from ${id(red.table)} h
        where h.${id(red.blue)} = ${of} and h.status = 'VERIFIED' and h.${id(red.date)} <= a.d), 0)`
        : sql``;
    const redLines = red
      ? sql`union all
      -- A red-letter invoice lowers what was invoiced; its amount is already off its blue one's open.
      select h.${party}, h.currency_id, 'I', -h.total_amount, 0, 0
      from ${id(red.table)} h cross join a where ${where('h', sql`('VERIFIED')`)} and h.${id(red.date)} <= a.d`
      : sql``;
    const openings = side.openings;
    const openingLines = openings
      ? sql`union all
      -- 期初 is owed like an invoice (from its date, aged by its 到期日) and written off the same way.
      select o.${party}, o.currency_id, 'I', o.amount, o.amount - ${writtenOff(openings.writeOff, sql`o.id`)},
        to_date(a.d, 'YYYYMMDD') - to_date(coalesce(o.due_date, o.${id(openings.date)}), 'YYYYMMDD')
      from ${id(openings.table)} o cross join a where ${where('o')} and o.${id(openings.date)} <= a.d`
      : sql``;
    const ownerOut = side.owner
      ? sql`(select c.${id(side.owner.column)} from ${id(side.party.labels)} c where c.id = l.${party}) as ${id(side.owner.key)},`
      : sql``;
    const ownerLabel = side.owner
      ? sql`(select s.real_name from v_staff s where s.id = x.${id(side.owner.key)}) as ${id(`${side.owner.key.slice(0, -2)}Label`)},`
      : sql``;
    const partyKey = id(side.party.key);
    return sql`with a as (select coalesce(${asOf}::text, to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD')) as d),
    l as (
      select i.${party}, i.currency_id, 'I' as kind, i.total_amount as amount,
        i.total_amount - ${writtenOff('invoice_id', sql`i.id`)}${reddened(sql`i.id`)} as open,
        to_date(a.d, 'YYYYMMDD') - to_date(coalesce(i.due_date, i.${id(side.invoices.date)}), 'YYYYMMDD') as overdue
      from ${id(side.invoices.table)} i cross join a where ${where('i')} and i.${id(side.invoices.date)} <= a.d
      ${redLines}
      ${openingLines}
      union all
      select r.${party}, r.currency_id, 'R', r.${id(side.payments.amount)},
        r.${id(side.payments.amount)} - ${writtenOff(side.writeOffs.payment, sql`r.id`)}, 0
      from ${id(side.payments.table)} r cross join a where ${where('r')} and r.${id(side.payments.date)} <= a.d
    )
    select x.*, x.invoiced - x.${id(side.paidAs)} as balance,
      round((x.invoiced - x.${id(side.paidAs)})::numeric * coalesce(
        (select e.exchange_rate from md_exchange_tax_rates e cross join a
         where e.currency_id = x."currencyId" and e.month = substr(a.d, 1, 6) and e.status = 'EBL' order by e.id desc limit 1),
        (select 10000 from md_currencies c where c.id = x."currencyId" and c.code = 'CNY')) / 10000)::bigint as "balanceCny",
      (select c.code || ' ' || c.name from ${id(side.party.labels)} c where c.id = x.${partyKey}) as ${id(`${side.party.key.slice(0, -2)}Label`)},
      ${ownerLabel}
      (select c.code || ' ' || c.name from md_currencies c where c.id = x."currencyId") as "currencyLabel",
      (select a.d from a) as "asOf"
    from (
      select l.${party} as ${partyKey}, ${ownerOut}
        l.currency_id as "currencyId",
        coalesce(sum(l.amount) filter (where l.kind = 'I'), 0)::bigint as invoiced,
        coalesce(sum(l.amount) filter (where l.kind = 'R'), 0)::bigint as ${id(side.paidAs)},
        coalesce(sum(l.open) filter (where l.kind = 'R'), 0)::bigint as advance,
        ${buckets(days)}
      from l group by l.${party}, l.currency_id
    ) x`;
  };
}
