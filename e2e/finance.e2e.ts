import { expect, type Locator, type Page, test } from '@playwright/test';
import { companyNow } from './support/company-day';
import { apiAs, cell, chooseRef, confirmAction, formItem, login, loginAt, typeDate } from './support/ui';

/**
 * Issue 18's walk in the browser, each person their own part: finance invoices a delivery (下推
 * from it) and 复核 it, and 应收账款's aging moves between buckets with the 截止日期; the cashier
 * receives it in two parts, each 复核 by finance and written off automatically; between them a
 * part comes back and accounting red-letters it on the invoice; nothing is owed at the end.
 * (Gross profit in 元 and USD and the month close: gross-profit.e2e.ts.)
 */
test.describe.configure({ mode: 'serial' });

const CODE = 'SJ-E2E-AR';
const pad = (n: number) => String(n).padStart(2, '0');
const now = companyNow();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const ymd = today.replaceAll('-', '');
const MILLION = 1_000_000;

let deliveryId: number;
let customerId: number;
let invoiceUrl: string;

test.beforeAll(async ({ baseURL }) => {
  // 40 kg of a product of its own, sold to 江苏某油墨 (KH005, saler's) at 50 元/kg and delivered.
  const admin = await apiAs(baseURL!, 'admin', 'admin123');
  const productId = (
    await admin.post('/base/addOrUpdateProduct', {
      code: CODE,
      name: '应收走查色浆',
      productTypeId: await admin.idOf('/base/queryProductTypePageList', { code: 'SJ' }),
      unitId: await admin.idOf('/base/queryUnitPageList', { code: 'kg' }),
      level: 'A',
      basePrice: 45 * MILLION,
    })
  ).id;
  const warehouseId = await admin.idOf('/base/queryWarehousePageList', { code: 'CP01' });
  customerId = await admin.idOf('/customer/queryCustomerPageList', { code: 'KH005' });
  const currencyId = await admin.idOf('/base/queryCurrencyPageList', { code: 'CNY' });
  await admin.dispose();
  const finance = await apiAs(baseURL!, 'finacemanager');
  const receipt = await finance.post('/productWarehouse/addOrUpdateProductIn', {
    inDate: ymd,
    warehouseId,
    items: [{ productId, batchNo: 'E2E-AR-1', qty: 40 * MILLION, price: 30 * MILLION }],
  });
  await finance.dispose();
  const store = await apiAs(baseURL!, 'storemaster');
  await store.post('/productWarehouse/changeProductInState', {
    id: receipt.id,
    version: 1,
    action: 'WAREHOUSE-IN',
  });
  const saler = await apiAs(baseURL!, 'saler');
  const order = await saler.post('/order/addOrUpdateSalesOrder', {
    customerId,
    orderDate: ymd,
    deliveryDate: ymd,
    warehouseId,
    currencyId,
    items: [{ productId, qty: 40 * MILLION, price: 50 * MILLION }],
  });
  await saler.post('/order/changeSalesOrderState', { id: order.id, version: 1, action: 'CONFIRM' });
  const draft = await saler.post<{ values: Record<string, unknown>; items: unknown[] }>(
    '/order/makeProductStockOutFrom',
    { link: 'order-delivery', sourceIds: [order.id] },
  );
  deliveryId = (
    await saler.post('/order/addOrUpdateProductStockOut', {
      ...draft.values,
      outDate: ymd,
      items: draft.items,
    })
  ).id;
  await saler.dispose();
  const director = await apiAs(baseURL!, 'salederictor');
  await director.post('/order/changeProductStockOutState', {
    id: deliveryId,
    version: 1,
    action: 'AUDIT',
    status: 'APPROVAL_APPROVED',
  });
  await director.dispose();
  await store.post('/order/changeProductStockOutState', {
    id: deliveryId,
    version: 2,
    action: 'WAREHOUSE-OUT',
  });
  await store.dispose();
});

/** A row's cell under the column headed `title`. */
async function cellOf(page: Page, row: Locator, title: string) {
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.replace(/\s/g, '') === title);
  if (index < 0) throw new Error(`no column ${title}`);
  return row.locator('td').nth(index);
}

