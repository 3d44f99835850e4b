import { addDays, companyToday } from '@tiangong/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';
import { receivedGoods } from './testing/payable-documents.ts';

/**
 * 红字采购发票 over the API, mirroring the sales red-letter invoice (finance-chain.test.ts step 5):
 * 宁波溶剂's goods (100 kg red at 12 元, 50 kg resin at 20 元) invoiced in full (2,200 元) and paid
 * and written off; then 30 kg of red go back. The store's 退货 of billed goods is refused until a red
 * invoice of reason 采购退货 names the return and draws on its lines: refused past what the return
 * sent back, and past what the blue line still has; 复核 lowers the payable by 360 元, cuts the
 * blue's write-off down so the payment is 预付 again, and gives 30 kg back to the warehouse-in line
 * so the return passes; 反审核 of the red refused once the goods went back; a 采购折让 on the other line.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let purchaser: ApiClient;
let manager: ApiClient;
let cashier: ApiClient;
let supplier: number;
let cny: number;
let inId: number;
let blueId: number;
let paymentId: number;
let returnId: number;
let returnNumber: string;
let redId: number;
const today = companyToday();
const P = '/purchaseInvoice';
type Row = Record<string, unknown>;
interface Doc extends Row {
  id: number;
  version: number;
  status: string;
  number: string;
  items: Row[];
}

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const detail = async (prefix: string, name: string, id: number) =>
  (await f.admin.get<Doc>(`${prefix}/query${name}Detail`, { id: String(id) })).result;
async function act(prefix: string, name: string, id: number, action: string, client: ApiClient, extra = {}) {
  const { version } = await detail(prefix, name, id);
  return client.post<Row>(`${prefix}/change${name}State`, { id, version, action, ...extra });
}
async function save(client: ApiClient, url: string, body: Row) {
  const res = await client.post<{ id: number }>(url, body);
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.id;
}
/** The supplier's payable in 元: [invoiced, paid, balance, 预付, 未到期]; buckets − 预付 = balance. */
async function payable() {
  const res = await f.finance.post<{ requestList: Row[] }>(`${P}/queryPurchasePayableList`, {
    page: { pageIndex: 1, pageSize: 10 },
    queryParameterVo: { supplierId: supplier },
  });
  const [row] = res.result.requestList;
  const buckets = ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'];
  expect(buckets.reduce((s, k) => s + Number(row[k]), 0) - Number(row.advance)).toBe(Number(row.balance));
  return ['invoiced', 'paid', 'balance', 'advance', 'notDue'].map((k) => Number(row[k]) / YUAN);
}
/** [status, 已核销, 未核销] in 元. */
const state = async (name: string, id: number) => {
  const d = await detail(P, name, id);
  return [d.status, Number(d.verifiedAmount) / YUAN, Number(d.openAmount) / YUAN];
};
/** A red-letter invoice pushed down from the blue one: [blue line index, kg] and header values. */
async function red(lines: [number, number][], header: Row, client = purchaser) {
  const draft = await client.post<{ values: Row; items: Row[] }>(`${P}/makePurchaseRedInvoiceFrom`, {
    link: 'invoice-red',
    sourceIds: [blueId],
  });
  expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
  return client.post<{ id: number }>(`${P}/addOrUpdatePurchaseRedInvoice`, {
    ...draft.result.values,
    redDate: today,
    ...header,
    items: lines.map(([i, qty]) => ({ ...draft.result.items[i], qty: qty * KG })),
  });
}
const inLines = async () =>
  (await detail('/warehouse', 'MaterialIn', inId)).items.map((l) => [
    Number(l.invoicedQty ?? 0) / KG,
    Number(l.returnedQty ?? 0) / KG,
  ]);

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [purchaser, manager, cashier] = await Promise.all(['purchaser', 'purchasingmanager', 'cashier'].map(login));
  ({ supplier, cny, inId } = await receivedGoods(t, f, { purchaser, manager }));
}, 120_000);
afterAll(() => t.close());

