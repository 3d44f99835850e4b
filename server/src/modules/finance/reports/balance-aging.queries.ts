import { companyToday } from '@tiangong/domain';
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
 *
 * Shaped for 100,000 open invoices (`npm run bench:aging`, docs/PERFORMANCE.md): each document
 * keeps its 已核销 and 已红冲 (`verified_amount`, `red_amount`, moved under the row's lock by every
 * write-off and red letter), so what stood written off on the date is the kept amount less the
 * write-offs and red letters dated after it — for today none, an index range of nothing; for a
 * past date only those since, added up once per document by a grouped scan. Each kind is added up
 * per party and currency on its own before the few rows per party are combined — no union of
 * every document sorted on disk. (The bench's floor computes the same from the write-offs alone
 * and checks that both agree.)
 */
export interface BalanceSide {
  /** Party column of invoices, payments and write-offs, and the report's key for it. */
  party: { column: string; key: string; labels: string; filter: string };
  invoices: { table: string; date: string };
  payments: { table: string; date: string; amount: string };
  /** Output key of what was paid (received, paid). */
  paidAs: string;
  writeOffs: { table: string; payment: string };
  /** Red-letter invoices: their table, the column naming the blue one, their date; the blue's kept 已红冲. */
  red?: { table: string; blue: string; date: string; kept: string };
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

/**
 * Open amount in one aging bucket: days past due in (from, to], over the owed documents `o`, each
 * with its 到期日 `o.due` (yyyymmdd). Days past due = as-of − due, so "more than `from` days" is
 * "due before as-of − `from`": the boundary dates are worked out once per statement and each
 * document's date compared as text — date arithmetic per document and bucket cost most of the
 * report (≈ 0.5 s of 0.9 s over 100,000 invoices on PGlite).
 */
const bucket = (asOf: string, from: SQL | number | null, to: SQL | number | null) => {
  const dayBefore = (days: SQL | number) =>
    sql`(select to_char(to_date(${asOf}, 'YYYYMMDD') - (${days})::int, 'YYYYMMDD'))`;
  return sql`coalesce(sum(o.open) filter (where true ${from === null ? sql`` : sql`and o.due < ${dayBefore(from)}`} ${
    to === null ? sql`` : sql`and o.due >= ${dayBefore(to)}`
  }), 0)`;
};

/** The buckets' output columns, in order: 未到期, then one per boundary, then past the last. */
function buckets(asOf: string, [b1, b2, b3, b4]: AgingDays): SQL {
  const b = (from: SQL | number | null, to: SQL | number | null) => bucket(asOf, from, to);
  return sql`${b(null, 0)} as "notDue", ${b(0, b1)} as overdue30, ${b(b1, b2)} as overdue60,
        ${b(b2, b3)} as overdue90, ${b(b3, b4)} as overdue120, ${b(b4, null)} as "overdueMore"`;
}
const noBuckets = sql`0, 0, 0, 0, 0, 0`;
const bucketKeys = ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'];

/** `days`: the aging boundaries (财务设置's, read in SQL), each bucket up to and including its day. */
export function balanceAgingQuery(side: BalanceSide, days: AgingDays) {
  const party = id(side.party.column);
  return (f: ReportFilters): SQL => {
    // The date as a value, not read from a CTE: the planner then knows how many documents it keeps.
    const asOf = str(f.asOf) ?? companyToday();
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
    const ofParty = partyId === undefined ? sql`` : sql`and ${party} = ${partyId}`;
    /**
     * What of each document's kept 已核销 was written off after the date (not reversed): the
     * kept amount less this stood on the date.
     */
    const writtenOffSince = (column: string) =>
      sql`select ${id(column)} as id, sum(amount) as s from ${id(side.writeOffs.table)}
        where status = 'NORMAL' and write_date > ${asOf} and ${id(column)} is not null ${ofParty}
        group by ${id(column)}`;
    /** Kept 已核销 of a document (alias) as it stood on the date, `since` being its later write-offs. */
    const verifiedOn = (alias: string, since: string) =>
      sql`(coalesce(${sql.raw(alias)}.verified_amount, 0) - coalesce(${sql.raw(since)}.s, 0))`;
    const red = side.red;
    const openings = side.openings;
    const ctes = [
      sql`wi as (${writtenOffSince('invoice_id')})`,
      sql`wp as (${writtenOffSince(side.writeOffs.payment)})`,
      ...(openings ? [sql`wo as (${writtenOffSince(openings.writeOff)})`] : []),
      ...(red
        ? [
            sql`rd as (select ${id(red.blue)} as id, sum(total_amount) as s from ${id(red.table)}
              where status = 'VERIFIED' and ${id(red.date)} > ${asOf} ${ofParty} group by ${id(red.blue)})`,
          ]
        : []),
    ];
    /** Owed documents of one kind (invoices, opening balances) added up per party and currency. */
    const owed = (docs: SQL) => sql`select o.${party}, o.currency_id, sum(o.amount) as invoiced, 0 as paid,
        0 as advance, ${buckets(asOf, days)}
      from (${docs}) o group by o.${party}, o.currency_id`;
    const invoiceDate = id(side.invoices.date);
    const kinds = [
      owed(sql`select i.${party}, i.currency_id, i.total_amount as amount,
          i.total_amount - ${verifiedOn('i', 'wi')}
            ${red ? sql`- (coalesce(i.${id(red.kept)}, 0) - coalesce(rd.s, 0))` : sql``} as open,
          coalesce(i.due_date, i.${invoiceDate}) as due
        from ${id(side.invoices.table)} i left join wi on wi.id = i.id
          ${red ? sql`left join rd on rd.id = i.id` : sql``}
        where ${where('i')} and i.${invoiceDate} <= ${asOf}`),
      // A red-letter invoice lowers what was invoiced; its amount is already off its blue one's open.
      ...(red
        ? [
            sql`select h.${party}, h.currency_id, -sum(h.total_amount), 0, 0, ${noBuckets}
              from ${id(red.table)} h where ${where('h', sql`('VERIFIED')`)} and h.${id(red.date)} <= ${asOf}
              group by h.${party}, h.currency_id`,
          ]
        : []),
      // 期初 is owed like an invoice (from its date, aged by its 到期日) and written off the same way.
      ...(openings
        ? [
            owed(sql`select o.${party}, o.currency_id, o.amount, o.amount - ${verifiedOn('o', 'wo')} as open,
                coalesce(o.due_date, o.${id(openings.date)}) as due
              from ${id(openings.table)} o left join wo on wo.id = o.id
              where ${where('o')} and o.${id(openings.date)} <= ${asOf}`),
          ]
        : []),
      sql`select r.${party}, r.currency_id, 0, sum(r.${id(side.payments.amount)}),
          sum(r.${id(side.payments.amount)} - ${verifiedOn('r', 'wp')}), ${noBuckets}
        from ${id(side.payments.table)} r left join wp on wp.id = r.id
        where ${where('r')} and r.${id(side.payments.date)} <= ${asOf} group by r.${party}, r.currency_id`,
    ];
    const ownerOut = side.owner
      ? sql`(select c.${id(side.owner.column)} from ${id(side.party.labels)} c where c.id = l.${party}) as ${id(side.owner.key)},`
      : sql``;
    const ownerLabel = side.owner
      ? sql`(select s.real_name from v_staff s where s.id = x.${id(side.owner.key)}) as ${id(`${side.owner.key.slice(0, -2)}Label`)},`
      : sql``;
    const partyKey = id(side.party.key);
    const summed = sql.join(
      bucketKeys.map((k) => sql`coalesce(sum(l.${id(k)}), 0)::bigint as ${id(k)}`),
      sql`, `,
    );
    return sql`with ${sql.join(ctes, sql`, `)},
    l (${party}, currency_id, invoiced, paid, advance, ${sql.join(bucketKeys.map(id), sql`, `)}) as (
      ${sql.join(kinds, sql` union all `)}
    )
    select x.*, x.invoiced - x.${id(side.paidAs)} as balance,
      round((x.invoiced - x.${id(side.paidAs)})::numeric * coalesce(
        (select e.exchange_rate from md_exchange_tax_rates e
         where e.currency_id = x."currencyId" and e.month = ${asOf.slice(0, 6)} and e.status = 'EBL' order by e.id desc limit 1),
        (select 10000 from md_currencies c where c.id = x."currencyId" and c.code = 'CNY')) / 10000)::bigint as "balanceCny",
      (select c.code || ' ' || c.name from ${id(side.party.labels)} c where c.id = x.${partyKey}) as ${id(`${side.party.key.slice(0, -2)}Label`)},
      ${ownerLabel}
      (select c.code || ' ' || c.name from md_currencies c where c.id = x."currencyId") as "currencyLabel",
      ${asOf}::text as "asOf"
    from (
      select l.${party} as ${partyKey}, ${ownerOut}
        l.currency_id as "currencyId",
        coalesce(sum(l.invoiced), 0)::bigint as invoiced,
        coalesce(sum(l.paid), 0)::bigint as ${id(side.paidAs)},
        coalesce(sum(l.advance), 0)::bigint as advance,
        ${summed}
      from l group by l.${party}, l.currency_id
    ) x`;
  };
}
