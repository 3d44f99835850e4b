import { companyToday, type Envelope } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../platform/db/client.ts';
import { ApiClient, type TestApp } from '../../../test/test-app.ts';
import { materialFixture } from '../../inventory/testing/material-fixture.ts';
import { receivedGoods } from './payable-documents.ts';
import { deliveredGoods } from './sales-delivery.ts';

type Row = Record<string, unknown>;
type Saved = Envelope<{ id: number }>;

/** The documents of a book, by what they are to it. */
export type BookDoc = 'invoice' | 'red' | 'payment' | 'writeOff' | 'opening';

/**
 * One side of the books — 应收 (customers, receipts) or 应付 (suppliers, payments) — driven over
 * the API the same way, so one test (the property test, the settlement dates' reproductions) serves
 * both: each party has goods to bill a little at a time at `price`; invoices, red-letter invoices
 * (开票有误), payments, opening balances (期初) and write-offs are keyed by whoever keys them on that
 * side and 复核 by finance; the report is the side's 应收账款 / 应付账款 as of a date.
 */
export interface Book {
  title: '应收' | '应付';
  prefix: string;
  /** The documents' call names (`<prefix>/addOrUpdate<Name>`, `change<Name>State`). */
  names: Record<BookDoc, string>;
  partyField: 'customerId' | 'supplierId';
  paymentField: 'receiptId' | 'paymentId';
  /** The report's column of what was paid (收款, 付款). */
  paidKey: 'received' | 'paid';
  writeOffs: { table: string; payment: string };
  /** Each document's table. */
  table: Record<BookDoc, string>;
  parties: number[];
  /** The parties' codes and the column naming them in an import (客户, 供应商). */
  partyCodes: string[];
  partyLabel: '客户' | '供应商';
  currency: number;
  /** Every invoice line's unit price (×1,000,000). */
  price: bigint;
  /** Saves (does not 复核) an invoice of `qty` (×1,000,000 kg) of party `c`'s goods. */
  invoice(c: number, qty: bigint, date: string, due: string): Promise<Saved>;
  /** Saves a red-letter invoice (开票有误) of `qty` of the blue invoice's line. */
  red(blueId: number, qty: bigint, date: string): Promise<Saved>;
  payment(c: number, amount: bigint, date: string): Promise<Saved>;
  opening(c: number, amount: bigint, date: string, due: string): Promise<Saved>;
  /** A write-off saved whole (an edit names its id and version). */
  writeOff(
    c: number,
    owed: { id: number; opening: boolean },
    paymentId: number,
    amount: bigint,
    date: string,
    edit?: { id: number; version: number },
  ): Promise<Saved>;
  /** Opening balances imported from the template filled with `rows` (by column header). */
  importOpenings(rows: Record<string, string>[]): Promise<Envelope<{ imported: number; errors: unknown[] }>>;
  /** A state change by whoever makes it on this side (复核, 反审核, 撤销). */
  act(doc: BookDoc, id: number, action: string): Promise<Envelope<Row>>;
  /** Saves a document again as its detail reads, with `change` (by whoever keys it). */
  edit(doc: BookDoc, id: number, change: Row): Promise<Saved>;
  version(doc: BookDoc, id: number): Promise<number>;
  auto(paymentIds: number[]): Promise<Envelope<{ count: number }>>;
  /** The report's rows as of a date. */
  report(asOf: string): Promise<Row[]>;
  /** Empties the side's finance documents. */
  wipe(): Promise<void>;
}

