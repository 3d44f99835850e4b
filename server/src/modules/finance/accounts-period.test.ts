import { addDays, companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * The month close of 往来 (issue 18 item 7: "AR/AP in a closed month frozen like stock"), on the
 * stock books' mechanism: last month's invoice, receipts, write-off and red-letter invoice; the
 * check lists what is still 待复核; once closed, every kind of finance document dated in the month
 * is refused in words — new, changed, moved into it, reviewed back, written off, reversed (also by
 * a red-letter invoice of this month) — and the receivable of the month stays what it was;
 * re-opened, the month moves again.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let cashier: ApiClient;
type Row = Record<string, unknown>;

const today = companyToday();
const thisMonthStart = `${today.slice(0, 6)}01`;
const M = addDays(thisMonthStart, -1).slice(0, 6);
const day = (d: number) => `${M}${String(d).padStart(2, '0')}`;
const dash = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const label = `${M.slice(0, 4)}年${Number(M.slice(4, 6))}月`;
const ids: Record<string, number> = {};
const numbers: Record<string, string> = {};

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
const ok = <T>(res: { resultCode: string; result: T }) => {
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
};
const detail = async (prefix: string, name: string, id: number) =>
  ok(
    await f.admin.get<Row & { version: number; items: Row[] }>(`${prefix}/query${name}Detail`, {
      id: String(id),
    }),
  );
async function act(prefix: string, name: string, id: number, action: string, by: ApiClient, extra: Row = {}) {
  const { version } = await detail(prefix, name, id);
  return by.post<Row>(`${prefix}/change${name}State`, { id, version, action, ...extra });
}
const save = async (by: ApiClient, name: string, body: Row) =>
  by.post<{ id: number }>(`/finance/addOrUpdate${name}`, body);
const saved = async (by: ApiClient, name: string, body: Row) => ok(await save(by, name, body)).id;
const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };
/** A refusal: its code and words. */
const refused = (res: { resultCode: string; result: unknown }) => [res.resultCode, res.result];

const receipt = (receiptDate: string, amount: number) => ({
  receiptDate,
  customerId: ids.kh1,
  currencyId: ids.cny,
  amount: amount * YUAN,
  method: 'BANK',
});
const writeOff = (writeDate: string, amount: number) => ({
  writeDate,
  customerId: ids.kh1,
  invoiceId: ids.invoice,
  receiptId: ids.r1,
  amount: amount * YUAN,
});
async function redInvoice(redDate: string, kg: number) {
  const draft = ok(
    await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesRedInvoiceFrom', {
      link: 'invoice-red',
      sourceIds: [ids.invoice],
    }),
  );
  return save(f.finance, 'SalesRedInvoice', {
    ...draft.values,
    redDate,
    redReason: 'WRONG',
    items: [{ ...draft.items[0], qty: kg * KG }],
  });
}

/** The month's receivable of the customer, as of its last day: [invoiced, received, balance, 预收]. */
async function receivableOfMonth() {
  const page = ok(
    await f.finance.post<{ requestList: Row[] }>('/finance/queryAccountReceivableList', {
      page: { pageIndex: 1, pageSize: 50 },
      queryParameterVo: { customerId: ids.kh1, currencyId: ids.cny, asOf: addDays(thisMonthStart, -1) },
    }),
  );
  return ['invoiced', 'received', 'balance', 'advance', 'notDue'].map(
    (k) => Number(page.requestList[0]?.[k]) / YUAN,
  );
}

