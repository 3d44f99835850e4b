import { addDays, companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../../platform/db/client.ts';
import { ApiClient, type TestApp } from '../../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../../inventory/testing/material-fixture.ts';

/**
 * The documents of the receivable analyses' test (`receivable-analyses.test.ts`), a small set whose
 * every figure is worked out there by hand:
 *
 *   last month (P = its 1st):  A1 KH001 30 kg × 60 = 1,800 on P (due P+10); R1 KH001 1,000 on P+10,
 *                              written off against A1 on P+10; B1 KH002 40 kg × 50 = 2,000 on P+5
 *   this month (today T):      A2 KH001 20 kg × 60 = 1,200 (due T+30); H1 red-letter of B1 10 kg =
 *                              500; R2 KH002 500, 300 of it written off against B1
 *
 * KH001 is saler's, KH002 saler2's. As of T: KH001 invoiced 3,000, received 1,000, balance 2,000;
 * KH002 invoiced 1,500, received 500, balance 1,000 — AR 3,000 in all, all in 人民币.
 */
export async function receivableDocuments(t: TestApp) {
  const f = await materialFixture(t);
  const ids = { kh001: 0, kh002: 0, cny: 0, saler: 0, saler2: 0, taxRate: 0 };
  const docs = { a1: 0, a2: 0, b1: 0, r1: 0, r2: 0, h1: 0 };
  const today = companyToday();
  // The 1st of last month, on the company's calendar (yyyymmdd arithmetic, no Date getters).
  const P = `${addDays(`${today.slice(0, 6)}01`, -1).slice(0, 6)}01`;
  type Row = Record<string, unknown>;
  const login = async (user: string) => {
    const c = new ApiClient(t.app);
    expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
    return c;
  };
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  /** The module prefix of a document's calls. */
  const prefixOf = (name: string) =>
    ['ProductStockOut', 'SalesOrder'].includes(name) ? '/order' : '/finance';
  async function act(name: string, id: number, action: string, client: ApiClient, extra = {}) {
    const res = await client.changeState(prefixOf(name), name, id, action, extra, f.admin);
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
  }
  async function save(client: ApiClient, url: string, body: Row) {
    const res = await client.post<{ id: number }>(url, body);
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    return res.result.id;
  }
  const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };

  /** A delivery of `qty` kg of blue paste to a customer at `price` 元, made by its salesperson. */
  async function delivered(who: ApiClient, customerId: number, qty: number, price: number) {
    const orderId = await save(who, '/order/addOrUpdateSalesOrder', {
      customerId,
      orderDate: today,
      deliveryDate: today,
      warehouseId: f.ids.product,
      currencyId: ids.cny,
      items: [{ productId: f.ids.blue, qty: qty * KG, price: price * YUAN }],
    });
    await act('SalesOrder', orderId, 'CONFIRM', who);
    const draft = await who.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
      link: 'order-delivery',
      sourceIds: [orderId],
    });
    const id = await save(who, '/order/addOrUpdateProductStockOut', {
      ...draft.result.values,
      outDate: today,
      items: draft.result.items,
    });
    await act('ProductStockOut', id, 'AUDIT', director, approve);
    await act('ProductStockOut', id, 'WAREHOUSE-OUT', f.store);
    return id;
  }

  async function invoice(deliveryId: number, qty: number, invoiceDate: string, dueDate: string) {
    const draft = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
      link: 'delivery-invoice',
      sourceIds: [deliveryId],
    });
    const id = await save(f.finance, '/finance/addOrUpdateSalesInvoice', {
      ...draft.result.values,
      invoiceDate,
      dueDate,
      invoiceType: 'SPECIAL',
      invoiceNo: '04400123',
      items: [{ ...draft.result.items[0], qty: qty * KG }],
    });
    await act('SalesInvoice', id, 'AUDIT', f.reviewer);
    return id;
  }

  async function receipt(customerId: number, amount: number, receiptDate: string) {
    const id = await save(cashier, '/finance/addOrUpdateSalesReceipt', {
      receiptDate,
      customerId,
      currencyId: ids.cny,
      amount: amount * YUAN,
      method: 'BANK',
    });
    await act('SalesReceipt', id, 'AUDIT', f.reviewer);
    return id;
  }

  async function writeOff(
    customerId: number,
    invoiceId: number,
    receiptId: number,
    amount: number,
    writeDate: string,
  ) {
    await save(cashier, '/finance/addOrUpdateSalesWriteOff', {
      writeDate,
      customerId,
      invoiceId,
      receiptId,
      amount: amount * YUAN,
    });
  }

  const [saler, saler2, director, cashier] = await Promise.all(
    ['saler', 'saler2', 'salederictor', 'cashier'].map(login),
  );
  // Every figure below is this test's own: the demo company's finance documents are taken away.
  for (const table of [
    'fin_sales_writeoffs',
    'fin_sales_red_invoices_items',
    'fin_sales_red_invoices',
    'fin_sales_receipts',
    'fin_sales_invoices_items',
    'fin_sales_invoices',
  ])
    await t.database.db.execute(sql`delete from ${sql.identifier(table)}`);
  ids.kh001 = await one(sql`select id from md_customers where code = 'KH001'`);
  ids.kh002 = await one(sql`select id from md_customers where code = 'KH002'`);
  ids.cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  ids.saler = await one(sql`select owner_id as id from md_customers where code = 'KH001'`);
  ids.saler2 = await one(sql`select owner_id as id from md_customers where code = 'KH002'`);
  const stock = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
    inDate: today,
    warehouseId: f.ids.product,
    items: [{ productId: f.ids.blue, batchNo: 'RA-1', qty: 200 * KG, price: 40 * YUAN }],
  });
  await f.store.changeState('/productWarehouse', 'ProductIn', stock.result.id, 'WAREHOUSE-IN', {}, f.admin);
  const d1 = await delivered(saler, ids.kh001, 50, 60);
  const d2 = await delivered(saler2, ids.kh002, 40, 50);
  ids.taxRate = Number(
    (
      await queryRows<{ r: string }>(
        t.database.db,
        sql`select tax_rate as r from sal_orders order by id desc limit 1`,
      )
    )[0].r,
  );

  docs.a1 = await invoice(d1, 30, P, addDays(P, 10));
  docs.b1 = await invoice(d2, 40, addDays(P, 5), addDays(today, 10));
  docs.a2 = await invoice(d1, 20, today, addDays(today, 30));
  docs.r1 = await receipt(ids.kh001, 1000, addDays(P, 10));
  await writeOff(ids.kh001, docs.a1, docs.r1, 1000, addDays(P, 10));
  docs.r2 = await receipt(ids.kh002, 500, today);
  await writeOff(ids.kh002, docs.b1, docs.r2, 300, today);
  const red = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesRedInvoiceFrom', {
    link: 'invoice-red',
    sourceIds: [docs.b1],
  });
  docs.h1 = await save(f.finance, '/finance/addOrUpdateSalesRedInvoice', {
    ...red.result.values,
    redDate: today,
    redReason: 'WRONG',
    items: [{ ...red.result.items[0], qty: 10 * KG }],
  });
  await act('SalesRedInvoice', docs.h1, 'AUDIT', f.reviewer);
  return { f, ids, docs, today, P, clients: { saler, saler2, cashier } };
}
