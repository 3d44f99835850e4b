import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { openDialog, pressInDialog } from './dialog';

// What the e2e tests do again and again: log in, pick from a lookup, confirm, call the API.

/**
 * Logs in as the login screen does — POST /api/user/login, then the answered user info kept in
 * localStorage (web/src/shell/user-store.ts) — without the screen: typing into /login cost every
 * login a page load and a form, and the screen is the subject of shell.e2e.ts alone. The call is
 * made by the page itself (its cookies, its user agent), from a same-origin answer that runs no
 * app, so no screen of the previous user is left polling meanwhile. Answers the user's first menu.
 */
async function loginByApi(page: Page, userName: string, password: string): Promise<string> {
  await page.goto('/api/public/ready');
  await page.context().clearCookies();
  return page.evaluate(
    async (body) => {
      const res = await fetch('/api/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { resultCode: string; result: { menuUrl?: string } };
      if (answer.resultCode !== '0') throw new Error(`login ${body.userName}: ${JSON.stringify(answer)}`);
      localStorage.setItem('userInfo', JSON.stringify(answer.result));
      return answer.result.menuUrl || '/';
    },
    { userName, password },
  );
}

/** Logs in and lands where the login screen sends the user: the home page. */
export async function login(page: Page, userName: string, password = 'demo1234') {
  await page.goto(await loginByApi(page, userName, password));
  await expect(page).toHaveURL(/\/index$/);
}

/** Logs in and opens `url` straight away (the home page on the way would be a page load for nothing). */
export async function loginAt(page: Page, url: string, userName: string, password = 'demo1234') {
  await loginByApi(page, userName, password);
  await page.goto(url);
}

/** Opens a screen from the left menu, opening its group first when it is closed. */
export async function openMenu(page: Page, group: string, item: string) {
  const sider = page.locator('.ant-layout-sider');
  const link = sider.getByRole('menuitem', { name: item, exact: true });
  if (!(await link.isVisible())) await sider.getByText(group, { exact: true }).click();
  await link.click();
}

/**
 * Types into a lookup (RefSelect, or a select with a search) and picks the option that matches.
 * The list keeps sliding in and re-rendering while the search answers, so a pointer click can find
 * the option outside the viewport (seen in CI even with force): the option's own click handler is
 * fired instead. Under load that can land on an option just replaced
 * by the search's answer, or the list can close with nothing chosen (seen in CI: 付款方式 left
 * empty, the form never saved): the list is opened, searched and the option fired again until the
 * list has closed on a chosen value.
 */
export async function chooseRef(page: Page, select: Locator, search: string, option: RegExp) {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await list.count()) === 0) {
      await select.click({ timeout: 2_000 });
      await page.keyboard.type(search);
    }
    const choice = list.locator('.ant-select-item-option', { hasText: option }).first();
    await expect(choice).toBeVisible({ timeout: 5_000 });
    await choice.dispatchEvent('click', undefined, { timeout: 2_000 });
    // Chosen: the list closed and the select shows a value (its text may differ from the option's,
    // a batch's option also reading its quantity).
    await expect(list).toHaveCount(0, { timeout: 2_000 });
    await expect(select.locator('.ant-select-content-has-value').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Picks an option of a plain select and checks it took: a click on a list still sliding in, or one
 * that a re-render closed, is lost under load (seen in CI: the form then saved nothing), so the
 * list is opened and the option fired again until the select shows it.
 */
export async function pickOption(page: Page, select: Locator, option: string) {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await list.count()) === 0) await select.click();
    await list
      .locator('.ant-select-item-option', { hasText: option })
      .first()
      .dispatchEvent('click', undefined, { timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(list).toHaveCount(0);
}

export function formItem(page: Page, scope: Locator, label: string): Locator {
  return scope.locator('.ant-form-item', { has: page.locator('label', { hasText: label }) }).first();
}

export async function typeDate(page: Page, scope: Locator, label: string, date: string) {
  await formItem(page, scope, label).locator('input').first().click();
  // A new document's date comes filled with the company's today: type over it.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(date);
  await page.keyboard.press('Enter');
}

/** A cell of the line grid, by line (0-based) and field name. */
export function cell(scope: Locator, line: number, name: string): Locator {
  return scope.locator(`[data-line="${line}"][data-name="${name}"]`);
}

/** Clicks the row's (or page's) action button and accepts the operation-confirm dialog. */
export async function confirmAction(page: Page, scope: Locator, button: RegExp, dialogTitle: string) {
  await scope.getByRole('button', { name: button }).first().click();
  const dialog = await openDialog(page, dialogTitle);
  await pressInDialog(dialog, /确\s*定/);
  await expect(dialog).toBeHidden();
}

/** An API session of its own (set-up that is not what the test is about). */
export async function apiAs(baseURL: string, userName: string, password = 'demo1234') {
  const ctx: APIRequestContext = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const call = async <T>(method: 'get' | 'post', url: string, data?: unknown): Promise<T> => {
    const res =
      method === 'get'
        ? await ctx.get(`/api${url}`, { params: data as Record<string, string> })
        : await ctx.post(`/api${url}`, { data: data ?? {} });
    const body = (await res.json()) as { resultCode: string; result: T };
    if (body.resultCode !== '0') throw new Error(`${url}: ${JSON.stringify(body)}`);
    return body.result;
  };
  await call('post', '/user/login', { userName, password });
  return {
    post: <T = { id: number }>(url: string, data?: unknown) => call<T>('post', url, data),
    get: <T>(url: string, params: Record<string, string>) => call<T>('get', url, params),
    /** The id of the first record of a list whose filter matches. */
    async idOf(listUrl: string, filters: Record<string, unknown>) {
      const page = await call<{ requestList: { id: number }[] }>('post', listUrl, {
        page: { pageIndex: 1, pageSize: 25 },
        queryParameterVo: filters,
      });
      return page.requestList[0].id;
    },
    dispose: () => ctx.dispose(),
  };
}

export const firstRow = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').first();

/**
 * Opens the new-document drawer; `saved()` saves it and waits until the saved document (by the id
 * the save call answered) heads the list. Comparing the first row before and after was racy: when
 * the list had not answered yet, the old first row was taken for the new one (seen in CI).
 */
export async function newDocument(page: Page, url: string, title: string) {
  await page.goto(url);
  await page
    .getByRole('button', { name: /新\s*建/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: `新建${title}` });
  await expect(drawer).toBeVisible();
  const saved = async () => {
    const answer = page.waitForResponse((r) => /\/addOrUpdate[A-Za-z]+$/.test(new URL(r.url()).pathname));
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    const body = (await (await answer).json()) as { resultCode: string; result: { id: number } };
    expect(body.resultCode).toBe('0');
    await expect(page.getByText('保存成功').last()).toBeVisible();
    await expect(firstRow(page)).toHaveAttribute('data-row-key', String(body.result.id));
  };
  return { drawer, saved };
}

/** The text of a column (by its header) in the totals row, or in the first row. */
export async function columnText(page: Page, header: string, row: 'totals' | 'first'): Promise<string> {
  const table = page.locator('.ant-layout-content .ant-table').first();
  await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const headers = await table.locator('.ant-table-thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  const target: Locator =
    row === 'totals'
      ? table.locator('.ant-table-summary tr').first()
      : table.locator('.ant-table-tbody tr.ant-table-row').first();
  return (await target.locator('td').nth(index).innerText()).trim();
}