const addDaysIso = (days: number) => {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const statusTag = (page: Page) => page.locator('.ant-card-head-title .ant-tag').first();
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

/** The cashier keys a bank receipt of KH005 in 元 and opens it; answers its detail's path. */
async function keyReceipt(page: Page, amount: string, shown: string): Promise<string> {
  await page.goto('/salesReceipts');
  await page
    .getByRole('button', { name: /新\s*建/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: '新建销售收款' });
  await typeDate(page, drawer, '收款日期', today);
  await chooseRef(page, formItem(page, drawer, '客户').locator('.ant-select').first(), 'KH005', /KH005/);
  await chooseRef(page, formItem(page, drawer, '币种').locator('.ant-select').first(), 'CNY', /CNY/);
  await formItem(page, drawer, '收款金额').locator('input').fill(amount);
  await chooseRef(
    page,
    formItem(page, drawer, '收款方式').locator('.ant-select').first(),
    '银行',
    /银行转账/,
  );
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: shown }).first();
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/salesReceipts\/detail\?id=\d+/);
  return pathOf(page);
}

test('finance invoices the delivery and another finance reviewer 复核 it; the receivable shows it', async ({
  page,
}) => {
  await loginAt(page, `/salesOdo/detail?id=${deliveryId}`, 'finacemanager');
  await page.getByRole('button', { name: '下推销售发票' }).click();
  const drawer = page.getByRole('dialog', { name: '新建销售发票' });
  await expect(drawer).toBeVisible();
  await typeDate(page, drawer, '开票日期', today);
  await chooseRef(
    page,
    formItem(page, drawer, '发票类型').locator('.ant-select').first(),
    '专用',
    /增值税专用发票/,
  );
  await formItem(page, drawer, '发票号码').locator('input').fill('04400888');
  await expect(cell(drawer, 0, 'qty').locator('input')).toHaveValue(/^40(\.0+)?$/);
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/salesInvoice\/detail\?id=\d+/);
  invoiceUrl = pathOf(page);
  await expect(page.locator('.ant-descriptions')).toContainText('2,000.00');
  // Maker ≠ checker: whoever keyed it sees 复核 but may not press it, and is told why.
  const review = page
    .locator('.ant-card-body')
    .first()
    .getByRole('button', { name: /^复\s*核$/ });
  await expect(review).toBeDisabled();
  await expect(review).toHaveAttribute('title', '制单人不能复核自己的单据（制单与审核须为两人）');
  await loginAt(page, invoiceUrl, 'accounting');
  await confirmAction(page, page.locator('.ant-card-body').first(), /^复\s*核$/, '复核');
  await expect(statusTag(page)).toHaveText('未核销');

  await page.goto(`/accountReceivable?customerId=${customerId}`);
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'KH005' });
  await expect(row).toContainText('2,000.00');
  await expect(await cellOf(page, row, '未到期')).toHaveText('2,000.00');
  await page.screenshot({ path: 'e2e/artifacts/finance-receivable.png' });

  // As of 45 days on, the invoice (due in 30) is 15 days overdue: its amount moves to 逾期1-30天.
  await typeDate(page, page.locator('form').first(), '截止日期', addDaysIso(45));
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(new RegExp(`asOf=${addDaysIso(45).replaceAll('-', '')}`));
  await expect(await cellOf(page, row, '未到期')).toHaveText('0.00');
  await expect(await cellOf(page, row, '逾期1-30天')).toHaveText('2,000.00');
  await page.screenshot({ path: 'e2e/artifacts/finance-receivable-as-of.png' });
});

test('the cashier keys a receipt; finance 复核 it; 自动核销 pays the invoice', async ({ page }) => {
  await login(page, 'cashier');
  const receiptUrl = await keyReceipt(page, '1200', '1,200.00');

  await loginAt(page, receiptUrl, 'finacemanager');
  await confirmAction(page, page.locator('.ant-card-body').first(), /^复\s*核$/, '复核');
  await expect(statusTag(page)).toHaveText('未核销');

  await loginAt(page, receiptUrl, 'cashier');
  await confirmAction(page, page.locator('.ant-card-body').first(), /自动核销/, '自动核销');
  await expect(statusTag(page)).toHaveText('已核销');
  await page.goto(invoiceUrl);
  await expect(page.locator('.ant-descriptions')).toContainText('800.00');

  await loginAt(page, `/accountReceivable?customerId=${customerId}`, 'finacemanager');
  const ar = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'KH005' });
  await expect(ar).toContainText('800.00');
  await expect(page.getByTestId('report-chart').locator('canvas')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/finance-receivable-paid.png' });
});