const finAcc = (call: string, period: string) => f.finance.post<Row>(`/finAcc/${call}`, { period });

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  const [saler, director] = await Promise.all(['saler', 'salederictor'].map(login));
  cashier = await login('cashier');
  ids.kh1 = await one(sql`select id from md_customers where code = 'KH001'`);
  ids.cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  // Last month: 100 kg of blue paste in, 50 kg sold at 60 元 and delivered.
  const { id: inId } = ok(
    await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
      inDate: day(1),
      warehouseId: f.ids.product,
      items: [{ productId: f.ids.blue, batchNo: 'AP-1', qty: 100 * KG, price: 40 * YUAN }],
    }),
  );
  expect((await act('/productWarehouse', 'ProductIn', inId, 'WAREHOUSE-IN', f.store)).resultCode).toBe('0');
  const { id: orderId } = ok(
    await saler.post<{ id: number }>('/order/addOrUpdateSalesOrder', {
      customerId: ids.kh1,
      orderDate: day(2),
      deliveryDate: day(2),
      warehouseId: f.ids.product,
      currencyId: ids.cny,
      items: [{ productId: f.ids.blue, qty: 50 * KG, price: 60 * YUAN }],
    }),
  );
  expect((await act('/order', 'SalesOrder', orderId, 'CONFIRM', saler)).resultCode).toBe('0');
  const draft = ok(
    await saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
      link: 'order-delivery',
      sourceIds: [orderId],
    }),
  );
  const { id: deliveryId } = ok(
    await saler.post<{ id: number }>('/order/addOrUpdateProductStockOut', {
      ...draft.values,
      outDate: day(3),
      items: draft.items,
    }),
  );
  expect((await act('/order', 'ProductStockOut', deliveryId, 'AUDIT', director, approve)).resultCode).toBe(
    '0',
  );
  expect((await act('/order', 'ProductStockOut', deliveryId, 'WAREHOUSE-OUT', f.store)).resultCode).toBe('0');

  // 往来 of last month: the invoice (3000 元) and a receipt of 1000 复核, 400 written off; a
  // red-letter invoice and a second receipt still 待复核.
  const invoiceDraft = ok(
    await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
      link: 'delivery-invoice',
      sourceIds: [deliveryId],
    }),
  );
  ids.invoice = await saved(f.finance, 'SalesInvoice', {
    ...invoiceDraft.values,
    invoiceDate: day(5),
    invoiceType: 'SPECIAL',
    invoiceNo: '04400999',
    items: invoiceDraft.items,
  });
  expect((await act('/finance', 'SalesInvoice', ids.invoice, 'AUDIT', f.reviewer)).resultCode).toBe('0');
  ids.r1 = await saved(cashier, 'SalesReceipt', receipt(day(8), 1000));
  expect((await act('/finance', 'SalesReceipt', ids.r1, 'AUDIT', f.reviewer)).resultCode).toBe('0');
  ids.w1 = await saved(cashier, 'SalesWriteOff', writeOff(day(9), 400));
  ids.red = ok(await redInvoice(day(10), 5)).id;
  ids.r2 = await saved(cashier, 'SalesReceipt', receipt(day(12), 200));
  for (const [key, prefix, name] of [
    ['invoice', '/finance', 'SalesInvoice'],
    ['r1', '/finance', 'SalesReceipt'],
    ['r2', '/finance', 'SalesReceipt'],
    ['w1', '/finance', 'SalesWriteOff'],
    ['red', '/finance', 'SalesRedInvoice'],
  ] as const)
    numbers[key] = String((await detail(prefix, name, ids[key])).number);
  // The demo's own 往来 may start before last month: those months close first, in order.
  const months = ok(
    await f.finance.post<{ period: string; status: string }[]>('/finAcc/queryPeriodList', {}),
  );
  for (const m of months.map((r) => r.period).reverse())
    if (m < M) expect(ok(await finAcc('account', m))).toEqual({ period: m, status: 'CLOSED' });
}, 120_000);
afterAll(() => t.close());

