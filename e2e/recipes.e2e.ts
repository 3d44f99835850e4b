import { expect, type Page, test } from '@playwright/test';
import { openDialog, pressInDialog } from './support/dialog';
import { loginAt, pickOption } from './support/ui';

/**
 * Issue 30's recipes in the browser, as `researchderictor`: the demo paste's second version is
 * approved (and becomes the one in force), 修改 makes its third version as a draft, and 版本对比
 * shows what differs between two versions.
 */
const statusTag = (page: Page) => page.locator('.ant-card-head-title .ant-tag').first();

test('approve a recipe version, make the next one by 修改, compare two versions', async ({ page }) => {
  await loginAt(page, '/fullscale-manufacture-recipe', 'researchderictor');
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'PF-B15-01' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待审核');
  await row.getByText('查看').click();
  await expect(page).toHaveURL(/\/fullscale-manufacture-recipe\/detail\?id=\d+$/);
  await expect(statusTag(page)).toHaveText('待审核');
  const versions = page.getByTestId('recipe-versions');
  await expect(versions.locator('tr', { hasText: '第1版' })).toContainText('当前生效');

  await page.getByRole('button', { name: /^审\s*核$/ }).click();
  const review = await openDialog(page, '审核');
  await pressInDialog(review, /^通\s*过$/);
  await expect(statusTag(page)).toHaveText('已审核');
  await expect(versions.locator('tr', { hasText: '第2版' })).toContainText('当前生效');
  await expect(versions.locator('tr', { hasText: '第1版' })).not.toContainText('当前生效');
  await page.screenshot({ path: 'e2e/artifacts/recipe-approved.png', fullPage: true });

  // 修改: the next version, a draft of type 变更 on the same screen.
  await page.getByRole('button', { name: /^修\s*改$/ }).click();
  await pressInDialog(await openDialog(page, '修改'), /确\s*定/);
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/fullscale-manufacture-recipe\/detail\?id=\d+$/);
  await expect(statusTag(page)).toHaveText('待审核');
  await expect(versions.getByText('第3版（本页）')).toBeVisible();

  await versions.getByRole('button', { name: '版本对比' }).click();
  const lines = page.getByTestId('recipe-diff-lines');
  await expect(lines.locator('tr', { hasText: 'ZJ-024' })).toContainText('相同');
  // Against the first version: the defoamer was added by the second.
  // A plain click on an option still sliding in is lost under load (CI): pickOption checks it took.
  await pickOption(page, page.locator('.ant-select', { has: page.getByLabel('对比版本（左）') }), '第1版');
  await expect(lines.locator('tr', { hasText: 'ZJ-024' })).toContainText('新增');
  await expect(lines.locator('tr', { hasText: 'SZ-ACR01' })).toContainText('变化');
  await page.screenshot({ path: 'e2e/artifacts/recipe-diff.png', fullPage: true });
});
