import { expect, type Page, test } from '@playwright/test';
import { companyNow } from './support/company-day';
import { openDialog, pressInDialog } from './support/dialog';
import { content } from './support/menu';
import { apiAs, cell, chooseRef, firstRow, formItem, loginAt } from './support/ui';

/**
 * Issue 30's production in the browser, each person doing their part: production planning
 * schedules a sales order (确认排产) into a batch; the workshop manager feeds it smaller than the
 * recipe's batch with one alternate material (保存 issues the materials); the operator records two
 * grinding passes and the output; the workshop manager audits the record and packs the batch into
 * product stock in two package sizes, completing it; the boss reads its cost on 生产成本; the store
 * has none of these screens.
 */
const MILLION = 1_000_000;
const pad = (n: number) => String(n).padStart(2, '0');
const now = companyNow();
const ymd = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;

let orderNumber: string;

test.beforeAll(async ({ baseURL }) => {
  // Set-up, not what the test is about: an alternate for the CNT dispersion's recipe (its PVP
  // dispersant may be replaced by DISPERBYK-190 kg for kg) and saler's confirmed order of 40 kg.
  const admin = await apiAs(baseURL!, 'admin', 'admin123');
  const productId = await admin.idOf('/base/queryProductPageList', { code: 'CNT-NMP-05' });
  const warehouseId = await admin.idOf('/base/queryWarehousePageList', { code: 'CP01' });
  const customerId = await admin.idOf('/customer/queryCustomerPageList', { code: 'KH005' });
  const currencyId = await admin.idOf('/base/queryCurrencyPageList', { code: 'CNY' });
  const materielId = await admin.idOf('/base/queryMaterielPageList', { code: 'SZ-PVP' });
  const alternateId = await admin.idOf('/base/queryMaterielPageList', { code: 'FSJ-190' });
  await admin.dispose();
  const research = await apiAs(baseURL!, 'researcher');
  await research.post('/formula/addOrUpdateReplaceableMaterial', {
    materielId,
    alternateId,
    ratio: 10_000,
    scope: 'ALL',
    remark: '分散剂等量替代',
    items: [],
  });
  await research.dispose();
  const saler = await apiAs(baseURL!, 'saler');
  const order = await saler.post('/order/addOrUpdateSalesOrder', {
    customerId,
    orderDate: ymd,
    deliveryDate: ymd,
    warehouseId,
    currencyId,
    items: [{ productId, qty: 40 * MILLION, price: 120 * MILLION }],
  });
  await saler.post('/order/changeSalesOrderState', { id: order.id, version: 1, action: 'CONFIRM' });
  orderNumber = (
    await saler.get<{ number: string }>('/order/querySalesOrderDetail', { id: String(order.id) })
  ).number;
  await saler.dispose();
});

