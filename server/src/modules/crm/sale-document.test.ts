import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { addDays, companyToday } from './crm-dates.ts';

/**
 * 销售资料 (SPEC §7 /sales/ sale document): written by those who make them, read and searched by
 * every salesperson, with the files attached; whether still valid by the company's calendar.
 */
let t: TestApp;
const c: Record<string, ApiClient> = {};
const ids: Record<string, number> = {};
type Row = Record<string, unknown>;
type Page = { requestList: Row[]; totalRec: number };

const ok = <T>(res: { resultCode: string; result: T }) => {
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
};

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  for (const user of ['salemanager', 'saler', 'technicalmanager', 'store']) {
    c[user] = new ApiClient(t.app);
    expect((await c[user].login(user, 'demo1234')).resultCode).toBe('0');
  }
  const [product] = await queryRows<{ id: number; type_id: number }>(
    t.database.db,
    sql`select id, product_type_id as type_id from md_products order by code limit 1`,
  );
  ids.product = product.id;
  ids.productType = product.type_id;
}, 60_000);
afterAll(() => t.close());

const list = (api: ApiClient, filters: Row) =>
  api.post<Page>('/sales/querySaleDocumentPageList', {
    page: { pageIndex: 1, pageSize: 25 },
    queryParameterVo: filters,
  });

async function upload(client: ApiClient, fileName: string, content: Buffer) {
  const boundary = '----tg-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/uploadFile',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'XMLHttpRequest',
      cookie: client.cookie,
    },
  });
  return res.json() as { resultCode: string; result: { fileId: string } };
}

describe('销售资料', () => {
  it('is written by technical and sales heads, with its file; a salesperson finds and reads it', async () => {
    const today = companyToday();
    const tds = ok(
      await c.technicalmanager.post<{ id: number }>('/sales/addOrUpdateSaleDocument', {
        name: '氧化铁红色浆技术数据表',
        docType: 'TDS',
        productId: ids.product,
        productTypeId: ids.productType,
        docVersion: 'V2.1',
        language: '中文',
        validFrom: addDays(today, -30),
      }),
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const file = await upload(c.technicalmanager, 'TDS-氧化铁红.pdf', pdf);
    expect(file.resultCode, JSON.stringify(file)).toBe('0');
    ok(
      await c.technicalmanager.post('/sales/addSaleDocumentFile', { id: tds.id, fileId: file.result.fileId }),
    );
    // A price list that ran out yesterday.
    ok(
      await c.salemanager.post('/sales/addOrUpdateSaleDocument', {
        name: '2026年第三季度价格表',
        docType: 'PRICE_LIST',
        validFrom: addDays(today, -90),
        validUntil: addDays(today, -1),
      }),
    );

    const found = ok(await list(c.saler, { name: '铁红' }));
    expect(found.requestList).toEqual([
      expect.objectContaining({
        id: tds.id,
        docType: 'TDS',
        validity: 'VALID',
        productId: ids.product,
        status: 'EBL',
      }),
    ]);
    expect(String(found.requestList[0].number)).toMatch(/^ZL\d{4}$/);
    // By pinyin initials through the pickers' one box, by type, by product, by validity.
    expect(ok(await list(c.saler, { keyword: 'yhth' })).requestList.map((r) => r.id)).toEqual([tds.id]);
    const names = async (filters: Row) => ok(await list(c.saler, filters)).requestList.map((r) => r.name);
    const priceLists = await names({ docType: 'PRICE_LIST' });
    expect(priceLists).toContain('2026年第三季度价格表');
    expect(priceLists).not.toContain('氧化铁红色浆技术数据表');
    const ofProduct = ok(await list(c.saler, { productId: ids.product })).requestList;
    expect(ofProduct.map((r) => r.id)).toContain(tds.id);
    expect(ofProduct.every((r) => r.productId === ids.product)).toBe(true);
    const expired = ok(await list(c.saler, { validity: 'EXPIRED' })).requestList;
    expect(expired.map((r) => r.name)).toContain('2026年第三季度价格表');
    expect(expired.every((r) => r.validity === 'EXPIRED')).toBe(true);
    expect(expired.map((r) => r.id)).not.toContain(tds.id);
    expect(ok(await c.saler.get<Row[]>('/sales/querySaleDocumentFiles', { id: String(tds.id) }))).toEqual([
      expect.objectContaining({ fileName: 'TDS-氧化铁红.pdf' }),
    ]);
  });

  it('is refused to those who only hand it out, and checks its dates', async () => {
    const body = { name: '色浆产品手册', docType: 'BROCHURE' };
    for (const api of [c.saler, c.store])
      expect(await api.post('/sales/addOrUpdateSaleDocument', body)).toEqual({
        resultCode: '10000003',
        result: '您没有执行此操作的权限',
      });
    const [{ id }] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from crm_sale_documents order by id limit 1`,
    );
    expect(
      (await c.saler.post('/sales/addSaleDocumentFile', { id, fileId: crypto.randomUUID() })).resultCode,
    ).toBe('10000003');
    expect(
      await c.salemanager.post('/sales/addOrUpdateSaleDocument', {
        ...body,
        validFrom: '20261201',
        validUntil: '20261130',
      }),
    ).toEqual({ resultCode: '10000001', result: '有效期至不能早于生效日期' });
  });

  it('is withdrawn (停用) rather than deleted, and stays listed as such', async () => {
    const made = ok(
      await c.salemanager.post<{ id: number }>('/sales/addOrUpdateSaleDocument', {
        name: '旧版产品手册',
        docType: 'BROCHURE',
      }),
    );
    ok(
      await c.salemanager.post('/sales/changeSaleDocumentState', {
        id: made.id,
        version: 1,
        action: 'INVALIDATE',
      }),
    );
    expect(ok(await list(c.saler, { name: '旧版产品手册', status: 'DISCARDED' })).totalRec).toBe(1);
    expect(ok(await list(c.saler, { name: '旧版产品手册', status: 'EBL' })).totalRec).toBe(0);
  });
});
