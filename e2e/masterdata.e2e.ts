import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { companyNow } from './support/company-day';
import { confirmDialog } from './support/dialog';
import { chooseRef, formItem, loginAt } from './support/ui';

/** Issue 4's walk-through on the generic document screens, as admin, in Chromium. */
const shots = 'e2e/artifacts';

async function searchCode(page: Page, code: string) {
  await page.getByPlaceholder('请输入产品编码').fill(code);
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

test.describe.configure({ mode: 'serial' });

test('create, edit and discard a product; its timeline and history', async ({ page }) => {
  await loginAt(page, '/product', 'admin', 'admin123');
  await page
    .getByRole('button', { name: /新\s*建/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: '新建产品' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(drawer.getByText('请输入产品编码')).toBeVisible();
  await drawer.getByPlaceholder('请输入产品编码').fill('E2E-RED-01');
  await drawer.getByPlaceholder('请输入产品名称').fill('大红水性色浆');
  await chooseRef(page, formItem(page, drawer, '产品类别').locator('.ant-select'), '色浆', /SJ 色浆/);
  await chooseRef(page, formItem(page, drawer, '计量单位').locator('.ant-select'), 'kg', /kg 千克/);
  await drawer.getByPlaceholder('请输入基础价格（元/kg）').fill('33.5');
  await page.screenshot({ path: `${shots}/product-form.png` });
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await searchCode(page, 'E2E-RED');
  const row = page.getByRole('row', { name: /E2E-RED-01/ });
  await expect(row).toContainText('大红水性色浆');
  await expect(row).toContainText('SJ 色浆');
  await expect(row).toContainText('33.500000');
  await expect(row).toContainText('启用');

  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const editor = page.getByRole('dialog', { name: /编辑产品/ });
  await expect(editor.getByPlaceholder('请输入产品编码')).toBeDisabled();
  await editor.getByPlaceholder('请输入产品名称').fill('大红水性色浆（改）');
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  await expect(row).toContainText('大红水性色浆（改）');

  await row.getByRole('button', { name: /停\s*用/ }).click();
  await confirmDialog(page, '确认停用产品', /确\s*定/);
  await expect(row).toContainText('停用');
  await page.screenshot({ path: `${shots}/product-list.png` });

  await row.getByRole('button', { name: /查\s*看/ }).click();
  await expect(page).toHaveURL(/\/product\/detail\?id=\d+/);
  // People by their names (issue 35 item 7): the admin account is 系统管理员.
  await expect(page.getByText('创建人：系统管理员')).toBeVisible();
  await expect(page.getByText('修改人：系统管理员')).toBeVisible();
  const history = page.locator('.ant-card', { hasText: '变更记录' });
  await expect(history.getByRole('cell', { name: '停用' })).toBeVisible();
  await expect(history.getByRole('cell', { name: '修改' })).toBeVisible();
  await expect(history.getByRole('cell', { name: '新建' })).toBeVisible();
  await expect(page.locator('.ant-breadcrumb')).toHaveText(/基础资料.*产品.*详情/);
  await page.screenshot({ path: `${shots}/product-detail.png`, fullPage: true });
});

test('import 1,000 products with two bad rows: exactly which rows and why, nothing imported', async ({
  page,
}, info) => {
  await loginAt(page, '/product', 'admin', 'admin123');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('产品');
  ws.addRow(['*产品编码', '*产品名称', '*产品类别', '等级', '*计量单位', '基础价格（元/kg）']);
  for (let i = 1; i <= 1000; i++) {
    if (i === 250) ws.addRow([`BULK-${i}`, '', 'SJ', 'A', 'kg', 20]);
    else if (i === 777) ws.addRow([`BULK-${i}`, `批量色浆${i}`, 'SJ', 'A', '桶子', 20]);
    else ws.addRow([`BULK-${i}`, `批量色浆${i}`, 'SJ', 'A', 'kg', 20]);
  }
  const file = info.outputPath('products.xlsx');
  await wb.xlsx.writeFile(file);
  await page.locator('input[type="file"][accept=".xlsx"]').setInputFiles(file);
  const report = page.locator('.ant-modal', { hasText: '导入失败' });
  await expect(report.getByText('导入失败：共 2 处错误，未导入任何数据')).toBeVisible({ timeout: 60_000 });
  await expect(report.getByRole('row', { name: /251.*产品名称.*请输入产品名称/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /778.*计量单位.*找不到「桶子」/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/import-errors.png` });
  await report.getByRole('button').last().click();
  await searchCode(page, 'BULK-');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(0);
  await expect(page.locator('.ant-empty-description')).toBeVisible();
});

test('export the product list and open the file', async ({ page }) => {
  await loginAt(page, '/product', 'admin', 'admin123');
  await searchCode(page, 'E2E-RED');
  await expect(page).toHaveURL(/E2E-RED/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: /^\S*\s*导\s*出$/ })
      .first()
      .click(),
  ]);
  const today = companyNow();
  const ymd = `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}`;
  expect(download.suggestedFilename()).toBe(`产品${ymd}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const sheet = wb.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe('产品编码');
  expect(sheet.getRow(2).getCell(1).value).toBe('E2E-RED-01');
  expect(sheet.getRow(2).getCell(2).value).toBe('大红水性色浆（改）');
  expect(sheet.rowCount).toBe(2);
});

test('print two suppliers at once', async ({ page }) => {
  await loginAt(page, '/supplier', 'admin', 'admin123');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await rows.nth(0).locator('.ant-checkbox-input').check();
  await rows.nth(1).locator('.ant-checkbox-input').check();
  await page.getByRole('button', { name: /批量打印/ }).click();
  const forms = page.locator('.tg-print-form');
  await expect(forms).toHaveCount(2);
  await expect(forms.nth(0)).toContainText('GYS001');
  await expect(forms.nth(1)).toContainText('GYS002');
  await expect(page.getByRole('button', { name: /^printer 打\s*印$/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/supplier-print.png`, fullPage: true });
});
