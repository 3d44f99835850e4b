import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  admin = new ApiClient(t.app);
  await admin.login('admin', 'admin123');
});
afterAll(() => t.close());

type Page = { requestList: Record<string, unknown>[]; totalRec: number };

async function create(url: string, body: Record<string, unknown>): Promise<number> {
  const res = await admin.post<{ id: number }>(url, body);
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.id;
}

describe('product master data on the document engine', () => {
  it('creates, lists with labels, edits under an optimistic lock and discards a product', async () => {
    const unitId = await create('/base/addOrUpdateUnit', {
      code: 'kgt',
      name: '千克（测试）',
      dimension: 'MASS',
      ratio: 1_000_000,
    });
    const typeId = await create('/base/addOrUpdateProductType', { code: 'SJT', name: '色浆（测试）' });
    const id = await create('/base/addOrUpdateProduct', {
      code: 'P-BLUE-01',
      name: '酞菁蓝色浆',
      productTypeId: typeId,
      unitId,
      basePrice: 38_500_000,
      level: 'A',
    });
    const page = await admin.post<Page>('/base/queryProductPageList', {
      page: { pageIndex: 1, pageSize: 40 },
      queryParameterVo: { state: 'EBL', productCode: 'P-BLUE' },
    });
    expect(page.result.totalRec).toBe(1);
    expect(page.result.requestList[0]).toMatchObject({
      productId: id,
      code: 'P-BLUE-01',
      name: '酞菁蓝色浆',
      level: 'A',
      state: 'EBL',
      productTypeLabel: 'SJT 色浆（测试）',
      unitLabel: 'kgt 千克（测试）',
      basePrice: 38_500_000,
      createBy: 'admin',
      version: 1,
    });
    expect((await admin.post('/approve/basePriceDetail', { productCode: 'p-blue-01' })).result).toMatchObject(
      { price: 38_500_000 },
    );

    const duplicate = await admin.post('/base/addOrUpdateProduct', {
      code: 'p-blue-01',
      name: 'x',
      productTypeId: typeId,
      unitId,
    });
    expect(duplicate).toEqual({ resultCode: '10000009', result: '产品编码「p-blue-01」已存在' });
    const missing = await admin.post('/base/addOrUpdateProduct', {
      code: 'P2',
      productTypeId: typeId,
      unitId,
    });
    expect(missing.result).toBe('请求参数有误：请输入产品名称（name）');

    expect(
      (
        await admin.post('/base/addOrUpdateProduct', {
          id,
          version: 1,
          code: 'P-BLUE-01',
          name: '酞菁蓝色浆（新）',
          productTypeId: typeId,
          unitId,
        })
      ).resultCode,
    ).toBe('0');
    expect(
      (
        await admin.post('/base/addOrUpdateProduct', {
          id,
          version: 1,
          code: 'P-BLUE-01',
          name: '旧版本',
          productTypeId: typeId,
          unitId,
        })
      ).result,
    ).toBe('单据已被他人修改，请刷新后重试');
    expect(
      (
        await admin.post('/base/addOrUpdateProduct', {
          id,
          version: 2,
          code: 'P-CHANGED',
          name: 'x',
          productTypeId: typeId,
          unitId,
        })
      ).result,
    ).toBe('产品编码创建后不能修改');
    expect(
      (await admin.post('/base/changeProductState', { id, version: 2, action: 'INVALIDATE' })).result,
    ).toEqual({ id, status: 'DISCARDED' });
    expect(
      (await admin.post('/base/changeProductState', { id, version: 3, action: 'INVALIDATE' })).result,
    ).toBe('当前状态不能执行「停用」');
    const detail = await admin.get<{ status: string; history: { action: string; actionLabel: string }[] }>(
      '/base/queryProductDetail',
      { id: String(id) },
    );
    expect(detail.result.status).toBe('DISCARDED');
    expect(detail.result.history.map((h) => h.actionLabel)).toEqual(['停用', '修改', '新建']);
  });

  it('refuses edits to users without the edit permission, and hides fields they may not see', async () => {
    const saler = new ApiClient(t.app);
    await saler.login('saler', 'demo1234');
    expect((await saler.post('/base/addOrUpdateProductType', { code: 'X', name: 'x' })).resultCode).toBe(
      '10000003',
    );
    const store = new ApiClient(t.app);
    await store.login('store', 'demo1234');
    const rows = await store.post<Page>('/base/queryProductPageList', {});
    expect(rows.result.requestList.length).toBeGreaterThan(0);
    expect(rows.result.requestList.every((r) => !('basePrice' in r))).toBe(true);
  });
});