describe('往来 month close', () => {
  it('1. the check lists what is still 待复核 in the month; the close is refused until it is reviewed', async () => {
    const check = ok(await finAcc('firstCheck', M));
    expect(check).toMatchObject({
      period: M,
      status: 'OPEN',
      blockers: ['本月还有 2 张单据未复核'],
      negativeCosts: [],
    });
    expect(check.pendingDocuments).toEqual([
      {
        title: '红字发票',
        number: numbers.red,
        date: day(10),
        status: 'APPROVAL_PENDING',
        statusLabel: '待复核',
      },
      {
        title: '销售收款',
        number: numbers.r2,
        date: day(12),
        status: 'APPROVAL_PENDING',
        statusLabel: '待复核',
      },
    ]);
    expect(refused(await finAcc('account', M))).toEqual([
      '10000009',
      `${label}不能结账：本月还有 2 张单据未复核`,
    ]);
    // The red-letter invoice is dropped, the receipt reviewed: nothing keeps the month open.
    expect((await act('/finance', 'SalesRedInvoice', ids.red, 'INVALIDATE', f.finance)).resultCode).toBe('0');
    expect((await act('/finance', 'SalesReceipt', ids.r2, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    expect(ok(await finAcc('firstCheck', M))).toMatchObject({ blockers: [], pendingDocuments: [] });
    expect(ok(await finAcc('account', M))).toEqual({ period: M, status: 'CLOSED' });
    const list = ok(
      await f.finance.post<{ period: string; status: string; closedBy: string }[]>(
        '/finAcc/queryPeriodList',
        {},
      ),
    );
    expect(list.find((r) => r.period === M)).toMatchObject({ status: 'CLOSED', closedBy: 'finacemanager' });
    // Posting-date pickers grey the month out; the stock books are untouched.
    expect(
      ok(await f.finance.get<string[]>('/inventory/queryClosedPeriodList', { kind: 'ACCOUNTS' })),
    ).toContain(M);
    expect(
      ok(await f.finance.get<string[]>('/inventory/queryClosedPeriodList', { kind: 'PRODUCT' })),
    ).not.toContain(M);
    // Invoiced 3000, received 1200, 400 written off: 1800 owed.
    expect(await receivableOfMonth()).toEqual([3000, 1200, 1800, 800, 2600]);
  });

  it('2. every kind of finance document dated in the closed month is refused, in words', async () => {
    const closed = (what: string, field: string, ymd: string) => [
      '10000009',
      `${label}已结账，不能${what}（${field} ${dash(ymd)}）`,
    ];
    // New documents of every kind.
    expect(refused(await save(cashier, 'SalesReceipt', receipt(day(15), 100)))).toEqual(
      closed('新增销售收款', '收款日期', day(15)),
    );
    expect(refused(await save(cashier, 'SalesWriteOff', writeOff(day(20), 100)))).toEqual(
      closed('新增收款核销', '核销日期', day(20)),
    );
    expect(refused(await redInvoice(day(21), 5))).toEqual(closed('新增红字发票', '红冲日期', day(21)));
    // Reviewed back, reversed.
    expect(refused(await act('/finance', 'SalesInvoice', ids.invoice, 'DISCARD', f.finance))).toEqual(
      closed(`反审核销售发票 ${numbers.invoice}`, '开票日期', day(5)),
    );
    expect(refused(await act('/finance', 'SalesReceipt', ids.r1, 'DISCARD', f.finance))).toEqual(
      closed(`反审核销售收款 ${numbers.r1}`, '收款日期', day(8)),
    );
    expect(refused(await act('/finance', 'SalesWriteOff', ids.w1, 'INVALIDATE', cashier))).toEqual(
      closed(`撤销收款核销 ${numbers.w1}`, '核销日期', day(9)),
    );
    // A write-off changed; a receipt of this month moved back into the closed one.
    const w1 = await detail('/finance', 'SalesWriteOff', ids.w1);
    expect(
      refused(
        await save(cashier, 'SalesWriteOff', { ...writeOff(day(9), 300), id: ids.w1, version: w1.version }),
      ),
    ).toEqual(closed(`修改收款核销 ${numbers.w1}`, '核销日期', day(9)));
    const r3 = await saved(cashier, 'SalesReceipt', receipt(today, 50));
    const r3Detail = await detail('/finance', 'SalesReceipt', r3);
    expect(
      refused(
        await save(cashier, 'SalesReceipt', { ...receipt(day(16), 50), id: r3, version: r3Detail.version }),
      ),
    ).toEqual(closed(`修改销售收款 ${r3Detail.number}`, '收款日期', day(16)));
    // A red-letter invoice of this month that would reverse last month's write-off: refused too.
    const bigRed = ok(await redInvoice(today, 45)).id;
    expect(refused(await act('/finance', 'SalesRedInvoice', bigRed, 'AUDIT', f.reviewer))).toEqual(
      closed(`修改收款核销 ${numbers.w1}`, '核销日期', day(9)),
    );
    expect((await act('/finance', 'SalesRedInvoice', bigRed, 'INVALIDATE', f.finance)).resultCode).toBe('0');
    // This month is open: the receipt is reviewed and written off against last month's invoice.
    expect((await act('/finance', 'SalesReceipt', r3, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    await saved(cashier, 'SalesWriteOff', { ...writeOff(today, 50), receiptId: r3 });
    // Last month's receivable is what it was.
    expect(await receivableOfMonth()).toEqual([3000, 1200, 1800, 800, 2600]);
  });

  it('3. re-opened (the latest closed month only), the month moves again', async () => {
    expect(ok(await finAcc('unAccount', M))).toEqual({ period: M, status: 'OPEN' });
    expect(refused(await finAcc('unAccount', M))).toEqual(['10000009', `${label}往来账尚未结账`]);
    expect((await act('/finance', 'SalesWriteOff', ids.w1, 'INVALIDATE', cashier)).resultCode).toBe('0');
    expect(await receivableOfMonth()).toEqual([3000, 1200, 1800, 1200, 3000]);
    expect(
      ok(await f.finance.get<string[]>('/inventory/queryClosedPeriodList', { kind: 'ACCOUNTS' })),
    ).not.toContain(M);
  });

  it('4. closing is finance review work: a cashier may, a salesperson may not', async () => {
    const saler = await login('saler');
    expect(refused(await saler.post('/finAcc/firstCheck', { period: M }))).toEqual([
      '10000003',
      '您没有执行此操作的权限',
    ]);
    expect((await cashier.post('/finAcc/firstCheck', { period: M })).resultCode).toBe('0');
  });
});
