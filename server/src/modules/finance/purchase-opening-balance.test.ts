import { addDays, companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * 期初应付 (issue 18 item 5), the supplier side of `openingBalance`: imported from the engine's
 * Excel template (all or nothing), 复核 by finance, then counted in 应付账款 beside the supplier's
 * purchase invoices (AP = invoices + openings − payments) and aged by its own 到期日, listed in
 * 应付分析's months, written off by a payment (自动核销 takes it before a later-due invoice; by
 * hand too), 反审核 refused while written off, and 撤销 restoring it. 双乐颜料 (GYS001) has a
 * reviewed invoice of 8,000 元 due in 20 days (written straight into its table: the invoice's own
 * chain is purchase-finance.test.ts's) and owed 5,000 元 since 2025-01-01, due 2025-01-31.
 */
let t: TestApp;
let finance: ApiClient;
let cashier: ApiClient;
let purchaser: ApiClient;
let gys001: number;
let cny: number;
let openingId: number;
let invoiceId: number;
const today = companyToday();
const P = '/purchaseInvoice';
type Row = Record<string, unknown>;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const detail = async (name: string, id: number) =>
  (await finance.get<Row & { version: number }>(`${P}/query${name}Detail`, { id: String(id) })).result;
async function act(name: string, id: number, action: string, client = finance) {
  const { version } = await detail(name, id);
  return client.post<Row>(`${P}/change${name}State`, { id, version, action });
}
/** GYS001's payable in 元: [invoiced, paid, balance, 预付, 逾期120天以上]; buckets − 预付 = balance. */
async function payable() {
  const res = await finance.post<{ requestList: Row[] }>(`${P}/queryPurchasePayableList`, {
    page: { pageIndex: 1, pageSize: 10 },
    queryParameterVo: { supplierId: gys001 },
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  const [row] = res.result.requestList;
  if (!row) return undefined;
  const buckets = ['notDue', 'overdue30', 'overdue60', 'overdue90', 'overdue120', 'overdueMore'];
  expect(buckets.reduce((s, k) => s + Number(row[k]), 0) - Number(row.advance)).toBe(Number(row.balance));
  return ['invoiced', 'paid', 'balance', 'advance', 'overdueMore'].map((k) => Number(row[k]) / YUAN);
}
const opening = async () => {
  const d = await detail('PurchaseOpeningBalance', openingId);
  return [d.status, Number(d.verifiedAmount) / YUAN, Number(d.openAmount) / YUAN];
};
async function pay(amount: number) {
  const res = await cashier.post<{ id: number }>(`${P}/addOrUpdatePurchasePayment`, {
    payDate: today,
    supplierId: gys001,
    currencyId: cny,
    amount: amount * YUAN,
    method: 'BANK',
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  // The cashier keyed it; the finance manager 复核 it (maker ≠ checker).
  expect((await act('PurchasePayment', res.result.id, 'AUDIT', finance)).resultCode).toBe('0');
  return res.result.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  [finance, cashier, purchaser] = await Promise.all(['finacemanager', 'cashier', 'purchaser'].map(login));
  gys001 = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from md_suppliers where code = 'GYS001'`)
  )[0].id;
  cny = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from md_currencies where code = 'CNY'`)
  )[0].id;
  [{ id: invoiceId }] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into fin_purchase_invoices (number, invoice_date, supplier_id, invoice_type, currency_id, due_date,
          total_amount, verified_amount, status)
        values ('CF-T-001', ${addDays(today, -10)}, ${gys001}, 'SPECIAL', ${cny}, ${addDays(today, 20)},
          ${8000 * YUAN}, 0, 'UNVERIFIED') returning id`,
  );
}, 90_000);
afterAll(() => t.close());

describe('期初应付', () => {
  it('is imported from the template, all or nothing, by finance only', async () => {
    const fill = (rows: Record<string, string>[]) =>
      finance.filledTemplate(`${P}/downloadPurchaseOpeningBalanceTemplate`, rows);
    const good = {
      期初日期: '2025-01-01',
      供应商: 'GYS001',
      币种: 'CNY',
      期初金额: '5000',
      到期日: '2025-01-31',
    };
    const bad = await finance.upload<{ imported: number; errors: unknown[] }>(
      `${P}/importPurchaseOpeningBalance`,
      await fill([good, { ...good, 供应商: '没有这个供应商' }]),
    );
    expect(bad.result.imported).toBe(0);
    expect(JSON.stringify(bad.result.errors)).toContain('找不到「没有这个供应商」');
    const denied = await purchaser.upload(`${P}/importPurchaseOpeningBalance`, await fill([good]));
    expect(denied.resultCode).toBe('10000003');
    const ok = await finance.upload<{ imported: number; errors: unknown[] }>(
      `${P}/importPurchaseOpeningBalance`,
      await fill([good]),
    );
    expect(ok.result).toEqual({ imported: 1, errors: [] });
    [{ id: openingId }] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from fin_purchase_openings where supplier_id = ${gys001}`,
    );
    expect(await detail('PurchaseOpeningBalance', openingId)).toMatchObject({
      openDate: '20250101',
      dueDate: '20250131',
      amount: 5000 * YUAN,
      currencyId: cny,
      status: 'APPROVAL_PENDING',
    });
    // Nothing counts before 复核.
    expect(await payable()).toEqual([8000, 0, 8000, 0, 0]);
  });

  it('复核, it adds to the invoices in 应付账款, ages by its due date and shows in 应付分析', async () => {
    // The finance manager imported it; the cashier 复核 it (maker ≠ checker).
    expect((await act('PurchaseOpeningBalance', openingId, 'AUDIT', cashier)).resultCode).toBe('0');
    // AP = invoices + openings − payments; 2025-01-31 is more than 120 days past.
    expect(await payable()).toEqual([13000, 0, 13000, 0, 5000]);
    // An as-of date before its opening date does not see it.
    const earlier = await finance.post<{ requestList: Row[] }>(`${P}/queryPurchasePayableList`, {
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: { supplierId: gys001, asOf: '20241231' },
    });
    expect(earlier.resultCode).toBe('0');
    expect(earlier.result.requestList).toEqual([]);
    const months = await finance.post<{ requestList: Row[] }>(`${P}/queryAccountPayableAnalyzeMonthList`, {
      page: { pageIndex: 1, pageSize: 50 },
      queryParameterVo: { supplierId: gys001 },
    });
    expect(months.resultCode, JSON.stringify(months)).toBe('0');
    expect(
      months.result.requestList
        .filter((r) => r.month === '2025-01')
        .map((r) => [Number(r.opening) / YUAN, Number(r.invoiced), Number(r.paid)]),
    ).toEqual([[5000, 0, 0]]);
  });

  it('a payment writes it off (自动核销 by due date, before the later invoice); 撤销 restores both', async () => {
    const first = await pay(3000);
    const neither = await cashier.post(`${P}/addOrUpdatePurchaseWriteOff`, {
      writeDate: today,
      supplierId: gys001,
      paymentId: first,
      amount: YUAN,
    });
    expect(neither).toEqual({ resultCode: '10000001', result: '请选择采购发票或期初应付（二选一）' });
    const auto = await cashier.post<{ count: number }>(`${P}/autoWriteOffPurchasePayments`, { ids: [first] });
    expect(auto.result).toEqual({ count: 1 });
    expect(await opening()).toEqual(['UNVERIFIED', 3000, 2000]);
    expect(await payable()).toEqual([13000, 3000, 10000, 0, 2000]);
    expect((await act('PurchaseOpeningBalance', openingId, 'DISCARD')).result).toBe(
      '期初应付已有核销，请先撤销核销再反审核',
    );
    const [w] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from fin_purchase_writeoffs where opening_id = ${openingId}`,
    );
    expect((await act('PurchaseWriteOff', w.id, 'INVALIDATE', cashier)).resultCode).toBe('0');
    expect(await opening()).toEqual(['UNVERIFIED', 0, 5000]);
    // AP is the same whatever is written off; the payment is 预付 again.
    expect(await payable()).toEqual([13000, 3000, 10000, 3000, 5000]);
    // By hand, in full: the opening balance reads 已核销.
    const second = await pay(2000);
    for (const [paymentId, amount] of [
      [first, 3000],
      [second, 2000],
    ])
      expect(
        (
          await cashier.post(`${P}/addOrUpdatePurchaseWriteOff`, {
            writeDate: today,
            supplierId: gys001,
            openingId,
            paymentId,
            amount: amount * YUAN,
          })
        ).resultCode,
      ).toBe('0');
    expect(await opening()).toEqual(['VERIFIED', 5000, 0]);
    expect(await payable()).toEqual([13000, 5000, 8000, 0, 0]);
    // Nothing left to write off: a third payment finds only the invoice, not the opening balance.
    const third = await pay(100);
    expect(
      (await cashier.post<{ count: number }>(`${P}/autoWriteOffPurchasePayments`, { ids: [third] })).result,
    ).toEqual({ count: 1 });
    const [last] = await queryRows<{ invoice_id: number | null; opening_id: number | null }>(
      t.database.db,
      sql`select invoice_id, opening_id from fin_purchase_writeoffs where payment_id = ${third}`,
    );
    expect(last).toEqual({ invoice_id: invoiceId, opening_id: null });
    expect(await payable()).toEqual([13000, 5100, 7900, 0, 0]);
  });
});
