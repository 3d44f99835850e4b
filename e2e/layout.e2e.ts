import { expect, type Page, test } from '@playwright/test';
import { login } from './support/ui';

/**
 * Issue 12's layout rule for every generic list: at 1024 px the number, the status and the
 * buttons are in view without scrolling sideways; at 1280 px, scrolled to the far right, no
 * column lies under the fixed status and action columns.
 */
const lists = ['/material-warehouse-in', '/material-acceptance', '/material-requisition', '/product'];

async function headerBox(page: Page, index: number | 'status' | 'actions') {
  const headers = page.locator('.ant-table-thead th');
  const cell =
    index === 'status'
      ? headers.filter({ hasText: /^状态$/ })
      : index === 'actions'
        ? headers.filter({ hasText: /^操作$/ })
        : headers.nth(index);
  const box = await cell.first().boundingBox();
  if (!box) throw new Error(`no header ${index}`);
  return box;
}

for (const width of [1024, 1280]) {
  test(`at ${width} px every list keeps its number, status and buttons in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await login(page, 'storemaster');
    for (const url of lists) {
      await page.goto(url);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      // The first header is the row selection box; the number is the one after it.
      for (const which of [1, 'status', 'actions'] as const) {
        const box = await headerBox(page, which);
        expect(box.x, `${url} ${which}`).toBeGreaterThanOrEqual(160);
        expect(box.x + box.width, `${url} ${which}`).toBeLessThanOrEqual(width);
      }
      // Scrolled to the far right, the last moving column ends where the fixed status begins.
      await page
        .locator('.ant-table-content, .ant-table-body')
        .first()
        .evaluate((el) => {
          el.scrollLeft = el.scrollWidth;
        });
      const status = await headerBox(page, 'status');
      const beforeStatus = page.locator('.ant-table-thead th:not(.ant-table-cell-fix)').last();
      const last = await beforeStatus.boundingBox();
      if (last) expect(last.x + last.width, url).toBeLessThanOrEqual(status.x + 1);
    }
    await page.screenshot({ path: `e2e/artifacts/layout-${width}.png` });
  });
}

/**
 * The same rule on the stock reports at 1280 px (finance sees their prices and amounts): the list
 * fits without scrolling sideways, so no column (平均单价 was the one) starts under the fixed 操作.
 */
test('at 1280 px the stock reports show every column beside the fixed action column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, 'finacemanager');
  for (const url of ['/product-stock', '/material-stock']) {
    await page.goto(url);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    const scroller = page.locator('.ant-table-content, .ant-table-body').first();
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth, `${url} scrolls sideways`).toBeLessThanOrEqual(clientWidth + 1);
    const actions = await headerBox(page, 'actions');
    const moving = page.locator('.ant-table-thead th:not(.ant-table-cell-fix)');
    for (let i = 0; i < (await moving.count()); i++) {
      const box = await moving.nth(i).boundingBox();
      if (box)
        expect(box.x + box.width, `${url}: ${await moving.nth(i).innerText()}`).toBeLessThanOrEqual(
          actions.x + 1,
        );
    }
    await expect(page.locator('.ant-table-thead th', { hasText: '平均单价' })).toBeVisible();
    await page.screenshot({ path: `e2e/artifacts/layout-1280${url.replace('/', '-')}.png` });
  }
});

/**
 * Issue 35 item 11 at 1024 px on the write-off lists (收款核销 / 付款核销, finance's): no header is
 * squeezed into a column of single characters (期初应收 was), and scrolled to the far right the
 * amount columns end where the fixed status begins — 核销金额 lay partly under 状态 / 操作.
 */
test('at 1024 px the write-off lists keep every column readable beside the fixed columns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await login(page, 'finacemanager');
  for (const url of ['/sales-writeoff', '/purchase-writeoff']) {
    await page.goto(url);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    const moving = page.locator(
      '.ant-table-thead th:not(.ant-table-cell-fix):not(.ant-table-selection-column)',
    );
    for (let i = 0; i < (await moving.count()); i++) {
      const th = moving.nth(i);
      const text = (await th.innerText()).trim();
      if (!text) continue;
      // One line of header text: a header squeezed to one character a line is several lines high.
      const lines = await th.evaluate((el) => {
        const title = el.querySelector('.ant-table-column-title') ?? el;
        const range = document.createRange();
        range.selectNodeContents(title);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `${url}: ${text} wraps`).toBeLessThanOrEqual(2);
    }
    await page
      .locator('.ant-table-content, .ant-table-body')
      .first()
      .evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
    const status = await headerBox(page, 'status');
    for (const name of ['核销金额']) {
      const box = await page.locator('.ant-table-thead th', { hasText: name }).first().boundingBox();
      expect(box, `${url}: ${name}`).not.toBeNull();
      if (box) expect(box.x + box.width, `${url}: ${name} under 状态`).toBeLessThanOrEqual(status.x + 1);
      const cell = page
        .locator('.ant-table-tbody tr.ant-table-row')
        .first()
        .locator('td')
        .filter({
          hasText: /^[\d,]+\.\d{2}$/,
        });
      for (let i = 0; i < (await cell.count()); i++) {
        const c = await cell.nth(i).boundingBox();
        if (c) expect(c.x + c.width, `${url}: an amount under 状态`).toBeLessThanOrEqual(status.x + 1);
      }
    }
    await page.screenshot({ path: `e2e/artifacts/layout-1024${url.replace('/', '-')}.png` });
  }
});
