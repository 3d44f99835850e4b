import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The CRM's records and documents (issue 15): a lead followed up, converted with its history or
 * closed with a reason, imported from Excel with a per-row report; contacts' formats; one default
 * address; activities moving the customer's 最近跟进; samples' confirm / anti-examine / scrap;
 * quotations' amounts and customer copy; complaints against a real product batch.
 */
let t: TestApp;
const c: Record<string, ApiClient> = {};
const ids: Record<string, number> = {};
type Row = Record<string, unknown>;

async function client(user: string) {
  const api = new ApiClient(t.app);
  expect((await api.login(user, 'demo1234')).resultCode).toBe('0');
  return api;
}
const ok = <T>(res: { resultCode: string; result: T }) => {
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
};
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  for (const user of ['saler', 'saler2', 'salemanager']) c[user] = await client(user);
  ids.channel = await one(sql`select id from md_channels where code = 'ZH'`);
  ids.KH001 = await one(sql`select id from md_customers where code = 'KH001'`);
  ids.KH006 = await one(sql`select id from md_customers where code = 'KH006'`);
  ids.product = await one(sql`select id from md_products order by code limit 1`);
  ids.saler2 = await one(sql`select id from users where user_name = 'saler2'`);
}, 60_000);
afterAll(() => t.close());

describe('leads', () => {
  it('a lead followed up becomes a customer with its contact and its history', async () => {
    const lead = ok(
      await c.saler.post<{ id: number }>('/sales/addOrUpdateSaleOpportunity', {
        companyName: '扬州某化工有限公司',
        contactName: '许经理',
        mobile: '13955550001',
        sourceId: ids.channel,
        category: 'COMPANY_CUSTOM',
        demand: '需要水性色浆样品',
      }),
    );
    for (const [day, content] of [
      ['20261101', '展会上交换名片'],
      ['20261105', '电话沟通用量'],
    ])
      ok(
        await c.saler.post('/sales/addOrUpdateSaleOpportunityTrace', {
          clueId: lead.id,
          activityType: 'CALL',
          traceDate: day,
          content,
        }),
      );
    // Another salesperson neither sees nor converts it.
    expect(await c.saler2.get('/sales/querySaleOpportunityDetail', { id: String(lead.id) })).toEqual({
      resultCode: '10000004',
      result: '销售线索不存在',
    });
    const detail = ok(await c.saler.get<Row>('/sales/querySaleOpportunityDetail', { id: String(lead.id) }));
    expect(detail).toMatchObject({
      lastFollowDate: '20261105',
      ownerLabel: '销售员（演示）',
      status: 'FOLLOWING',
    });
    expect(
      (await c.saler2.post('/sales/convertSaleOpportunity', { id: lead.id, version: detail.version }))
        .resultCode,
    ).toBe('10000004');
    const converted = ok(
      await c.saler.post<{ customerId: number }>('/sales/convertSaleOpportunity', {
        id: lead.id,
        version: detail.version,
      }),
    );
    const customer = ok(
      await c.saler.get<Row>('/customer/queryCustomerDetail', { id: String(converted.customerId) }),
    );
    expect(customer).toMatchObject({
      name: '扬州某化工有限公司',
      ownerLabel: '销售员（演示）',
      lastFollowDate: '20261105',
    });
    const contacts = ok(
      await c.saler.post<{ requestList: Row[] }>('/customer/queryContactPageList', {
        queryParameterVo: { customerId: converted.customerId },
      }),
    );
    expect(contacts.requestList).toEqual([
      expect.objectContaining({ name: '许经理', mobile: '13955550001', isPrimary: true }),
    ]);
    const activities = ok(
      await c.saler.post<{ requestList: Row[] }>('/customer/queryActivityPageList', {
        queryParameterVo: { customerId: converted.customerId },
      }),
    );
    expect(activities.requestList.map((a) => a.content)).toEqual([
      expect.stringContaining('电话沟通用量'),
      expect.stringContaining('展会上交换名片'),
    ]);
    const after = ok(await c.saler.get<Row>('/sales/querySaleOpportunityDetail', { id: String(lead.id) }));
    expect(after).toMatchObject({ status: 'CONVERTED', customerId: converted.customerId });
    expect(
      (
        await c.saler.post('/sales/closeSaleOpportunity', {
          id: lead.id,
          version: after.version,
          reason: 'x',
        })
      ).result,
    ).toBe('线索已转客户或已关闭');
  });

  it('is closed with a reason, and distributed by a manager', async () => {
    const lead = ok(
      await c.saler.post<{ id: number }>('/sales/addOrUpdateSaleOpportunity', {
        companyName: '某询价公司',
        contactName: '匿名',
        phone: '021-1234567',
        sourceId: ids.channel,
      }),
    );
    expect(
      await c.saler.post('/sales/closeSaleOpportunity', { id: lead.id, version: 1, reason: ' ' }),
    ).toEqual({
      resultCode: '10000001',
      result: expect.stringContaining('请输入关闭原因'),
    });
    ok(await c.salemanager.post('/sales/distributeSaleOpportunity', { id: lead.id, ownerId: ids.saler2 }));
    expect((await c.saler.get('/sales/querySaleOpportunityDetail', { id: String(lead.id) })).resultCode).toBe(
      '10000004',
    );
    ok(await c.saler2.post('/sales/closeSaleOpportunity', { id: lead.id, version: 2, reason: '只询价' }));
    const closed = ok(await c.saler2.get<Row>('/sales/querySaleOpportunityDetail', { id: String(lead.id) }));
    expect(closed).toMatchObject({ status: 'CLOSED', closeReason: '只询价' });
  });

  it('imports from the template all or nothing, with a report per bad row', async () => {
    const template = await c.saler.raw('GET', '/sales/downloadSaleOpportunityTemplate');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const row = (values: Record<string, string>) => headers.map((h) => values[h.replace(/^\*/, '')] ?? '');
    sheet.addRow(row({ 客户名称: '导入公司甲', 联系人: '甲', 手机: '13800001111', 线索来源: 'ZH' }));
    sheet.addRow(row({ 客户名称: '导入公司乙', 联系人: '乙', 手机: '12345', 线索来源: 'ZH' }));
    sheet.addRow(row({ 客户名称: '导入公司丙', 联系人: '丙', 线索来源: '没有这个渠道' }));
    const bad = await upload(
      c.saler,
      '/sales/importSaleOpportunity',
      Buffer.from(await book.xlsx.writeBuffer()),
    );
    expect(bad.result.imported).toBe(0);
    expect(bad.result.errors.map((e: { row: number }) => e.row)).toEqual([3, 4]);
    expect(JSON.stringify(bad.result.errors)).toContain('请输入正确的手机号码');
    const clean = new ExcelJS.Workbook();
    await clean.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    clean.worksheets[0].addRow(
      row({ 客户名称: '导入公司甲', 联系人: '甲', 手机: '13800001111', 线索来源: 'ZH' }),
    );
    const good = await upload(
      c.saler,
      '/sales/importSaleOpportunity',
      Buffer.from(await clean.xlsx.writeBuffer()),
    );
    expect(good.result).toEqual({ imported: 1, errors: [] });
    const list = ok(
      await c.saler.post<{ requestList: Row[] }>('/sales/querySaleOpportunityPageList', {
        queryParameterVo: { companyName: '导入公司甲' },
      }),
    );
    expect(list.requestList).toEqual([expect.objectContaining({ ownerLabel: '销售员（演示）' })]);
  });
});