const row = (page: Page, text: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row', { hasText: text });

test('a sales order is scheduled, fed with an alternate, recorded, packed in two sizes and costed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Production planning: 确认排产 of the order makes a batch (a 暂存 feeding) of the recipe's size.
  await loginAt(page, `/salesOrder?number=${orderNumber}`, 'productplan');
  const order = row(page, orderNumber);
  await order.locator('.ant-checkbox-input').check();
  await page.getByRole('button', { name: '确认排产' }).click();
  await pressInDialog(await openDialog(page, '确认排产'), /确\s*定/);
  await expect(page.getByText(/成功/).last()).toBeVisible();

  await page.goto('/manufacture-feeding');
  const batch = row(page, orderNumber);
  await expect(batch).toHaveCount(1);
  await expect(batch).toContainText('暂存');
  await expect(batch).toContainText('1,000.000');
  const batchNo = (await batch.locator('td').nth(1).innerText()).trim();
  expect(batchNo).toMatch(/^SC\d{11}$/);

  // The workshop manager feeds 50 kg, the PVP replaced by DISPERBYK-190.
  await loginAt(page, `/manufacture-feeding?number=${batchNo}`, 'workshopmanager');
  await row(page, batchNo).getByText('编辑').click();
  const drawer = page.getByRole('dialog', { name: /编辑投料单/ });
  await expect(drawer).toBeVisible();
  await formItem(page, drawer, '批量').locator('input').fill('50');
  const pvp = drawer.locator('[data-name="materielId"]', { hasText: 'SZ-PVP' });
  const line = Number(await pvp.getAttribute('data-line'));
  await chooseRef(page, cell(drawer, line, 'alternateId').locator('.ant-select'), 'FSJ-190', /FSJ-190/);
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await row(page, batchNo).getByText('查看').click();
  const lines = page.locator('.ant-table-tbody tr', { hasText: 'SZ-PVP' });
  await expect(lines).toContainText('FSJ-190');
  await expect(lines).toContainText('0.500');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await pressInDialog(await openDialog(page), /确\s*定/);
  await expect(page.locator('.ant-card-head-title .ant-tag').first()).toHaveText('已保存');
  // The pick is the store's first expiry first; no money for the workshop.
  await expect(lines).not.toContainText('元');
  await page.screenshot({ path: 'e2e/artifacts/production-feeding.png', fullPage: true });

  // The operator records two grinding passes and what came out.
  await loginAt(page, '/manufacture-record', 'operator');
  await page
    .getByRole('button', { name: /新\s*建/ })
    .first()
    .click();
  const record = page.getByRole('dialog', { name: '新建生产记录' });
  await chooseRef(
    page,
    formItem(page, record, '生产批号').locator('.ant-select'),
    batchNo,
    new RegExp(batchNo),
  );
  await formItem(page, record, '产出量').locator('input').fill('48');
  await formItem(page, record, '报废量').locator('input').fill('1');
  await formItem(page, record, '报废原因').locator('input').fill('清洗磨机损耗');
  for (const [i, mill] of ['砂磨机 1#', '砂磨机 2#'].entries()) {
    if (i > 0)
      await record
        .getByRole('button', { name: /添加|增行|新增行/ })
        .first()
        .click();
    await chooseRef(page, cell(record, i, 'kind').locator('.ant-select'), '研磨', /研磨/);
    await cell(record, i, 'equipment').locator('input').fill(mill);
  }
  await record.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect(firstRow(page)).toContainText(batchNo);

  // The workshop manager audits the record and packs 48 kg: one 25 kg drum and 23 kg in bottles.
  await loginAt(page, '/manufacture-record', 'workshopmanager');
  await row(page, batchNo)
    .getByRole('button', { name: /审\s*核/ })
    .click();
  await pressInDialog(await openDialog(page), /^通\s*过$|确\s*定/);
  await expect(row(page, batchNo)).toContainText('审核通过');

  await page.goto('/manufacture-packaging');
  await page
    .getByRole('button', { name: /新\s*建/ })
    .first()
    .click();
  const pack = page.getByRole('dialog', { name: '新建生产包装单' });
  await chooseRef(
    page,
    formItem(page, pack, '生产批号').locator('.ant-select'),
    batchNo,
    new RegExp(batchNo),
  );
  await chooseRef(page, formItem(page, pack, '成品仓库').locator('.ant-select'), 'CP01', /CP01/);
  await pack
    .locator('.ant-form-item', { hasText: '完工' })
    .locator('.ant-checkbox-input, .ant-switch')
    .first()
    .click();
  const sizes: [string, string, string][] = [
    ['T25', '1', '25'],
    ['P1', '23', '23'],
  ];
  for (const [i, [spec, packages, qty]] of sizes.entries()) {
    if (i > 0)
      await pack
        .getByRole('button', { name: /添加|增行|新增行/ })
        .first()
        .click();
    await chooseRef(page, cell(pack, i, 'packageSpecId').locator('.ant-select'), spec, new RegExp(spec));
    await cell(pack, i, 'packages').locator('input').fill(packages);
    await cell(pack, i, 'qty').locator('input').fill(qty);
  }
  await pack.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await row(page, batchNo)
    .getByRole('button', { name: /审\s*核/ })
    .click();
  await pressInDialog(await openDialog(page), /^通\s*过$|确\s*定/);
  await expect(row(page, batchNo)).toContainText('已审核');

  // The boss reads the batch's cost: packed 48 kg, 1 kg scrapped and lost, yield 96 %.
  await loginAt(page, `/product-manufacture-cost?number=${batchNo}`, 'bigboss');
  const cost = row(page, batchNo);
  await expect(cost).toContainText('48.000');
  await expect(cost).toContainText('96.00');
  await expect(cost).toContainText('已完成');
  await page.screenshot({ path: 'e2e/artifacts/production-cost.png', fullPage: true });

  // The store keeps the product stock but sees none of production's screens or money.
  await loginAt(page, '/product-manufacture-cost', 'storemaster');
  await expect(content(page).getByText('无权访问此页面')).toBeVisible();
  await page.goto('/manufacture-feeding');
  await expect(content(page).getByText('无权访问此页面')).toBeVisible();
});
