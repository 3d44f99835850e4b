import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { materialFixture } from '../inventory/testing/material-fixture.ts';
import { deliveredGoods } from './testing/sales-delivery.ts';

/**
 * 销售发票 快递打印 (SPEC /salesInvoice express print): the invoice is mailed to the customer. Its
 * 收件人 / 电话 / 地址 come from the customer's default delivery address when left empty (a keyed one
 * is kept), the carrier and 快递单号 are keyed, and the second print is the carrier's waybill whose
 * sender is the company kept in 财务设置 (寄件单位 …). KH001's default address in the demo: 赵经理,
 * 13812340001, 江苏省常州市武进区绿杨路18号.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let deliveryId: number;
let sf: number;
const today = companyToday();
type Row = Record<string, unknown>;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
/** An invoice of the delivery's goods, saved with `extra` header values. */
async function invoice(extra: Row) {
  const bill = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
    link: 'delivery-invoice',
    sourceIds: [deliveryId],
  });
  const res = await f.finance.post<{ id: number }>('/finance/addOrUpdateSalesInvoice', {
    ...bill.result.values,
    invoiceDate: today,
    invoiceType: 'SPECIAL',
    invoiceNo: '44001299',
    items: bill.result.items,
    ...extra,
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return (
    await f.finance.get<Row & { id: number }>('/finance/querySalesInvoiceDetail', {
      id: String(res.result.id),
    })
  ).result;
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  const [saler, director] = await Promise.all(['saler', 'salederictor'].map(login));
  const kh001 = await one(sql`select id from md_customers where code = 'KH001'`);
  const cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  sf = await one(sql`select id from md_expresses where code = 'SF'`);
  deliveryId = await deliveredGoods(
    f,
    { saler, director },
    { customerId: kh001, currencyId: cny, stock: 30, qty: 20, price: 60, batchNo: 'EX-1' },
  );
}, 120_000);
afterAll(() => t.close());

describe('销售发票 快递打印', () => {
  it('takes the receiver from the customer’s default address unless keyed; carrier and number as keyed', async () => {
    const mailed = await invoice({ expressId: sf, waybillNo: 'SF1400012345678' });
    expect(mailed).toMatchObject({
      expressId: sf,
      expressLabel: expect.stringContaining('顺丰速运'),
      waybillNo: 'SF1400012345678',
      receiver: '赵经理',
      receiverPhone: '13812340001',
      receiverAddress: '江苏省常州市武进区绿杨路18号',
    });
    // What finance keys is kept; only the empty ones are filled.
    const keyed = await invoice({ id: mailed.id, version: mailed.version, receiver: '钱会计' });
    expect([keyed.receiver, keyed.receiverPhone]).toEqual(['钱会计', '13812340001']);
    const other = await f.finance.post('/finance/addOrUpdateSalesInvoice', {
      id: mailed.id,
      version: keyed.version,
      receiverPhone: '快递',
    });
    expect(other.resultCode).toBe('10000001');
  });

  it('prints the waybill as its second form; the company keeps the sender in 财务设置', async () => {
    const setting = await f.finance.post('/finance/addOrUpdateFinanceSetting', {
      agingDays1: 30,
      agingDays2: 60,
      agingDays3: 90,
      agingDays4: 120,
      senderName: '苏州天工新材料有限公司',
      senderContact: '财务部 钱会计',
      senderPhone: '0512-66668888',
      senderAddress: '江苏省苏州市工业园区星湖街1号',
    });
    expect(setting.resultCode, JSON.stringify(setting)).toBe('0');
    const [{ id }] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from fin_sales_invoices where waybill_no = 'SF1400012345678'`,
    );
    const res = await f.finance.raw('POST', '/finance/printSalesInvoiceExcel', { id, form: 1 });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('快递面单');
    const cells: string[] = [];
    sheet.eachRow((row) => {
      row.eachCell((c) => {
        cells.push(String(c.value));
      });
    });
    expect(cells).toEqual(expect.arrayContaining(['快递公司', '快递单号', 'SF1400012345678', '钱会计']));
    // A salesperson without the finance menu reads the invoice of their customer but cannot key it.
    const saler = await login('saler');
    const denied = await saler.post('/finance/addOrUpdateSalesInvoice', { id, version: 1, waybillNo: 'X' });
    expect(denied.resultCode).toBe('10000003');
  });
});
