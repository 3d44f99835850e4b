import { expect, type Locator, type Page } from '@playwright/test';

/** A screen of the left menu, read from the page. */
export interface MenuScreen {
  url: string;
  name: string;
  /** The title of the group it is in ('' at the top level). */
  group: string;
}

export const content = (page: Page) => page.locator('.ant-layout-content');

/**
 * Opens a menu group by its title, once: clicked when closed, then read open. A click that lands
 * while another group is still sliding shut can be lost under load (seen in CI), so callers retry.
 */
async function openGroup(title: Locator) {
  if ((await title.getAttribute('aria-expanded', { timeout: 2_000 })) !== 'true')
    await title.click({ timeout: 2_000 });
  await expect(title).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
}

/** Every screen of the left menu: each group opened in turn (one is open at a time), its links read. */
export async function readMenu(page: Page): Promise<MenuScreen[]> {
  const sider = page.locator('.ant-layout-sider');
  const linksOf = (scope: Locator, group: string) =>
    scope.evaluateAll(
      (links, g) =>
        links.map((a) => ({
          url: new URL((a as HTMLAnchorElement).href).pathname,
          name: a.textContent ?? '',
          group: g,
        })),
      group,
    );
  await expect(sider.locator('a[href]').first()).toBeVisible();
  const screens = await linksOf(sider.locator('.ant-menu-root > li.ant-menu-item a[href]'), '');
  const groups = sider.locator('.ant-menu-root > li.ant-menu-submenu');
  for (let i = 0; i < (await groups.count()); i++) {
    const title = groups.nth(i).locator('.ant-menu-submenu-title');
    await expect(() => openGroup(title)).toPass({ timeout: 15_000 });
    const links = groups.nth(i).locator('.ant-menu-sub a[href]');
    await expect(links.first()).toBeVisible();
    screens.push(...(await linksOf(links, (await title.innerText()).trim())));
  }
  return screens;
}

/**
 * Opens a screen as a user does (its menu link, in the running app: no page load) and waits until
 * it has drawn its table, form or chart and its calls have answered (no spinner left).
 */
export async function openFromMenu(page: Page, { url, name, group }: MenuScreen) {
  const sider = page.locator('.ant-layout-sider');
  const link = sider.locator(`a[href="${url}"]`);
  // Its group open, and not sliding (one group is open at a time: opening one closes another,
  // and a link in the closing one is visible for a moment).
  if (group) {
    const title = sider
      .locator('.ant-menu-root > li.ant-menu-submenu', { has: page.locator(`a[href="${url}"]`) })
      .locator('.ant-menu-submenu-title');
    // Open, done sliding, and the link shown: a group seen open can still close again as the
    // screen before settles (seen with the long menu of bigboss), so all three are retried.
    await expect(async () => {
      await openGroup(title);
      await expect(sider.locator('.ant-motion-collapse')).toHaveCount(0, { timeout: 2_000 });
      await expect(link).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  }
  await link.click({ timeout: 10_000 });
  await expect(page).toHaveURL((u) => u.pathname === url);
  // The home page is panels of links; every other screen a table (lists, reports) or a form.
  const drawn = content(page)
    .locator(url === '/index' ? '.tg-panel a' : '.ant-table, .ant-form, [data-testid="report-chart"]')
    .first();
  await expect(drawn, `${name} ${url} draws a table or a form`).toBeVisible();
  await expect(content(page).locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The texts of a select's options once its list has loaded. A re-render under a loaded machine
 * may close a list just opened (seen in CI): it is opened again, as a user would.
 */
export async function optionTexts(page: Page, select: Locator): Promise<string[]> {
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  let texts: string[] = [];
  await select.click();
  await expect(async () => {
    if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await select.click();
    texts = await options.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  return texts;
}
