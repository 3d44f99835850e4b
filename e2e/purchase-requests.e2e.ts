import { expect, type Page, test } from '@playwright/test';
import { companyNow } from './support/company-day';
import { openDialog, pressInDialog } from './support/dialog';
import {
  apiAs,
  cell,
  chooseRef,
  confirmAction,
  formItem,
  login,
  loginAt,
  newDocument,
  typeDate,
} from './support/ui';

/**
 * The rest of issue 17 in the browser: research asks purchasing to source an item not yet in the
 * master data (采购需求), the purchasing manager approves it, the purchaser pushes it into an order
 * and buys it as a material of the master data; a spot buy is keyed as a manual order
 * (手工采购订单), placed and printed under its own title.
 */
test.describe.configure({ mode: 'serial' });

const pad = (n: number) => String(n).padStart(2, '0');
const now = companyNow();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const ITEM = '导电炭黑 E2E';
let requestUrl: string;

const statusTag = (page: Page) => page.locator('.ant-card-head-title .ant-tag').first();
const body = (page: Page) => page.locator('.ant-card-body').first();
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

test('research asks for an item not in the master data; the purchasing manager approves', async ({
  page,
}) => {
  await login(page, 'researcher');
  const { drawer, saved } = await newDocument(page, '/purchase-procurement', '采购需求');
  await typeDate(page, drawer, '提出日期', today);
  await typeDate(page, drawer, '需用日期', today);
  await formItem(page, drawer, '需求原因').locator('textarea').fill('导电浆料试产');
  await cell(drawer, 0, 'itemName').locator('input').fill(ITEM);
  await cell(drawer, 0, 'spec').locator('input').fill('ECP600JD，25 kg/袋');
  await cell(drawer, 0, 'qty').locator('input').fill('50');
  await drawer.locator('.ant-drawer-title').click(); // leave the cell: it commits
  await page.screenshot({ path: 'e2e/artifacts/purchase-request-form.png' });
  await saved();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toContainText('研发部');
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('未下单');
  await page.screenshot({ path: 'e2e/artifacts/purchase-request-list.png' });
  await row.getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(/\/purchase-procurement\/detail\?id=\d+/);
  requestUrl = pathOf(page);
  // The requester's department head does not review it: purchasing does.
  await expect(page.getByRole('button', { name: /^审\s*核$/ })).toHaveCount(0);

  await loginAt(page, '/purchase-audit?kind=REQUEST', 'purchasingmanager');
  const waiting = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '研发部' }).first();
  await expect(waiting).toContainText('采购需求审核');
  await waiting.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/purchase-procurement\/detail\?id=\d+/);
  await page.getByRole('button', { name: /^审\s*核$/ }).click();
  const dialog = await openDialog(page);
  await dialog.getByPlaceholder('请输入审批意见').fill('按炭黑 PBk7 采购');
  await pressInDialog(dialog, /^通\s*过$/);
  await expect(statusTag(page)).toHaveText('已审核');
});

test('the purchaser pushes it into an order, buying it as a material of the master data', async ({
  page,
  baseURL,
}) => {
  await loginAt(page, requestUrl, 'purchaser');
  await page.getByRole('button', { name: '下推采购订单' }).click();
  const drawer = page.getByRole('dialog', { name: '新建采购订单' });
  await expect(drawer).toBeVisible();
  await typeDate(page, drawer, '下单日期', today);
  await chooseRef(page, formItem(page, drawer, '供应商').locator('.ant-select').first(), 'GYS002', /GYS002/);
  // The item's name came along (备注); its material is chosen here.
  await expect(cell(drawer, 0, 'remark').locator('input')).toHaveValue(ITEM);
  await expect(cell(drawer, 0, 'qty').locator('input')).toHaveValue(/^50(\.0+)?$/);
  await chooseRef(page, cell(drawer, 0, 'materielId').locator('.ant-select'), 'YL-PBK7', /YL-PBK7/);
  await cell(drawer, 0, 'price').locator('input').fill('36');
  await drawer.locator('.ant-drawer-title').click();
  await page.screenshot({ path: 'e2e/artifacts/purchase-request-push.png' });
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/purchase-order\/detail\?id=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.locator('.ant-card-small', { hasText: '订单明细' })).toContainText(ITEM);

  // The price without an approved one is the manager's to review; then it is placed.
  const manager = await apiAs(baseURL!, 'purchasingmanager');
  const order = await manager.get<{ version: number }>('/purchase/queryPurchaseOrderDetail', {
    id: String(orderId),
  });
  await manager.post('/purchase/reviewPurchaseOrderPrices', {
    id: orderId,
    version: order.version,
    approved: true,
  });
  await manager.dispose();
  await page.reload();
  await confirmAction(page, body(page), /^下\s*单$/, '确认下单');
  await expect(statusTag(page)).toHaveText('已下单');

  await page.goto(requestUrl);
  await expect(page.locator('.ant-descriptions')).toContainText('已下单');
  await expect(page.locator('.ant-card-small', { hasText: '需求明细' })).toContainText('50.000');
  await expect(page.getByRole('button', { name: /^完\s*结$/ })).toHaveCount(0); // nothing is left open
  await page.screenshot({ path: 'e2e/artifacts/purchase-request-ordered.png', fullPage: true });
});

test('a spot buy is keyed as a manual order, placed, and printed under its own title', async ({ page }) => {
  await login(page, 'purchaser');
  const { drawer, saved } = await newDocument(page, '/manual-purchase-order', '手工采购订单');
  // No 订单类型 to choose and no 选单 of applies or requests here.
  await expect(formItem(page, drawer, '订单类型')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: /选单/ })).toHaveCount(0);
  await typeDate(page, drawer, '下单日期', today);
  await chooseRef(page, formItem(page, drawer, '供应商').locator('.ant-select').first(), 'GYS004', /GYS004/);
  await formItem(page, drawer, '备注').locator('textarea').fill('生产线急用，现货采购');
  await chooseRef(page, cell(drawer, 0, 'materielId').locator('.ant-select'), 'RJ-NMP', /RJ-NMP/);
  await cell(drawer, 0, 'qty').locator('input').fill('40');
  await drawer.locator('.ant-drawer-title').click();
  await saved();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  // The approved 18.20 元/kg is proposed: 728.00, nothing to review.
  await expect(row).toContainText('728.00');
  await page.screenshot({ path: 'e2e/artifacts/purchase-manual-list.png' });
  await row.getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(/\/manual-purchase-order\/manual-detail\?id=\d+/);
  await expect(page.getByText('手工采购订单详情')).toBeVisible();
  await confirmAction(page, body(page), /^下\s*单$/, '确认下单');
  await expect(statusTag(page)).toHaveText('已下单');
  await expect(page.getByRole('button', { name: /^完\s*结$/ })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/purchase-manual-detail.png', fullPage: true });
  await page
    .getByRole('button', { name: /打\s*印/ })
    .first()
    .click();
  const form = page.locator('.tg-print-form');
  await expect(form).toContainText('手工采购订单');
  await expect(form).toContainText('RJ-NMP');
  await page.screenshot({ path: 'e2e/artifacts/purchase-manual-print.png', fullPage: true });

  // The order list holds both kinds, told apart by 订单类型.
  await page.goto('/purchase-order?orderType=MANUAL');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('手工采购');
});
