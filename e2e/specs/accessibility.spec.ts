import { expect, test } from '@playwright/test';
import { organizerState } from '../authState';
import { appRoutes, open, overflowX, seriousViolations, watchErrors } from '../pageChecks';
import { routes, seedSite, sitePages, type SitePage } from '../site';

let pages: SitePage[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: organizerState });
  pages = sitePages(await seedSite(context.request));
  await context.close();
});

test('the page list covers every route of apps/web/app', () => {
  expect([...routes].sort()).toEqual(appRoutes());
  expect(new Set(pages.map((p) => p.route))).toEqual(new Set(routes));
});

for (const [viewport, size] of [
  ['desktop', { width: 1280, height: 800 }],
  ['390 px phone', { width: 390, height: 844 }],
] as const) {
  test(`every page at ${viewport}: no serious or critical axe violation (WCAG 2.2 AA), no console error`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    const errors = watchErrors(page);
    const violations: string[] = [];
    for (const { path } of pages) {
      await open(page, path);
      await expect(page, `${path} has a title of its own`).toHaveTitle(/^.+ · TCG Tournaments$/);
      violations.push(...(await seriousViolations(page)));
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('every page fits a 360 px phone: no sideways scrolling, header included', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const wide: string[] = [];
  for (const { path } of pages) {
    await open(page, path);
    const overflow = await overflowX(page);
    if (overflow > 0) wide.push(`${path}: ${overflow} px too wide`);
  }
  expect(wide).toEqual([]);
});

test('the keyboard reaches the main content first through the skip link, and the Edit buttons say whose', async ({ page }) => {
  const eventPage = pages.find((p) => p.route === '/events/[id]')!;
  await open(page, eventPage.path);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Edit Ash Ketchum' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
});
