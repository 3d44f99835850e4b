import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { addDays, companyToday } from './crm-dates.ts';

/**
 * The CRM's own pages (issue 15): 新增客户 — customer, first contact and default address in one
 * transaction, nothing left behind by a refusal — and 批量修改线索 within the record rule.
 */
let t: TestApp;
const c: Record<string, ApiClient> = {};
const ids: Record<string, number> = {};
type Row = Record<string, unknown>;

const ok = <T>(res: { resultCode: string; result: T }) => {
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
};
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0]?.id;
const count = async (q: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(t.database.db, q))[0].n);

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  for (const user of ['saler', 'saler2', 'salemanager', 'store', 'finacemanager']) {
    c[user] = new ApiClient(t.app);
    expect((await c[user].login(user, 'demo1234')).resultCode).toBe('0');
  }
  ids.channel = await one(sql`select id from md_channels where code = 'ZH'`);
  ids.channel2 = await one(sql`select id from md_channels where code = 'GW'`);
  ids.region = await one(sql`select id from md_locations where code = 'CN-JS'`);
  ids.saler = await one(sql`select id from users where user_name = 'saler'`);
  ids.saler2 = await one(sql`select id from users where user_name = 'saler2'`);
  ids.store = await one(sql`select id from users where user_name = 'store'`);
}, 60_000);
afterAll(() => t.close());

const newCustomer = (name: string, over: Partial<Record<'customer' | 'contact' | 'address', Row>> = {}) => ({
  customer: { name, category: 'COMPANY_CUSTOM', sourceId: ids.channel, taxNo: null, ...over.customer },
  contact: { name: '周经理', position: '采购经理', mobile: '13951112222', ...over.contact },
  address: {
    regionId: ids.region,
    address: '常州市新北区某路88号',
    receiver: '周经理',
    receiverPhone: '0519-88886666',
    ...over.address,
  },
});

