import { type Browser, expect, type Page, test } from '@playwright/test';
import { confirmDialog } from './support/dialog';
import { login, openMenu } from './support/ui';

/**
 * Issue 3's walk-through: admin creates a department, a role with two menus (one exportable) and
 * a staff member; that member sees exactly those menus; leaving ends their open session.
 */
const shots = 'e2e/artifacts';

async function pickOption(page: Page, text: string) {
  const option = page
    .locator('.ant-select-dropdown:visible, .ant-select-tree-dropdown:visible')
    .getByTitle(text, { exact: true })
    .first();
  await expect(option).toBeVisible();
  // Fired on the option itself: the list may still be sliding in (see chooseRef in support/ui.ts).
  await option.dispatchEvent('click');
  // Close the dropdown before the next field: its list would cover the fields below it.
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible, .ant-select-tree-dropdown:visible')).toHaveCount(
    0,
  );
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

test('admin sets up a department, a role and a staff member who sees exactly the granted menus', async ({
  page,
  browser,
}) => {
  await login(page, 'admin', 'admin123');

  // A department.
  await openMenu(page, '系统管理', '组织架构');
  await page
    .getByRole('button', { name: /新建顶级部门/ })
    .first()
    .click();
  const deptDialog = page.getByRole('dialog');
  await deptDialog.getByPlaceholder('请输入部门名称').fill('华南办事处');
  await deptDialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(page.locator('.ant-tree').getByText('华南办事处')).toBeVisible();
  await page.screenshot({ path: `${shots}/organization.png` });

  // A role with two menus, one of them exportable.
  await openMenu(page, '系统管理', '角色管理');
  await page.getByRole('button', { name: /新建角色/ }).click();
  const roleDialog = page.getByRole('dialog', { name: '新建角色' });
  await roleDialog.getByPlaceholder('英文编码，如 SaleAssistant').fill('SouthSales');
  await roleDialog.getByPlaceholder('请输入角色名称').fill('华南销售');
  const tree = roleDialog.locator('.ant-tree');
  await tree.locator('.ant-tree-treenode', { hasText: '首页' }).locator('.ant-tree-checkbox').click();
  await tree.locator('.ant-tree-treenode', { hasText: '组织架构' }).locator('.ant-tree-checkbox').click();
  await roleDialog.getByRole('checkbox', { name: '组织架构允许导出', exact: true }).check();
  await page.screenshot({ path: `${shots}/role-form.png` });
  await roleDialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await page.getByPlaceholder('请输入角色编码或名称').fill('SouthSales');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('cell', { name: 'SouthSales' })).toBeVisible();

  // A staff member with that role.
  await openMenu(page, '系统管理', '员工管理');
  await page.getByRole('button', { name: /新建员工/ }).click();
  const staffDialog = page.getByRole('dialog', { name: '新建员工' });
  await staffDialog.getByPlaceholder('登录账号，字母、数字、下划线、点或横线').fill('huanan01');
  await staffDialog.getByPlaceholder('请输入姓名').fill('华南一号');
  await staffDialog.getByPlaceholder('请输入手机号码').fill('13912345678');
  await staffDialog.locator('.ant-form-item', { hasText: '部门' }).locator('.ant-select').click();
  await pickOption(page, '华南办事处');
  const roles = staffDialog.locator('.ant-form-item', { hasText: '角色' }).locator('.ant-select');
  await roles.click();
  await page.keyboard.type('华南');
  const role = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /华南销售/ })
    .first();
  await expect(role).toBeVisible();
  // As in chooseRef: the option's own handler selects it (a pointer click missed it under CI
  // load and the save was refused with 请至少选择一个角色); the chosen tag proves it took.
  await role.dispatchEvent('click');
  await expect(roles.locator('.ant-select-selection-item', { hasText: /华南销售/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await staffDialog.getByPlaceholder('请输入初始密码').fill('south123');
  await staffDialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await page.locator('.ant-form-item', { hasText: '账号' }).first().locator('input').fill('huanan');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('cell', { name: 'huanan01' })).toBeVisible();
  await page.screenshot({ path: `${shots}/staff.png` });

  // The staff member sees exactly 首页 and 系统管理 › 组织架构.
  const staff = await newPage(browser);
  await login(staff, 'huanan01', 'south123');
  const sider = staff.locator('.ant-layout-sider');
  await sider.getByText('系统管理', { exact: true }).click();
  await expect(sider.locator('li.ant-menu-item')).toHaveText(['首页', '组织架构']);
  await expect(sider.locator('.ant-menu-submenu-title')).toHaveText(['系统管理']);
  await expect(sider.getByText('员工管理')).toHaveCount(0);

  // Leaving ends the open session at once.
  await page
    .getByRole('row', { name: /huanan01/ })
    .getByRole('button', { name: /离\s*职/ })
    .click();
  await confirmDialog(page, '确认离职', /确\s*定/);
  await expect(page.getByText('员工「华南一号」已设为离职')).toBeVisible();
  await sider.getByRole('menuitem', { name: '组织架构' }).click();
  await expect(staff.getByText('登录已失效，请重新登录')).toBeVisible();
  await expect(staff).toHaveURL(/\/login$/, { timeout: 5_000 });
  await staff.getByPlaceholder('用户名').fill('huanan01');
  await staff.getByPlaceholder('密码').fill('south123');
  await staff.getByRole('button', { name: /登\s*录/ }).click();
  await expect(staff.getByText('该账号已停用，请联系管理员')).toBeVisible();
});

test('a salesman has no staff administration: no menu, and the screen refuses', async ({ page }) => {
  await login(page, 'saler', 'demo1234');
  await expect(page.locator('.ant-layout-sider').getByText('系统管理')).toHaveCount(0);
  await page.goto('/staff');
  await expect(page.getByText('无权访问此页面')).toBeVisible();
});
