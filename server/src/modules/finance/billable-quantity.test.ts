import { addDays, companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';
import { receivedGoods } from './testing/payable-documents.ts';
import { deliveredGoods } from './testing/sales-delivery.ts';

/**
 * What may still be billed of a source line (issue 27, DESIGN §5a): what went out (came in) less
 * what came back (went back) less what issued invoices billed, net of red letters that give the
 * quantity back — the same figure wherever it shows: 下推, 选单, the source's progress and 开票状态,
 * the refusals at save and at 复核. A 折让 red invoice lowers the amount only: its quantity is not
 * billable again.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const today = companyToday();
const approve = { status: 'APPROVAL_APPROVED', comment: '同意' };
type Row = Record<string, unknown>;
interface Doc extends Row {
  id: number;
  version: number;
  status: string;
  number: string;
  items: Row[];
  progress: { link: string; percent: number; qty: number; drawn: number }[];
}

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const detail = async (prefix: string, name: string, id: number) =>
  (await f.admin.get<Doc>(`${prefix}/query${name}Detail`, { id: String(id) })).result;
const act = (prefix: string, name: string, id: number, action: string, client: ApiClient, extra = {}) =>
  client.changeState<Row>(prefix, name, id, action, extra, f.admin);
async function save(client: ApiClient, url: string, body: Row) {
  const res = await client.post<{ id: number }>(url, body);
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.id;
}
const kg = (v: unknown) => Number(v ?? 0) / KG;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
}, 120_000);
afterAll(() => t.close());

describe('sales: what came back is not billable', () => {
  let saler: ApiClient;
  let director: ApiClient;
  let customer: number;
  let four: number;
  let three: number;
  let fourNumber: string;

  /** 下推 of a sales invoice from deliveries: the draft, or the refusal. */
  const pushed = (...sourceIds: number[]) =>
    f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
      link: 'delivery-invoice',
      sourceIds,
    });
  /** 选单: [delivery number, open kg] of every line the customer's invoice may still pick. */
  const picked = async () => {
    const res = await f.finance.post<{ requestList: { sourceNumber: string; open: number; line: Row }[] }>(
      '/finance/querySalesInvoiceOpenLines',
      { link: 'delivery-invoice', partyId: customer },
    );
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    for (const l of res.result.requestList) expect(l.line.qty).toBe(l.open);
    return res.result.requestList.map((l) => [l.sourceNumber, kg(l.open)]);
  };
  const invoice = (deliveryId: number, qty: number) =>
    pushed(deliveryId).then((draft) =>
      f.finance.post<{ id: number }>('/finance/addOrUpdateSalesInvoice', {
        ...draft.result.values,
        invoiceDate: today,
        invoiceType: 'SPECIAL',
        invoiceNo: '04400123',
        items: [{ ...draft.result.items[0], qty: qty * KG }],
      }),
    );
  /** A confirmed return of `qty` kg of a delivery's only line. */
  async function returned(deliveryId: number, qty: number) {
    const draft = await saler.post<{ values: Row; items: Row[] }>('/order/makeSalesReturnFrom', {
      link: 'delivery-return',
      sourceIds: [deliveryId],
    });
    const id = await save(saler, '/order/addOrUpdateSalesReturn', {
      ...draft.result.values,
      returnDate: today,
      reason: '包装破损',
      items: [{ ...draft.result.items[0], qty: qty * KG }],
    });
    expect((await act('/order', 'SalesReturn', id, 'AUDIT', director, approve)).resultCode).toBe('0');
    expect((await act('/order', 'SalesReturn', id, 'CONFIRM', f.store)).resultCode).toBe('0');
    return id;
  }
  /** [开票状态, 开票 progress %, 已开票 kg, 已退货 kg] of a delivery. */
  const billing = async (deliveryId: number) => {
    const d = await detail('/order', 'ProductStockOut', deliveryId);
    const p = d.progress.find((x) => x.link === 'delivery-invoice');
    return [d.invoiceState, p?.percent, kg(d.items[0].invoicedQty), kg(d.items[0].returnedQty)];
  };

  beforeAll(async () => {
    [saler, director] = await Promise.all(['saler', 'salederictor'].map(login));
    customer = (
      await queryRows<{ id: number }>(t.database.db, sql`select id from md_customers where code = 'KH001'`)
    )[0].id;
    await t.database.db.execute(sql`update md_customers set credit_limit = null where id = ${customer}`);
    // Only this test's deliveries are open to invoice for KH001.
    await t.database.db.execute(
      sql`update sal_deliveries_items set closed = true
          where doc_id in (select id from sal_deliveries where customer_id = ${customer})`,
    );
    const [cny] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from md_currencies where code = 'CNY'`,
    );
    const goods = { customerId: customer, currencyId: cny.id, price: 60 };
    four = await deliveredGoods(f, { saler, director }, { ...goods, stock: 4, qty: 4, batchNo: 'BQ-4' });
    three = await deliveredGoods(f, { saler, director }, { ...goods, stock: 3, qty: 3, batchNo: 'BQ-3' });
    fourNumber = (await detail('/order', 'ProductStockOut', four)).number;
    await returned(four, 1.5);
    await returned(three, 3);
  }, 120_000);

  it('1. 下推 offers delivered − returned; 选单 leaves out a delivery that came back whole; progress counts the return', async () => {
    const draft = await pushed(four);
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    expect(draft.result.items.map((l) => kg(l.qty))).toEqual([2.5]);
    expect(await picked()).toEqual([[fourNumber, 2.5]]);
    expect((await pushed(three)).result).toBe('所选出库单已没有可开票的数量');
    expect(await billing(four)).toEqual(['NOT_INVOICED', 37.5, 0, 1.5]);
    expect(await billing(three)).toEqual(['INVOICED', 100, 0, 3]);
  });

  it('2. a bill past delivered − returned − invoiced is refused at save and at 复核, naming what is left', async () => {
    const label = (
      await queryRows<{ label: string }>(
        t.database.db,
        sql`select concat_ws(' ', code, name) as label from md_products where id = ${f.ids.blue}`,
      )
    )[0].label;
    expect((await invoice(four, 4)).result).toBe(
      `第1行：产品 ${label} 开票 4 kg，超出可开票数量 2.5 kg（出库单 ${fourNumber} 出库 4 kg，已退货 1.5 kg）`,
    );
    // Two drafts that each fit: the second one's 复核 finds the first one billed.
    const first = (await invoice(four, 2)).result.id;
    const second = (await invoice(four, 1)).result.id;
    expect((await act('/finance', 'SalesInvoice', first, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    expect((await act('/finance', 'SalesInvoice', second, 'AUDIT', f.reviewer)).result).toBe(
      `第1行：${label} 本次开票 1 kg，出库单剩余 0.5 kg，超出允许的 0%`,
    );
    expect((await act('/finance', 'SalesInvoice', second, 'INVALIDATE', saler)).resultCode).toBe('0');
    expect(await picked()).toEqual([[fourNumber, 0.5]]);
    expect((await invoice(four, 1)).result).toBe(
      `第1行：产品 ${label} 开票 1 kg，超出可开票数量 0.5 kg（出库单 ${fourNumber} 出库 4 kg，已退货 1.5 kg，已开票 2 kg）`,
    );
    const last = (await invoice(four, 0.5)).result.id;
    expect((await act('/finance', 'SalesInvoice', last, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    expect(await billing(four)).toEqual(['INVOICED', 100, 2.5, 1.5]);
    expect(await picked()).toEqual([]);
  });

  it('3. billed goods that come back: nothing to bill before or after their red invoice (销售退货)', async () => {
    const back = await returned(four, 1);
    expect(await billing(four)).toEqual(['INVOICED', 100, 2.5, 2.5]);
    expect((await pushed(four)).result).toBe('所选出库单已没有可开票的数量');
    const [blue] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select f.id from fin_sales_invoices f join fin_sales_invoices_items i on i.doc_id = f.id
          join sal_deliveries_items l on l.id = i.delivery_line_id
          where l.doc_id = ${four} and f.status = 'UNVERIFIED' order by f.id limit 1`,
    );
    const draft = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesRedInvoiceFrom', {
      link: 'invoice-red',
      sourceIds: [blue.id],
    });
    const red = await save(f.finance, '/finance/addOrUpdateSalesRedInvoice', {
      ...draft.result.values,
      redDate: today,
      redReason: 'RETURN',
      returnId: back,
      items: [{ ...draft.result.items[0], qty: 1 * KG }],
    });
    expect((await act('/finance', 'SalesRedInvoice', red, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    // 4 out − 2.5 back − 1.5 billed: still nothing to bill.
    expect(await billing(four)).toEqual(['INVOICED', 100, 1.5, 2.5]);
    expect(await picked()).toEqual([]);
  });
});