describe('新增客户 (/customer/addNewCustomer)', () => {
  it('saves the customer with its primary contact and default address, the maker its salesperson', async () => {
    const made = ok(
      await c.saler.post<{ id: number; contactId: number; addressId: number }>(
        '/customer/addNewCustomer',
        newCustomer('常州某新材料有限公司', { customer: { taxNo: '91320411MA1TEST01' } }),
      ),
    );
    const detail = ok(await c.saler.get<Row>('/customer/queryCustomerDetail', { id: String(made.id) }));
    expect(detail).toMatchObject({
      name: '常州某新材料有限公司',
      ownerId: ids.saler,
      evaluateLevel: 'NOT_DEALT',
      contact: '周经理',
      address: '常州市新北区某路88号',
      status: 'NORMAL',
    });
    expect(String(detail.code)).toMatch(/^KH\d{3,}$/);
    const contact = ok(
      await c.saler.get<Row>('/customer/queryContactDetail', { id: String(made.contactId) }),
    );
    expect(contact).toMatchObject({ customerId: made.id, name: '周经理', isPrimary: true });
    const address = ok(
      await c.saler.get<Row>('/customer/queryAddressDetail', { id: String(made.addressId) }),
    );
    expect(address).toMatchObject({ customerId: made.id, isDefault: true, receiver: '周经理' });
    // The transfer list starts with its maker.
    const transfers = ok(
      await c.saler.get<Row[]>('/customer/queryCustomerTransferList', { id: String(made.id) }),
    );
    expect(transfers.map((r) => r.kind)).toEqual(['CREATE']);
    // saler2 neither sees it nor its contact.
    expect((await c.saler2.get('/customer/queryCustomerDetail', { id: String(made.id) })).resultCode).toBe(
      '10000004',
    );
    expect(
      (await c.saler2.get('/customer/queryContactDetail', { id: String(made.contactId) })).resultCode,
    ).toBe('10000004');
  });

  it('may leave the address for later', async () => {
    const { address: _, ...body } = newCustomer('南通某塑胶有限公司');
    const made = ok(await c.saler2.post<{ id: number; addressId: null }>('/customer/addNewCustomer', body));
    expect(made.addressId).toBeNull();
    expect(await count(sql`select count(*) as n from crm_addresses where customer_id = ${made.id}`)).toBe(0);
  });

  it('leaves nothing behind when the contact or the address is refused, and uses no number', async () => {
    const codes = async () => count(sql`select count(*) as n from md_customers`);
    const before = await codes();
    const lastCode = async () =>
      (
        await queryRows<{ code: string }>(
          t.database.db,
          sql`select code from md_customers order by id desc limit 1`,
        )
      )[0].code;
    const last = await lastCode();
    // The contact's own rule (a mobile or a phone) refuses after the customer was written.
    expect(
      await c.saler.post(
        '/customer/addNewCustomer',
        newCustomer('徐州某油墨有限公司', { contact: { mobile: null, phone: null } }),
      ),
    ).toEqual({ resultCode: '10000001', result: '手机和电话至少填写一项' });
    // The address names a region that does not exist: refused after customer and contact.
    const refused = await c.saler.post(
      '/customer/addNewCustomer',
      newCustomer('徐州某油墨有限公司', { address: { regionId: 999_999 } }),
    );
    expect(refused.resultCode).toBe('10000009');
    expect(String(refused.result)).toContain('地区');
    expect(await codes()).toBe(before);
    expect(await count(sql`select count(*) as n from md_customers where name = '徐州某油墨有限公司'`)).toBe(
      0,
    );
    expect(
      await count(
        sql`select count(*) as n from crm_contacts where name = '周经理' and customer_id not in (select id from md_customers)`,
      ),
    ).toBe(0);
    // The number series was rolled back with it: the next customer takes the next number.
    ok(await c.saler.post('/customer/addNewCustomer', newCustomer('徐州某油墨有限公司')));
    expect(Number((await lastCode()).slice(2))).toBe(Number(last.slice(2)) + 1);
  });

  it('refuses a duplicate name or tax number whoever owns it, and says whose in the repeat list', async () => {
    expect(await c.saler2.post('/customer/addNewCustomer', newCustomer(' 常州某新材料 有限公司'))).toEqual({
      resultCode: '10000009',
      result: '客户名称与已有客户「常州某新材料有限公司」重复',
    });
    expect(
      await c.saler2.post(
        '/customer/addNewCustomer',
        newCustomer('常州另一家公司', { customer: { taxNo: '91320411ma1test01' } }),
      ),
    ).toEqual({ resultCode: '10000009', result: '税号与已有客户「常州某新材料有限公司」重复' });
    // While typing: saler2 learns it is saler's, without opening it.
    const repeats = ok(
      await c.saler2.post<Row[]>('/customer/queryCustomerRepeatList', { name: '常州某新材料' }),
    );
    expect(repeats).toEqual([
      expect.objectContaining({ name: '常州某新材料有限公司', ownerLabel: '销售员（演示）', inPool: false }),
    ]);
  });

  it('is refused to roles that keep no customers, and validates each part with its field', async () => {
    expect(await c.store.post('/customer/addNewCustomer', newCustomer('某公司甲'))).toEqual({
      resultCode: '10000003',
      result: '您没有执行此操作的权限',
    });
    const bad = await c.saler.post(
      '/customer/addNewCustomer',
      newCustomer('某公司乙', { contact: { mobile: '12345' } }),
    );
    expect(bad.resultCode).toBe('10000001');
    expect(String(bad.result)).toContain('手机');
  });
});

