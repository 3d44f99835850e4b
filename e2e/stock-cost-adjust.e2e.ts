import { expect, type Page, test } from '@playwright/test';
import { companyNow } from './support/company-day';
import { confirmDialog } from './support/dialog';
import { cell, chooseRef, columnText, firstRow, login, loginAt, newDocument, typeDate } from './support/ui';

/**
 * 库存成本调整 in the browser (issue 18 item 7): finance keys an adjustment of 100 元 on a material
 * the demo holds in stock, reviews it, and the material's stock value on 物料库存 is 100 元 more —
 * its quantity unchanged.
 */
const CODE = 'YL-PB153';
const pad = (n: number) => String(n).padStart(2, '0');
const now = companyNow();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** "12,345.67" → 1234567 (fen). */
const fen = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100);

async function stockTotals(page: Page) {
  await page.goto(`/material-stock?code=${CODE}`);
  return {
    value: fen(await columnText(page, '库存金额（元）', 'totals')),
    onHand: await columnText(page, '现存量（kg）', 'totals'),
  };
}

test('finance adjusts a material’s stock value: reviewed, the stock screen shows it', async ({ page }) => {
  await login(page, 'finacemanager');
  const before = await stockTotals(page);
  expect(before.value).toBeGreaterThan(0);

  const { drawer, saved } = await newDocument(page, '/materiel-stock-change-cost', '物料成本调整单');
  await typeDate(page, drawer, '调整日期', today);
  await chooseRef(page, cell(drawer, 0, 'materielId').locator('.ant-select'), CODE, new RegExp(CODE));
  await cell(drawer, 0, 'adjustAmount').locator('input').fill('100');
  await cell(drawer, 0, 'reason').locator('input').fill('运费后到补录');
  await saved();
  await expect(firstRow(page)).toContainText('待审核');
  // Maker ≠ checker: the finance manager keyed it, the finance director approves it.
  await expect(firstRow(page).getByRole('button', { name: /审\s*核/ })).toBeDisabled();
  await loginAt(page, '/materiel-stock-change-cost', 'finacederictor');

  await firstRow(page)
    .getByRole('button', { name: /审\s*核/ })
    .click();
  await confirmDialog(page, undefined, /^通\s*过$|审核通过|^通过$/);
  await expect(firstRow(page)).toContainText('审核通过');
  await page.screenshot({ path: 'e2e/artifacts/stock-cost-adjust-list.png' });

  const after = await stockTotals(page);
  expect(after.value - before.value).toBe(100_00);
  expect(after.onHand).toBe(before.onHand);
  await page.screenshot({ path: 'e2e/artifacts/stock-cost-adjust-stock.png' });
});
