import type { Page } from '@playwright/test';

/**
 * Watches a page for breaches of the strict Content-Security-Policy
 * (server/src/platform/http/security-headers.ts): the page's own `securitypolicyviolation` events,
 * from its next load on, and the browser's console errors about the policy. Answers a function
 * that reads what was seen so far (empty when the policy broke nothing).
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} @ ${location.pathname}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) consoleErrors.push(m.text());
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
    ...consoleErrors,
  ];
}
