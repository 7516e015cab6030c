import { expect, test, type Browser, type Page } from '@playwright/test';
import { MODIFIED_DECK } from '@tcg/domain/deck/samples';
import { organizerState } from '../authState';
import { appRoutes, open, overflowX, seriousViolations, watchErrors } from '../pageChecks';
import { routes, seedSite, sitePages, type SitePage } from '../site';

let pages: SitePage[] = [];
let invitationPath = '';
/** The event the invitation makes a judge of. */
let judgedEvent = '';

/** Every page in the list at the window's size: axe's findings (pageChecks' rules) and console errors. */
async function scan(page: Page, paths: string[]): Promise<{ violations: string[]; errors: string[] }> {
  const errors = watchErrors(page);
  const violations: string[] = [];
  for (const path of paths) {
    await open(page, path);
    await expect(page, `${path} has a title of its own`).toHaveTitle(/^.+ · TCG Tournaments$/);
    violations.push(...(await seriousViolations(page)));
  }
  return { violations, errors };
}

/** A browser of a visitor who is not signed in: a player at the venue. */
async function playerPage(browser: Browser, baseURL: string | undefined) {
  // An empty storage state: Playwright Test would otherwise give a new context the organizer's session.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
  });
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: organizerState });
  const site = await seedSite(context.request);
  pages = sitePages(site);
  invitationPath = site.invitationPath;
  judgedEvent = site.swiss;
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
  test(`every page at ${viewport}: no serious or critical axe violation (WCAG 2.2 AA), no console error`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(size);
    expect(
      await scan(
        page,
        pages.map((p) => p.path),
      ),
    ).toEqual({ violations: [], errors: [] });
  });
}

test('every page as a player sees it on a phone, not signed in (staff pages send them to sign in)', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const page = await playerPage(browser, testInfo.project.use.baseURL);
  expect(
    await scan(
      page,
      pages.map((p) => p.path),
    ),
  ).toEqual({ violations: [], errors: [] });
  await page.context().close();
});

test('every page of their event and outside events as a judge sees it, signed in with the role an invitation gave', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const page = await playerPage(browser, testInfo.project.use.baseURL);
  const signup = await page.request.post('/api/auth/signup', {
    data: { email: `judge-${Date.now()}@example.org`, password: 'a judge at the venue', name: 'Floor Judge' },
  });
  expect(signup.status()).toBe(201);
  expect((await page.request.post(`/api/${invitationPath.replace(/^\//, '')}/accept`)).status()).toBe(200);
  const theirs = pages
    .map((p) => p.path)
    .filter((path) => !path.startsWith('/events/') || path.startsWith(`/events/${judgedEvent}`));
  expect(await scan(page, theirs)).toEqual({ violations: [], errors: [] });
  await page.context().close();
});

test('the deck checker with a list typed in: line numbers, a problem marked and the verdict', async ({ page }) => {
  await open(page, '/decks/check');
  await page.getByLabel('Decklist').fill(`${MODIFIED_DECK}\n5 Nonexistent Card`);
  await expect(page.locator('[data-problem-line]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

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

test('the keyboard reaches the main content first through the skip link, and the Edit buttons say whose', async ({
  page,
}) => {
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
