import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * 期初应收 (issue 18 item 4): imported from the engine's Excel template (all or nothing), 复核 by
 * finance, then counted in 应收账款 and its aging like an invoice, written off by a receipt
 * (自动核销 takes it by its due date), 反审核 refused while written off, and 撤销 restoring it.
 * KH005 (nothing else open) owes 5,000 元 since 2025-01-01, due 2025-01-31.
 */
let t: TestApp;
let finance: ApiClient;
/** The finance director: 复核 what the finance manager imported (maker ≠ checker). */
let reviewer: ApiClient;
let cashier: ApiClient;
let saler2: ApiClient;
let kh005: number;
let cny: number;
let openingId: number;
const today = companyToday();
type Row = Record<string, unknown>;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const detail = async (name: string, id: number) =>
  (await finance.get<Row & { version: number }>(`/finance/query${name}Detail`, { id: String(id) })).result;
async function act(name: string, id: number, action: string, client = finance) {
  const { version } = await detail(name, id);
  return client.post<Row>(`/finance/change${name}State`, { id, version, action });
}
/** KH005's receivable: [invoiced, received, balance, 预收, 未到期, 逾期120天以上] in 元. */
async function receivable() {
  const res = await finance.post<{ requestList: Row[] }>('/finance/queryAccountReceivableList', {
    page: { pageIndex: 1, pageSize: 10 },
    queryParameterVo: { customerId: kh005 },
  });
  const [row] = res.result.requestList;
  return ['invoiced', 'received', 'balance', 'advance', 'notDue', 'overdueMore'].map(
    (k) => Number(row[k]) / YUAN,
  );
}
const opening = async () => {
  const d = await detail('SalesOpeningBalance', openingId);
  return [d.status, Number(d.verifiedAmount) / YUAN, Number(d.openAmount) / YUAN];
};

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  [finance, cashier, saler2, reviewer] = await Promise.all(
    ['finacemanager', 'cashier', 'saler2', 'finacederictor'].map(login),
  );
  kh005 = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from md_customers where code = 'KH005'`)
  )[0].id;
  cny = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from md_currencies where code = 'CNY'`)
  )[0].id;
}, 90_000);
afterAll(() => t.close());

describe('期初应收', () => {
  it('is imported from the template, all or nothing', async () => {
    const fill = (rows: Record<string, string>[]) =>
      finance.filledTemplate(`/finance/downloadSalesOpeningBalanceTemplate`, rows);
    const good = {
      期初日期: '2025-01-01',
      客户: 'KH005',
      币种: 'CNY',
      期初金额: '5000',
      到期日: '2025-01-31',
    };
    const bad = await finance.upload<{ imported: number; errors: unknown[] }>(
      '/finance/importSalesOpeningBalance',
      await fill([good, { ...good, 客户: '没有这个客户' }]),
    );
    expect(bad.result.imported).toBe(0);
    expect(JSON.stringify(bad.result.errors)).toContain('找不到「没有这个客户」');
    const denied = await saler2.upload('/finance/importSalesOpeningBalance', await fill([good]));
    expect(denied.resultCode).toBe('10000003');
    const ok = await finance.upload<{ imported: number; errors: unknown[] }>(
      '/finance/importSalesOpeningBalance',
      await fill([good]),
    );
    expect(ok.result).toEqual({ imported: 1, errors: [] });
    [{ id: openingId }] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from fin_sales_openings where customer_id = ${kh005}`,
    );
    expect(await detail('SalesOpeningBalance', openingId)).toMatchObject({
      openDate: '20250101',
      dueDate: '20250131',
      amount: 5000 * YUAN,
      currencyId: cny,
      status: 'APPROVAL_PENDING',
    });
  });

  it('复核, it counts in the receivable and ages by its due date like an invoice', async () => {
    const before = await finance.post<{ requestList: Row[] }>('/finance/queryAccountReceivableList', {
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: { customerId: kh005 },
    });
    expect(before.result.requestList).toEqual([]);
    expect((await act('SalesOpeningBalance', openingId, 'AUDIT')).result).toBe(
      '制单人不能复核自己的单据（制单与审核须为两人）',
    );
    expect((await act('SalesOpeningBalance', openingId, 'AUDIT', reviewer)).resultCode).toBe('0');
    expect(await receivable()).toEqual([5000, 0, 5000, 0, 0, 5000]);
    const documents = await finance.post<{ requestList: Row[] }>(
      '/finance/queryAccountReceivableDetailList',
      {
        page: { pageIndex: 1, pageSize: 10 },
        queryParameterVo: { customerId: kh005 },
      },
    );
    expect(
      documents.result.requestList.map((r) => [r.kindLabel, Number(r.invoiced) / YUAN, r.screen]),
    ).toEqual([['期初应收', 5000, '/sales-opening-balance/detail']]);
  });

  it('a receipt writes it off (自动核销 by due date); 撤销 restores both sides', async () => {
    const receipt = await cashier.post<{ id: number }>('/finance/addOrUpdateSalesReceipt', {
      receiptDate: today,
      customerId: kh005,
      currencyId: cny,
      amount: 3000 * YUAN,
      method: 'BANK',
    });
    expect(receipt.resultCode, JSON.stringify(receipt)).toBe('0');
    expect((await act('SalesReceipt', receipt.result.id, 'AUDIT')).resultCode).toBe('0');
    // A write-off names an invoice or an opening balance: one of them.
    const neither = await cashier.post('/finance/addOrUpdateSalesWriteOff', {
      writeDate: today,
      customerId: kh005,
      receiptId: receipt.result.id,
      amount: YUAN,
    });
    expect(neither).toEqual({ resultCode: '10000001', result: '请选择发票或期初应收（二选一）' });
    const auto = await cashier.post<{ count: number }>('/finance/autoWriteOffSalesReceipts', {
      ids: [receipt.result.id],
    });
    expect(auto.result).toEqual({ count: 1 });
    expect(await opening()).toEqual(['UNVERIFIED', 3000, 2000]);
    expect(await receivable()).toEqual([5000, 3000, 2000, 0, 0, 2000]);
    expect((await act('SalesOpeningBalance', openingId, 'DISCARD')).result).toBe(
      '期初应收已有核销，请先撤销核销再反审核',
    );
    const [w] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from fin_sales_writeoffs where opening_id = ${openingId}`,
    );
    expect((await act('SalesWriteOff', w.id, 'INVALIDATE')).resultCode).toBe('0');
    expect(await opening()).toEqual(['UNVERIFIED', 0, 5000]);
    // AR = 5,000 − 3,000 whatever is written off; the receipt is 预收 again.
    expect(await receivable()).toEqual([5000, 3000, 2000, 3000, 0, 5000]);
    // By hand, in full: the opening balance reads 已核销.
    const more = await cashier.post<{ id: number }>('/finance/addOrUpdateSalesReceipt', {
      receiptDate: today,
      customerId: kh005,
      currencyId: cny,
      amount: 2000 * YUAN,
      method: 'BANK',
    });
    await act('SalesReceipt', more.result.id, 'AUDIT');
    for (const [id, amount] of [
      [receipt.result.id, 3000],
      [more.result.id, 2000],
    ])
      expect(
        (
          await cashier.post('/finance/addOrUpdateSalesWriteOff', {
            writeDate: today,
            customerId: kh005,
            openingId,
            receiptId: id,
            amount: amount * YUAN,
          })
        ).resultCode,
      ).toBe('0');
    expect(await opening()).toEqual(['VERIFIED', 5000, 0]);
    expect(await receivable()).toEqual([5000, 5000, 0, 0, 0, 0]);
  });
});
