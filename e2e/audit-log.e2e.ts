import { expect, test } from '@playwright/test';
import { login, openMenu } from './support/ui';

/**
 * Issue 13's audit log: admin changes a staff member's name, opens 审计日志, narrows it to that
 * record, and reads who changed what and when, before → after, in the row and in full.
 */
const shots = 'e2e/artifacts';

test('admin changes a staff member and reads the change in the audit log', async ({ page }) => {
  await login(page, 'admin', 'admin123');

  // Change the salesman's name on the staff screen.
  await openMenu(page, '系统管理', '员工管理');
  await page.getByPlaceholder('请输入账号').fill('saler');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row', { hasText: 'saler' }).first();
  const oldName = (await row.locator('td').nth(1).innerText()).trim();
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const dialog = page.getByRole('dialog', { name: '编辑员工' });
  await dialog.getByPlaceholder('请输入姓名').fill('王审计');
  await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(dialog).toBeHidden();

  // The audit log, narrowed to that record.
  await openMenu(page, '系统管理', '审计日志');
  await expect(page).toHaveURL(/\/audit-log$/);
  await expect(page.getByText('审计日志').first()).toBeVisible();
  await page.getByLabel('单据类型').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle('员工', { exact: true })
    .dispatchEvent('click');
  await page.keyboard.press('Escape');
  await page.getByPlaceholder('请输入记录').fill('saler');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/entity=user/);
  await expect(page).toHaveURL(/record=saler/);

  const change = page.locator('.ant-table-row', { hasText: '修改' }).first();
  await expect(change).toContainText(`姓名：${oldName} → 王审计`);
  await expect(change).toContainText('员工');
  await expect(change).toContainText(/saler 王审计/);
  // The actor by name, not by login (issue 35 item 7).
  await expect(change).toContainText('系统管理员');
  await expect(change).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await page.screenshot({ path: `${shots}/audit-log.png` });

  // The event in full.
  await change.getByRole('button', { name: /详\s*情/ }).click();
  const detail = page.getByTestId('audit-event-detail');
  const nameRow = detail.locator('tr', { hasText: '姓名' });
  await expect(nameRow).toContainText(oldName);
  await expect(nameRow).toContainText('王审计');
  await detail.getByText('修改后（完整内容）').click();
  await expect(detail.getByText(/"realName": "王审计"/)).toBeVisible();
  await page.screenshot({ path: `${shots}/audit-log-detail.png` });
});
