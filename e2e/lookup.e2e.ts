import { expect, test } from '@playwright/test';
import { cell, chooseRef, loginAt } from './support/ui';

/**
 * Issue 12: every reference picker finds by code, by Chinese name and by the mnemonic (助记码,
 * pinyin initials), in one box — here the material of a requisition line, as the store keys it.
 */
test('a material is found by its Chinese name and by its pinyin initials', async ({ page }) => {
  await loginAt(page, '/material-requisition', 'store');
  await page
    .getByRole('button', { name: /新\s*建/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: '新建领料单' });
  await expect(drawer).toBeVisible();
  const materiel = cell(drawer, 0, 'materielId').locator('.ant-select');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');

  await materiel.click();
  await page.keyboard.type('氧化铁红');
  await expect(options.filter({ hasText: /YL-PR101 氧化铁红 PR101/ })).toBeVisible();
  await expect(options).toHaveCount(1);
  await page.screenshot({ path: 'e2e/artifacts/lookup-by-name.png' });
  await page.keyboard.press('Escape');

  await chooseRef(page, materiel, 'yhth', /YL-PR101 氧化铁红 PR101/);
  await expect(materiel).toContainText('YL-PR101 氧化铁红 PR101');
  await page.screenshot({ path: 'e2e/artifacts/lookup-by-pinyin.png' });
});
