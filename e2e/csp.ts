import type { Page } from '@playwright/test';

/**
 * Collects Content-Security-Policy violations on a page: Chromium's console report and the DOM's
 * securitypolicyviolation event (a blocked script would also leave the page without its client components).
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI}`),
    );
  });
  return violations;
}
