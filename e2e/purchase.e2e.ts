import { expect, type Page, test } from '@playwright/test';
import { companyNow } from './support/company-day';
import { confirmDialog, openDialog, pressInDialog } from './support/dialog';
import { apiAs, cell, chooseRef, confirmAction, loginAt, typeDate } from './support/ui';

/**
 * Issue 17's "Done when", in the browser: from a low-stock warning to a received, accepted and
 * stocked batch. The store asks for the shortfall in one click, its manager approves, the purchaser
 * pushes an order at a price above the approved one and above the director's 100,000 元, the
 * purchasing manager reviews the price, the director finds the order on 采购审核 and reviews its
 * amount, the purchaser places it, the store keys the goods' arrival against the order's line,
 * quality's inspector accepts them, the store puts them in, and the order is 已完成 — with its
 * quality view and the summaries (订单, 入库, 申请) right.
 */
test.describe.configure({ mode: 'serial' });

const CODE = 'RJ-E2E-PGME';
const NAME = '丙二醇甲醚 PM';
const pad = (n: number) => String(n).padStart(2, '0');
const now = companyNow();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const MILLION = 1_000_000;

let materielId: number;
let applyUrl: string;
let orderUrl: string;

test.beforeAll(async ({ baseURL }) => {
  // A solvent of the demo's solvent supplier, approved at 9.50 元/kg, with a safety stock of
  // 100 / 150 / 12,000 kg and nothing on hand: 低于下限, 12,000 kg to buy.
  const admin = await apiAs(baseURL!, 'admin', 'admin123');
  const supplierId = await admin.idOf('/purchase/querySupplierPageList', { code: 'GYS004' });
  const made = await admin.post('/base/addOrUpdateMateriel', {
    code: CODE,
    name: NAME,
    materielTypeId: await admin.idOf('/base/queryMaterielTypePageList', { code: 'RJ' }),
    unitId: await admin.idOf('/base/queryUnitPageList', { code: 'kg' }),
    spec: '工业级',
    supplierId,
  });
  materielId = made.id;
  const warehouseId = await admin.idOf('/base/queryWarehousePageList', { code: 'YL01' });
  await admin.dispose();
  const purchaser = await apiAs(baseURL!, 'purchaser');
  const price = await purchaser.post('/materielPrice/addOrUpdateMaterielPrice', {
    supplierId,
    materielId,
    price: 9.5 * MILLION,
    effectiveDate: '20260101',
  });
  await purchaser.dispose();
  const manager = await apiAs(baseURL!, 'purchasingmanager');
  await manager.post('/materielPrice/changeMaterielPriceState', {
    id: price.id,
    version: 1,
    action: 'AUDIT',
    status: 'APPROVAL_APPROVED',
  });
  await manager.dispose();
  const store = await apiAs(baseURL!, 'storemaster');
  await store.post('/inventory/addOrUpdateMaterialSafeStock', {
    materielId,
    warehouseId,
    lowerLimit: 100 * MILLION,
    warnLimit: 150 * MILLION,
    upperLimit: 12000 * MILLION,
  });
  await store.dispose();
});

const statusTag = (page: Page) => page.locator('.ant-card-head-title .ant-tag').first();
const linesOf = (page: Page, title: string) =>
  page.locator('.ant-card-small', { hasText: title }).locator('.ant-table-tbody').first();

test('the store asks for the shortfall in one click; its manager approves the apply', async ({ page }) => {
  await loginAt(page, `/material-safety-stock?materielId=${materielId}`, 'store');
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: CODE });
  await expect(row).toContainText('低于下限');
  await expect(row).toContainText('12,000.000');
  await page.screenshot({ path: 'e2e/artifacts/purchase-safety-stock.png' });
  await confirmAction(page, row, /一键请购/, '确认一键请购');
  await expect(page).toHaveURL(/\/purchase-apply\/detail\?id=\d+/);
  applyUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(statusTag(page)).toHaveText('待审核');
  await expect(page.getByText('安全库存补货')).toBeVisible();
  await expect(linesOf(page, '申请明细')).toContainText('12,000.000');
  // Store clerks do not review applies.
  await expect(page.getByRole('button', { name: /^审\s*核$/ })).toHaveCount(0);

  await loginAt(page, applyUrl, 'storemanager');
  await page.getByRole('button', { name: /^审\s*核$/ }).click();
  const dialog = await openDialog(page);
  await dialog.getByPlaceholder('请输入审批意见').fill('同意补货');
  await pressInDialog(dialog, /^通\s*过$/);
  await expect(statusTag(page)).toHaveText('待下单');
});

