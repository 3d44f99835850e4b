import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/password.ts';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Record rules on the CRM (issue 15): each sales role sees exactly its customers, and their
 * contacts, addresses, activities and documents, through every call — list, lookup, detail,
 * export, print, related, files, save, transitions, delete — and a customer outside the scope
 * answers as a missing one does. Demo company: saler owns KH001, KH005, KH006, KH007; saler2
 * KH002, KH003, KH008; KH004, KH009–KH011 are in the pool; saler3 (另一部门) owns one of its own.
 */
let t: TestApp;
const c: Record<string, ApiClient> = {};
const ids: Record<string, number> = {};
type Row = Record<string, unknown>;

async function client(user: string, password = 'demo1234') {
  const api = new ApiClient(t.app);
  expect((await api.login(user, password)).resultCode).toBe('0');
  return api;
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  const db = t.database.db;
  // A salesperson of another department, owning one customer.
  const [dept] = await queryRows<{ id: number }>(
    db,
    sql`insert into departments (name, sort) values ('销售二部', 99) returning id`,
  );
  const [u] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (user_name, real_name, password_hash, department_id)
        values ('saler3', '销售员三', ${await hashPassword('demo1234')}, ${dept.id}) returning id`,
  );
  await db.execute(
    sql`insert into user_roles (user_id, role_id) select ${u.id}, id from roles where role_name = 'Saler'`,
  );
  await db.execute(
    sql`insert into md_customers (code, name, category, owner_id, status, evaluate_level) values ('KH900', '北京某外部门客户', 'COMPANY_CUSTOM', ${u.id}, 'NORMAL', 'NOT_DEALT')`,
  );
  for (const row of await queryRows<{ id: number; code: string }>(db, sql`select id, code from md_customers`))
    ids[row.code] = row.id;
  for (const user of ['saler', 'saler2', 'saler3', 'salemanager', 'salederictor', 'store', 'finacemanager'])
    c[user] = await client(user);
}, 60_000);
afterAll(() => t.close());

const codes = (rows: Row[]) => rows.map((r) => r.code as string).sort();
const listCustomers = async (who: string, vo: Row = {}) => {
  const res = await c[who].post<{ requestList: Row[] }>('/customer/queryCustomerPageList', {
    page: { pageIndex: 1, pageSize: 100 },
    queryParameterVo: vo,
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return codes(res.result.requestList);
};

describe('customers by role', () => {
  it('a salesperson lists their own, a manager their department, the director and the store all', async () => {
    expect(await listCustomers('saler')).toEqual(['KH001', 'KH005', 'KH006', 'KH007']);
    expect(await listCustomers('saler2')).toEqual(['KH002', 'KH003', 'KH008']);
    expect(await listCustomers('saler3')).toEqual(['KH900']);
    expect(await listCustomers('salemanager')).toEqual([
      'KH001',
      'KH002',
      'KH003',
      'KH005',
      'KH006',
      'KH007',
      'KH008',
    ]);
    const all = Object.keys(ids).sort();
    expect(await listCustomers('salederictor')).toEqual(all);
    expect(await listCustomers('store')).toEqual(all);
  });

  it('a lookup by keyword finds no other salesperson’s customer', async () => {
    expect(await listCustomers('saler', { keyword: '杭州' })).toEqual([]);
    expect(await listCustomers('saler2', { keyword: '杭州' })).toEqual(['KH002']);
  });

  it('another’s customer answers exactly as a missing one: detail, related, print, files', async () => {
    const missing = await c.saler.get('/customer/queryCustomerDetail', { id: '999999' });
    expect(missing).toEqual({ resultCode: '10000004', result: '客户不存在' });
    const other = String(ids.KH002);
    for (const url of [
      '/customer/queryCustomerDetail',
      '/customer/queryCustomerRelated',
      '/customer/queryCustomerFiles',
    ])
      expect(await c.saler.get(url, { id: other }), url).toEqual(missing);
    expect(await c.saler.post('/customer/printCustomerExcel', { id: ids.KH002 })).toEqual(missing);
    expect(await c.saler.get('/customer/queryCustomerTransferList', { id: other })).toEqual(missing);
    expect((await c.saler2.get('/customer/queryCustomerDetail', { id: other })).resultCode).toBe('0');
  });

  it('another’s customer cannot be saved, frozen or given a file; naming it on a record is refused', async () => {
    const detail = await c.saler2.get<Row>('/customer/queryCustomerDetail', { id: String(ids.KH002) });
    const save = await c.saler.post('/customer/addOrUpdateCustomer', {
      id: ids.KH002,
      version: detail.result.version,
      name: '改名',
      category: 'COMPANY_CUSTOM',
    });
    expect(save).toEqual({ resultCode: '10000004', result: '客户不存在' });
    const freeze = await c.finacemanager.post('/customer/changeCustomerState', {
      id: ids.KH900,
      version: 1,
      action: 'FREEZE',
    });
    expect(freeze.resultCode).toBe('0'); // finance sees all customers
    const byManager = await c.salemanager.post('/customer/changeCustomerState', {
      id: ids.KH900,
      version: 2,
      action: 'UNFREEZE',
    });
    expect(byManager).toEqual({ resultCode: '10000004', result: '客户不存在' });
    const file = await c.saler.post('/customer/addCustomerFile', {
      id: ids.KH002,
      fileId: '00000000-0000-4000-8000-000000000000',
    });
    expect(file).toEqual({ resultCode: '10000004', result: '客户不存在' });
    const contact = await c.saler.post('/customer/addOrUpdateContact', {
      customerId: ids.KH002,
      name: '冒名',
      mobile: '13800000000',
    });
    expect(contact).toEqual({ resultCode: '10000009', result: '所选客户不存在' });
  });

  it('the export holds only the reader’s customers', async () => {
    const res = await c.salemanager.raw('POST', '/customer/exportCustomerList', { queryParameterVo: {} });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const exported: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) exported.push(String(row.getCell(1).value));
    });
    expect(exported.sort()).toEqual(['KH001', 'KH002', 'KH003', 'KH005', 'KH006', 'KH007', 'KH008']);
  });
});

describe('a customer’s records follow it', () => {
  it('contacts, addresses and activities: only of the reader’s customers', async () => {
    for (const [url, name] of [
      ['/customer/queryContactPageList', 'contacts'],
      ['/customer/queryAddressPageList', 'addresses'],
      ['/customer/queryActivityPageList', 'activities'],
    ]) {
      const mine = await c.saler.post<{ requestList: Row[] }>(url, { page: { pageIndex: 1, pageSize: 100 } });
      expect(mine.resultCode, name).toBe('0');
      const customers = new Set(mine.result.requestList.map((r) => r.customerId));
      expect(customers.size, name).toBeGreaterThan(0);
      for (const id of customers) expect([ids.KH001, ids.KH005, ids.KH006, ids.KH007], name).toContain(id);
    }
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from crm_contacts where customer_id = ${ids.KH002} limit 1`,
    );
    expect(await c.saler.get('/customer/queryContactDetail', { id: String(other.id) })).toEqual({
      resultCode: '10000004',
      result: '联系人不存在',
    });
    expect(await c.saler.post('/customer/deleteContact', { id: other.id })).toEqual({
      resultCode: '10000004',
      result: '联系人不存在',
    });
  });

  it('consigned stock and its statement: a salesperson sees only their customers’ goods', async () => {
    const owners = async (who: string, url: string, vo: Row = {}) => {
      const res = await c[who].post<{ requestList: Row[]; totalRec: number }>(url, {
        page: { pageIndex: 1, pageSize: 100 },
        queryParameterVo: vo,
      });
      expect(res.resultCode, JSON.stringify(res)).toBe('0');
      return [...new Set(res.result.requestList.map((r) => String(r.customerLabel).split(' ')[0]))].sort();
    };
    // Both customers send goods (the store keys and posts them).
    const [warehouse] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from md_warehouses where code = 'ST01'`,
    );
    const [material] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from md_materiels where code = 'CNTY-MW'`,
    );
    for (const code of ['KH001', 'KH002']) {
      const saved = await c.store.post<{ id: number }>('/tmaterielStockInList/addOrUpdateTrustedIn', {
        inDate: '20261102',
        warehouseId: warehouse.id,
        customerId: ids[code],
        items: [{ materielId: material.id, batchNo: `${code}-T1`, qty: 5_000_000 }],
      });
      expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
      const posted = await c.store.post('/tmaterielStockInList/changeTrustedInState', {
        id: saved.result.id,
        version: 1,
        action: 'WAREHOUSE-IN',
      });
      expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
    }
    // The store keeps every customer's goods; each salesperson sees their own customer's.
    expect(await owners('store', '/tmaterielStock/queryTrustedStockList')).toEqual(['KH001', 'KH002']);
    expect(await owners('saler', '/tmaterielStock/queryTrustedStockList')).toEqual(['KH001']);
    expect(await owners('saler2', '/tmaterielStock/queryTrustedStockList')).toEqual(['KH002']);
    // Another's customer's statement is empty, as if the customer had nothing with us.
    expect(
      await owners('saler', '/tmaterielStock/queryTrustedStockStatementList', { customerId: ids.KH002 }),
    ).toEqual([]);
    expect(
      await owners('saler2', '/tmaterielStock/queryTrustedStockStatementList', { customerId: ids.KH002 }),
    ).toEqual(['KH002']);
  });

  it('the public pool shows every salesperson its customers without any contact detail', async () => {
    const res = await c.saler.post<{ requestList: Row[] }>('/customer/queryPublicCustomerPageList', {
      page: { pageIndex: 1, pageSize: 50 },
    });
    expect(res.resultCode).toBe('0');
    expect(codes(res.result.requestList)).toEqual(['KH004', 'KH009', 'KH010', 'KH011']);
    for (const row of res.result.requestList)
      for (const key of ['phone', 'contact', 'mobile', 'address', 'taxNo'])
        expect(row).not.toHaveProperty(key);
    // …and the contacts of a pool customer stay hidden until it is claimed.
    const contacts = await c.saler.post<{ requestList: Row[] }>('/customer/queryContactPageList', {
      queryParameterVo: { customerId: ids.KH009 },
    });
    expect(contacts.result.requestList).toEqual([]);
  });
});