describe('批量修改线索 (/sales/patchSaleOpportunity)', () => {
  const lead = async (api: ApiClient, companyName: string) =>
    ok(
      await api.post<{ id: number }>('/sales/addOrUpdateSaleOpportunity', {
        companyName,
        contactName: '王经理',
        mobile: '13900001111',
        sourceId: ids.channel,
      }),
    ).id;
  const read = (id: number) =>
    queryRows<Row>(
      t.database.db,
      sql`select source_id as "sourceId", owner_id as "ownerId", status, close_reason as "closeReason", version
          from crm_clues where id = ${id}`,
    ).then((r) => r[0]);

  it('changes the source and closes the salesperson’s own leads, each audited', async () => {
    const a = await lead(c.saler, '批改线索甲');
    const b = await lead(c.saler, '批改线索乙');
    ok(
      await c.saler.post('/sales/patchSaleOpportunity', {
        ids: [b, a],
        sourceId: ids.channel2,
        status: 'CLOSED',
        reason: '需求不符',
      }),
    );
    for (const id of [a, b])
      expect(await read(id)).toMatchObject({
        sourceId: ids.channel2,
        ownerId: ids.saler,
        status: 'CLOSED',
        closeReason: '需求不符',
        version: 2,
      });
    const audits = await count(
      sql`select count(*) as n from audit_events where action = 'PATCH_CLUE' and entity_id in (${a}, ${b})`,
    );
    expect(audits).toBe(2);
    // Reopened: the reason goes.
    ok(await c.saler.post('/sales/patchSaleOpportunity', { ids: [a], status: 'FOLLOWING' }));
    expect(await read(a)).toMatchObject({ status: 'FOLLOWING', closeReason: null });
  });

  it('changes nothing when one lead is another salesperson’s: it answers as missing', async () => {
    const mine = await lead(c.saler, '批改线索丙');
    const theirs = await lead(c.saler2, '批改线索丁');
    expect(
      await c.saler.post('/sales/patchSaleOpportunity', { ids: [mine, theirs], sourceId: ids.channel2 }),
    ).toEqual({ resultCode: '10000004', result: '销售线索不存在' });
    expect(await read(mine)).toMatchObject({ sourceId: ids.channel, version: 1 });
  });

  it('hands leads over only for those who distribute, to salespeople of their scope', async () => {
    const a = await lead(c.saler, '批改线索戊');
    expect(await c.saler.post('/sales/patchSaleOpportunity', { ids: [a], ownerId: ids.saler2 })).toEqual({
      resultCode: '10000003',
      result: '您没有分配线索的权限',
    });
    expect(await c.salemanager.post('/sales/patchSaleOpportunity', { ids: [a], ownerId: ids.store })).toEqual(
      {
        resultCode: '10000009',
        result: '只能分配给在职的销售人员',
      },
    );
    ok(await c.salemanager.post('/sales/patchSaleOpportunity', { ids: [a], ownerId: ids.saler2 }));
    expect(await read(a)).toMatchObject({ ownerId: ids.saler2 });
    expect((await c.saler.get('/sales/querySaleOpportunityDetail', { id: String(a) })).resultCode).toBe(
      '10000004',
    );
  });

  it('leaves a converted lead alone and asks for a reason to close', async () => {
    const a = await lead(c.saler, '批改线索己');
    const detail = ok(await c.saler.get<Row>('/sales/querySaleOpportunityDetail', { id: String(a) }));
    ok(await c.saler.post('/sales/convertSaleOpportunity', { id: a, version: detail.version }));
    expect(await c.saler.post('/sales/patchSaleOpportunity', { ids: [a], sourceId: ids.channel2 })).toEqual({
      resultCode: '10000009',
      result: `线索「${detail.number} 批改线索己」已转客户，不能修改`,
    });
    const b = await lead(c.saler, '批改线索庚');
    const noReason = await c.saler.post('/sales/patchSaleOpportunity', { ids: [b], status: 'CLOSED' });
    expect(noReason.resultCode).toBe('10000001');
    expect(String(noReason.result)).toContain('请输入关闭原因');
    const nothing = await c.saler.post('/sales/patchSaleOpportunity', { ids: [b] });
    expect(String(nothing.result)).toContain('请至少选择一项要修改的内容');
    expect(
      (await c.finacemanager.post('/sales/patchSaleOpportunity', { ids: [b], sourceId: ids.channel2 }))
        .resultCode,
    ).toBe('10000003');
  });

  it('lists only the chosen leads the reader may see (the batch page reads them by ids)', async () => {
    const mine = await lead(c.saler, '批改线索辛');
    const theirs = await lead(c.saler2, '批改线索壬');
    const page = ok(
      await c.saler.post<{ requestList: Row[] }>('/sales/querySaleOpportunityPageList', {
        page: { pageIndex: 1, pageSize: 50 },
        queryParameterVo: {},
        ids: [mine, theirs],
      }),
    );
    expect(page.requestList.map((r) => r.id)).toEqual([mine]);
  });
});

