import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture } from '../inventory/testing/material-fixture.ts';
import { deliveredGoods } from './testing/sales-delivery.ts';

/**
 * 开票通知单 (issue 35 item 8): a line keeps its order's 税率 and splits its 价税合计 into 不含税金额 and
 * 税额 (rounded half-up to the fen once); the header reads the buyer's 税号, 地址电话 and 开户行及账号
 * from the customer; the Excel print is headed by 公司信息 (the demo's, kept by the super
 * administrator alone) and shows a unit price with the decimals it has.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let invoiceId: number;
type Row = Record<string, unknown>;

const login = async (user: string) => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, 'demo1234')).resultCode).toBe('0');
  return c;
};
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  const [saler, director] = await Promise.all(['saler', 'salederictor'].map(login));
  const kh001 = await one(sql`select id from md_customers where code = 'KH001'`);
  const cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  const deliveryId = await deliveredGoods(
    f,
    { saler, director },
    { customerId: kh001, currencyId: cny, stock: 30, qty: 3, price: 60.1234, batchNo: 'VAT-1' },
  );
  const bill = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesInvoiceFrom', {
    link: 'delivery-invoice',
    sourceIds: [deliveryId],
  });
  const res = await f.finance.post<{ id: number }>('/finance/addOrUpdateSalesInvoice', {
    ...bill.result.values,
    invoiceDate: companyToday(),
    invoiceType: 'SPECIAL',
    invoiceNo: '44001300',
    items: bill.result.items,
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  invoiceId = res.result.id;
}, 120_000);
afterAll(() => t.close());

describe('开票通知单', () => {
  it('splits each line into 不含税金额 and 税额 at its order’s tax rate; the buyer is the customer', async () => {
    const [{ rate }] = await queryRows<{ rate: string }>(
      t.database.db,
      sql`select o.tax_rate as rate from fin_sales_invoices_items il
          join sal_deliveries_items dl on dl.id = il.delivery_line_id
          join sal_orders_items ol on ol.id = dl.order_line_id join sal_orders o on o.id = ol.doc_id
          where il.doc_id = ${invoiceId}`,
    );
    const r = Number(rate);
    expect(r).toBeGreaterThan(0);
    const detail = (
      await f.finance.get<Row & { items: Row[] }>('/finance/querySalesInvoiceDetail', {
        id: String(invoiceId),
      })
    ).result;
    const [line] = detail.items;
    // 3 kg × 60.1234 = 180.3702 → 180.37 with tax; tax = 180.37 × r ÷ (1 + r), half-up to the fen.
    expect(line.amount).toBe(180_370_000);
    const tax = Math.round((18_037 * r) / (10_000 + r)) * 10_000;
    expect(line).toMatchObject({ taxRate: r, taxAmount: tax, netAmount: 180_370_000 - tax, qty: 3 * KG });
    expect(detail).toMatchObject({
      buyerTaxNo: '91320400MA1XXXXX01',
      buyerAddress: '江苏省常州市武进区 0519-88881234',
      buyerBank: '中国工商银行常州武进支行 1105020109000123456',
    });
  });

  it('prints in Excel under the company’s letterhead, with the VAT columns and the price’s own decimals', async () => {
    const res = await f.finance.raw('POST', '/finance/printSalesInvoiceExcel', { id: invoiceId, form: 0 });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('苏州天工新材料有限公司');
    const cells: string[] = [];
    const formats: string[] = [];
    sheet.eachRow((row) => {
      row.eachCell((c) => {
        cells.push(String(c.value));
        if (c.value === 60.1234) formats.push(c.numFmt);
      });
    });
    expect(cells).toEqual(
      expect.arrayContaining([
        '地址：江苏省苏州市工业园区星湖街1号　电话：0512-66668888',
        '税号：91320594MA1TG00001',
        '开票通知单',
        '购方税号',
        '91320400MA1XXXXX01',
        '不含税金额',
        '税率（%）',
        '税额',
      ]),
    );
    expect(formats).toEqual(['#,##0.0000']);
  });

  it('heads the red invoice’s 红字发票通知单 with 公司信息 too (issue 35 item 5)', async () => {
    const { version } = (
      await f.finance.get<{ version: number }>('/finance/querySalesInvoiceDetail', { id: String(invoiceId) })
    ).result;
    const audited = await f.reviewer.post('/finance/changeSalesInvoiceState', {
      id: invoiceId,
      version,
      action: 'AUDIT',
    });
    expect(audited.resultCode, JSON.stringify(audited)).toBe('0');
    const draft = await f.finance.post<{ values: Row; items: Row[] }>('/finance/makeSalesRedInvoiceFrom', {
      link: 'invoice-red',
      sourceIds: [invoiceId],
    });
    expect(draft.resultCode, JSON.stringify(draft)).toBe('0');
    const red = await f.finance.post<{ id: number }>('/finance/addOrUpdateSalesRedInvoice', {
      ...draft.result.values,
      redDate: companyToday(),
      redReason: 'WRONG',
      items: [{ ...draft.result.items[0], qty: 1 * KG }],
    });
    expect(red.resultCode, JSON.stringify(red)).toBe('0');
    const res = await f.finance.raw('POST', '/finance/printSalesRedInvoiceExcel', { id: red.result.id });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('苏州天工新材料有限公司');
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
    expect(cells).toEqual(
      expect.arrayContaining(['税号：91320594MA1TG00001', '红字发票通知单', '对应蓝字发票']),
    );
  });

  it('keeps 公司信息 the super administrator’s: the bosses read it but may not change it', async () => {
    const boss = await login('bigboss');
    const list = await boss.post<{ requestList: Row[] }>('/system/queryCompanyProfilePageList', {
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: {},
    });
    expect(list.result.requestList.map((r) => r.name)).toEqual(['苏州天工新材料有限公司']);
    const denied = await boss.post('/system/addOrUpdateCompanyProfile', {
      name: '别家公司',
      address: '某地',
      taxNo: '91000000000000000X',
    });
    expect(denied.resultCode).toBe('10000003');
  });
});