const login = async (t: TestApp, user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const idOf = async (t: TestApp, q: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(t.database.db, q))[0].id;

/** What both sides do alike, given their call names and who makes which call. */
function book(
  t: TestApp,
  o: Omit<Book, 'act' | 'edit' | 'version' | 'auto' | 'report' | 'wipe' | 'writeOff' | 'importOpenings'> & {
    clients: {
      reader: ApiClient;
      keyer: Record<BookDoc, ApiClient>;
      actor: Record<BookDoc, ApiClient>;
      cashier: ApiClient;
    };
    autoUrl: string;
    reportUrl: string;
  },
): Book {
  const { reader, keyer, actor, cashier } = o.clients;
  const version = async (doc: BookDoc, id: number) => {
    const res = await reader.get<{ version: number }>(`${o.prefix}/query${o.names[doc]}Detail`, {
      id: String(id),
    });
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    return res.result.version;
  };
  return {
    ...o,
    version,
    act: (doc, id, action) => actor[doc].changeState<Row>(o.prefix, o.names[doc], id, action, {}, reader),
    async edit(doc, id, change) {
      const res = await reader.get<Row>(`${o.prefix}/query${o.names[doc]}Detail`, { id: String(id) });
      expect(res.resultCode, JSON.stringify(res)).toBe('0');
      return keyer[doc].post(`${o.prefix}/addOrUpdate${o.names[doc]}`, { ...res.result, ...change });
    },
    writeOff: (c, owed, paymentId, amount, date, edit) =>
      cashier.post(`${o.prefix}/addOrUpdate${o.names.writeOff}`, {
        ...edit,
        writeDate: date,
        [o.partyField]: o.parties[c],
        ...(owed.opening ? { openingId: owed.id } : { invoiceId: owed.id }),
        [o.paymentField]: paymentId,
        amount: Number(amount),
      }),
    auto: (ids) => cashier.post(o.autoUrl, { ids }),
    async importOpenings(rows) {
      const who = keyer.opening;
      const file = await who.filledTemplate(`${o.prefix}/download${o.names.opening}Template`, rows);
      return who.upload(`${o.prefix}/import${o.names.opening}`, file);
    },
    async report(asOf) {
      const res = await reader.post<{ requestList: Row[] }>(o.reportUrl, {
        page: { pageIndex: 1, pageSize: 50 },
        queryParameterVo: { asOf },
      });
      expect(res.resultCode, JSON.stringify(res)).toBe('0');
      return res.result.requestList;
    },
    async wipe() {
      // Children first: the write-offs, the red letters, then what they name.
      const { writeOff, red, payment, invoice, opening } = o.table;
      for (const table of [writeOff, `${red}_items`, red, payment, `${invoice}_items`, invoice, opening])
        await t.database.db.execute(sql`delete from ${sql.identifier(table)}`);
    },
  };
}

/**
 * 应收: KH001 and KH002 (their credit limits lifted), each with a delivery of `kg` kg of blue paste
 * at `price` 元 to invoice; invoices, red letters and openings keyed and 复核 by finance, receipts
 * keyed by the cashier and 复核 by finance.
 */
export async function receivableBook(t: TestApp, o: { kg: number; price: number }): Promise<Book> {
  const f = await materialFixture(t);
  const [saler, saler2, director, cashier] = await Promise.all(
    ['saler', 'saler2', 'salederictor', 'cashier'].map((u) => login(t, u)),
  );
  const currency = await idOf(t, sql`select id from md_currencies where code = 'CNY'`);
  const parties = [
    await idOf(t, sql`select id from md_customers where code = 'KH001'`),
    await idOf(t, sql`select id from md_customers where code = 'KH002'`),
  ];
  await t.database.db.execute(sql`update md_customers set credit_limit = null`);
  const sources: number[] = [];
  for (const [i, who] of [saler, saler2].entries())
    sources.push(
      await deliveredGoods(
        f,
        { saler: who, director },
        {
          customerId: parties[i],
          currencyId: currency,
          stock: o.kg,
          qty: o.kg,
          price: o.price,
          batchNo: `SB-${i}`,
        },
      ),
    );
  const finance = f.finance;
  const draft = async (url: string, link: string, id: number) => {
    const res = await finance.post<{ values: Row; items: Row[] }>(url, { link, sourceIds: [id] });
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    return res.result;
  };
  return book(t, {
    title: '应收',
    prefix: '/finance',
    names: {
      invoice: 'SalesInvoice',
      red: 'SalesRedInvoice',
      payment: 'SalesReceipt',
      writeOff: 'SalesWriteOff',
      opening: 'SalesOpeningBalance',
    },
    partyField: 'customerId',
    paymentField: 'receiptId',
    paidKey: 'received',
    writeOffs: { table: 'fin_sales_writeoffs', payment: 'receipt_id' },
    table: {
      writeOff: 'fin_sales_writeoffs',
      red: 'fin_sales_red_invoices',
      payment: 'fin_sales_receipts',
      invoice: 'fin_sales_invoices',
      opening: 'fin_sales_openings',
    },
    parties,
    partyCodes: ['KH001', 'KH002'],
    partyLabel: '客户',
    currency,
    price: BigInt(Math.round(o.price * 1_000_000)),
    async invoice(c, qty, invoiceDate, dueDate) {
      const d = await draft('/finance/makeSalesInvoiceFrom', 'delivery-invoice', sources[c]);
      return finance.post('/finance/addOrUpdateSalesInvoice', {
        ...d.values,
        invoiceDate,
        dueDate,
        invoiceType: 'SPECIAL',
        invoiceNo: '04400123',
        items: [{ ...d.items[0], qty: Number(qty) }],
      });
    },
    async red(blueId, qty, redDate) {
      const d = await draft('/finance/makeSalesRedInvoiceFrom', 'invoice-red', blueId);
      return finance.post('/finance/addOrUpdateSalesRedInvoice', {
        ...d.values,
        redDate,
        redReason: 'WRONG',
        items: [{ ...d.items[0], qty: Number(qty) }],
      });
    },
    payment: (c, amount, receiptDate) =>
      cashier.post('/finance/addOrUpdateSalesReceipt', {
        receiptDate,
        customerId: parties[c],
        currencyId: currency,
        amount: Number(amount),
        method: 'BANK',
      }),
    opening: (c, amount, openDate, dueDate) =>
      finance.post('/finance/addOrUpdateSalesOpeningBalance', {
        openDate,
        customerId: parties[c],
        currencyId: currency,
        amount: Number(amount),
        dueDate,
      }),
    clients: {
      reader: finance,
      keyer: { invoice: finance, red: finance, payment: cashier, writeOff: cashier, opening: finance },
      // Maker ≠ checker: what the finance manager keys, the finance director 复核.
      actor: {
        invoice: f.reviewer,
        red: f.reviewer,
        payment: finance,
        writeOff: cashier,
        opening: f.reviewer,
      },
      cashier,
    },
    autoUrl: '/finance/autoWriteOffSalesReceipts',
    reportUrl: '/finance/queryAccountReceivableList',
  });
}

/**
 * 应付: GYS004 (and the other `suppliers` codes given) each with a warehouse-in of `kg` kg of red
 * at `price` 元 (ordered, accepted and put in 85 days ago); invoices and red letters keyed by
 * purchasing and 复核 by finance, payments keyed by purchasing and 复核 by the cashier, openings
 * keyed and 复核 by finance.
 */
export async function payableBook(
  t: TestApp,
  o: { kg: number; price: number; suppliers?: string[] },
): Promise<Book> {
  const f = await materialFixture(t);
  const [purchaser, manager, cashier] = await Promise.all(
    ['purchaser', 'purchasingmanager', 'cashier'].map((u) => login(t, u)),
  );
  const parties: number[] = [];
  const sources: number[] = [];
  let currency = 0;
  for (const code of o.suppliers ?? ['GYS004']) {
    const got = await receivedGoods(t, f, { purchaser, manager }, [[f.ids.red, o.kg, o.price]], code);
    parties.push(got.supplier);
    sources.push(got.inId);
    currency = got.cny;
  }
  const finance = f.finance;
  const P = '/purchaseInvoice';
  const draft = async (url: string, link: string, id: number) => {
    const res = await purchaser.post<{ values: Row; items: Row[] }>(url, { link, sourceIds: [id] });
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    return res.result;
  };
  return book(t, {
    title: '应付',
    prefix: P,
    names: {
      invoice: 'PurchaseInvoice',
      red: 'PurchaseRedInvoice',
      payment: 'PurchasePayment',
      writeOff: 'PurchaseWriteOff',
      opening: 'PurchaseOpeningBalance',
    },
    partyField: 'supplierId',
    paymentField: 'paymentId',
    paidKey: 'paid',
    writeOffs: { table: 'fin_purchase_writeoffs', payment: 'payment_id' },
    table: {
      writeOff: 'fin_purchase_writeoffs',
      red: 'fin_purchase_red_invoices',
      payment: 'fin_purchase_payments',
      invoice: 'fin_purchase_invoices',
      opening: 'fin_purchase_openings',
    },
    parties,
    partyCodes: o.suppliers ?? ['GYS004'],
    partyLabel: '供应商',
    currency,
    price: BigInt(Math.round(o.price * 1_000_000)),
    async invoice(c, qty, invoiceDate, dueDate) {
      const d = await draft(`${P}/makePurchaseInvoiceFrom`, 'in-invoice', sources[c]);
      return purchaser.post(`${P}/addOrUpdatePurchaseInvoice`, {
        ...d.values,
        invoiceDate,
        dueDate,
        invoiceType: 'SPECIAL',
        invoiceNo: '33100456',
        items: [{ ...d.items[0], qty: Number(qty) }],
      });
    },
    async red(blueId, qty, redDate) {
      const d = await draft(`${P}/makePurchaseRedInvoiceFrom`, 'invoice-red', blueId);
      return purchaser.post(`${P}/addOrUpdatePurchaseRedInvoice`, {
        ...d.values,
        redDate,
        redReason: 'WRONG',
        items: [{ ...d.items[0], qty: Number(qty) }],
      });
    },
    payment: (c, amount, payDate) =>
      purchaser.post(`${P}/addOrUpdatePurchasePayment`, {
        payDate,
        supplierId: parties[c],
        currencyId: currency,
        amount: Number(amount),
        method: 'BANK',
      }),
    opening: (c, amount, openDate, dueDate) =>
      finance.post(`${P}/addOrUpdatePurchaseOpeningBalance`, {
        openDate,
        supplierId: parties[c],
        currencyId: currency,
        amount: Number(amount),
        dueDate,
      }),
    clients: {
      reader: finance,
      keyer: { invoice: purchaser, red: purchaser, payment: purchaser, writeOff: cashier, opening: finance },
      actor: { invoice: finance, red: finance, payment: cashier, writeOff: cashier, opening: f.reviewer },
      cashier,
    },
    autoUrl: `${P}/autoWriteOffPurchasePayments`,
    reportUrl: `${P}/queryPurchasePayableList`,
  });
}

/** The company's today, as the server reads it. */
export const bookToday = () => companyToday();
