import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import axe from 'axe-core';
import { watchCsp } from './support/csp';
import { content, openFromMenu, readMenu } from './support/menu';
import { login } from './support/ui';

/**
 * Issue 35 item 11: every screen of the menu passes axe-core (WCAG 2 A and AA) without a serious
 * or critical violation, and is a page a screen reader can find its way in — one `main`
 * landmark, one `h1` (the screen's title). The same walk checks the strict Content-Security-Policy
 * (server/src/platform/http/security-headers.ts): no screen reports a `securitypolicyviolation` as
 * it loads its code and renders. The administrator's menu is every screen; one page, one screen
 * after the other, each opened from the menu in the running app as a user does, so CI walks every
 * screen once for both.
 *
 * Fast enough for every run: axe-core is put into the page once (the screens change without a
 * page load; @axe-core/playwright injected it again and opened a blank page to finish each run)
 * and run there with only the WCAG 2 A / AA rules, reporting violations only; the shell (menu,
 * header) is checked on the first screen, then only the screen itself (`main`), and ten rows of
 * each table (the rows repeat their columns). No fixed wait: a screen is checked once drawn and
 * its calls answered (openFromMenu), after any transition under way. Measured on the shared
 * 2-core machine under a load average of 9–16: 142–147 screens in 138–201 s, of which axe
 * 69–92 s (≈ 11 min before); the test prints its own figures ("axe walk: …").
 */

/** What a violation says, short enough to read in a failure: rule, impact, the first elements. */
interface Found {
  screen: string;
  rule: string;
  impact: string;
  nodes: string[];
}

const axeWindow = (page: Page) => page.evaluate(() => 'axe' in window);

/** Runs axe in the page on `include` (table rows past the tenth left out); its serious findings. */
async function axeFindings(page: Page, include: string): Promise<Omit<Found, 'screen'>[]> {
  if (!(await axeWindow(page))) await page.evaluate(axe.source);
  return page.evaluate(async (include) => {
    // A transition under way (a switch turning on as its form fills) is measured at its end.
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime));
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    const run = (window as unknown as { axe: typeof axe }).axe;
    const result = await run.run(
      { include: [include], exclude: ['.ant-table-tbody > tr:nth-child(n+12)'] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] },
    );
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.slice(0, 3).map((n) => {
          const data = n.any[0]?.data as {
            fgColor?: string;
            bgColor?: string;
            contrastRatio?: number;
          } | null;
          const colours = data?.fgColor
            ? ` ${data.fgColor} on ${data.bgColor} ${data.contrastRatio} : 1`
            : '';
          return `${n.target.join(' ')} ${n.html.slice(0, 160)}${colours}`;
        }),
      }));
  }, include);
}

test('every menu screen passes axe (WCAG 2 A, AA) and runs under the strict CSP', async ({ page }) => {
  test.setTimeout(600_000);
  const started = Date.now();
  const cspViolations = await watchCsp(page);
  await login(page, 'admin', 'admin123');
  const menu = await readMenu(page);
  expect(menu.length, 'menu screens').toBeGreaterThan(100);
  const found: Found[] = [];
  const structure: string[] = [];
  let axeMs = 0;
  for (const screen of menu) {
    await openFromMenu(page, screen);
    const label = `${screen.name} ${screen.url}`;
    // The landmark and the heading: counted here, since axe calls their absence only moderate.
    const mains = await page.locator('main, [role="main"]').count();
    const h1s = await page.locator('h1').allInnerTexts();
    if (mains !== 1) structure.push(`${label}: ${mains} main landmarks`);
    if (h1s.length !== 1) structure.push(`${label}: ${h1s.length} h1 (${h1s.join(' / ')})`);
    const axeStarted = Date.now();
    const findings = await axeFindings(page, screen === menu[0] ? '#root' : 'main');
    axeMs += Date.now() - axeStarted;
    found.push(...findings.map((f) => ({ screen: label, ...f })));
  }
  await expect(content(page)).toBeVisible();
  const seconds = (ms: number) => Math.round(ms / 1000);
  console.log(
    `axe walk: ${menu.length} screens in ${seconds(Date.now() - started)} s, axe ${seconds(axeMs)} s`,
  );
  fs.mkdirSync('e2e/artifacts', { recursive: true });
  fs.writeFileSync('e2e/artifacts/axe-walk.json', JSON.stringify({ structure, found }, null, 1));
  expect(structure, 'one main landmark and one h1 per screen').toEqual([]);
  expect(found, JSON.stringify(found, null, 1)).toEqual([]);
  expect(await cspViolations(), 'CSP violations').toEqual([]);
});

/**
 * 应收账款 at 1024 px: the table first and its chart below it, nothing wider than the window, and
 * every amount column (right-aligned) whole — its cells as wide as their figures, reachable in
 * the table's own scroll.
 */
test('应收账款 at 1024 px: table first, chart below, no amount column cut', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 860 });
  await login(page, 'admin', 'admin123');
  await page.goto('/accountReceivable');
  const table = content(page).locator('.ant-table').first();
  await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const chart = content(page).getByTestId('report-chart');
  await expect(chart).toBeVisible();
  const [tableBox, chartBox] = [await table.boundingBox(), await chart.boundingBox()];
  expect(chartBox!.y, 'the chart below the table').toBeGreaterThan(tableBox!.y + tableBox!.height - 1);
  // Nothing makes the page wider than the window: a wide table scrolls inside itself.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  const { amounts, cut } = await table.evaluate((el) => {
    const scroller = el.querySelector<HTMLElement>('.ant-table-content, .ant-table-body') ?? el;
    const right = scroller.getBoundingClientRect().left + scroller.scrollWidth;
    const cells = [...el.querySelectorAll<HTMLElement>('th, td')].filter(
      (c) => c.offsetWidth > 0 && getComputedStyle(c).textAlign === 'right',
    );
    return {
      amounts: cells.length,
      cut: cells
        .filter((c) => c.scrollWidth > c.clientWidth + 1 || c.getBoundingClientRect().right > right + 1)
        .map((c) => c.textContent),
    };
  });
  expect(amounts, 'amount cells checked').toBeGreaterThan(10);
  expect(cut, 'amount cells cut').toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/axe-receivable-1024.png', fullPage: true });
});