test('10 kg come back: accounting red-letters them on the invoice; the cashier receives the rest; nothing is owed', async ({
  page,
  baseURL,
}) => {
  // The return itself is the sales issue's (its walk is sales.e2e.ts): keyed, reviewed and posted.
  const saler = await apiAs(baseURL!, 'saler');
  const back = await saler.post<{ values: Record<string, unknown>; items: Record<string, unknown>[] }>(
    '/order/makeSalesReturnFrom',
    { link: 'delivery-return', sourceIds: [deliveryId] },
  );
  const returned = await saler.post('/order/addOrUpdateSalesReturn', {
    ...back.values,
    returnDate: ymd,
    reason: '一桶破损',
    items: [{ ...back.items[0], qty: 10 * MILLION }],
  });
  await saler.dispose();
  const director = await apiAs(baseURL!, 'salederictor');
  await director.post('/order/changeSalesReturnState', {
    id: returned.id,
    version: 1,
    action: 'AUDIT',
    status: 'APPROVAL_APPROVED',
  });
  await director.dispose();
  const store = await apiAs(baseURL!, 'storemaster');
  await store.post('/order/changeSalesReturnState', { id: returned.id, version: 2, action: 'CONFIRM' });
  const returnNo = (
    await store.get<{ number: string }>('/order/querySalesReturnDetail', { id: String(returned.id) })
  ).number;
  await store.dispose();

  // Accounting red-letters the 10 kg on the blue invoice, naming the return; finance 复核 it.
  await loginAt(page, invoiceUrl, 'accounting');
  await page.getByRole('button', { name: '下推红字发票' }).click();
  const drawer = page.getByRole('dialog', { name: '新建红字发票' });
  await expect(drawer).toBeVisible();
  await typeDate(page, drawer, '红冲日期', today);
  await chooseRef(
    page,
    formItem(page, drawer, '红冲原因').locator('.ant-select').first(),
    '退货',
    /销售退货/,
  );
  await chooseRef(
    page,
    formItem(page, drawer, '销售退货单').locator('.ant-select').first(),
    returnNo,
    new RegExp(returnNo),
  );
  await cell(drawer, 0, 'qty').locator('input').fill('10');
  await drawer.locator('.ant-drawer-header').first().click(); // leave the cell: it commits
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/salesRedInvoice\/detail\?id=\d+/);
  await expect(page.locator('.ant-descriptions')).toContainText('500.00');
  await loginAt(page, pathOf(page), 'finacemanager');
  await confirmAction(page, page.locator('.ant-card-body').first(), /^复\s*核$/, '复核');
  await page.screenshot({ path: 'e2e/artifacts/finance-red-invoice.png' });
  await page.goto(invoiceUrl);
  // 2,000 invoiced − 1,200 received − 500 red-lettered: 300 still open.
  await expect(page.locator('.ant-descriptions')).toContainText('300.00');

  // The second part: the cashier keys 300, accounting 复核 it, the cashier writes it off.
  await login(page, 'cashier');
  const receiptUrl = await keyReceipt(page, '300', '300.00');
  await loginAt(page, receiptUrl, 'accounting');
  await confirmAction(page, page.locator('.ant-card-body').first(), /^复\s*核$/, '复核');
  await loginAt(page, receiptUrl, 'cashier');
  await confirmAction(page, page.locator('.ant-card-body').first(), /自动核销/, '自动核销');
  await expect(statusTag(page)).toHaveText('已核销');
  await page.goto(invoiceUrl);
  await expect(statusTag(page)).toHaveText('已核销');

  await loginAt(page, `/accountReceivable?customerId=${customerId}`, 'accounting');
  const ar = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'KH005' });
  await expect(ar).toContainText('1,500.00');
  await expect(await cellOf(page, ar, '开票金额')).toHaveText('1,500.00');
  await expect(await cellOf(page, ar, '收款金额')).toHaveText('1,500.00');
  await expect(await cellOf(page, ar, '应收余额')).toHaveText('0.00');
  await page.screenshot({ path: 'e2e/artifacts/finance-receivable-settled.png' });
});
