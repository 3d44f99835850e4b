import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The open dialog (antd Modal or confirm; with this text, when given) once it has finished zooming
 * in. antd mounts a dialog small and grows it for 0.3 s, its element carrying rc-motion's
 * `ant-zoom-appear…` classes until the animation ends. A click in that time can miss: Playwright
 * waits for the button to keep its box over two frames, which frames stalled on a loaded machine
 * can fake, then clicks where the growing button was (seen in CI: the 领取 confirm stayed open and
 * 领取成功 never showed). Waiting for the end of the motion removes the cause instead of pressing
 * again.
 */
export async function openDialog(page: Page, text?: string | RegExp): Promise<Locator> {
  const open = page.locator('.ant-modal:visible');
  const dialog = (text === undefined ? open : open.filter({ hasText: text })).last();
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
  return dialog;
}

/**
 * Presses a button of a dialog got from `openDialog` once it can take the click: shown and enabled
 * (an antd button is disabled while its action is still loading).
 */
export async function pressInDialog(dialog: Locator, name: RegExp | string) {
  const button = dialog.getByRole('button', { name });
  await expect(button).toBeEnabled();
  await button.click();
}

/** Opens the confirm dialog with this text and presses its button: the two steps above at once. */
export async function confirmDialog(page: Page, text: string | RegExp | undefined, button: RegExp | string) {
  await pressInDialog(await openDialog(page, text), button);
}