test('the purchaser pushes an order above the approved price and the limit; both reviews; 下单', async ({
  page,
}) => {
  await loginAt(page, applyUrl, 'purchaser');
  await page.getByRole('button', { name: '下推采购订单' }).click();
  const drawer = page.getByRole('dialog', { name: '新建采购订单' });
  await expect(drawer).toBeVisible();
  await typeDate(page, drawer, '下单日期', today);
  await chooseRef(
    page,
    drawer.locator('.ant-form-item', { hasText: '供应商' }).locator('.ant-select').first(),
    'GYS004',
    /GYS004/,
  );
  await expect(cell(drawer, 0, 'qty').locator('input')).toHaveValue(/^12000(\.0+)?$/);
  await cell(drawer, 0, 'price').locator('input').fill('9.9');
  await page.screenshot({ path: 'e2e/artifacts/purchase-order-draft.png' });
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/purchase-order\/detail\?id=\d+/);
  orderUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(statusTag(page)).toHaveText('新建');
  const fields = page.locator('.ant-descriptions');
  await expect(fields).toContainText('118,800.00');
  await expect(fields.locator('td', { hasText: '待审核' }).first()).toBeVisible();
  // 下单 is refused in words while the price waits.
  await confirmAction(page, page.locator('.ant-card-body').first(), /^下\s*单$/, '确认下单');
  await expect(page.getByText(`${CODE} ${NAME} 单价 9.90 高于批准价 9.50，需采购经理审核价格`)).toBeVisible();
  // The purchaser may not review prices.
  await expect(page.getByRole('button', { name: '价格审核' })).toHaveCount(0);

  await loginAt(page, '/purchase-order?priceReview=APPROVAL_PENDING', 'purchasingmanager');
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '118,800.00' }).first();
  await expect(row.getByRole('button', { name: '价格审核' })).toBeVisible();
  await page.goto(orderUrl);
  await page.getByRole('button', { name: '价格审核' }).click();
  const dialog = await openDialog(page, '价格审核');
  await dialog.getByPlaceholder('请输入审批意见').fill('溶剂涨价，同意 9.90');
  await page.screenshot({ path: 'e2e/artifacts/purchase-price-review.png' });
  await pressInDialog(dialog, /^通\s*过$/);
  await expect(page.getByText('价格审核成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '价格审核' })).toHaveCount(0);
  await expect(page.getByText('溶剂涨价，同意 9.90')).toBeVisible();
  // The manager may not review the amount: that is the director's.
  await expect(page.getByRole('button', { name: '金额审核' })).toHaveCount(0);

  // The purchaser's 下单 is still refused: the amount waits for the director.
  await loginAt(page, orderUrl, 'purchaser');
  await confirmAction(page, page.locator('.ant-card-body').first(), /^下\s*单$/, '确认下单');
  await expect(page.getByText('订单金额 118800.00 元超过 100000.00 元，需采购总监审核')).toBeVisible();

  // The director finds it among what waits for him (采购审核) and opens it from there.
  await loginAt(page, '/purchase-audit?reviewer=DIRECTOR', 'purchasingdirector');
  const waiting = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '118,800.00' }).first();
  await expect(waiting).toContainText('订单金额审核');
  await expect(waiting).toContainText('采购总监');
  await expect(waiting).toContainText('GYS004');
  await page.screenshot({ path: 'e2e/artifacts/purchase-audit.png' });
  await waiting.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${orderUrl.replace('?', '\\?')}$`));
  await page.getByRole('button', { name: '金额审核' }).click();
  const amountDialog = await openDialog(page, '金额审核');
  await amountDialog.getByPlaceholder('请输入审批意见').fill('年度用量，同意');
  await pressInDialog(amountDialog, /^通\s*过$/);
  await expect(page.getByText('金额审核成功')).toBeVisible();
  await page.goto('/purchase-audit?reviewer=DIRECTOR');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '118,800.00' })).toHaveCount(0);

  await loginAt(page, orderUrl, 'purchaser');
  await confirmAction(page, page.locator('.ant-card-body').first(), /^下\s*单$/, '确认下单');
  await expect(statusTag(page)).toHaveText('已下单');
  // 完结 (closing what is left) is offered beside the order's own actions.
  await expect(page.getByRole('button', { name: /^完\s*结$/ })).toBeVisible();
});

test('the store keys the arrival, quality accepts it, the store puts it in: the order is 已完成', async ({
  page,
}) => {
  await loginAt(page, orderUrl, 'store');
  // The store sees the order's quantities, never its prices (SPEC §6).
  await expect(page.locator('.ant-descriptions')).not.toContainText('118,800.00');
  await page.getByRole('button', { name: '下推物料验收单' }).click();
  const acceptance = page.getByRole('dialog', { name: '新建物料验收单' });
  await expect(acceptance).toBeVisible();
  await typeDate(page, acceptance, '到货日期', today);
  await chooseRef(
    page,
    acceptance.locator('.ant-form-item', { hasText: '收货仓库' }).locator('.ant-select').first(),
    'YL01',
    /YL01 原料仓/,
  );
  await cell(acceptance, 0, 'batchNo').locator('input').fill('PM-E2E-1');
  await acceptance.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/material-acceptance\/detail\?id=\d+/);
  const acceptanceUrl = new URL(page.url()).pathname + new URL(page.url()).search;

  // Quality's inspector judges the goods (来料检验).
  await loginAt(page, acceptanceUrl, 'qualityinspector');
  await expect(statusTag(page)).toHaveText('待验收');
  await confirmAction(page, page.locator('.ant-card-body').first(), /验收合格/, '确认验收合格');
  await expect(statusTag(page)).toHaveText('验收合格');
  await page.screenshot({ path: 'e2e/artifacts/purchase-acceptance-quality.png' });
  // …but does not put goods in: that is the store's.
  await expect(page.getByRole('button', { name: '下推物料入库单' })).toHaveCount(0);

  await loginAt(page, acceptanceUrl, 'store');

  await page.getByRole('button', { name: '下推物料入库单' }).click();
  const warehouseIn = page.getByRole('dialog', { name: '新建物料入库单' });
  await expect(warehouseIn).toBeVisible();
  await typeDate(page, warehouseIn, '入库日期', today);
  await expect(cell(warehouseIn, 0, 'qty').locator('input')).toHaveValue(/^12000(\.0+)?$/);
  await warehouseIn.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/material-warehouse-in\/detail\?id=\d+/);
  await confirmAction(page, page.locator('.ant-card-body').first(), /^入\s*库$/, '确认入库');
  await expect(statusTag(page)).toHaveText('已入库');

  await loginAt(page, orderUrl, 'purchaser');
  await expect(statusTag(page)).toHaveText('已完成');
  const lines = linesOf(page, '订单明细');
  // Ordered, accepted and put in: 12,000 kg each, at 9.90 元/kg.
  await expect(lines).toContainText('12,000.000');
  await expect(lines).toContainText('118,800.00');
  const approvals = page.locator('.ant-card-small', { hasText: '审批记录' });
  await expect(approvals).toContainText('价格审核');
  await expect(approvals).toContainText('采购经理（演示）');
  await expect(approvals).toContainText('金额审核');
  await expect(approvals).toContainText('采购总监（演示）');
  await page.screenshot({ path: 'e2e/artifacts/purchase-order-done.png', fullPage: true });

  // The summaries: 12,000 kg ordered and put in at 118,800.00; applied, approved and ordered.
  await page.goto('/purchase-order-summary');
  const summaryRow = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: CODE });
  await expect(summaryRow).toContainText('GYS004');
  await expect(summaryRow).toContainText('118,800.00');
  await expect(summaryRow).toContainText('12,000.000');
  await page.goto(`/purchase-warehouse-summary?materielId=${materielId}`);
  const inRow = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: CODE });
  await expect(inRow).toContainText('GYS004');
  await expect(inRow).toHaveText(/12,000\.000.*118,800\.00.*0\.000.*0\.00.*12,000\.000.*118,800\.00/);
  await page.screenshot({ path: 'e2e/artifacts/purchase-warehouse-summary.png' });
  await page.goto(`/purchase-apply-summary?materielId=${materielId}`);
  const applyRow = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: CODE });
  await expect(applyRow).toContainText('仓储部');
  // Applied, approved and ordered 12,000 kg; nothing left to order.
  await expect(applyRow).toHaveText(/12,000\.000.*12,000\.000.*12,000\.000.*0\.000/);
  await page.screenshot({ path: 'e2e/artifacts/purchase-apply-summary.png' });

  // Quality looks at the order's warehouse and quality view, then at its lines.
  await loginAt(page, '/purchase-order-warehouse-quality', 'qualityinspector');
  const orderNo = await page.evaluate(async (url) => {
    const id = new URL(url, location.origin).searchParams.get('id');
    const res = await fetch(`/api/purchase/queryPurchaseOrderDetail?id=${id}`);
    return ((await res.json()) as { result: { number: string } }).result.number;
  }, orderUrl);
  const qualityRow = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: orderNo });
  await expect(qualityRow).toContainText('已完成');
  await expect(qualityRow).toContainText('12,000.000');
  await page.screenshot({ path: 'e2e/artifacts/purchase-order-warehouse-quality.png' });
  await qualityRow.getByText(orderNo).click();
  await expect(page).toHaveURL(/\/purchase-order-warehouse-quality\/detail\?/);
  const line = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: CODE });
  await expect(line).toContainText('12,000.000');
  await page.screenshot({ path: 'e2e/artifacts/purchase-order-warehouse-quality-detail.png' });

  // The safety stock is no longer under its lower limit.
  await loginAt(page, `/material-safety-stock?materielId=${materielId}`, 'store');
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: CODE });
  await expect(row).toContainText('正常');
  await expect(row.getByRole('button', { name: '一键请购' })).toHaveCount(0);
});

test('purchasing sends 200 kg back; the store posts the return; the order reads 已入库 with 200 kg to come again', async ({
  page,
}) => {
  await loginAt(page, `/material-warehouse-in?materielId=${materielId}`, 'purchaser');
  await page
    .locator('.ant-table-tbody tr.ant-table-row')
    .first()
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await page.getByRole('button', { name: '下推采购退货单' }).click();
  const drawer = page.getByRole('dialog', { name: '新建采购退货单' });
  await expect(drawer).toBeVisible();
  await typeDate(page, drawer, '退货日期', today);
  await drawer.locator('.ant-form-item', { hasText: '退货原因' }).locator('textarea').fill('部分桶装渗漏');
  await cell(drawer, 0, 'qty').locator('input').fill('200');
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page).toHaveURL(/\/purchase-return\/detail\?id=\d+/);
  const returnUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(statusTag(page)).toHaveText('待审核');
  // At the price the goods came in: 200 kg × 9.90.
  await expect(page.locator('.ant-descriptions')).toContainText('1,980.00');

  await loginAt(page, returnUrl, 'purchasingmanager');
  await page.getByRole('button', { name: /^审\s*核$/ }).click();
  await confirmDialog(page, undefined, /^通\s*过$/);
  await expect(statusTag(page)).toHaveText('待退货');

  await loginAt(page, returnUrl, 'store');
  await confirmAction(page, page.locator('.ant-card-body').first(), /^退\s*货$/, '确认退货');
  await expect(statusTag(page)).toHaveText('已退货');
  await page.screenshot({ path: 'e2e/artifacts/purchase-return-posted.png', fullPage: true });

  // Partly returned, the order reads what its lines say (issue 35 item 6): received in part.
  await loginAt(page, orderUrl, 'purchaser');
  await expect(statusTag(page)).toHaveText('已入库');
  await expect(linesOf(page, '订单明细')).toContainText('11,800.000');
  const orderNo = (await page.locator('.ant-descriptions').textContent())?.match(/CG\d+/)?.[0] ?? '';
  await page.goto('/purchase-order-warehouse-quality');
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: orderNo }).first();
  // Ordered 12,000, accepted and put in 12,000, 200 sent back and 200 to come again.
  await expect(row).toContainText('200.000');
  // 采购入库汇总: 200 kg (1,980.00) back, 11,800 kg (116,820.00) net.
  await page.goto(`/purchase-warehouse-summary?materielId=${materielId}`);
  const inRow = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: CODE });
  await expect(inRow).toHaveText(/12,000\.000.*118,800\.00.*200\.000.*1,980\.00.*11,800\.000.*116,820\.00/);
  await inRow.getByRole('link', { name: CODE }).click();
  await expect(page).toHaveURL(/\/purchase-warehouse-summary\/detail\?/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row', { hasText: '退货' })).toContainText(
    '1,980.00',
  );
  await page.screenshot({ path: 'e2e/artifacts/purchase-warehouse-summary-detail.png' });
});
