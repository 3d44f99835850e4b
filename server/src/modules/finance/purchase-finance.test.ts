import { addDays, companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';
import { receivedGoods } from './testing/payable-documents.ts';

/**
 * Issue 18's purchase side over the API: an order received on two lines, a purchase invoice pushed
 * down for part, part of the goods returned, a bill past received − returned refused in words, a
 * price beyond the tolerance waiting for the purchasing manager (bound: an edit voids the
 * approval), a payment, 自动核销 and its reversal — the payable (balance, 预付, aging) asserted to
 * the fen after each step; two write-offs racing for one payment; who keys, reviews and voids.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let purchaser: ApiClient;
let manager: ApiClient;
let cashier: ApiClient;
let supplier: number;
let cny: number;
let inId: number;
let inNumber: string;
let firstInvoice: number;
let secondInvoice: number;
let paymentId: number;
const today = companyToday();
type Row = Record<string, unknown>;
interface Doc extends Row {
  id: number;
  version: number;
  status: string;
  number: string;
  items: Row[];
}

const P = '/purchaseInvoice';
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
const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };

/** The supplier's payable row: [invoiced, paid, balance, 预付, 未到期, 1-30, 31-60] in 元. */
async function payable(client: ApiClient = f.finance) {
  const res = await client.post<{ requestList: Row[] }>(`${P}/queryPurchasePayableList`, {
    page: { pageIndex: 1, pageSize: 50 },
    queryParameterVo: { supplierId: supplier },
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  const [row] = res.result.requestList;
  if (!row) return undefined;
  // Open invoices − 预付 = balance, on every row.
  const buckets = ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'];
  expect(buckets.reduce((s, k) => s + Number(row[k]), 0) - Number(row.advance)).toBe(Number(row.balance));
  expect(row.supplierLabel).toBe('GYS004 宁波某溶剂贸易有限公司');
  return ['invoiced', 'paid', 'balance', 'advance', 'notDue', 'overdue30', 'overdue60'].map(
    (k) => Number(row[k]) / YUAN,
  );
}
const state = async (name: string, id: number) => {
  const d = await detail(P, name, id);
  return [d.status, Number(d.verifiedAmount) / YUAN, Number(d.openAmount) / YUAN];
};
const inState = async () => (await detail('/warehouse', 'MaterialIn', inId)).invoiceState;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  [purchaser, manager, cashier] = await Promise.all(['purchaser', 'purchasingmanager', 'cashier'].map(login));
  ({ supplier, cny, inId, inNumber } = await receivedGoods(t, f, { purchaser, manager }));
}, 120_000);
afterAll(() => t.close());

/** A purchase invoice pushed down from the warehouse-in: [line index, kg, price in 元 or none]. */
async function invoice(lines: [number, number, number?][], invoiceDate: string, client = purchaser) {
  const draft = await client.post<{ values: Row; items: Row[] }>(`${P}/makePurchaseInvoiceFrom`, {
    link: 'in-invoice',
    sourceIds: [inId],
  });
  expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
  return client.post<{ id: number }>(`${P}/addOrUpdatePurchaseInvoice`, {
    ...draft.result.values,
    invoiceDate,
    invoiceType: 'SPECIAL',
    invoiceNo: '33100456',
    items: lines.map(([i, qty, price]) => ({
      ...draft.result.items[i],
      qty: qty * KG,
      ...(price === undefined ? {} : { price: price * YUAN }),
    })),
  });
}

describe('payables: warehouse-in → purchase invoice → payment → write-off', () => {
  it('1. purchasing pushes an invoice for 60 kg down from the warehouse-in; finance 复核 it into the payable', async () => {
    expect(await payable()).toBeUndefined();
    expect(await inState()).toBe('NOT_INVOICED');
    // The store keys no invoices.
    const denied = await f.store.post(`${P}/makePurchaseInvoiceFrom`, {
      link: 'in-invoice',
      sourceIds: [inId],
    });
    expect(denied.resultCode).toBe('10000003');
    const saved = await invoice([[0, 60]], addDays(today, -80));
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    firstInvoice = saved.result.id;
    const d = await detail(P, 'PurchaseInvoice', firstInvoice);
    // Invoiced 80 days ago at 45 days: 35 days overdue today.
    expect(d).toMatchObject({
      status: 'APPROVAL_PENDING',
      totalAmount: 720 * YUAN,
      dueDate: addDays(today, -35),
      currencyId: cny,
      priceReview: 'NORMAL',
    });
    expect(d.items.map((l) => [l.orderPrice, l.price, l.priceState])).toEqual([
      [12 * YUAN, 12 * YUAN, 'NORMAL'],
    ]);
    expect(await inState()).toBe('APPROVAL_PENDING');
    // Keyed is not issued: nothing is payable until 复核, which purchasing may not do.
    expect(await payable()).toBeUndefined();
    expect((await act(P, 'PurchaseInvoice', firstInvoice, 'AUDIT', purchaser)).resultCode).toBe('10000003');
    expect((await act(P, 'PurchaseInvoice', firstInvoice, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    expect(await payable()).toEqual([720, 0, 720, 0, 0, 0, 720]);
    const posted = await detail('/warehouse', 'MaterialIn', inId);
    expect(posted.items.map((l) => Number(l.invoicedQty ?? 0) / KG)).toEqual([60, 0]);
    expect(await inState()).toBe('NOT_INVOICED');
  });

  it('2. 30 kg of red go back; a bill past received − returned is refused, naming line, material and quantities', async () => {
    const draft = await purchaser.post<{ values: Row; items: Row[] }>('/purchase/makePurchaseReturnFrom', {
      link: 'in-return',
      sourceIds: [inId],
    });
    const returnId = await save(purchaser, '/purchase/addOrUpdatePurchaseReturn', {
      ...draft.result.values,
      returnDate: addDays(today, -70),
      reason: '含水量超标',
      items: [{ ...draft.result.items[0], qty: 30 * KG }],
    });
    expect((await act('/purchase', 'PurchaseReturn', returnId, 'AUDIT', manager, approve)).resultCode).toBe(
      '0',
    );
    expect((await act('/purchase', 'PurchaseReturn', returnId, 'WAREHOUSE-RETURN', f.store)).resultCode).toBe(
      '0',
    );
    // 100 in − 30 back − 60 billed: 10 kg may still be billed.
    const over = await invoice([[0, 20]], today);
    expect(over.result).toBe(
      `第1行：物料 YL-PR101 氧化铁红 PR101 开票 20 kg，超出可开票数量 10 kg（入库单 ${inNumber} 入库 100 kg，已退货 30 kg，已开票 60 kg）`,
    );
    expect(await payable()).toEqual([720, 0, 720, 0, 0, 0, 720]);
    // Purchasing voids an invoice keyed by mistake; finance may not (SPEC §6 purchase-invoice-invalidate).
    const wrong = await invoice([[0, 5]], today);
    expect(wrong.resultCode, JSON.stringify(wrong)).toBe('0');
    expect((await act(P, 'PurchaseInvoice', wrong.result.id, 'INVALIDATE', f.finance)).resultCode).toBe(
      '10000003',
    );
    expect((await act(P, 'PurchaseInvoice', wrong.result.id, 'INVALIDATE', purchaser)).resultCode).toBe('0');
    expect(await inState()).toBe('NOT_INVOICED');
  });

  it('3. a price 2.5% off the order waits for the purchasing manager; an edit voids the approval; then 复核', async () => {
    const saved = await invoice(
      [
        [0, 10],
        [1, 50, 20.5],
      ],
      today,
    );
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    secondInvoice = saved.result.id;
    let d = await detail(P, 'PurchaseInvoice', secondInvoice);
    expect(d.items.map((l) => [l.priceState, Number(l.amount) / YUAN])).toEqual([
      ['NORMAL', 120],
      ['APPROVAL_PENDING', 1025],
    ]);
    expect([d.priceReview, d.dueDate, Number(d.totalAmount) / YUAN]).toEqual([
      'APPROVAL_PENDING',
      addDays(today, 45),
      1145,
    ]);
    const waiting = await act(P, 'PurchaseInvoice', secondInvoice, 'AUDIT', f.reviewer);
    expect(waiting.result).toBe(
      '第2行 物料 SZ-ACR01 水性丙烯酸树脂 发票单价 20.50 与订单单价 20.00 相差超过 1.00%，需采购经理审核价差后复核',
    );
    const review = async (client: ApiClient) =>
      client.post(`${P}/reviewPurchaseInvoicePrices`, {
        id: secondInvoice,
        version: (await detail(P, 'PurchaseInvoice', secondInvoice)).version,
        approved: true,
        reason: '供应商调价，已确认',
      });
    expect((await review(purchaser)).resultCode).toBe('10000003');
    // Maker ≠ checker (issue 35 item 4): had the manager keyed it, the manager could not review it.
    const keyedBy = (who: string) =>
      t.database.db.execute(
        sql`update fin_purchase_invoices set create_by = ${who} where id = ${secondInvoice}`,
      );
    await keyedBy('purchasingmanager');
    expect(await review(manager)).toEqual({
      resultCode: '10000009',
      result: '制单人不能审核自己的单据（制单与审核须为两人）',
    });
    await keyedBy('purchaser');
    expect((await review(manager)).resultCode).toBe('0');
    d = await detail(P, 'PurchaseInvoice', secondInvoice);
    expect([d.priceReview, d.items[1].priceState]).toEqual(['NORMAL', 'NORMAL']);
    // The supplier corrects its price: the approval was for 20.50, so the line waits again, and says why.
    const edited = await purchaser.post(`${P}/addOrUpdatePurchaseInvoice`, {
      id: secondInvoice,
      version: d.version,
      invoiceDate: d.invoiceDate,
      supplierId: d.supplierId,
      invoiceType: d.invoiceType,
      invoiceNo: d.invoiceNo,
      items: d.items.map((l, i) => (i === 1 ? { ...l, price: 20.4 * YUAN } : l)),
    });
    expect(edited.resultCode, JSON.stringify(edited)).toBe('0');
    d = await detail(P, 'PurchaseInvoice', secondInvoice);
    expect([d.priceReview, d.items[1].priceState, Number(d.totalAmount) / YUAN]).toEqual([
      'APPROVAL_PENDING',
      'APPROVAL_PENDING',
      1140,
    ]);
    const [revoked] = await queryRows<{ after: { lines: string[] } }>(
      t.database.db,
      sql`select after from audit_events where action = 'PRICE-REVOKED' and entity = 'purchase-invoice' and entity_id = ${String(secondInvoice)}`,
    );
    expect(revoked.after.lines).toEqual(['第2行：正常的价差因发票单价 20.50 → 20.40重新待审核']);
    expect((await act(P, 'PurchaseInvoice', secondInvoice, 'AUDIT', f.reviewer)).resultCode).toBe('10000009');
    expect((await review(manager)).resultCode).toBe('0');
    expect((await act(P, 'PurchaseInvoice', secondInvoice, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    // Everything received and not returned is billed: the warehouse-in is invoiced, not yet paid.
    expect(await inState()).toBe('UNVERIFIED');
    expect(await payable()).toEqual([1860, 0, 1860, 0, 1140, 0, 720]);
  });

  it('4. purchasing requests a payment; finance 复核 pays it: the balance falls, all of it 预付', async () => {
    const body = {
      payDate: today,
      supplierId: supplier,
      currencyId: cny,
      amount: 2000 * YUAN,
      method: 'BANK',
      bankAccount: '宁波银行 6228 0000',
    };
    expect((await f.store.post(`${P}/addOrUpdatePurchasePayment`, body)).resultCode).toBe('10000003');
    paymentId = await save(purchaser, `${P}/addOrUpdatePurchasePayment`, body);
    expect(await state('PurchasePayment', paymentId)).toEqual(['APPROVAL_PENDING', 0, 2000]);
    expect(await payable()).toEqual([1860, 0, 1860, 0, 1140, 0, 720]);
    expect((await act(P, 'PurchasePayment', paymentId, 'AUDIT', purchaser)).resultCode).toBe('10000003');
    expect((await act(P, 'PurchasePayment', paymentId, 'AUDIT', cashier)).resultCode).toBe('0');
    expect(await payable()).toEqual([1860, 2000, -140, 2000, 1140, 0, 720]);
  });

  it('5. 自动核销 pays the invoice due first first; what is left of the payment stays 预付', async () => {
    const auto = await cashier.post<{ count: number }>(`${P}/autoWriteOffPurchasePayments`, {
      ids: [paymentId],
    });
    expect(auto.result).toEqual({ count: 2 });
    expect(await state('PurchaseInvoice', firstInvoice)).toEqual(['VERIFIED', 720, 0]);
    expect(await state('PurchaseInvoice', secondInvoice)).toEqual(['VERIFIED', 1140, 0]);
    expect(await state('PurchasePayment', paymentId)).toEqual(['UNVERIFIED', 1860, 140]);
    expect(await payable()).toEqual([1860, 2000, -140, 140, 0, 0, 0]);
    expect(await inState()).toBe('VERIFIED');
    // Paid in full, an invoice is no longer taken back (已核销); nor is a payment written off.
    expect((await act(P, 'PurchaseInvoice', firstInvoice, 'DISCARD', f.finance)).result).toBe(
      '当前状态不能执行「反审核」',
    );
    expect((await act(P, 'PurchasePayment', paymentId, 'DISCARD', f.finance)).result).toBe(
      '采购付款已有核销，请先撤销核销再反审核',
    );
  });

  it('6. 撤销 restores both sides exactly; a write-off past what is open is refused', async () => {
    const writeOffs = await queryRows<{ id: number; invoice_id: number; amount: string }>(
      t.database.db,
      sql`select id, invoice_id, amount from fin_purchase_writeoffs where payment_id = ${paymentId} order by id`,
    );
    expect(writeOffs.map((w) => [w.invoice_id, Number(w.amount) / YUAN])).toEqual([
      [firstInvoice, 720],
      [secondInvoice, 1140],
    ]);
    expect((await act(P, 'PurchaseWriteOff', writeOffs[0].id, 'INVALIDATE', cashier)).resultCode).toBe('0');
    expect(await state('PurchaseInvoice', firstInvoice)).toEqual(['UNVERIFIED', 0, 720]);
    expect(await state('PurchasePayment', paymentId)).toEqual(['UNVERIFIED', 1140, 860]);
    expect(await payable()).toEqual([1860, 2000, -140, 860, 0, 0, 720]);
    expect(await inState()).toBe('UNVERIFIED');
    const past = await cashier.post(`${P}/addOrUpdatePurchaseWriteOff`, {
      writeDate: today,
      supplierId: supplier,
      invoiceId: firstInvoice,
      paymentId,
      amount: 900 * YUAN,
    });
    expect(past.result).toMatch(/^采购发票 CF\d+ 未核销 720\.00，本次核销 900\.00 超出$/);
  });

  it('7. two write-offs racing for one payment: exactly one passes when together they exceed it', async () => {
    const second = await save(purchaser, `${P}/addOrUpdatePurchasePayment`, {
      payDate: today,
      supplierId: supplier,
      currencyId: cny,
      amount: 500 * YUAN,
      method: 'BANK',
    });
    await act(P, 'PurchasePayment', second, 'AUDIT', f.reviewer);
    const tries = await Promise.all(
      [0, 1].map(() =>
        cashier.post(`${P}/addOrUpdatePurchaseWriteOff`, {
          writeDate: today,
          supplierId: supplier,
          invoiceId: firstInvoice,
          paymentId: second,
          amount: 300 * YUAN,
        }),
      ),
    );
    expect(tries.map((r) => r.resultCode).sort()).toEqual(['0', '10000009']);
    expect(tries.find((r) => r.resultCode !== '0')?.result).toMatch(
      /^付款 FK\d+ 未核销 200\.00，本次核销 300\.00 超出$/,
    );
    expect(await state('PurchasePayment', second)).toEqual(['UNVERIFIED', 300, 200]);
    expect(await state('PurchaseInvoice', firstInvoice)).toEqual(['UNVERIFIED', 300, 420]);
    // AP = invoices − payments, whatever is written off.
    expect(await payable()).toEqual([1860, 2500, -640, 1060, 0, 0, 420]);
    expect((await act(P, 'PurchaseInvoice', firstInvoice, 'DISCARD', f.finance)).result).toBe(
      '采购发票已有核销，请先撤销核销再反审核',
    );
  });

  it('8. nothing is left to bill; purchasing voids a payment request, finance may not; the store reads no payable', async () => {
    // Received − returned is billed in full: 下推 has nothing left to offer (the 30 kg that went back
    // are not billable), and the warehouse-in reads 100 % billed.
    const nothing = await purchaser.post(`${P}/makePurchaseInvoiceFrom`, {
      link: 'in-invoice',
      sourceIds: [inId],
    });
    expect(nothing.result).toBe('所选入库单已没有可开票的数量');
    const progress = (await detail('/warehouse', 'MaterialIn', inId)).progress as {
      link: string;
      percent: number;
    }[];
    expect(progress.find((p) => p.link === 'in-invoice')?.percent).toBe(100);
    // Billed goods stay: no red flush, and no return past what is unbilled.
    expect((await act('/warehouse', 'MaterialIn', inId, 'RED-FLUSH', purchaser)).result).toBe(
      '入库单已开采购发票，请先反审核发票再红冲',
    );
    const back = await purchaser.post<{ values: Row; items: Row[] }>('/purchase/makePurchaseReturnFrom', {
      link: 'in-return',
      sourceIds: [inId],
    });
    const resinReturn = await save(purchaser, '/purchase/addOrUpdatePurchaseReturn', {
      ...back.result.values,
      returnDate: today,
      reason: '结块',
      items: [{ ...back.result.items.find((l) => l.materielId === f.ids.resin), qty: 5 * KG }],
    });
    await act('/purchase', 'PurchaseReturn', resinReturn, 'AUDIT', manager, approve);
    expect((await act('/purchase', 'PurchaseReturn', resinReturn, 'WAREHOUSE-RETURN', f.store)).result).toBe(
      '第1行：入库单 ' +
        inNumber +
        ' 入库 50 kg，已开票 50 kg，退货后共 5 kg 超出未开票数量，请先反审核采购发票',
    );
    const spare = await save(purchaser, `${P}/addOrUpdatePurchasePayment`, {
      payDate: today,
      supplierId: supplier,
      currencyId: cny,
      amount: 10 * YUAN,
      method: 'CASH',
    });
    expect((await act(P, 'PurchasePayment', spare, 'INVALIDATE', f.finance)).resultCode).toBe('10000003');
    expect((await act(P, 'PurchasePayment', spare, 'INVALIDATE', purchaser)).resultCode).toBe('0');
    const store = await f.store.post(`${P}/queryPurchasePayableList`, {
      page: { pageIndex: 1, pageSize: 5 },
      queryParameterVo: {},
    });
    expect(store.resultCode).toBe('10000003');
  });

  it('9. 采购发票汇总: per material, received, returned, billed with its price difference, nothing left to bill', async () => {
    const res = await f.finance.post<{ requestList: Row[] }>(`${P}/queryPurchaseInvoiceSummaryList`, {
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: { supplierId: supplier },
    });
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    const figures = (r: Row) =>
      [r.materielCode, ...['receivedQty', 'returnedQty', 'invoicedQty'].map((k) => Number(r[k]) / KG)].concat(
        ['invoicedAmount', 'priceDiff', 'openQty', 'openAmount'].map(
          (k) => Number(r[k]) / (k === 'openQty' ? KG : YUAN),
        ),
      );
    expect(res.result.requestList.map(figures).sort()).toEqual([
      ['SZ-ACR01', 50, 0, 50, 1020, 20, 0, 0],
      ['YL-PR101', 100, 30, 70, 840, 0, 0, 0],
    ]);
    const detail = await f.finance.post<{ requestList: Row[] }>(
      `${P}/queryPurchaseInvoiceSummaryDetailList`,
      {
        page: { pageIndex: 1, pageSize: 10 },
        queryParameterVo: { supplierId: supplier, materielId: f.ids.resin },
      },
    );
    expect(detail.result.requestList.map((r) => [r.number, r.docId, Number(r.priceDiff) / YUAN])).toEqual([
      [inNumber, inId, 20],
    ]);
    // The store sees no such report.
    expect(
      (
        await f.store.post(`${P}/queryPurchaseInvoiceSummaryList`, {
          page: { pageIndex: 1, pageSize: 5 },
          queryParameterVo: {},
        })
      ).resultCode,
    ).toBe('10000003');
  });

  it('10. 应付分析: the supplier owes nothing (paid ahead), so takes no share; its months invoiced and paid', async () => {
    const list = async (name: string, vo: Row) => {
      const res = await f.finance.post<{ requestList: Row[] }>(`${P}/query${name}List`, {
        page: { pageIndex: 1, pageSize: 50 },
        queryParameterVo: vo,
      });
      expect(res.resultCode, JSON.stringify(res)).toBe('0');
      return res.result.requestList;
    };
    const [mine] = await list('AccountPayableAnalyze', { supplierId: supplier });
    expect([Number(mine.balanceCny) / YUAN, mine.share]).toEqual([-640, null]);
    // Yesterday it owed the first invoice alone: all of what was owed (100.00 %).
    const [before] = await list('AccountPayableAnalyze', { asOf: addDays(today, -1) });
    expect([Number(before.balanceCny) / YUAN, before.share]).toEqual([720, 10_000]);
    const month = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}`;
    const months = await list('AccountPayableAnalyzeMonth', { supplierId: supplier });
    const expected = new Map<string, [number, number]>();
    const add = (m: string, inv: number, paid: number) => {
      const [a, b] = expected.get(m) ?? [0, 0];
      expected.set(m, [a + inv, b + paid]);
    };
    add(month(addDays(today, -80)), 720, 0);
    add(month(today), 1140, 2500);
    expect(months.map((r) => [r.month, Number(r.invoiced) / YUAN, Number(r.paid) / YUAN]).sort()).toEqual(
      [...expected].map(([m, [a, b]]) => [m, a, b]).sort(),
    );
  });
});
