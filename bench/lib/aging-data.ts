import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/src/platform/db/client.ts';

/**
 * Set-based generation of one side of the books for `bench:aging` (issue 18 item 8), deterministic
 * (`hashint4`): parties, monthly exchange rates (once), and per `invoices` issued invoices over two
 * years (80 % 人民币, 15 % 美元, 5 % 欧元; 1 % still 待复核, 1 % 作废), payments of them (each invoice
 * one payment, the first 60 % a second one; a tenth of the payments never written off = 预收 /
 * 预付), write-offs of each other payment against its invoice (a fifth of them partial, 3 %
 * reversed), red-letter invoices on every 50th invoice, and an opening balance (期初) for every
 * tenth party, half of it written off. Each document's 已核销 / 已红冲 and status are then set from
 * the write-offs and red letters, as the engine keeps them. Amounts never pass what a side has.
 * 应收 and 应付 are the same generation over their own tables (a `Book`).
 */
export interface Book {
  key: string;
  party: { table: string; column: string; code: string; name: string };
  invoices: { table: string; prefix: string };
  payments: { table: string; date: string; prefix: string };
  writeOffs: { table: string; payment: string };
  red: { table: string };
  openings: { table: string };
}

export const receivableBook: Book = {
  key: 'receivable',
  party: { table: 'md_customers', column: 'customer_id', code: 'KH', name: '客户' },
  invoices: { table: 'fin_sales_invoices', prefix: 'KP' },
  payments: { table: 'fin_sales_receipts', date: 'receipt_date', prefix: 'SK' },
  writeOffs: { table: 'fin_sales_writeoffs', payment: 'receipt_id' },
  red: { table: 'fin_sales_red_invoices' },
  openings: { table: 'fin_sales_openings' },
};

export const payableBook: Book = {
  key: 'payable',
  party: { table: 'md_suppliers', column: 'supplier_id', code: 'GYS', name: '供应商' },
  invoices: { table: 'fin_purchase_invoices', prefix: 'CP' },
  payments: { table: 'fin_purchase_payments', date: 'pay_date', prefix: 'FK' },
  writeOffs: { table: 'fin_purchase_writeoffs', payment: 'payment_id' },
  red: { table: 'fin_purchase_red_invoices' },
  openings: { table: 'fin_purchase_openings' },
};