describe('红字采购发票: a return after invoicing', () => {
  it('1. the goods are invoiced, paid and written off; sending billed goods back is refused', async () => {
    const draft = await purchaser.post<{ values: Row; items: Row[] }>(`${P}/makePurchaseInvoiceFrom`, {
      link: 'in-invoice',
      sourceIds: [inId],
    });
    blueId = await save(purchaser, `${P}/addOrUpdatePurchaseInvoice`, {
      ...draft.result.values,
      invoiceDate: addDays(today, -20),
      invoiceType: 'SPECIAL',
      invoiceNo: '33100999',
      items: draft.result.items,
    });
    expect((await act(P, 'PurchaseInvoice', blueId, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    paymentId = await save(cashier, `${P}/addOrUpdatePurchasePayment`, {
      payDate: today,
      supplierId: supplier,
      currencyId: cny,
      amount: 2200 * YUAN,
      method: 'BANK',
    });
    expect((await act(P, 'PurchasePayment', paymentId, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    const auto = await cashier.post(`${P}/autoWriteOffPurchasePayments`, { ids: [paymentId] });
    expect(auto.result).toEqual({ count: 1 });
    expect(await state('PurchaseInvoice', blueId)).toEqual(['VERIFIED', 2200, 0]);
    expect(await payable()).toEqual([2200, 2200, 0, 0, 0]);

    const back = await purchaser.post<{ values: Row; items: Row[] }>('/purchase/makePurchaseReturnFrom', {
      link: 'in-return',
      sourceIds: [inId],
    });
    returnId = await save(purchaser, '/purchase/addOrUpdatePurchaseReturn', {
      ...back.result.values,
      returnDate: today,
      reason: '含水量超标',
      items: [{ ...back.result.items[0], qty: 30 * KG }],
    });
    const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };
    expect((await act('/purchase', 'PurchaseReturn', returnId, 'AUDIT', manager, approve)).resultCode).toBe(
      '0',
    );
    returnNumber = (await detail('/purchase', 'PurchaseReturn', returnId)).number;
    expect((await act('/purchase', 'PurchaseReturn', returnId, 'WAREHOUSE-RETURN', f.store)).result).toMatch(
      /超出未开票数量，请先反审核采购发票$/,
    );
    expect(await inLines()).toEqual([
      [100, 0],
      [50, 0],
    ]);
  });

  it('2. a red invoice of reason 采购退货 names the return and draws on its lines, never past them', async () => {
    expect((await red([[0, 30]], { redReason: 'RETURN' })).result).toBe(
      '红冲原因为采购退货时请选择采购退货单',
    );
    expect((await red([[0, 30]], { redReason: 'WRONG', returnId })).result).toBe(
      '红冲原因不是采购退货时不能选择采购退货单',
    );
    expect((await red([[1, 10]], { redReason: 'RETURN', returnId })).result).toBe(
      `第1行：不是采购退货单 ${returnNumber} 退回的入库明细`,
    );
    // The store keys no red invoices; purchasing does, finance 复核.
    const denied = await f.store.post(`${P}/makePurchaseRedInvoiceFrom`, {
      link: 'invoice-red',
      sourceIds: [blueId],
    });
    expect(denied.resultCode).toBe('10000003');
    const tooMuch = await red([[0, 40]], { redReason: 'RETURN', returnId });
    expect(tooMuch.resultCode, JSON.stringify(tooMuch)).toBe('0');
    expect((await act(P, 'PurchaseRedInvoice', tooMuch.result.id, 'AUDIT', purchaser)).resultCode).toBe(
      '10000003',
    );
    expect((await act(P, 'PurchaseRedInvoice', tooMuch.result.id, 'AUDIT', f.reviewer)).result).toBe(
      `第1行：红冲 40 kg，超出采购退货单 ${returnNumber} 退回的 30 kg（已红冲 0 kg）`,
    );
    expect((await act(P, 'PurchaseRedInvoice', tooMuch.result.id, 'INVALIDATE', purchaser)).resultCode).toBe(
      '0',
    );
  });

  it('3. 复核 lowers the payable, gives the payment back as 预付 and lets the goods go back', async () => {
    const saved = await red([[0, 30]], { redReason: 'RETURN', returnId, invoiceNo: '33100999' });
    redId = saved.result.id;
    expect(await detail(P, 'PurchaseRedInvoice', redId)).toMatchObject({
      status: 'APPROVAL_PENDING',
      supplierId: supplier,
      blueInvoiceId: blueId,
      blueDate: addDays(today, -20),
      currencyId: cny,
      totalAmount: 360 * YUAN,
      items: [expect.objectContaining({ materielId: f.ids.red, price: 12 * YUAN, amount: 360 * YUAN })],
    });
    // Keyed is not issued.
    expect(await payable()).toEqual([2200, 2200, 0, 0, 0]);
    expect((await act(P, 'PurchaseRedInvoice', redId, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    // The blue was paid in full: 360 of its write-off is given back, the payment is 预付 again.
    const blue = await detail(P, 'PurchaseInvoice', blueId);
    expect([blue.status, blue.verifiedAmount, blue.redAmount, blue.openAmount]).toEqual([
      'VERIFIED',
      1840 * YUAN,
      360 * YUAN,
      0,
    ]);
    expect(blue.items.map((l) => Number(l.redQty ?? 0) / KG)).toEqual([30, 0]);
    expect(await state('PurchasePayment', paymentId)).toEqual(['UNVERIFIED', 1840, 360]);
    // AP = 2,200 − 360 invoiced − 2,200 paid: 360 paid in advance.
    expect(await payable()).toEqual([1840, 2200, -360, 360, 0]);
    expect(await inLines()).toEqual([
      [70, 0],
      [50, 0],
    ]);
    expect((await act('/purchase', 'PurchaseReturn', returnId, 'WAREHOUSE-RETURN', f.store)).resultCode).toBe(
      '0',
    );
    expect(await inLines()).toEqual([
      [70, 30],
      [50, 0],
    ]);
  });

  it('4. never past what the blue line has; no 反审核 of the settled blue, nor of the red once the goods went back; a 折让', async () => {
    const wrong = await red([[1, 60]], { redReason: 'WRONG' });
    expect(wrong.resultCode, JSON.stringify(wrong)).toBe('0');
    expect((await act(P, 'PurchaseRedInvoice', wrong.result.id, 'AUDIT', f.reviewer)).result).toMatch(
      /本次红冲 60 kg，蓝字发票剩余 50 kg/,
    );
    await act(P, 'PurchaseRedInvoice', wrong.result.id, 'INVALIDATE', purchaser);
    // The blue is settled (paid and red-lettered): no 反审核.
    expect((await act(P, 'PurchaseInvoice', blueId, 'DISCARD', f.finance)).result).toBe(
      '当前状态不能执行「反审核」',
    );
    expect((await act(P, 'PurchaseRedInvoice', redId, 'DISCARD', f.finance)).result).toBe(
      `第1行：入库单 ${(await detail('/warehouse', 'MaterialIn', inId)).number} 已退货 30 kg，反审核后已开票 100 kg 将超出可开票数量，不能反审核`,
    );
    expect(await payable()).toEqual([1840, 2200, -360, 360, 0]);
    // A discount (采购折让) on the resin: 10 kg at 20 元 more off what is owed, nothing given back to stock.
    const discount = await red([[1, 10]], { redReason: 'DISCOUNT' });
    expect((await act(P, 'PurchaseRedInvoice', discount.result.id, 'AUDIT', f.reviewer)).resultCode).toBe(
      '0',
    );
    expect(await payable()).toEqual([1640, 2200, -560, 560, 0]);
    expect(await state('PurchasePayment', paymentId)).toEqual(['UNVERIFIED', 1640, 560]);
  });
});
