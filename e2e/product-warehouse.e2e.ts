import { expect, type Page, test } from '@playwright/test';
import { companyNow } from './support/company-day';
import { apiAs, loginAt } from './support/ui';

/**
 * Issue 14 as the store would do it in the browser: finished goods lie in the product warehouse,
 * the store writes where they lie, traces a merged batch to its sources, and prints a waybill
 * for each carrier — 顺丰, 德邦 and a generic one — laid out like the carrier's own form.
 */
test.describe.configure({ mode: 'serial' });

const pad = (n: number) => String(n).padStart(2, '0');
const now = companyNow();
const ymd = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
const KG = 1_000_000;

let product = 0;
let productCode = '';
let warehouse = 0;
let mergeId = 0;
let mergedBatch = '';
const outs: Record<string, number> = {};

test.beforeAll(async ({ baseURL }) => {
  const admin = await apiAs(baseURL!, 'admin', 'admin123');
  const store = await apiAs(baseURL!, 'store');
  const products = await admin.post<{ requestList: { id: number; code: string }[] }>(
    '/base/queryProductPageList',
    { page: { pageIndex: 1, pageSize: 1 }, queryParameterVo: {} },
  );
  product = products.requestList[0].id;
  productCode = products.requestList[0].code;
  warehouse = await admin.idOf('/base/queryWarehousePageList', { code: 'CP01' });
  const slot = await admin.idOf('/base/queryAllocationPageList', { code: 'CP-B-01' });
  // Two batches come in (prices keyed by finance's side, posted by the store).
  const tag = `E${Date.now() % 100000}`;
  const received = await admin.post('/productWarehouse/addOrUpdateProductIn', {
    inDate: ymd,
    warehouseId: warehouse,
    items: [
      { productId: product, batchNo: `${tag}-A`, allocationId: slot, qty: 40 * KG, price: 36 * KG },
      { productId: product, batchNo: `${tag}-B`, allocationId: slot, qty: 60 * KG, price: 38 * KG },
    ],
  });
  await store.post('/productWarehouse/changeProductInState', {
    id: received.id,
    version: 1,
    action: 'WAREHOUSE-IN',
  });
  // The two batches become one (the merge's own screen is tested by the API; here its trace).
  const merge = await store.post('/productMergeStock/addOrUpdateProductMergeStock', {
    mergeDate: ymd,
    warehouseId: warehouse,
    productId: product,
    newAllocationId: slot,
    items: [
      { batchNo: `${tag}-A`, allocationId: slot },
      { batchNo: `${tag}-B`, allocationId: slot },
    ],
  });
  mergeId = merge.id;
  const saved = await store.get<{ version: number; newBatchNo: string }>(
    '/productMergeStock/queryProductMergeStockDetail',
    { id: String(mergeId) },
  );
  await store.post('/productMergeStock/changeProductMergeStockState', {
    id: mergeId,
    version: saved.version,
    action: 'WAREHOUSE-MERGE',
  });
  mergedBatch = saved.newBatchNo;
  // One shipment per carrier, waiting for review.
  for (const [code, waybillNo] of [
    ['SF', 'SF1402339876543'],
    ['DB', 'DPK301234567890'],
    ['ZTO', '78123456789012'],
  ] as const) {
    const out = await store.post('/productStockOutList/addOrUpdateProductOut', {
      outDate: ymd,
      warehouseId: warehouse,
      outType: 'SALE',
      receiver: '立邦涂料（中国）有限公司',
      expressId: await admin.idOf('/base/queryExpressPageList', { code }),
      waybillNo,
      receiverPhone: '021-57741234',
      receiverAddress: '上海市松江区茸北工业区松胜路88号',
      pieces: 4,
      items: [{ productId: product, batchNo: mergedBatch, allocationId: slot, qty: 20 * KG }],
    });
    outs[code] = out.id;
  }
  await admin.dispose();
  await store.dispose();
});

/** The product's row in the finished-goods warehouse (the demo keeps it in CP02 as well). */
const stockRow = (page: Page) =>
  page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'CP01' }).first();

test('the store writes where the goods lie, on the product stock row', async ({ page }) => {
  await loginAt(page, `/product-stock?code=${productCode}`, 'store');
  const row = stockRow(page);
  await expect(row).toBeVisible();
  // The store never sees amounts.
  await expect(page.locator('.ant-table-thead')).not.toContainText('库存金额');
  // Nor is it told how amounts are allocated: its note speaks of quantities.
  await expect(page.getByText('可用量 = 现存量 − 预留量')).toBeVisible();
  await expect(page.getByText(/金额按移动加权平均成本/)).toHaveCount(0);
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByRole('dialog', { name: '库位与预留' });
  await drawer.getByLabel('库位备注').fill('东区货架3层');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('库位备注已保存')).toBeVisible();
  await expect(drawer.getByText('预留明细')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/product-stock-remark.png' });
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(stockRow(page)).toContainText('东区货架3层');
});

test('the merged batch is traced to its two sources', async ({ page }) => {
  await loginAt(page, `/product-stock-merge/detail?id=${mergeId}`, 'store');
  const trace = page.locator('.ant-card-small', { hasText: `批号追溯：${mergedBatch}` });
  await expect(trace).toBeVisible();
  await expect(trace).toContainText('-A');
  await expect(trace).toContainText('-B');
  await page.screenshot({ path: 'e2e/artifacts/product-merge-trace.png', fullPage: true });
});

for (const [code, form] of [
  ['SF', 'waybill-SF'],
  ['DB', 'waybill-DEPPON'],
  ['ZTO', 'waybill-GENERIC'],
] as const) {
  test(`prints the ${code} waybill laid out like the carrier's form`, async ({ page }) => {
    await loginAt(page, `/product-warehouse-out/detail?id=${outs[code]}`, 'store');
    await page
      .getByRole('button', { name: /打\s*印/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: '快递面单' }).click();
    const waybill = page.getByTestId(form);
    await expect(waybill).toBeVisible();
    await expect(waybill).toContainText('上海市');
    await expect(waybill).toContainText('立邦涂料');
    await expect(waybill.locator('svg').first()).toBeVisible();
    await page.screenshot({ path: `e2e/artifacts/waybill-${code}.png` });
  });
}
