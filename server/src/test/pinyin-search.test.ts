import { masterDataDocuments } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KG, materialFixture, YUAN } from '../modules/inventory/testing/material-fixture.ts';
import { queryRows } from '../platform/db/client.ts';
import { fillMissingMnemonics, pinyinOf } from '../platform/documents/mnemonic.ts';
import { ApiClient, createTestApp, type TestApp } from './test-app.ts';

/**
 * Names found by their pinyin wherever a name is typed (issue 35 item 9): a list's text filter,
 * the lookup box, the public pool's search and a report's item filter all find 上海彩虹颜料 by
 * `shch` (initials) and `shanghai` (full pinyin), as well as by its Chinese.
 */
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  admin = new ApiClient(t.app);
  await admin.login('admin', 'admin123');
  // 酞菁蓝 PB15:3 in stock, for 物料库存.
  const f = await materialFixture(t);
  const stockIn = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
    inDate: '20261005',
    warehouseId: f.ids.raw,
    supplierId: f.ids.supplier,
    items: [{ materielId: f.ids.pigment, batchNo: 'A', qty: 100 * KG, price: 60 * YUAN }],
  });
  const posted = await f.store.post('/warehouse/changeMaterialInState', {
    id: stockIn.result.id,
    version: 1,
    action: 'WAREHOUSE-IN',
  });
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
  // Saved by the engine, without a salesperson: a customer of the public pool (公海).
  const saved = await admin.post('/customer/addOrUpdateCustomer', {
    name: '上海彩虹颜料',
    category: 'COMPANY_CUSTOM',
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
type Page = { requestList: Row[]; totalRec: number };

async function names(url: string, queryParameterVo: Row): Promise<string[]> {
  const res = await admin.post<Page>(url, { page: { pageIndex: 1, pageSize: 50 }, queryParameterVo });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.requestList.map((r) => String(r.name));
}

describe('pinyinOf', () => {
  it('holds the full pinyin and the initials, letters and digits only', () => {
    expect(pinyinOf('上海彩虹颜料')).toBe('shanghaicaihongyanliao shchyl');
    expect(pinyinOf('氧化铁红 PR101')).toBe('yanghuatiehongpr101 yhthpr101');
    expect(pinyinOf('——')).toBe(' ');
  });
});

describe('a name found by its pinyin', () => {
  const CUSTOMERS = '/customer/queryCustomerPageList';

  it('in the 客户 list filter: by initials, full pinyin, spaced or capitalised, and by Chinese', async () => {
    for (const typed of ['shch', 'shanghaicai', 'ShangHai CaiHong', 'caihongyan', '彩虹'])
      expect(await names(CUSTOMERS, { name: typed }), typed).toEqual(['上海彩虹颜料']);
    // Letters that are in neither the name's pinyin nor its initials find nothing.
    expect(await names(CUSTOMERS, { name: 'shchq' })).toEqual([]);
    expect(await names(CUSTOMERS, { name: 'beijing' })).toEqual([]);
  });

  it('in the public pool (公海)', async () => {
    const pool = '/customer/queryPublicCustomerPageList';
    expect(await names(pool, { keyword: 'shch' })).toEqual(['上海彩虹颜料']);
    expect(await names(pool, { keyword: 'shanghaicaihong' })).toEqual(['上海彩虹颜料']);
    expect(await names(pool, { keyword: 'shanghai' })).toContain('上海彩虹颜料');
    expect(await names(pool, { keyword: 'xxyy' })).toEqual([]);
  });

  it('in the lookup box, by full pinyin as well as by the mnemonic', async () => {
    const lookup = async (keyword: string) => {
      const res = await admin.post<Page>('/base/queryMaterielPageList', {
        page: { pageIndex: 1, pageSize: 40 },
        queryParameterVo: { keyword, status: 'EBL' },
        count: false,
      });
      return res.result.requestList.map((r) => String(r.code));
    };
    expect(await lookup('yanghuatiehong')).toEqual(['YL-PR101']);
    expect(await lookup('yhth')).toEqual(['YL-PR101']);
  });

  it('in a report filter: 物料库存 by the material name’s pinyin', async () => {
    const stock = async (code: string) => {
      const res = await admin.post<Page>('/inventory/queryMaterialStockList', {
        page: { pageIndex: 1, pageSize: 50 },
        queryParameterVo: { code },
      });
      expect(res.resultCode, JSON.stringify(res)).toBe('0');
      return [...new Set(res.result.requestList.map((r) => String(r.code)))];
    };
    const byCode = await stock('YL-PB153');
    expect(byCode).toEqual(['YL-PB153']);
    expect(await stock('taijinglan')).toEqual(byCode);
    expect(await stock('tjl')).toEqual(byCode);
  });

  it('a renamed record gets the new name’s pinyin; rows written by SQL get theirs at start', async () => {
    const [row] = await queryRows<{ id: number; version: number }>(
      t.database.db,
      sql`select id, version from md_customers where name = '上海彩虹颜料'`,
    );
    const saved = await admin.post('/customer/addOrUpdateCustomer', {
      id: row.id,
      version: row.version,
      name: '苏州彩虹颜料',
      category: 'COMPANY_CUSTOM',
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    expect(await names(CUSTOMERS, { name: 'suzhoucaihong' })).toEqual(['苏州彩虹颜料']);
    expect(await names(CUSTOMERS, { name: 'szch' })).toEqual(['苏州彩虹颜料']);
    expect(await names(CUSTOMERS, { name: 'shanghaicaihong' })).toEqual([]);

    await t.database.db.execute(sql`update md_materiels set name_pinyin = null where code = 'YL-PR101'`);
    expect(await fillMissingMnemonics(t.database.db, masterDataDocuments)).toBe(1);
    const [filled] = await queryRows<{ p: string }>(
      t.database.db,
      sql`select name_pinyin as p from md_materiels where code = 'YL-PR101'`,
    );
    expect(filled.p).toBe(pinyinOf('氧化铁红 PR101'));
  });
});
