import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * 基准价审批 (/salesApprove/GuidePriceApproveList): the sales manager proposes base prices of a
 * product the demo never priced, the director reads each beside the price in force before it and
 * the change in percent, those waiting first; the store, without the menu, reads nothing.
 */
let t: TestApp;
let manager: ApiClient;
let director: ApiClient;
let store: ApiClient;
let productId: number;
let cny: number;
type Row = Record<string, unknown>;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  [manager, director, store] = await Promise.all(['salemanager', 'salederictor', 'storemaster'].map(login));
  productId = await one(sql`select id from md_products where code = 'CNT-SW-04'`);
  cny = await one(sql`select id from md_currencies where code = 'CNY'`);
}, 90_000);
afterAll(() => t.close());

async function propose(price: number, effectiveDate: string) {
  const res = await manager.post<{ id: number }>('/approve/addOrUpdateBasePrice', {
    productId,
    currencyId: cny,
    price: price * YUAN,
    effectiveDate,
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.id;
}

async function review(id: number, status: string) {
  const { version } = (
    await director.get<{ version: number }>('/approve/queryBasePriceDetail', { id: String(id) })
  ).result;
  const res = await director.post('/approve/changeBasePriceState', { id, version, action: 'AUDIT', status });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
}

async function list(client: ApiClient, filters: Row = {}) {
  return client.post<{ requestList: Row[]; totalRec: number }>('/approve/queryGuidePriceApproveList', {
    page: { pageIndex: 1, pageSize: 25 },
    queryParameterVo: { productId, ...filters },
  });
}

describe('基准价审批', () => {
  it('lists each proposal beside the base price in force before it, those waiting first', async () => {
    const first = await propose(50, '20261001');
    await review(first, 'APPROVAL_APPROVED');
    const refused = await propose(40, '20261015');
    await review(refused, 'APPROVAL_NOT_APPROVED');
    const waiting = await propose(55, '20261101');

    const res = await list(director);
    expect(res.resultCode).toBe('0');
    const rows = res.result.requestList.map((r) => [
      r.docId,
      r.reviewState,
      r.previousPrice === null ? null : Number(r.previousPrice) / YUAN,
      Number(r.price) / YUAN,
      r.changePercent === null ? null : Number(r.changePercent),
      r.waitingDays,
    ]);
    expect(rows).toEqual([
      // 55 over the approved 50: +10.00 %, waiting since today.
      [waiting, 'APPROVAL_PENDING', 50, 55, 1000, 0],
      // The refused 40 was measured against 50 as well (−20.00 %); the first had none before it.
      [refused, 'APPROVAL_NOT_APPROVED', 50, 40, -2000, null],
      [first, 'APPROVAL_APPROVED', null, 50, null, null],
    ]);
    const [row] = res.result.requestList;
    expect(row).toMatchObject({
      submittedBy: expect.any(String),
      productLabel: expect.stringContaining('CNT-SW-04'),
    });
    expect(res.result.requestList[2].auditor).toBeTruthy();

    const pending = await list(director, { reviewState: 'APPROVAL_PENDING' });
    expect(pending.result.requestList.map((r) => r.docId)).toEqual([waiting]);
  });

  it('is for its menu’s holders: the store reads nothing', async () => {
    expect((await list(store)).resultCode).toBe('10000003');
    expect((await list(manager)).resultCode).toBe('0');
  });
});