describe('reminders (the pool page and the home page)', () => {
  it('lists a salesperson’s follow-ups due today or overdue, never another’s', async () => {
    const today = companyToday();
    const made = ok(
      await c.saler.post<{ id: number }>('/customer/addNewCustomer', newCustomer('泰州某色母粒有限公司')),
    );
    const follow = (activityDate: string, nextFollowDate: string) =>
      c.saler.post('/customer/addOrUpdateActivity', {
        customerId: made.id,
        activityType: 'CALL',
        activityDate,
        content: `电话 ${activityDate}`,
        nextFollowDate,
      });
    ok(await follow(addDays(today, -3), addDays(today, -1)));
    const due = ok(await c.saler.get<Row[]>('/customer/queryFollowUpReminderList'));
    expect(due.find((r) => r.id === made.id)).toMatchObject({
      name: '泰州某色母粒有限公司',
      nextFollowDate: addDays(today, -1),
      overdue: true,
    });
    expect(
      ok(await c.saler2.get<Row[]>('/customer/queryFollowUpReminderList')).some((r) => r.id === made.id),
    ).toBe(false);
    // The latest activity decides: due today is not overdue; due tomorrow is not listed.
    ok(await follow(addDays(today, -2), today));
    expect(
      ok(await c.saler.get<Row[]>('/customer/queryFollowUpReminderList')).find((r) => r.id === made.id),
    ).toMatchObject({ overdue: false });
    ok(await follow(addDays(today, -1), addDays(today, 1)));
    expect(
      ok(await c.saler.get<Row[]>('/customer/queryFollowUpReminderList')).some((r) => r.id === made.id),
    ).toBe(false);
  });
});