describe('purchase: a 折让 lowers the amount, never un-bills the goods', () => {
  const P = '/purchaseInvoice';
  let purchaser: ApiClient;
  let supplier: number;
  let inId: number;
  let blueId: number;

  const pushed = () =>
    purchaser.post<{ values: Row; items: Row[] }>(`${P}/makePurchaseInvoiceFrom`, {
      link: 'in-invoice',
      sourceIds: [inId],
    });
  const picked = async () => {
    const res = await purchaser.post<{ requestList: { open: number }[] }>(
      `${P}/queryPurchaseInvoiceOpenLines`,
      {
        link: 'in-invoice',
        partyId: supplier,
      },
    );
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    return res.result.requestList.map((l) => kg(l.open));
  };
  /** A bill of the warehouse-in line keyed whole (as 下推 offered it before a 折让). */
  const invoice = async (qty: number) => {
    const [source] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from inv_material_ins_items where doc_id = ${inId}`,
    );
    return purchaser.post<{ id: number }>(`${P}/addOrUpdatePurchaseInvoice`, {
      supplierId: supplier,
      invoiceDate: today,
      invoiceType: 'SPECIAL',
      invoiceNo: '33100777',
      items: [{ materielId: f.ids.resin, warehouseInLineId: source.id, qty: qty * KG }],
    });
  };
  const red = async (qty: number, redReason: string) => {
    const draft = await purchaser.post<{ values: Row; items: Row[] }>(`${P}/makePurchaseRedInvoiceFrom`, {
      link: 'invoice-red',
      sourceIds: [blueId],
    });
    const id = await save(purchaser, `${P}/addOrUpdatePurchaseRedInvoice`, {
      ...draft.result.values,
      redDate: today,
      redReason,
      items: [{ ...draft.result.items[0], qty: qty * KG }],
    });
    expect((await act(P, 'PurchaseRedInvoice', id, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    return id;
  };
  /** 应付账款 of the supplier in 元: [invoiced, balance]. */
  const payable = async () => {
    const res = await f.finance.post<{ requestList: Row[] }>(`${P}/queryPurchasePayableList`, {
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: { supplierId: supplier },
    });
    const [row] = res.result.requestList;
    return [Number(row.invoiced) / YUAN, Number(row.balance) / YUAN];
  };
  /** [开票状态, 开票 progress %, 已开票 kg] of the warehouse-in. */
  const billing = async () => {
    const d = await detail('/warehouse', 'MaterialIn', inId);
    const p = d.progress.find((x) => x.link === 'in-invoice');
    return [d.invoiceState, p?.percent, kg(d.items[0].invoicedQty)];
  };

  beforeAll(async () => {
    const manager = await login('purchasingmanager');
    purchaser = await login('purchaser');
    ({ supplier, inId } = await receivedGoods(t, f, { purchaser, manager }, [[f.ids.resin, 10, 20]]));
    const draft = await pushed();
    blueId = await save(purchaser, `${P}/addOrUpdatePurchaseInvoice`, {
      ...draft.result.values,
      invoiceDate: addDays(today, -5),
      invoiceType: 'SPECIAL',
      invoiceNo: '33100888',
      items: draft.result.items,
    });
    expect((await act(P, 'PurchaseInvoice', blueId, 'AUDIT', f.reviewer)).resultCode).toBe('0');
  }, 120_000);

  it('1. after a 折让 of 5 kg nothing is offered, a new bill is refused and 应付账款 stays 100 元', async () => {
    expect(await payable()).toEqual([200, 200]);
    const discount = await red(5, 'DISCOUNT');
    expect(await payable()).toEqual([100, 100]);
    expect(await billing()).toEqual(['UNVERIFIED', 100, 10]);
    expect((await pushed()).result).toBe('所选入库单已没有可开票的数量');
    expect(await picked()).toEqual([]);
    expect((await invoice(5)).result).toBe(
      `第1行：物料 SZ-ACR01 水性丙烯酸树脂 开票 5 kg，超出可开票数量 0 kg（入库单 ${(await detail('/warehouse', 'MaterialIn', inId)).number} 入库 10 kg，已退货 0 kg，已开票 10 kg）`,
    );
    expect(await payable()).toEqual([100, 100]);
    // Its 反审核 gives the amount back, and no quantity.
    expect((await act(P, 'PurchaseRedInvoice', discount, 'DISCARD', f.finance)).resultCode).toBe('0');
    expect(await payable()).toEqual([200, 200]);
    expect(await billing()).toEqual(['UNVERIFIED', 100, 10]);
    expect((await act(P, 'PurchaseRedInvoice', discount, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    expect(await payable()).toEqual([100, 100]);
  });

  it('2. a red invoice of 开票有误 gives its quantity back to be billed again', async () => {
    await red(5, 'WRONG');
    expect(await payable()).toEqual([0, 0]);
    expect(await billing()).toEqual(['NOT_INVOICED', 50, 5]);
    const draft = await pushed();
    expect(draft.result.items.map((l) => kg(l.qty))).toEqual([5]);
    expect(await picked()).toEqual([5]);
    const again = await invoice(5);
    expect(again.resultCode, JSON.stringify(again)).toBe('0');
    expect((await act(P, 'PurchaseInvoice', again.result.id, 'AUDIT', f.reviewer)).resultCode).toBe('0');
    expect(await payable()).toEqual([100, 100]);
    expect(await billing()).toEqual(['UNVERIFIED', 100, 10]);
  });
});
