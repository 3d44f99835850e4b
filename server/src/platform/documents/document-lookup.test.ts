import { masterDataDocuments } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { fillMissingMnemonics, mnemonicOf } from './mnemonic.ts';

/**
 * The reference pickers' one box (`keyword`) and the mnemonic (助记码) behind it, on the demo
 * company's master data: by code, by Chinese name, by pinyin initials; never by a name the
 * reader may not see.
 */
let t: TestApp;
let admin: ApiClient;
let saler: ApiClient;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  admin = new ApiClient(t.app);
  await admin.login('admin', 'admin123');
  saler = new ApiClient(t.app);
  await saler.login('saler', 'demo1234');
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
type Page = { requestList: Row[]; totalRec: number };

async function lookup(client: ApiClient, url: string, keyword: unknown): Promise<string[]> {
  const res = await client.post<Page>(url, {
    page: { pageIndex: 1, pageSize: 40 },
    queryParameterVo: { keyword, status: 'EBL' },
    count: false,
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.requestList.map((r) => String(r.code));
}

const MATERIELS = '/base/queryMaterielPageList';
const SUPPLIERS = '/purchase/querySupplierPageList';

describe('mnemonicOf', () => {
  it('takes pinyin initials, keeps letters and digits, drops the rest', () => {
    expect(mnemonicOf('氧化铁红')).toBe('yhth');
    expect(mnemonicOf('氧化铁红 PR101')).toBe('yhthpr101');
    expect(mnemonicOf('江苏双乐颜料股份有限公司')).toBe('jsslylgfyxgs');
    expect(mnemonicOf('Ｎ-甲基吡咯烷酮（NMP）')).toBe('njjblwtnmp');
    // Polyphonic characters read from the words around them.
    expect(mnemonicOf('重庆长安')).toBe('cqca');
    expect(mnemonicOf('中国银行')).toBe('zgyh');
    expect(mnemonicOf('——')).toBe('');
  });
});

describe('lookup keyword', () => {
  it('finds by code, by Chinese name and by pinyin initials in one box', async () => {
    expect(await lookup(admin, MATERIELS, 'YL-PR')).toEqual(['YL-PR101']);
    expect(await lookup(admin, MATERIELS, '氧化铁红')).toEqual(['YL-PR101']);
    expect(await lookup(admin, MATERIELS, 'yhth')).toEqual(['YL-PR101']);
    expect(await lookup(admin, MATERIELS, 'YHTH')).toEqual(['YL-PR101']);
    expect(await lookup(admin, SUPPLIERS, '江苏')).toEqual(['GYS001']);
    expect(await lookup(admin, SUPPLIERS, 'jssl')).toEqual(['GYS001']);
    // LIKE's wildcards are text like any other.
    expect(await lookup(admin, MATERIELS, '%')).toEqual([]);
    expect((await lookup(admin, MATERIELS, '')).length).toBeGreaterThan(10);
  });

  it('never searches a name the reader may not see (SPEC §6 material name), nor its initials', async () => {
    expect(await lookup(saler, MATERIELS, '氧化铁红')).toEqual([]);
    expect(await lookup(saler, MATERIELS, 'yhth')).toEqual([]);
    expect(await lookup(saler, MATERIELS, 'YL-PR101')).toEqual(['YL-PR101']);
    const detail = await saler.post<Page>(MATERIELS, {
      page: { pageIndex: 1, pageSize: 1 },
      queryParameterVo: { keyword: 'YL-PR101' },
    });
    expect(detail.result.requestList[0]).not.toHaveProperty('mnemonic');
    expect(detail.result.requestList[0]).not.toHaveProperty('name');
  });

  it('a lookup asks for no count: the total only says whether more rows follow', async () => {
    const ask = (pageSize: number) =>
      admin.post<Page & { totalExact: boolean }>(MATERIELS, {
        page: { pageIndex: 1, pageSize },
        queryParameterVo: { keyword: 'YL-' },
        count: false,
      });
    expect((await ask(2)).result).toMatchObject({ totalRec: 3, totalExact: false });
    expect((await ask(2)).result.requestList).toHaveLength(2);
    expect((await ask(40)).result).toMatchObject({ totalRec: 6, totalExact: true });
    expect(
      await admin.post(MATERIELS, { page: { pageIndex: 1, pageSize: 2 }, queryParameterVo: {}, count: 'no' }),
    ).toMatchObject({ resultCode: '10000001', result: expect.stringContaining('是否计数必须是true或false') });
  });

  it('refuses a keyword that is no text or too long, in Chinese', async () => {
    const page = { pageIndex: 1, pageSize: 40 };
    expect(await admin.post(MATERIELS, { page, queryParameterVo: { keyword: 12 } })).toMatchObject({
      resultCode: '10000001',
      result: expect.stringContaining('查找内容必须是文本'),
    });
    expect(
      await admin.post(MATERIELS, { page, queryParameterVo: { keyword: 'x'.repeat(51) } }),
    ).toMatchObject({
      resultCode: '10000001',
      result: expect.stringContaining('查找内容不能超过50个字符'),
    });
  });

  it('the SPEC §5 product lookup matches the mnemonic too, and keeps its code/name split', async () => {
    const products = (vo: Row) =>
      admin
        .post<Page>('/base/queryProductPageList', {
          page: { pageIndex: 1, pageSize: 40 },
          queryParameterVo: vo,
        })
        .then((r) => r.result.requestList.map((p) => p.code));
    expect(await products({ state: 'EBL', productCode: 'yhthsx' })).toEqual(['SJ-R101-01']);
    expect(await products({ state: 'EBL', productCode: 'SJ-R101', productName: '氧化铁红' })).toEqual([
      'SJ-R101-01',
    ]);
    expect(await products({ state: 'EBL', productCode: 'SJ-R101', productName: 'yhth' })).toEqual([]);
  });
});

describe('mnemonic on save', () => {
  const save = async (body: Row) => {
    const res = await admin.post<{ id: number }>('/base/addOrUpdateProductType', body);
    expect(res.resultCode, JSON.stringify(res)).toBe('0');
    return res.result.id;
  };
  const detail = async (id: number) =>
    (await admin.get<Row>('/base/queryProductTypeDetail', { id: String(id) })).result;

  it('is made from the name when left empty, renewed when the name changes, kept when keyed', async () => {
    const id = await save({ code: 'TS1', name: '调色浆' });
    expect(await detail(id)).toMatchObject({ mnemonic: 'tsj', version: 1 });
    await save({ id, version: 1, code: 'TS1', name: '调色膏', mnemonic: 'tsj' });
    expect(await detail(id)).toMatchObject({ mnemonic: 'tsg', version: 2 });
    // The user's own (the library read 调 as diao; the company says tiao) stays, renames or not.
    await save({ id, version: 2, code: 'TS1', name: '调色膏', mnemonic: 'tiaosegao' });
    await save({ id, version: 3, code: 'TS1', name: '调色膏（新）', mnemonic: 'tiaosegao' });
    expect(await detail(id)).toMatchObject({ mnemonic: 'tiaosegao', version: 4 });
    // Cleared: made again.
    await save({ id, version: 4, code: 'TS1', name: '调色膏', mnemonic: '' });
    expect(await detail(id)).toMatchObject({ mnemonic: 'tsg' });
  });

  it('is filled for rows written by SQL (seeds, rows from before the column)', async () => {
    await t.app.db.execute(sql`update md_product_types set mnemonic = null where code = 'TS1'`);
    expect(await fillMissingMnemonics(t.app.db, masterDataDocuments)).toBe(1);
    expect(await fillMissingMnemonics(t.app.db, masterDataDocuments)).toBe(0);
    expect(await lookup(admin, '/base/queryProductTypePageList', 'tsg')).toEqual(['TS1']);
  });
});