describe('rules of the customer', () => {
  it('the evaluate level is changed only by finance or the sales director', async () => {
    const get = async () =>
      (await c.saler.get<Row>('/customer/queryCustomerDetail', { id: String(ids.KH006) })).result;
    const before = await get();
    const bySaler = await c.saler.post('/customer/addOrUpdateCustomer', {
      ...pick(before),
      evaluateLevel: 'P+',
    });
    expect(bySaler).toEqual({ resultCode: '10000009', result: '您无权修改客户等级' });
    // Sent unchanged (the form sends every field), the save goes through.
    expect(
      (await c.saler.post('/customer/addOrUpdateCustomer', { ...pick(before), remark: '老客户' })).resultCode,
    ).toBe('0');
    const byFinance = await c.finacemanager.post('/customer/addOrUpdateCustomer', {
      ...pick(await get()),
      evaluateLevel: 'P+',
    });
    expect(byFinance.resultCode).toBe('0');
    expect((await get()).evaluateLevel).toBe('P+');
  });

  it('a new customer is its maker’s; a duplicate name or tax number is refused and listed', async () => {
    const made = await c.saler.post<{ id: number }>('/customer/addOrUpdateCustomer', {
      name: '南通某新材料有限公司',
      category: 'COMPANY_CUSTOM',
      taxNo: '91320600MA9XXXXX99',
    });
    expect(made.resultCode, JSON.stringify(made)).toBe('0');
    const detail = await c.saler.get<Row>('/customer/queryCustomerDetail', { id: String(made.result.id) });
    expect(detail.result).toMatchObject({
      ownerLabel: '销售员（演示）',
      evaluateLevel: 'NOT_DEALT',
      code: 'KH012',
    });
    const dupName = await c.saler2.post('/customer/addOrUpdateCustomer', {
      name: '南通某 新材料有限公司',
      category: 'COMPANY_CUSTOM',
    });
    expect(dupName).toEqual({
      resultCode: '10000009',
      result: '客户名称与已有客户「南通某新材料有限公司」重复',
    });
    const dupTax = await c.saler2.post('/customer/addOrUpdateCustomer', {
      name: '另一家公司',
      category: 'COMPANY_CUSTOM',
      taxNo: '91320600ma9xxxxx99',
    });
    expect(dupTax.resultCode).toBe('10000009');
    const repeat = await c.saler2.post<Row[]>('/customer/queryCustomerRepeatList', { name: '南通某新材料' });
    expect(repeat.result).toEqual([
      expect.objectContaining({ name: '南通某新材料有限公司', ownerLabel: '销售员（演示）', inPool: false }),
    ]);
  });

  it('a frozen customer gets no new records', async () => {
    const d = await c.salemanager.get<Row>('/customer/queryCustomerDetail', { id: String(ids.KH007) });
    const frozen = await c.salemanager.post('/customer/changeCustomerState', {
      id: ids.KH007,
      version: d.result.version,
      action: 'FREEZE',
    });
    expect(frozen.resultCode).toBe('0');
    const activity = await c.saler.post('/customer/addOrUpdateActivity', {
      customerId: ids.KH007,
      activityType: 'CALL',
      activityDate: '20261120',
      content: '电话',
    });
    expect(activity).toEqual({ resultCode: '10000009', result: '所选客户已冻结，请重新选择' });
    expect(
      (await c.saler.post('/customer/changeCustomerState', { id: ids.KH007, version: 2, action: 'UNFREEZE' }))
        .resultCode,
    ).toBe('10000003');
  });
});

/** The fields a customer save sends back (the form's), from a detail. */
function pick(row: Row): Row {
  const keys = [
    'id',
    'version',
    'name',
    'shortName',
    'category',
    'evaluateLevel',
    'sourceId',
    'regionId',
    'taxNo',
  ];
  return Object.fromEntries(keys.map((k) => [k, row[k]]));
}
