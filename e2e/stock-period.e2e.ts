import { expect, test } from '@playwright/test';
import { companyNow } from './support/company-day';
import { apiAs, chooseRef, columnText, confirmAction, formItem, login, loginAt } from './support/ui';

/**
 * Issue 5, finance's side: every ledger screen tells the same stock as the stock screen, and a
 * closed month refuses a back-dated warehouse-in in words until finance re-opens it.
 */
test.describe.configure({ mode: 'serial' });

const pad = (n: number) => String(n).padStart(2, '0');
const now = companyNow();
const previous = new Date(now.getFullYear(), now.getMonth() - 1, 15);
const previousLabel = `${previous.getFullYear()}年${previous.getMonth() + 1}月`;
const backDated = `${previous.getFullYear()}-${pad(previous.getMonth() + 1)}-15`;
const CODE = 'YL-PB153';

test('every ledger screen agrees with the stock screen', async ({ page, baseURL }) => {
  // Not admin: the shell tests change admin's password before this file runs.
  const finance = await apiAs(baseURL!, 'finacemanager');
  const materielId = await finance.idOf('/base/queryMaterielPageList', { code: CODE });
  await finance.dispose();
  await login(page, 'finacemanager');

  await page.goto(`/material-stock?code=${CODE}`);
  const onHand = await columnText(page, '现存量（kg）', 'totals');
  const value = await columnText(page, '库存金额（元）', 'totals');
  expect(Number(onHand.replaceAll(',', ''))).toBeGreaterThan(0);
  await page.screenshot({ path: 'e2e/artifacts/material-stock.png' });

  await page.goto(`/materielStockLedger?code=${CODE}`);
  expect(await columnText(page, '期末数量（kg）', 'totals')).toBe(onHand);

  await page.goto(`/materiel-amount-ledger?code=${CODE}`);
  expect(await columnText(page, '期末数量（kg）', 'totals')).toBe(onHand);
  expect(await columnText(page, '期末金额（元）', 'totals')).toBe(value);

  await page.goto(`/materiel-amount-ledger-new?code=${CODE}&sort=period&order=desc`);
  expect(await columnText(page, '期末数量（kg）', 'first')).toBe(onHand);
  expect(await columnText(page, '期末金额（元）', 'first')).toBe(value);

  await page.goto(`/materiel-stock-finance-ledger-new?code=${CODE}`);
  expect(await columnText(page, '期末金额（元）', 'totals')).toBe(value);

  await page.goto(`/materielBatchNoLedger?materielId=${materielId}&sort=seq&order=desc`);
  expect(await columnText(page, '结存（kg）', 'first')).toBe(onHand);
  await page.screenshot({ path: 'e2e/artifacts/material-batch-ledger.png' });

  // Dull stock by a saved scheme: the choice lands in the URL and the list narrows to it.
  await page.goto('/material-stock-slug');
  await chooseRef(
    page,
    page.locator('.ant-form-item', { hasText: '呆滞方案' }).locator('.ant-select').first(),
    '30天',
    /30天无出入库/,
  );
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/dullSchemeId=\d+/);
  // The demo's preservative, bought 14 months ago and never touched since, is dull stock.
  await expect(page.locator('.ant-table-tbody')).toContainText('防腐剂');
  await expect(page.locator('.ant-table-tbody')).toContainText('1至2年');
  await page.screenshot({ path: 'e2e/artifacts/material-stock-dull.png' });

  await page.goto('/material-stock-analyze');
  await expect(page.getByTestId('report-chart').locator('canvas')).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '颜料' }).first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/material-stock-analyze.png', fullPage: true });
});

test('finance closes last month; the store cannot pick a day of it for a warehouse-in until finance re-opens it', async ({
  page,
}) => {
  await loginAt(page, '/stock-acc', 'finacemanager');
  const month = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: previousLabel });
  await expect(month).toContainText('未结账');
  await month.getByRole('button', { name: '结账检查' }).click();
  const check = page.getByRole('dialog', { name: /结账检查/ });
  await expect(check.getByText('检查通过，可以结账')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/stock-acc-check.png' });
  await page.keyboard.press('Escape');
  await expect(check).toBeHidden();
  await confirmAction(page, month, /^结\s*账$/, '确认结账');
  await expect(month).toContainText('已结账');
  await expect(month).toContainText('finacemanager');
  await page.screenshot({ path: 'e2e/artifacts/stock-acc.png' });

  await loginAt(page, '/material-warehouse-in', 'storemaster');
  await page
    .getByRole('button', { name: /新\s*建/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: '新建物料入库单' });
  // The closed month is greyed out in the posting-date picker: the back-dated day cannot be picked
  // (the server refuses it anyway: material-chain.test.ts, step 7).
  const dateInput = formItem(page, drawer, '入库日期').locator('input').first();
  await dateInput.click();
  await page.keyboard.press('ControlOrMeta+A'); // over the default, the company's today
  await page.keyboard.type(backDated);
  const closedDay = page.locator(`.ant-picker-dropdown:visible td[title="${backDated}"]`);
  await expect(closedDay).toHaveClass(/ant-picker-cell-disabled/);
  await page.screenshot({ path: 'e2e/artifacts/stock-acc-refused.png' });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  // The closed day was not taken: the field keeps its default, the company's today.
  await expect(dateInput).not.toHaveValue(backDated);
  await expect(dateInput).not.toHaveValue('');

  await loginAt(page, '/stock-acc', 'finacemanager');
  await confirmAction(page, month, /反结账/, '确认反结账');
  await expect(month).toContainText('未结账');
});
