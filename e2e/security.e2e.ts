import { expect, test } from '@playwright/test';
import { watchCsp } from './support/csp';
import { confirmDialog } from './support/dialog';
import { login, loginAt } from './support/ui';

const shots = 'e2e/artifacts';

// Every menu screen runs under the strict Content-Security-Policy: checked by the walk of
// e2e/axe.e2e.ts (the administrator's menu is every screen), which opens each screen once for
// axe and for the policy.

test('the API documentation page runs under the CSP as well, for a logged-in user only', async ({ page }) => {
  const violations = await watchCsp(page);
  // Without a session the documentation answers 15030003 (issue 28 item 5), not the page.
  const anonymous = await page.request.get('/api/docs');
  expect(await anonymous.json()).toMatchObject({ resultCode: '15030003' });
  await loginAt(page, '/api/docs', 'admin', 'admin123');
  await expect(page.getByText('天工 ERP API')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('登录设备: a user logs out their other device, which must log in again', async ({ browser }) => {
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const home = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const desk = await office.newPage();
  const laptop = await home.newPage();
  // An account no other e2e test logs in as, so its devices are exactly these two.
  await login(desk, 'sectionchief');
  await login(laptop, 'sectionchief');

  await desk.getByTestId('account-name').hover();
  await desk.getByRole('menuitem', { name: '登录设备' }).click();
  const dialog = desk.getByRole('dialog', { name: '登录设备' });
  await expect(dialog.locator('.ant-table-row')).toHaveCount(2);
  await expect(dialog.getByText('本机')).toBeVisible();
  await desk.mouse.move(640, 700); // let the account menu close
  await desk.screenshot({ path: `${shots}/security-devices.png`, animations: 'disabled' });

  await dialog.getByRole('button', { name: /下\s*线/ }).click();
  await confirmDialog(desk, '该设备需重新登录', /确\s*定/);
  await expect(desk.getByText('已将该设备下线')).toBeVisible();
  await expect(dialog.locator('.ant-table-row')).toHaveCount(1);

  // The other device's next call finds its session gone and lands on the login page.
  await laptop.goto('/material-acceptance');
  await expect(laptop).toHaveURL(/\/login$/, { timeout: 10_000 });
  await office.close();
  await home.close();
});

test('the store reads its quantity ledger from its menu, and /stock-acc by URL is refused with a way back', async ({
  page,
}) => {
  await login(page, 'storemaster');
  const menu = page.locator('.ant-layout-sider');
  await menu.getByText('库存账簿').click();
  await menu.getByRole('link', { name: '物料收发存台账' }).click();
  await expect(page).toHaveURL(/\/materielStockLedger/);
  await expect(page.locator('.ant-table')).toBeVisible();
  await expect(page.getByText('无权访问此页面')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/security-store-ledger.png` });

  await page.goto('/stock-acc');
  await expect(page.getByText('无权访问此页面')).toBeVisible();
  // Nothing of the screen loaded: no table, no error toast.
  await expect(page.locator('.ant-table')).toHaveCount(0);
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/security-screen-refused.png` });
  await page.getByRole('button', { name: /返回首页/ }).click();
  await expect(page).toHaveURL(/\/index$/);
});
