import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture } from '../inventory/testing/material-fixture.ts';
import { deliveredGoods } from './testing/sales-delivery.ts';

/**
 * A sales return's 开票状态 (SPEC §4 sales-return invoice) follows the red-letter invoices of
 * reason 销售退货 that name it: 50 kg delivered and invoiced, 10 kg come back; red-lettered 6 kg
 * then 4 kg, each waiting for 复核 first.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let saler: ApiClient;
let director: ApiClient;
let invoiceId: number;
let returnId: number;
const today = companyToday();
type Row = Record<string, unknown>;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
async function act(prefix: string, name: string, id: number, action: string, client: ApiClient, extra = {}) {
  const { version } = (
    await f.admin.get<{ version: number }>(`${prefix}/query${name}Detail`, { id: String(id) })
  ).result;
  const res = await client.post<Row>(`${prefix}/change${name}State`, { id, version, action, ...extra });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
}
async function save(client: ApiClient, url: string, body: Row) {
  const res = await client.post<{ id: number }>(url, body);
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.id;
}
const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };
const state = async () =>
  (await f.admin.get<Row>('/order/querySalesReturnDetail', { id: String(returnId) })).result.invoiceState;
const redDraft = async () =>
  (
    await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesRedInvoiceFrom', {
      link: 'invoice-red',
      sourceIds: [invoiceId],
    })
  ).result;
const red = async (qty: number, extra: Row) => {
  const draft = await redDraft();
  return f.finance.post<{ id: number }>('/finance/addOrUpdateSalesRedInvoice', {
    ...draft.values,
    redDate: today,
    items: [{ ...draft.items[0], qty: qty * KG }],
    ...extra,
  });
};

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [saler, director] = await Promise.all(['saler', 'salederictor'].map(login));
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  const kh001 = await one(sql`select id from md_customers where code = 'KH001'`);
  const cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  const deliveryId = await deliveredGoods(
    f,
    { saler, director },
    { customerId: kh001, currencyId: cny, stock: 60, qty: 50, price: 60, batchNo: 'RI-1' },
  );
  const bill = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
    link: 'delivery-invoice',
    sourceIds: [deliveryId],
  });
  invoiceId = await save(f.finance, '/finance/addOrUpdateSalesInvoice', {
    ...bill.result.values,
    invoiceDate: today,
    invoiceType: 'SPECIAL',
    items: bill.result.items,
  });
  await act('/finance', 'SalesInvoice', invoiceId, 'AUDIT', f.reviewer);
  const back = await saler.post<{ values: Row; items: Row[] }>('/order/makeSalesReturnFrom', {
    link: 'delivery-return',
    sourceIds: [deliveryId],
  });
  returnId = await save(saler, '/order/addOrUpdateSalesReturn', {
    ...back.result.values,
    returnDate: today,
    reason: '包装破损',
    items: [{ ...back.result.items[0], qty: 10 * KG }],
  });
}, 120_000);
afterAll(() => t.close());

describe('sales return invoice state', () => {
  it('a red-letter invoice of reason 销售退货 must name a return that came back', async () => {
    expect(await state()).toBe('NOT_INVOICED');
    expect((await red(10, { redReason: 'RETURN' })).result).toBe('红冲原因为销售退货时请选择销售退货单');
    expect((await red(10, { redReason: 'RETURN', returnId })).result).toMatch(/尚未确认退货，不能红冲$/);
    await act('/order', 'SalesReturn', returnId, 'AUDIT', director, approve);
    await act('/order', 'SalesReturn', returnId, 'CONFIRM', f.store);
    expect((await red(10, { redReason: 'WRONG', returnId })).result).toBe(
      '红冲原因不是销售退货时不能选择销售退货单',
    );
    expect(await state()).toBe('NOT_INVOICED');
  });

  it('waits for 复核, then 未核销 until the red-letter quantities cover the return, then 已核销', async () => {
    const first = await red(6, { redReason: 'RETURN', returnId });
    expect(first.resultCode, JSON.stringify(first)).toBe('0');
    expect(await state()).toBe('APPROVAL_PENDING');
    await act('/finance', 'SalesRedInvoice', first.result.id, 'AUDIT', f.reviewer);
    expect(await state()).toBe('UNVERIFIED');
    const second = await red(4, { redReason: 'RETURN', returnId });
    // An issued one counts; the second waiting for 复核 does not make it 待复核 again.
    expect(await state()).toBe('UNVERIFIED');
    await act('/finance', 'SalesRedInvoice', second.result.id, 'AUDIT', f.reviewer);
    expect(await state()).toBe('VERIFIED');
    // The return's list filters by it.
    const list = await f.finance.post<{ requestList: Row[] }>('/order/querySalesReturnPageList', {
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: { invoiceState: 'VERIFIED' },
    });
    expect(list.result.requestList.map((r) => r.id)).toEqual([returnId]);
    // Taking one back would bill again goods that came back: refused, the return stays covered.
    const back = await f.finance.changeState('/finance', 'SalesRedInvoice', first.result.id, 'DISCARD');
    const delivery = (
      await queryRows<{ number: string }>(
        t.database.db,
        sql`select d.number from sal_returns_items ri join sal_deliveries_items dl on dl.id = ri.delivery_line_id
            join sal_deliveries d on d.id = dl.doc_id where ri.doc_id = ${returnId}`,
      )
    )[0];
    expect(back.result).toBe(
      `第1行：出库单 ${delivery?.number} 已退货 10 kg，反审核后已开票 46 kg 将超出可开票数量，不能反审核`,
    );
    expect(await state()).toBe('VERIFIED');
  });
});
