import { addDays, companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * Issue 18's first chain over the API: a delivery invoiced in two parts (one falling due 15 days
 * ago), a receipt, its automatic write-off (the invoice falling due first first), a write-off
 * reversed, over-write-offs refused, and the receivable — balance, 预收 and aging — asserted to
 * the fen after each step; write-offs racing for one receipt.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let saler2: ApiClient;
let director: ApiClient;
let cashier: ApiClient;
let kh001: number;
let cny: number;
const today = companyToday();
type Row = Record<string, unknown>;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;

async function detail<T = Row>(prefix: string, name: string, id: number, client: ApiClient = f.admin) {
  return client.get<T>(`${prefix}/query${name}Detail`, { id: String(id) });
}
async function act(prefix: string, name: string, id: number, action: string, client: ApiClient, extra = {}) {
  const { version } = (await detail<{ version: number }>(prefix, name, id)).result;
  return client.post<Row>(`${prefix}/change${name}State`, { id, version, action, ...extra });
}
async function save(client: ApiClient, url: string, body: Row) {
  const res = await client.post<{ id: number }>(url, body);
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.id;
}
const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };

/** The customer's receivable row: [invoiced, received, balance, 预收, 未到期, 1-30, 31-60] in 元. */
async function receivable(client: ApiClient = f.finance, asOf?: string) {
  const res = await client.post<{ requestList: Row[]; totalRec: number; totals: Record<string, number> }>(
    '/finance/queryAccountReceivableList',
    {
      page: { pageIndex: 1, pageSize: 50 },
      queryParameterVo: { customerId: kh001, ...(asOf ? { asOf } : {}) },
    },
  );
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  const [row] = res.result.requestList;
  // The count and the total come with the page (totalsInPage): they agree with its rows.
  expect(res.result.totalRec).toBe(res.result.requestList.length);
  if (row) expect(res.result.totals.balanceCny).toBe(Number(row.balanceCny));
  if (!row) return undefined;
  const keys = ['invoiced', 'received', 'balance', 'advance', 'notDue', 'overdue30', 'overdue60'];
  const figures = keys.map((k) => Number(row[k]) / YUAN);
  // Open invoices − 预收 = balance, on every row.
  const buckets = ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'];
  expect(buckets.reduce((s, k) => s + Number(row[k]), 0) - Number(row.advance)).toBe(Number(row.balance));
  return figures;
}

const state = async (prefix: string, name: string, id: number) => {
  const d = (await detail<Row>(prefix, name, id)).result;
  return [d.status, Number(d.verifiedAmount) / YUAN, Number(d.openAmount) / YUAN];
};

let deliveryId: number;
let firstInvoice: number;
let secondInvoice: number;
let receiptId: number;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [saler, saler2, director, cashier] = await Promise.all(
    ['saler', 'saler2', 'salederictor', 'cashier'].map(login),
  );
  kh001 = await one(sql`select id from md_customers where code = 'KH001'`);
  cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  // 100 kg of blue paste in stock; 常州电池 orders 50 kg at 60 元 (above the master's base price).
  const receipt = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
    inDate: today,
    warehouseId: f.ids.product,
    items: [{ productId: f.ids.blue, batchNo: 'AR-1', qty: 100 * KG, price: 40 * YUAN }],
  });
  await act('/productWarehouse', 'ProductIn', receipt.result.id, 'WAREHOUSE-IN', f.store);
  const orderId = await save(saler, '/order/addOrUpdateSalesOrder', {
    customerId: kh001,
    orderDate: today,
    deliveryDate: today,
    warehouseId: f.ids.product,
    currencyId: cny,
    items: [{ productId: f.ids.blue, qty: 50 * KG, price: 60 * YUAN }],
  });
  expect((await act('/order', 'SalesOrder', orderId, 'CONFIRM', saler)).resultCode).toBe('0');
  const draft = await saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
    link: 'order-delivery',
    sourceIds: [orderId],
  });
  deliveryId = await save(saler, '/order/addOrUpdateProductStockOut', {
    ...draft.result.values,
    outDate: today,
    items: draft.result.items,
  });
  await act('/order', 'ProductStockOut', deliveryId, 'AUDIT', director, approve);
  expect((await act('/order', 'ProductStockOut', deliveryId, 'WAREHOUSE-OUT', f.store)).resultCode).toBe('0');
}, 90_000);
afterAll(() => t.close());

