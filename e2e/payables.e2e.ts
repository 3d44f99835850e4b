import { expect, type Page, test } from '@playwright/test';
import { companyNow } from './support/company-day';
import {
  apiAs,
  chooseRef,
  confirmAction,
  formItem,
  login,
  loginAt,
  newDocument,
  typeDate,
} from './support/ui';

/**
 * Issue 18's payables in the browser, each person their own part: purchasing pushes a purchase
 * invoice down from the demo's received spot buy (宁波溶剂's 80 kg of NMP at 18.20 元) on its own
 * screen (供应商发票); finance 复核 it; the cashier keys a payment of 1,000 元, finance 复核 it (maker ≠
 * checker) and the cashier writes it off automatically; 应付账款 shows 456.00 still owed.
 */
test.describe.configure({ mode: 'serial' });

const pad = (n: number) => String(n).padStart(2, '0');
const now = companyNow();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

let inId: number;
let supplierId: number;
let invoiceId: number;

test.beforeAll(async ({ baseURL }) => {
  const admin = await apiAs(baseURL!, 'admin', 'admin123');
  supplierId = await admin.idOf('/purchase/querySupplierPageList', { code: 'GYS004' });
  inId = await admin.idOf('/warehouse/queryMaterialInPageList', { supplierId, status: 'IN_PUT_WAREHOUSE' });
  await admin.dispose();
});

const statusTag = (page: Page) => page.locator('.ant-card-head-title .ant-tag').first();

test('purchasing pushes an invoice down from the warehouse-in; finance 复核 it', async ({ page }) => {
  await loginAt(page, `/material-warehouse-in/detail?id=${inId}`, 'purchaser');
  await page.getByRole('button', { name: '下推采购发票' }).click();
  const drawer = page.getByRole('dialog', { name: '新建采购发票' });
  await expect(drawer).toBeVisible();
  await typeDate(page, drawer, '开票日期', today);
  await chooseRef(
    page,
    formItem(page, drawer, '发票类型').locator('.ant-select').first(),
    '专用',
    /增值税专用发票/,
  );
  await formItem(page, drawer, '发票号码').locator('input').fill('33109001');
  await page.screenshot({ path: 'e2e/artifacts/payables-invoice-form.png' });
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  // Purchasing's menu holds its view: the new invoice opens there.
  await expect(page).toHaveURL(/\/invoice\/detail\?id=\d+/);
  invoiceId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.locator('.ant-descriptions').first()).toContainText('1,456.00');
  await expect(statusTag(page)).toHaveText('待复核');
  await page.screenshot({ path: 'e2e/artifacts/payables-invoice-purchaser.png' });

  await loginAt(page, `/purchaseInvoice/detail?id=${invoiceId}`, 'finacemanager');
  await confirmAction(page, page.locator('.ant-card-body').first(), /^复\s*核$/, '复核');
  await expect(statusTag(page)).toHaveText('未核销');
  await page.goto(`/material-warehouse-in/detail?id=${inId}`);
  await expect(page.locator('.ant-descriptions').first()).toContainText('未核销');
});

test('the cashier pays 1,000 元 and writes it off; 应付账款 shows what is still owed', async ({ page }) => {
  await login(page, 'cashier');
  const { drawer, saved } = await newDocument(page, '/purchasePayment', '采购付款');
  await typeDate(page, drawer, '付款日期', today);
  await chooseRef(page, formItem(page, drawer, '供应商').locator('.ant-select').first(), 'GYS004', /GYS004/);
  await chooseRef(page, formItem(page, drawer, '币种').locator('.ant-select').first(), 'CNY', /CNY/);
  await formItem(page, drawer, '付款金额').locator('input').fill('1000');
  await chooseRef(
    page,
    formItem(page, drawer, '付款方式').locator('.ant-select').first(),
    '银行',
    /银行转账/,
  );
  await saved();
  await page
    .locator('.ant-table-tbody tr.ant-table-row')
    .first()
    .getByRole('button', { name: '查看' })
    .click();
  await expect(page).toHaveURL(/\/purchasePayment\/detail\?id=\d+/);
  // Maker ≠ checker: the finance manager 复核 what the cashier keyed.
  const paymentUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await loginAt(page, paymentUrl, 'finacemanager');
  await confirmAction(page, page.locator('.ant-card-body').first(), /^复\s*核$/, '复核');
  await expect(statusTag(page)).toHaveText('未核销');
  await loginAt(page, paymentUrl, 'cashier');
  await confirmAction(page, page.locator('.ant-card-body').first(), /自动核销/, '自动核销');
  await expect(statusTag(page)).toHaveText('已核销');
  await page.goto(`/purchaseInvoice/detail?id=${invoiceId}`);
  await expect(page.locator('.ant-descriptions').first()).toContainText('456.00');

  await loginAt(page, `/purchasePayable?supplierId=${supplierId}`, 'finacemanager');
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'GYS004' });
  await expect(row).toContainText('1,456.00');
  await expect(row).toContainText('456.00');
  await expect(page.getByTestId('report-chart').locator('canvas')).toBeVisible();
  await page.waitForTimeout(1_000); // the bars' opening animation
  await page.screenshot({ path: 'e2e/artifacts/payables-payable.png' });
  await page.goto('/purchasePayable');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'GYS001' })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/payables-payable-all.png' });
  await page.goto('/purchaseInvoice');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/payables-invoice-list.png' });
});

test('finance reads 采购发票汇总 and 应付分析', async ({ page }) => {
  await loginAt(page, `/purchase-invoice-summary?supplierId=${supplierId}`, 'finacemanager');
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'RJ-NMP' });
  // 80 kg received, all of it billed at the order price: no difference, nothing left to bill.
  await expect(row).toContainText('80.000');
  await expect(row).toContainText('1,456.00');
  await page.screenshot({ path: 'e2e/artifacts/payables-invoice-summary.png' });
  await page.goto('/accountPayableAnalyze');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'GYS004' })).toContainText(
    '456.00',
  );
  await expect(page.getByTestId('report-chart').locator('canvas')).toBeVisible();
  await page.waitForTimeout(1_000); // the pie's opening animation
  await page.screenshot({ path: 'e2e/artifacts/payables-analyze.png' });
});