export interface AgingGenerated {
  parties: number;
  invoices: number;
  payments: number;
  openings: number;
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

export async function generateBook(
  db: Db,
  book: Book,
  opts: { invoices: number; parties: number; asOf: string },
  log: (line: string) => void,
): Promise<AgingGenerated> {
  const { invoices, parties, asOf } = opts;
  const payments = Math.round(invoices * 1.6);
  const t0 = performance.now();
  const id = sql.identifier;
  const party = id(book.party.column);
  const partyTable = id(book.party.table);
  const invoiceTable = id(book.invoices.table);
  const paymentTable = id(book.payments.table);
  const paymentDate = id(book.payments.date);
  const writeOffTable = id(book.writeOffs.table);
  const paymentOf = id(book.writeOffs.payment);
  const redTable = id(book.red.table);
  const openingTable = id(book.openings.table);
  const code = (prefix: string, n: SQL, width = 8) =>
    sql`${prefix}::text || lpad((${n})::text, ${width}, '0')`;
  await run(
    db,
    sql`insert into ${partyTable} (code, name, mnemonic, status, create_by)
        select ${code(book.party.code, sql`g`, 6)}, ${book.party.name}::text || g, 'p' || g, 'EBL', 'bench'
        from generate_series(1, ${parties}::int) g`,
  );
  // Two years of monthly rates for the three currencies (人民币 at 1), once for both sides.
  await run(
    db,
    sql`insert into md_exchange_tax_rates (currency_id, month, exchange_rate, tax_rate, status, create_by)
        select c.id, to_char(to_date(${asOf}, 'YYYYMMDD') - (m * interval '1 month'), 'YYYYMM'),
          case c.code when 'CNY' then 10000 when 'USD' then 71000 + m * 20 else 78000 - m * 30 end, 1300, 'EBL', 'bench'
        from md_currencies c cross join generate_series(0, 25) m
        where not exists (select 1 from md_exchange_tax_rates where create_by = 'bench')`,
  );
  log(`  ${parties} ${book.party.table}, rates`);
  // Invoices: party skewed (a few big ones), currency, two years of dates, due in 30/60/90 days.
  await run(
    db,
    sql`insert into ${invoiceTable} (number, invoice_date, ${party}, invoice_type, currency_id, due_date,
          total_amount, verified_amount, red_amount, status, create_by)
        select ${code(book.invoices.prefix, sql`g`)}, d.invoice_date,
          p.ids[1 + ((h / 7) % ${parties}) * ((h / 13) % 4 + 1) / 4],
          'SPECIAL', cur.ids[case when h % 20 < 16 then 1 when h % 20 < 19 then 2 else 3 end],
          ${after(asOf, sql`d.invoice_date`, sql`30 * (1 + (h / 3) % 3)`)},
          (1000 + (h / 11) % 499000)::bigint * 1000000 + (h % 100) * 10000, 0, 0,
          case when h % 100 = 0 then 'APPROVAL_PENDING' when h % 100 = 1 then 'DISCARDED' else 'UNVERIFIED' end, 'bench'
        from generate_series(1, ${invoices}::int) g
          cross join lateral (select abs(hashint4(g)) as h) x
          cross join lateral (select ${before(asOf, sql`(h / 17) % 730`)} as invoice_date) d,
          (select array_agg(id order by case code when 'CNY' then 1 when 'USD' then 2 else 3 end) as ids
           from md_currencies) cur,
          (select array_agg(id order by id) as ids from ${partyTable} where create_by = 'bench') p`,
  );
  log(`  ${invoices} invoices`);
  // Payments: payment r pays invoice 1 + (r − 1) mod n — first 30–70 %, a second one 10–20 % —
  // of the same party and currency, 5–90 days after the invoice.
  await run(
    db,
    sql`insert into ${paymentTable} (number, ${paymentDate}, ${party}, currency_id, amount, method,
          verified_amount, status, create_by)
        select ${code(book.payments.prefix, sql`g`)}, ${after(asOf, sql`i.invoice_date`, sql`5 + h % 86`)},
          i.${party}, i.currency_id,
          i.total_amount * (case when g <= ${invoices}::int then 30 + h % 41 else 10 + h % 11 end) / 100,
          'BANK', 0, case when h % 200 = 0 then 'APPROVAL_PENDING' else 'UNVERIFIED' end, 'bench'
        from generate_series(1, ${payments}::int) g
          cross join lateral (select abs(hashint4(g + 7)) as h) x
          join ${invoiceTable} i on i.id = 1 + (g - 1) % ${invoices}::int`,
  );
  log(`  ${payments} payments`);
  // Write-offs: each issued payment against its own issued invoice, but a tenth left as 预收 /
  // 预付; a fifth partial (half); 3 % reversed (撤销).
  await run(
    db,
    sql`insert into ${writeOffTable} (number, write_date, ${party}, invoice_id, ${paymentOf}, amount,
          status, create_by)
        select ${code('HX', sql`r.id`)}, ${after(asOf, sql`r.${paymentDate}`, sql`h % 21`)},
          r.${party}, i.id, r.id, case when h % 5 = 0 then r.amount / 2 else r.amount end,
          case when h % 100 < 3 then 'DISCARDED' else 'NORMAL' end, 'bench'
        from ${paymentTable} r
          cross join lateral (select abs(hashint4(r.id + 11)) as h) x
          join ${invoiceTable} i on i.id = 1 + (r.id - 1) % ${invoices}::int
        where h % 10 <> 0 and r.status = 'UNVERIFIED' and i.status = 'UNVERIFIED'`,
  );
  log('  write-offs');
  // Red-letter invoices: 10 % of every 50th issued invoice, ten days after it.
  await run(
    db,
    sql`insert into ${redTable} (number, red_date, ${party}, blue_invoice_id, blue_date, red_reason,
          currency_id, total_amount, status, create_by)
        select ${code('HZ', sql`i.id`)}, ${after(asOf, sql`i.invoice_date`, sql`10`)}, i.${party}, i.id,
          i.invoice_date, 'DISCOUNT', i.currency_id, i.total_amount / 10, 'VERIFIED', 'bench'
        from ${invoiceTable} i where i.id % 50 = 0 and i.status = 'UNVERIFIED'`,
  );
  // 期初 for every tenth party (人民币, from before the invoices, due 60 days later), half of it
  // paid by a payment of its own a month later and written off against it.
  await run(
    db,
    sql`insert into ${openingTable} (number, open_date, ${party}, currency_id, amount, due_date, verified_amount,
          status, create_by)
        select ${code('QC', sql`p.id`)}, ${before(asOf, sql`760`)}, p.id, (select id from md_currencies where code = 'CNY'),
          (10000 + abs(hashint4(p.id)) % 990000)::bigint * 10000, ${before(asOf, sql`700`)}, 0, 'UNVERIFIED', 'bench'
        from ${partyTable} p where p.create_by = 'bench' and p.id % 10 = 0`,
  );
  await run(
    db,
    sql`insert into ${paymentTable} (number, ${paymentDate}, ${party}, currency_id, amount, method,
          verified_amount, status, create_by)
        select ${code(`${book.payments.prefix}Q`, sql`o.id`)}, ${before(asOf, sql`730`)}, o.${party}, o.currency_id,
          o.amount / 2, 'BANK', 0, 'UNVERIFIED', 'bench'
        from ${openingTable} o`,
  );
  await run(
    db,
    sql`insert into ${writeOffTable} (number, write_date, ${party}, opening_id, ${paymentOf}, amount, status, create_by)
        select ${code('HXQ', sql`o.id`)}, r.${paymentDate}, o.${party}, o.id, r.id, r.amount, 'NORMAL', 'bench'
        from ${openingTable} o join ${paymentTable} r on r.number = ${code(`${book.payments.prefix}Q`, sql`o.id`)}`,
  );
  log('  red letters, openings');
  // 已核销 / 已红冲 and the status of each document, as the engine keeps them.
  const keepVerified = (
    table: ReturnType<typeof sql.identifier>,
    column: SQL | ReturnType<typeof sql.identifier>,
    total: string,
  ) =>
    run(
      db,
      sql`update ${table} d set verified_amount = w.s,
            status = case when w.s >= d.${id(total)} - ${total === 'total_amount' ? sql`d.red_amount` : sql`0`}
              then 'VERIFIED' else d.status end
          from (select ${column} as doc, sum(amount) as s from ${writeOffTable}
                where status = 'NORMAL' and ${column} is not null group by ${column}) w
          where w.doc = d.id and d.status = 'UNVERIFIED'`,
    );
  await run(
    db,
    sql`update ${invoiceTable} i set red_amount = h.total_amount
        from ${redTable} h where h.blue_invoice_id = i.id`,
  );
  await keepVerified(invoiceTable, sql`invoice_id`, 'total_amount');
  await keepVerified(paymentTable, paymentOf, 'amount');
  await keepVerified(openingTable, sql`opening_id`, 'amount');
  const insertMs = Math.round(performance.now() - t0);
  const t1 = performance.now();
  const tables = [
    book.party.table,
    book.invoices.table,
    book.payments.table,
    book.writeOffs.table,
    book.red.table,
    book.openings.table,
  ];
  for (const table of tables) await run(db, sql.raw(`vacuum analyze ${table}`));
  return {
    parties,
    invoices: await count(db, book.invoices.table),
    payments: await count(db, book.payments.table),
    writeOffs: await count(db, book.writeOffs.table),
    redInvoices: await count(db, book.red.table),
    openings: await count(db, book.openings.table),
    insertMs,
    analyzeMs: Math.round(performance.now() - t1),
  };
}
