import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/src/platform/db/client.ts';

/**
 * Set-based generation of a receivable book for `bench:aging` (issue 18 item 8), deterministic
 * (`hashint4`): customers, monthly exchange rates, and per `invoices` issued sales invoices over
 * two years (80 % 人民币, 15 % 美元, 5 % 欧元; 1 % still 待复核, 1 % 作废), receipts paying them
 * (each invoice one receipt, the first 60 % a second one; a tenth of the receipts never written
 * off = 预收), write-offs of each other receipt against its invoice (a fifth of them partial, 3 %
 * reversed), and red-letter invoices on every 50th invoice. Each side's 已核销金额 and status are
 * then set from the write-offs, as the engine keeps them. Amounts never pass what a side has.
 */
export interface AgingGenerated {
  customers: number;
  invoices: number;
  receipts: number;
  writeOffs: number;
  redInvoices: number;
  insertMs: number;
  analyzeMs: number;
}

const run = (db: Db, q: SQL) => db.execute(q);
const count = async (db: Db, table: string) =>
  Number(
    (
      (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );

/** yyyymmdd of `asOf` minus `days` (an SQL integer expression), never after `asOf`. */
const before = (asOf: string, days: SQL) =>
  sql`to_char(least(to_date(${asOf}, 'YYYYMMDD'), to_date(${asOf}, 'YYYYMMDD') - (${days})::int), 'YYYYMMDD')`;
const after = (asOf: string, from: SQL, days: SQL) =>
  sql`to_char(least(to_date(${asOf}, 'YYYYMMDD'), to_date(${from}, 'YYYYMMDD') + (${days})::int), 'YYYYMMDD')`;

export async function generateReceivables(
  db: Db,
  opts: { invoices: number; customers: number; asOf: string },
  log: (line: string) => void,
): Promise<AgingGenerated> {
  const { invoices, customers, asOf } = opts;
  const receipts = Math.round(invoices * 1.6);
  const t0 = performance.now();
  await run(
    db,
    sql`insert into md_customers (code, name, mnemonic, status, create_by)
        select 'KH' || lpad(g::text, 6, '0'), '客户' || g, 'kh' || g, 'EBL', 'bench'
        from generate_series(1, ${customers}::int) g`,
  );
  // Two years of monthly rates for the three currencies (人民币 at 1).
  await run(
    db,
    sql`insert into md_exchange_tax_rates (currency_id, month, exchange_rate, tax_rate, status, create_by)
        select c.id, to_char(to_date(${asOf}, 'YYYYMMDD') - (m * interval '1 month'), 'YYYYMM'),
          case c.code when 'CNY' then 10000 when 'USD' then 71000 + m * 20 else 78000 - m * 30 end, 1300, 'EBL', 'bench'
        from md_currencies c cross join generate_series(0, 25) m`,
  );
  log(`  ${customers} customers, rates`);
  // Invoices: customer skewed (a few big ones), currency, two years of dates, due in 30/60/90 days.
  await run(
    db,
    sql`insert into fin_sales_invoices (number, invoice_date, customer_id, invoice_type, currency_id, due_date,
          total_amount, verified_amount, red_amount, status, create_by)
        select 'KP' || lpad(g::text, 8, '0'), d.invoice_date,
          cust.ids[1 + ((h / 7) % ${customers}) * ((h / 13) % 4 + 1) / 4],
          'SPECIAL', cur.ids[case when h % 20 < 16 then 1 when h % 20 < 19 then 2 else 3 end],
          ${after(asOf, sql`d.invoice_date`, sql`30 * (1 + (h / 3) % 3)`)},
          (1000 + (h / 11) % 499000)::bigint * 1000000 + (h % 100) * 10000, 0, 0,
          case when h % 100 = 0 then 'APPROVAL_PENDING' when h % 100 = 1 then 'DISCARDED' else 'UNVERIFIED' end, 'bench'
        from generate_series(1, ${invoices}::int) g
          cross join lateral (select abs(hashint4(g)) as h) x
          cross join lateral (select ${before(asOf, sql`(h / 17) % 730`)} as invoice_date) d,
          (select array_agg(id order by case code when 'CNY' then 1 when 'USD' then 2 else 3 end) as ids
           from md_currencies) cur,
          (select array_agg(id order by id) as ids from md_customers) cust`,
  );
  log(`  ${invoices} invoices`);
  // Receipts: receipt r pays invoice 1 + (r − 1) mod n — first 30–70 %, a second one 10–20 % —
  // of the same customer and currency, 5–90 days after the invoice.
  await run(
    db,
    sql`insert into fin_sales_receipts (number, receipt_date, customer_id, currency_id, amount, method,
          verified_amount, status, create_by)
        select 'SK' || lpad(g::text, 8, '0'), ${after(asOf, sql`i.invoice_date`, sql`5 + h % 86`)},
          i.customer_id, i.currency_id,
          i.total_amount * (case when g <= ${invoices}::int then 30 + h % 41 else 10 + h % 11 end) / 100,
          'BANK', 0, case when h % 200 = 0 then 'APPROVAL_PENDING' else 'UNVERIFIED' end, 'bench'
        from generate_series(1, ${receipts}::int) g
          cross join lateral (select abs(hashint4(g + 7)) as h) x
          join fin_sales_invoices i on i.id = 1 + (g - 1) % ${invoices}::int`,
  );
  log(`  ${receipts} receipts`);
  // Write-offs: each issued receipt against its own issued invoice, but a tenth left as 预收; a
  // fifth partial (half); 3 % reversed (撤销).
  await run(
    db,
    sql`insert into fin_sales_writeoffs (number, write_date, customer_id, invoice_id, receipt_id, amount,
          status, create_by)
        select 'HX' || lpad(r.id::text, 8, '0'), ${after(asOf, sql`r.receipt_date`, sql`h % 21`)},
          r.customer_id, i.id, r.id, case when h % 5 = 0 then r.amount / 2 else r.amount end,
          case when h % 100 < 3 then 'DISCARDED' else 'NORMAL' end, 'bench'
        from fin_sales_receipts r
          cross join lateral (select abs(hashint4(r.id + 11)) as h) x
          join fin_sales_invoices i on i.id = 1 + (r.id - 1) % ${invoices}::int
        where h % 10 <> 0 and r.status = 'UNVERIFIED' and i.status = 'UNVERIFIED'`,
  );
  log('  write-offs');
  // Red-letter invoices: 10 % of every 50th issued invoice, ten days after it.
  await run(
    db,
    sql`insert into fin_sales_red_invoices (number, red_date, customer_id, blue_invoice_id, blue_date, red_reason,
          currency_id, total_amount, status, create_by)
        select 'HZ' || lpad(i.id::text, 8, '0'), ${after(asOf, sql`i.invoice_date`, sql`10`)}, i.customer_id, i.id,
          i.invoice_date, 'DISCOUNT', i.currency_id, i.total_amount / 10, 'VERIFIED', 'bench'
        from fin_sales_invoices i where i.id % 50 = 0 and i.status = 'UNVERIFIED'`,
  );
  // 已核销 / 已红冲 and the status of each side, as the engine keeps them.
  await run(
    db,
    sql`update fin_sales_invoices i set verified_amount = w.s
        from (select invoice_id, sum(amount) as s from fin_sales_writeoffs where status = 'NORMAL' group by invoice_id) w
        where w.invoice_id = i.id`,
  );
  await run(
    db,
    sql`update fin_sales_invoices i set red_amount = h.total_amount
        from fin_sales_red_invoices h where h.blue_invoice_id = i.id`,
  );
  await run(
    db,
    sql`update fin_sales_invoices set status = 'VERIFIED'
        where status = 'UNVERIFIED' and verified_amount >= total_amount - red_amount`,
  );
  await run(
    db,
    sql`update fin_sales_receipts r set verified_amount = w.s,
          status = case when w.s >= r.amount then 'VERIFIED' else r.status end
        from (select receipt_id, sum(amount) as s from fin_sales_writeoffs where status = 'NORMAL' group by receipt_id) w
        where w.receipt_id = r.id`,
  );
  const insertMs = Math.round(performance.now() - t0);
  const t1 = performance.now();
  for (const table of [
    'md_customers',
    'fin_sales_invoices',
    'fin_sales_receipts',
    'fin_sales_writeoffs',
    'fin_sales_red_invoices',
  ])
    await run(db, sql.raw(`vacuum analyze ${table}`));
  return {
    customers,
    invoices: await count(db, 'fin_sales_invoices'),
    receipts: await count(db, 'fin_sales_receipts'),
    writeOffs: await count(db, 'fin_sales_writeoffs'),
    redInvoices: await count(db, 'fin_sales_red_invoices'),
    insertMs,
    analyzeMs: Math.round(performance.now() - t1),
  };
}
