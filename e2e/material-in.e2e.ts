import { expect, type Locator, type Page, test } from '@playwright/test';

/** A store master keys in a material warehouse-in with the line grid and posts it (issue 5 groundwork). */
async function chooseRef(page: Page, select: Locator, search: string, option: RegExp) {
  await select.click();
  await page.keyboard.type(search);
  const choice = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first();
  await expect(choice).toBeVisible();
  await choice.click({ force: true });
}

test('a store master receives a pigment batch and posts it', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('用户名').fill('storemaster');
  await page.getByPlaceholder('密码').fill('demo1234');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/material-warehouse-in');
  await page
    .getByRole('button', { name: /新\s*建/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: '新建物料入库单' });
  await expect(drawer).toBeVisible();
  await drawer.locator('.ant-form-item', { hasText: '入库日期' }).locator('input').first().click();
  await page.keyboard.type('2026-11-22');
  await page.keyboard.press('Enter');
  await chooseRef(
    page,
    drawer.locator('.ant-form-item', { hasText: '仓库' }).locator('.ant-select').first(),
    '原料',
    /YL01 原料仓/,
  );
  const grid = drawer.locator('.ant-table');
  await chooseRef(page, grid.locator('tbody .ant-select').first(), 'YL-PB153', /YL-PB153/);
  const firstRow = grid.locator('tbody tr.ant-table-row').first();
  const inputs = firstRow.locator('input:not([type="checkbox"]):not([role="combobox"])');
  await inputs.nth(0).fill('B2611-E2E');
  await firstRow.locator('td').nth(4).locator('input').fill('25');
  await page.screenshot({ path: 'e2e/artifacts/material-in-form.png' });
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(row).toContainText('待入库');
  await row.getByRole('button', { name: /入\s*库/ }).click();
  await page
    .locator('.ant-modal')
    .filter({ hasText: '确认入库' })
    .last()
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row).toContainText('已入库');
  await row.getByRole('button', { name: /查\s*看/ }).click();
  await expect(page.getByText('B2611-E2E')).toBeVisible();
  await expect(page.getByText('YL-PB153 酞菁蓝 PB15:3').first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/material-in-detail.png', fullPage: true });
});