describe('a complaint’s batch genealogy (/customer/queryComplaintBatchDocuments)', () => {
  type Group = { key: string; title: string; rows: Row[]; hidden: number };
  const BATCH = 'CP2611TRACE';
  const insertDoc = async (
    table: string,
    header: Record<string, string | number>,
    line: Record<string, string | number>,
  ) => {
    const cols = (o: Record<string, unknown>) =>
      sql.join(
        Object.keys(o).map((k) => sql.identifier(k)),
        sql`, `,
      );
    const vals = (o: Record<string, unknown>) =>
      sql.join(
        Object.values(o).map((v) => sql`${v}`),
        sql`, `,
      );
    const id = await one(
      sql`insert into ${sql.identifier(table)} (${cols(header)}) values (${vals(header)}) returning id`,
    );
    const items = { doc_id: id, line_no: 1, ...line };
    await t.database.db.execute(
      sql`insert into ${sql.identifier(`${table}_items`)} (${cols(items)}) values (${vals(items)})`,
    );
    return id;
  };

  it('lists the documents carrying the batch, each kind within the reader’s rule', async () => {
    const product = await one(sql`select id from md_products order by code limit 1`);
    const warehouse = await one(sql`select id from md_warehouses where kind = 'PRODUCT' order by id limit 1`);
    const mine = await one(
      sql`select id from md_customers where owner_id = ${ids.saler} order by id limit 1`,
    );
    const theirs = await one(
      sql`select id from md_customers where owner_id = ${ids.saler2} order by id limit 1`,
    );
    await t.database.db.execute(
      sql`insert into stock_batches (item_kind, item_id, batch_no, first_in_date) values ('PRODUCT', ${product}, ${BATCH}, '20261101')`,
    );
    const line = { product_id: product, batch_no: BATCH, qty: 500_000_000 };
    const made = await insertDoc(
      'inv_product_ins',
      { number: 'CPRK-T1', in_date: '20261101', warehouse_id: warehouse, status: 'IN_PUT_WAREHOUSE' },
      line,
    );
    // Another batch on the same document type is not listed; a discarded carrier is not either.
    await insertDoc(
      'inv_product_ins',
      { number: 'CPRK-T2', in_date: '20261102', warehouse_id: warehouse, status: 'DISCARDED' },
      line,
    );
    const out = await insertDoc(
      'inv_product_outs',
      {
        number: 'CPCK-T1',
        out_date: '20261105',
        warehouse_id: warehouse,
        out_type: 'SAMPLE',
        status: 'OUT_PUT_WAREHOUSE',
      },
      { ...line, qty: 1_000_000 },
    );
    const shipped = await insertDoc(
      'sal_deliveries',
      {
        number: 'XSCK-T1',
        out_date: '20261110',
        customer_id: mine,
        warehouse_id: warehouse,
        status: 'OUT_PUT_WAREHOUSE',
      },
      { ...line, qty: 200_000_000 },
    );
    await insertDoc(
      'sal_deliveries',
      {
        number: 'XSCK-T2',
        out_date: '20261111',
        customer_id: theirs,
        warehouse_id: warehouse,
        status: 'OUT_PUT_WAREHOUSE',
      },
      { ...line, qty: 100_000_000 },
    );
    const complaint = ok(
      await c.saler.post<{ id: number }>('/customer/addOrUpdateComplaint', {
        customerId: mine,
        complaintDate: '20261120',
        productId: product,
        batchNo: BATCH,
        description: '粘度偏高',
      }),
    );
    const trace = async (api: ApiClient) =>
      ok(await api.get<Group[]>('/customer/queryComplaintBatchDocuments', { id: String(complaint.id) }));
    const byKey = (groups: Group[]) => Object.fromEntries(groups.map((g) => [g.key, g]));

    const saler = byKey(await trace(c.saler));
    expect(saler['product-warehouse-in']).toEqual({
      key: 'product-warehouse-in',
      title: '产品入库单',
      hidden: 0,
      rows: [
        expect.objectContaining({
          id: made,
          number: 'CPRK-T1',
          date: '20261101',
          qty: 500_000_000,
          status: 'IN_PUT_WAREHOUSE',
        }),
      ],
    });
    expect(saler['product-warehouse-out'].rows).toEqual([
      expect.objectContaining({ id: out, qty: 1_000_000 }),
    ]);
    // saler's own customer's delivery, and only a count of the other customer's.
    expect(saler['sales-delivery']).toMatchObject({
      hidden: 1,
      rows: [expect.objectContaining({ id: shipped, number: 'XSCK-T1', qty: 200_000_000 })],
    });
    expect(saler['sales-delivery'].rows[0].customerLabel).toBeTruthy();
    // The sales director sees both deliveries.
    const director = new ApiClient(t.app);
    await director.login('salederictor', 'demo1234');
    expect(byKey(await trace(director))['sales-delivery']).toMatchObject({ hidden: 0, rows: [{}, {}] });
    // Another salesperson may not open the complaint, nor its trace.
    expect(
      await c.saler2.get('/customer/queryComplaintBatchDocuments', { id: String(complaint.id) }),
    ).toEqual({
      resultCode: '10000004',
      result: '客户投诉不存在',
    });
  });
});