async function invoice(qty: number, invoiceDate: string) {
  const draft = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
    link: 'delivery-invoice',
    sourceIds: [deliveryId],
  });
  expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
  return save(f.finance, '/finance/addOrUpdateSalesInvoice', {
    ...draft.result.values,
    invoiceDate,
    invoiceType: 'SPECIAL',
    invoiceNo: '04400123',
    items: [{ ...draft.result.items[0], qty: qty * KG }],
  });
}

describe('receivables: invoice → receipt → write-off', () => {
  it('1. a delivery invoiced in two parts; never past what went out; the receivable ages by due date', async () => {
    expect(await receivable()).toBeUndefined();
    // Invoiced 45 days ago: due 30 days later, 15 days overdue today.
    firstInvoice = await invoice(30, addDays(today, -45));
    const d = await detail<Row & { items: Row[] }>('/finance', 'SalesInvoice', firstInvoice);
    expect(d.result).toMatchObject({
      totalAmount: 1800 * YUAN,
      dueDate: addDays(today, -15),
      status: 'APPROVAL_PENDING',
    });
    expect(d.result.items[0].price).toBe(60 * YUAN);
    // Saved is not issued: nothing is receivable until 复核.
    expect(await receivable()).toBeUndefined();
    expect((await act('/finance', 'SalesInvoice', firstInvoice, 'AUDIT', saler)).resultCode).toBe('10000003');
    // Finance keyed it: another finance reviewer 复核 it (maker ≠ checker).
    expect((await act('/finance', 'SalesInvoice', firstInvoice, 'AUDIT', f.finance)).result).toBe(
      '制单人不能复核自己的单据（制单与审核须为两人）',
    );
    expect((await act('/finance', 'SalesInvoice', firstInvoice, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    expect(await receivable()).toEqual([1800, 0, 1800, 0, 0, 1800, 0]);
    expect((await detail<Row>('/order', 'ProductStockOut', deliveryId)).result.invoiceState).toBe(
      'NOT_INVOICED',
    );

    // 20 kg are left to bill (下推 offers them): a bill of 25 is refused as it is saved.
    const rest = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
      link: 'delivery-invoice',
      sourceIds: [deliveryId],
    });
    expect(rest.result.items.map((l) => Number(l.qty) / KG)).toEqual([20]);
    const tooMuch = await f.finance.post('/finance/addOrUpdateSalesInvoice', {
      ...rest.result.values,
      invoiceDate: today,
      invoiceType: 'SPECIAL',
      invoiceNo: '04400123',
      items: [{ ...rest.result.items[0], qty: 25 * KG }],
    });
    expect(tooMuch.result).toMatch(
      /开票 25 kg，超出可开票数量 20 kg（出库单 \S+ 出库 50 kg，已退货 0 kg，已开票 30 kg）$/,
    );

    secondInvoice = await invoice(20, today);
    expect((await act('/finance', 'SalesInvoice', secondInvoice, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    expect(await receivable()).toEqual([3000, 0, 3000, 0, 1200, 1800, 0]);
    expect((await detail<Row>('/order', 'ProductStockOut', deliveryId)).result.invoiceState).toBe('INVOICED');
    // As of 20 days on, the first invoice is 35 days overdue (31-60) and the second not yet due;
    // as of yesterday the second did not exist and the first was 14 days overdue.
    expect(await receivable(f.finance, addDays(today, 20))).toEqual([3000, 0, 3000, 0, 1200, 0, 1800]);
    expect(await receivable(f.finance, addDays(today, -1))).toEqual([1800, 0, 1800, 0, 0, 1800, 0]);
  });

  it('2. a receipt lowers the balance and is 预收 until written off; 自动核销 pays the invoice due first first', async () => {
    receiptId = await save(cashier, '/finance/addOrUpdateSalesReceipt', {
      receiptDate: today,
      customerId: kh001,
      currencyId: cny,
      amount: 2000 * YUAN,
      method: 'BANK',
      bankAccount: '工商银行常州分行',
    });
    expect((await act('/finance', 'SalesReceipt', receiptId, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    expect(await receivable()).toEqual([3000, 2000, 1000, 2000, 1200, 1800, 0]);

    const auto = await cashier.post<{ count: number }>('/finance/autoWriteOffSalesReceipts', {
      ids: [receiptId],
    });
    expect(auto.result).toEqual({ count: 2 });
    expect(await state('/finance', 'SalesInvoice', firstInvoice)).toEqual(['VERIFIED', 1800, 0]);
    expect(await state('/finance', 'SalesInvoice', secondInvoice)).toEqual(['UNVERIFIED', 200, 1000]);
    expect(await state('/finance', 'SalesReceipt', receiptId)).toEqual(['VERIFIED', 2000, 0]);
    expect(await receivable()).toEqual([3000, 2000, 1000, 0, 1000, 0, 0]);
    // Written off: neither side may be taken back.
    expect((await act('/finance', 'SalesInvoice', secondInvoice, 'DISCARD', f.finance)).result).toBe(
      '销售发票已有核销，请先撤销核销再反审核',
    );
  });

  it('3. reversing a write-off restores both sides exactly; a write-off past what is open is refused', async () => {
    const writeOffs = await queryRows<{ id: number; invoice_id: number; amount: string }>(
      t.database.db,
      sql`select id, invoice_id, amount from fin_sales_writeoffs order by id`,
    );
    expect(writeOffs.map((w) => [w.invoice_id, Number(w.amount) / YUAN])).toEqual([
      [firstInvoice, 1800],
      [secondInvoice, 200],
    ]);
    expect((await act('/finance', 'SalesWriteOff', writeOffs[0].id, 'INVALIDATE', cashier)).resultCode).toBe(
      '0',
    );
    expect(await state('/finance', 'SalesInvoice', firstInvoice)).toEqual(['UNVERIFIED', 0, 1800]);
    expect(await state('/finance', 'SalesReceipt', receiptId)).toEqual(['UNVERIFIED', 200, 1800]);
    expect(await receivable()).toEqual([3000, 2000, 1000, 1800, 1000, 1800, 0]);

    const past = await cashier.post('/finance/addOrUpdateSalesWriteOff', {
      writeDate: today,
      customerId: kh001,
      invoiceId: secondInvoice,
      receiptId,
      amount: 1100 * YUAN,
    });
    expect(past.result).toMatch(/^发票 KP\d+ 未核销 1000\.00，本次核销 1100\.00 超出$/);
    // By hand, within both: the older invoice paid in full again.
    await save(cashier, '/finance/addOrUpdateSalesWriteOff', {
      writeDate: today,
      customerId: kh001,
      invoiceId: firstInvoice,
      receiptId,
      amount: 1800 * YUAN,
    });
    expect(await receivable()).toEqual([3000, 2000, 1000, 0, 1000, 0, 0]);
  });

  it('4. write-offs racing for one receipt never take more than it has', async () => {
    const second = await save(cashier, '/finance/addOrUpdateSalesReceipt', {
      receiptDate: today,
      customerId: kh001,
      currencyId: cny,
      amount: 500 * YUAN,
      method: 'BANK',
    });
    await act('/finance', 'SalesReceipt', second, 'AUDIT', f.reviewer);
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        cashier.post('/finance/addOrUpdateSalesWriteOff', {
          writeDate: today,
          customerId: kh001,
          invoiceId: secondInvoice,
          receiptId: second,
          amount: 150 * YUAN,
        }),
      ),
    );
    expect(tries.filter((r) => r.resultCode === '0')).toHaveLength(3);
    expect(await state('/finance', 'SalesReceipt', second)).toEqual(['UNVERIFIED', 450, 50]);
    expect(await state('/finance', 'SalesInvoice', secondInvoice)).toEqual(['UNVERIFIED', 650, 550]);
    // AR = invoices − receipts, whatever is written off.
    expect(await receivable()).toEqual([3000, 2500, 500, 50, 550, 0, 0]);
  });

  it('5. 10 kg come back; a red-letter invoice reverses them on the paid blue invoice, freeing a receipt', async () => {
    const back = await saler.post<{ values: Row; items: Row[] }>('/order/makeSalesReturnFrom', {
      link: 'delivery-return',
      sourceIds: [deliveryId],
    });
    const returnId = await save(saler, '/order/addOrUpdateSalesReturn', {
      ...back.result.values,
      returnDate: today,
      reason: '一桶破损',
      items: [{ ...back.result.items[0], qty: 10 * KG }],
    });
    await act('/order', 'SalesReturn', returnId, 'AUDIT', director, approve);
    expect((await act('/order', 'SalesReturn', returnId, 'CONFIRM', f.store)).resultCode).toBe('0');

    const draft = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesRedInvoiceFrom', {
      link: 'invoice-red',
      sourceIds: [secondInvoice],
    });
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    const red = (qty: number) =>
      save(f.finance, '/finance/addOrUpdateSalesRedInvoice', {
        ...draft.result.values,
        redDate: today,
        redReason: 'RETURN',
        returnId,
        items: [{ ...draft.result.items[0], qty: qty * KG }],
      });
    const tooMuch = await red(25);
    expect((await act('/finance', 'SalesRedInvoice', tooMuch, 'AUDIT', f.reviewer)).result).toMatch(
      /本次红冲 25 kg，蓝字发票剩余 20 kg/,
    );
    await act('/finance', 'SalesRedInvoice', tooMuch, 'INVALIDATE', f.finance);
    const redId = await red(10);
    const d = await detail<Row>('/finance', 'SalesRedInvoice', redId);
    expect(d.result).toMatchObject({
      blueInvoiceId: secondInvoice,
      blueDate: today,
      totalAmount: 600 * YUAN,
    });
    expect((await act('/finance', 'SalesRedInvoice', redId, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    // The blue had 550 open: 50 of its newest write-off (150 of the second receipt) is given back.
    expect(await state('/finance', 'SalesInvoice', secondInvoice)).toEqual(['VERIFIED', 600, 0]);
    expect((await detail<Row>('/finance', 'SalesInvoice', secondInvoice)).result.redAmount).toBe(600 * YUAN);
    expect(await state('/finance', 'SalesReceipt', receiptId)).toEqual(['VERIFIED', 2000, 0]);
    // Invoiced 3000 − 600 = 2400 against 2500 received: the customer is 100 in advance.
    expect(await receivable()).toEqual([2400, 2500, -100, 100, 0, 0, 0]);
    // What came back is not invoiceable again; the delivery reads 已开票 (40 invoiced + 10 returned).
    const delivery = await detail<Row & { items: Row[] }>('/order', 'ProductStockOut', deliveryId);
    expect([delivery.result.invoiceState, Number(delivery.result.items[0].invoicedQty) / KG]).toEqual([
      'INVOICED',
      40,
    ]);
    // Taking the red invoice back would bill again the 10 kg that came back: refused, nothing moves
    // (a 反审核 that is allowed gives the blue its open amount back: receivable.property.test.ts).
    expect((await act('/finance', 'SalesRedInvoice', redId, 'DISCARD', f.finance)).result).toBe(
      `第1行：出库单 ${delivery.result.number} 已退货 10 kg，反审核后已开票 50 kg 将超出可开票数量，不能反审核`,
    );
    expect(await state('/finance', 'SalesInvoice', secondInvoice)).toEqual(['VERIFIED', 600, 0]);
    expect(await receivable()).toEqual([2400, 2500, -100, 100, 0, 0, 0]);
  });

  it('6. a salesperson reads their own customers’ receivables only; the store not at all', async () => {
    expect(await receivable(saler)).toEqual([2400, 2500, -100, 100, 0, 0, 0]);
    expect(await receivable(saler2)).toBeUndefined();
    const store = await f.store.post('/finance/queryAccountReceivableList', {
      page: { pageIndex: 1, pageSize: 5 },
      queryParameterVo: {},
    });
    expect(store.resultCode).toBe('10000003');
  });
});