describe('a customer’s records', () => {
  it('checks a contact’s mobile and phone formats and asks for one of them', async () => {
    const save = (body: Row) =>
      c.saler.post('/customer/addOrUpdateContact', { customerId: ids.KH001, name: '新联系人', ...body });
    expect((await save({ mobile: '12345678901' })).result).toContain('请输入正确的手机号码');
    expect((await save({ phone: '0519-abc' })).result).toContain('只能输入数字和“-”');
    expect(await save({})).toEqual({ resultCode: '10000001', result: '手机和电话至少填写一项' });
    expect((await save({ mobile: '17712345678' })).resultCode).toBe('0');
  });

  it('keeps one default delivery address per customer', async () => {
    const address = (isDefault: boolean) =>
      c.saler.post<{ id: number }>('/customer/addOrUpdateAddress', {
        customerId: ids.KH006,
        regionId: null,
        address: `苏州市吴中区${Math.random()}`,
        receiver: '收货人',
        receiverPhone: '0512-1234567',
        isDefault,
      });
    const region = await one(sql`select id from md_locations where code = 'CN-JS-SZ'`);
    const save = async (isDefault: boolean) => {
      const res = await c.saler.post<{ id: number }>('/customer/addOrUpdateAddress', {
        customerId: ids.KH006,
        regionId: region,
        address: `苏州市吴中区木渎镇${isDefault ? '一' : '二'}号`,
        receiver: '收货人',
        receiverPhone: '0512-1234567',
        isDefault,
      });
      return ok(res).id;
    };
    expect((await address(false)).result).toContain('请选择地区');
    const first = await save(true);
    const second = await save(true);
    await save(false);
    const defaults = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from crm_addresses where customer_id = ${ids.KH006} and is_default`,
    );
    expect(defaults.map((d) => d.id)).toEqual([second]);
    expect(first).not.toBe(second);
  });

  it('moves the customer’s 最近跟进 with its activities; a next date before the activity is refused', async () => {
    expect(
      await c.saler.post('/customer/addOrUpdateActivity', {
        customerId: ids.KH006,
        activityType: 'VISIT',
        activityDate: '20261120',
        content: '拜访',
        nextFollowDate: '20261110',
      }),
    ).toEqual({ resultCode: '10000001', result: '下次跟进日期不能早于跟进日期' });
    ok(
      await c.saler.post('/customer/addOrUpdateActivity', {
        customerId: ids.KH006,
        activityType: 'VISIT',
        activityDate: '20991231',
        content: '拜访',
      }),
    );
    const customer = ok(await c.saler.get<Row>('/customer/queryCustomerDetail', { id: String(ids.KH006) }));
    expect(customer.lastFollowDate).toBe('20991231');
  });
});

describe('samples, quotations, complaints', () => {
  it('a sample is confirmed, anti-examined and scrapped', async () => {
    const s = ok(
      await c.saler.post<{ id: number }>('/customer/addOrUpdateSample', {
        customerId: ids.KH001,
        productId: ids.product,
        qty: 500_000,
        sendDate: '20261110',
        result: 'PENDING',
      }),
    );
    const step = async (action: string, version: number) =>
      ok(await c.saler.post<{ status: string }>('/customer/changeSampleState', { id: s.id, version, action }))
        .status;
    expect(await step('CONFIRM', 1)).toBe('CONFIRMED');
    expect(await step('DISCARD', 2)).toBe('NEW');
    expect(await step('INVALIDATE', 3)).toBe('DISCARDED');
  });

  it('a quotation’s amounts are quantity × price; its customer copy is an Excel; another salesperson gets nothing', async () => {
    const q = ok(
      await c.saler.post<{ id: number }>('/customer/addOrUpdateOffer', {
        customerId: ids.KH001,
        quoteDate: '20261110',
        validUntil: '20261210',
        items: [{ productId: ids.product, qty: 12_345_000, price: 32_500_000 }],
      }),
    );
    const detail = ok(
      await c.saler.get<{ items: Row[] }>('/customer/queryOfferDetail', { id: String(q.id) }),
    );
    expect(detail.items[0].amount).toBe(401_212_500); // 12.345 kg × 32.5 元 = 401.2125 → 401.21 元 (×1e6 exact)
    const excel = await c.saler.raw('POST', '/customer/printOfferExcel', { id: q.id });
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    expect(await c.saler2.post('/customer/printOfferExcel', { id: q.id })).toEqual({
      resultCode: '10000004',
      result: '报价单不存在',
    });
    const bad = await c.saler.post('/customer/addOrUpdateOffer', {
      customerId: ids.KH001,
      quoteDate: '20261110',
      validUntil: '20261101',
      items: [{ productId: ids.product, qty: 1_000_000, price: 1_000_000 }],
    });
    expect(bad).toEqual({ resultCode: '10000001', result: '有效期不能早于报价日期' });
  });

  it('a complaint names a batch the product was received in', async () => {
    const body = {
      customerId: ids.KH001,
      complaintDate: '20261115',
      productId: ids.product,
      batchNo: 'CP2611001',
      description: '粘度偏高',
    };
    expect(await c.saler.post('/customer/addOrUpdateComplaint', body)).toEqual({
      resultCode: '10000009',
      result: '产品没有批号「CP2611001」的入库记录，请核对批号',
    });
    await t.database.db.execute(
      sql`insert into stock_batches (item_kind, item_id, batch_no, first_in_date) values ('PRODUCT', ${ids.product}, 'CP2611001', '20261101')`,
    );
    const made = ok(await c.saler.post<{ id: number }>('/customer/addOrUpdateComplaint', body));
    const closed = ok(
      await c.saler.post<{ status: string }>('/customer/changeComplaintState', {
        id: made.id,
        version: 1,
        action: 'CLOSE',
      }),
    );
    expect(closed.status).toBe('DONE');
    expect((await c.saler2.get('/customer/queryComplaintFiles', { id: String(made.id) })).resultCode).toBe(
      '10000004',
    );
  });
});

async function upload(client: ApiClient, url: string, content: Buffer) {
  const boundary = '----tg-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="leads.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'XMLHttpRequest',
      cookie: client.cookie,
    },
  });
  return res.json();
}
