import { expect, type Page, test } from '@playwright/test';
import { companyNow } from './support/company-day';
import { openDialog } from './support/dialog';
import { apiAs, cell, chooseRef, confirmAction, formItem, loginAt, typeDate } from './support/ui';

/**
 * Issue 11, the chain acceptance → warehouse-in as the store works it in the browser: an
 * acceptance of two lines is passed, 下推 makes a warehouse-in of its first line, the acceptance
 * shows how much of it is in, and a second warehouse-in picks the line left over by 选单.
 */
test.describe.configure({ mode: 'serial' });

const CODE = 'YL-E2E-CHAIN';
const NAME = '酞菁绿 PG7';
const pad = (n: number) => String(n).padStart(2, '0');
const now = companyNow();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

let acceptanceId = 0;
let acceptanceNumber = '';

test.beforeAll(async ({ baseURL }) => {
  const admin = await apiAs(baseURL!, 'admin', 'admin123');
  const materiel = await admin.post('/base/addOrUpdateMateriel', {
    code: CODE,
    name: NAME,
    materielTypeId: await admin.idOf('/base/queryMaterielTypePageList', { code: 'YL' }),
    unitId: await admin.idOf('/base/queryUnitPageList', { code: 'kg' }),
    spec: '粉末',
  });
  const saved = await admin.post('/acceptanceCheck/addOrUpdateAcceptance', {
    acceptDate: today.replaceAll('-', ''),
    supplierId: await admin.idOf('/purchase/querySupplierPageList', {}),
    warehouseId: await admin.idOf('/base/queryWarehousePageList', { code: 'YL01' }),
    inspector: '质检员',
    items: [
      { materielId: materiel.id, batchNo: 'CH-1', qty: 10_000_000 },
      { materielId: materiel.id, batchNo: 'CH-2', qty: 6_000_000 },
    ],
  });
  acceptanceId = saved.id;
  const detail = await admin.get<{ number: string }>('/acceptanceCheck/queryAcceptanceDetail', {
    id: String(saved.id),
  });
  acceptanceNumber = detail.number;
  await admin.dispose();
});

const page$ = (page: Page) => page.locator('body');

/** Saves the open form drawer; resolves with the id the save answered. */
async function save(page: Page, title: string): Promise<number> {
  const drawer = page.getByRole('dialog', { name: title });
  const answer = page.waitForResponse((r) => /\/addOrUpdateMaterialIn$/.test(new URL(r.url()).pathname));
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  const body = (await (await answer).json()) as { resultCode: string; result: { id: number } };
  expect(body.resultCode).toBe('0');
  return body.result.id;
}

async function postWarehouseIn(page: Page, id: number) {
  await page.goto(`/material-warehouse-in/detail?id=${id}`);
  await confirmAction(page, page$(page), /^入\s*库$/, '确认入库');
  await expect(page.locator('.ant-card-head').first()).toContainText('已入库');
}

test('an acceptance is pushed down to a warehouse-in, and its rest is picked by 选单', async ({ page }) => {
  await loginAt(page, `/material-acceptance/detail?id=${acceptanceId}`, 'store');
  await confirmAction(page, page$(page), /^验收合格$/, '确认验收合格');
  const head = page.locator('.ant-card-head').first();
  await expect(head).toContainText('已入库 0%');

  // 下推: a draft of the whole acceptance; this warehouse-in takes its first line only.
  await page.getByRole('button', { name: '下推物料入库单' }).click();
  const drawer = page.getByRole('dialog', { name: '新建物料入库单' });
  await expect(drawer).toBeVisible();
  await expect(formItem(page, drawer, '验收单')).toContainText(acceptanceNumber);
  await expect(formItem(page, drawer, '仓库')).toContainText('YL01 原料仓');
  await expect(cell(drawer, 0, 'batchNo').locator('input')).toHaveValue('CH-1');
  await expect(cell(drawer, 0, 'qty').locator('input')).toHaveValue('10');
  await expect(cell(drawer, 1, 'batchNo').locator('input')).toHaveValue('CH-2');
  await expect(cell(drawer, 1, 'qty').locator('input')).toHaveValue('6');
  await expect(formItem(page, drawer, '供应商')).not.toContainText('请选择');
  // Let the drawer finish sliding in, so the picture shows it whole.
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'e2e/artifacts/chain-push-drawer.png' });
  await typeDate(page, drawer, '入库日期', today);
  await drawer.getByRole('button', { name: '删除第2行' }).click();
  const first = await save(page, '新建物料入库单');
  await expect(page).toHaveURL(new RegExp(`/material-warehouse-in/detail\\?id=${first}$`));
  await expect(page.getByText(`${acceptanceNumber} 第1行`)).toBeVisible();
  await postWarehouseIn(page, first);

  // 10 of 16 kg are in.
  await page.goto(`/material-acceptance/detail?id=${acceptanceId}`);
  await expect(head).toContainText('已入库 62.5%');
  const line1 = page.locator('.ant-table-tbody tr', { hasText: 'CH-1' }).first();
  await expect(line1).toContainText('10.000');
  await page.screenshot({ path: 'e2e/artifacts/chain-acceptance-progress.png', fullPage: true });

  // 选单: only the second line is still open.
  await page.goto('/material-warehouse-in');
  await page
    .getByRole('button', { name: /新\s*建/ })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: '新建物料入库单' });
  await typeDate(page, form, '入库日期', today);
  await chooseRef(page, formItem(page, form, '仓库').locator('.ant-select').first(), 'YL01', /YL01 原料仓/);
  await form.getByRole('button', { name: '选单（物料验收单）' }).click();
  const picker = await openDialog(page, '选单（物料验收单）');
  await picker.getByPlaceholder(/来源单号/).fill(acceptanceNumber);
  await picker.getByPlaceholder(/来源单号/).press('Enter');
  const rows = picker.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${CODE} ${NAME}`);
  await expect(rows.first()).toContainText('6.000');
  await rows.first().locator('input[type="checkbox"]').check();
  await expect(picker.getByLabel(`本次数量（${acceptanceNumber} 第2行）`)).toHaveValue('6');
  // Let the tick's animation end, so the picture shows the box ticked.
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'e2e/artifacts/chain-pick-dialog.png' });
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toBeHidden();
  await expect(cell(form, 0, 'batchNo').locator('input')).toHaveValue('CH-2');
  await expect(cell(form, 0, 'qty').locator('input')).toHaveValue('6');
  await expect(formItem(page, form, '验收单')).toContainText(acceptanceNumber);
  await expect(formItem(page, form, '供应商')).not.toContainText('请选择');
  const second = await save(page, '新建物料入库单');
  await postWarehouseIn(page, second);

  await page.goto(`/material-acceptance/detail?id=${acceptanceId}`);
  await expect(head).toContainText('已入库 100%');
  await expect(page.getByRole('button', { name: '下推物料入库单' })).toHaveCount(0);
});
