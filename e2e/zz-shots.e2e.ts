import { expect, test } from '@playwright/test';
import { login } from './support/ui';

for (const [url, name] of [
  ['/materiel-stock-change-cost', 'cost-list'],
  ['/purchase-opening-balance', 'ap-open'],
  ['/purchaseRedInvoice', 'pred'],
  ['/salesInvoice', 'sinv'],
  ['/purchasePayable', 'ap'],
  ['/accountReceivable', 'ar'],
] as const) {
  test(`shot ${name}`, async ({ page }) => {
    await login(page, 'finacemanager');
    await page.goto(url);
    await expect(page.locator('.ant-table').first()).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/work/shots/${name}.png`, fullPage: true });
    const view = page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name: '查看' });
    if (await view.count()) {
      await view.click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/work/shots/${name}-detail.png`, fullPage: true });
    }
  });
}

test('shot waybill', async ({ page }) => {
  await login(page, 'finacemanager');
  await page.goto('/salesInvoice');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name: '查看' }).click();
  await page.getByRole('button', { name: /打\s*印/ }).first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/work/shots/print-menu.png' });
  const waybill = page.getByText('快递面单');
  if (await waybill.count()) {
    await waybill.first().click();
    await page.waitForTimeout(2000);
    await page.screenshot({ path: '/work/shots/waybill.png', fullPage: true });
  }
});
