import { expect, test } from '@playwright/test';
import { login, loginAt } from './support/ui';

/**
 * The receivable analyses in the browser over the demo company's receivables (invoices of its
 * deliveries, one 45 days old, a receipt written off): each report as finance reads it — figures
 * with separators, its chart — a drill-down to the documents behind a balance, an empty period,
 * the aging headers of 财务设置, and a salesperson's own customers only.
 */
const reports = [
  { url: '/accountReceivable', title: '应收账款', chart: true, shot: 'ar-aging' },
  { url: '/accountReceivableCustPercent', title: '客户应收占比', chart: true, shot: 'ar-customer-share' },
  { url: '/accountReceivableEmpPercent', title: '业务员应收占比', chart: true, shot: 'ar-salesperson-share' },
  { url: '/accountReceivable-cycle', title: '回款周期分析', chart: true, shot: 'ar-cycle' },
  { url: '/accountReceivableAnalyze', title: '应收账款分析', chart: true, shot: 'ar-analyze' },
  { url: '/sales-invoice-summary', title: '销售开票汇总', chart: false, shot: 'sales-invoice-summary' },
];

test('finance reads every receivable analysis, with its chart and amounts with separators', async ({
  page,
}) => {
  await login(page, 'finacemanager');
  for (const r of reports) {
    await page.goto(r.url);
    await expect(page.locator('.ant-card-head-title', { hasText: r.title })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    if (r.chart) await expect(page.getByTestId('report-chart').locator('canvas')).toBeVisible();
    // Amounts of thousands read with a separator (the demo invoices are tens of thousands).
    await expect(
      page
        .locator('.ant-table-tbody')
        .getByText(/\d,\d{3}\.\d{2}/)
        .first(),
    ).toBeVisible();
    // ECharts grows its bars and lines for a moment: the picture is of the drawn chart.
    if (r.chart) await page.waitForTimeout(1500);
    await page.screenshot({ path: `e2e/artifacts/${r.shot}.png`, fullPage: true });
  }
  // The aging headers say the buckets of 财务设置 (30 / 60 / 90 / 120 days unless kept otherwise).
  await page.goto('/accountReceivable');
  await expect(page.getByRole('columnheader', { name: '逾期1-30天' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '逾期120天以上' })).toBeVisible();
});

test('a balance drills down to the documents behind it; an empty period says so', async ({ page }) => {
  await loginAt(page, '/accountReceivableCustPercent', 'finacemanager');
  const row = page.locator('.ant-table-row').first();
  await row.getByRole('link').last().click();
  await expect(page).toHaveURL(/\/accountReceivable\/detail\?/);
  await expect(page.locator('.ant-card-head-title', { hasText: '应收明细' })).toBeVisible();
  // The biggest balance is an invoice or a 期初应收 (the demo's KH002 brought one from the old system).
  const document = page.locator('.ant-table-row', { hasText: /销售发票|期初应收/ }).first();
  await expect(document).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/ar-detail.png', fullPage: true });
  // Each document opens its own detail.
  await document.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/(salesInvoice|sales-opening-balance)\/detail\?id=\d+/);

  await page.goto('/accountReceivable-cycle?periodStart=20000101&periodEnd=20000131');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/ar-cycle-empty.png', fullPage: true });
});

test('财务设置 is kept by finance; a salesperson reads only their own customers', async ({ page }) => {
  await loginAt(page, '/finance-setting', 'finacemanager');
  await expect(page.getByRole('columnheader', { name: '账龄分段1（天）' })).toBeVisible();
  await expect(page.getByRole('button', { name: /新\s*建|新\s*增/ }).first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/finance-setting.png', fullPage: true });

  await loginAt(page, '/accountReceivableCustPercent', 'saler');
  await expect(page.locator('.ant-card-head-title', { hasText: '客户应收占比' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: 'e2e/artifacts/ar-customer-share-saler.png', fullPage: true });
});
