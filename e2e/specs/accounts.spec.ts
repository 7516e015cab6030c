import { expect, test, type Browser, type Page } from '@playwright/test';
import { organizer as venueOrganizer } from '../authState';
import { watchCsp } from '../csp';

// Issue #7: only the event's staff change it; players and spectators read it without an account.
const signedOut = { storageState: { cookies: [], origins: [] } };
const password = 'a long enough passphrase';

interface Round {
  matches: { id: string; version: number; table: number; playerA: { id: string } }[];
}

async function freshPage(browser: Browser, violations: string[][]): Promise<Page> {
  const page = await (await browser.newContext(signedOut)).newPage();
  violations.push(await watchCsp(page));
  return page;
}

async function signUp(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Signed in as ${name}`)).toBeVisible();
}

test('an organizer invites a judge by link; the judge enters the result; an anonymous visitor reads but cannot write', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const violations: string[][] = [];

  // The organizer signs up and runs the event.
  const organizer = await freshPage(browser, violations);
  await organizer.goto('/signup');
  await organizer.getByLabel('Password').fill('short');
  await organizer.getByRole('button', { name: 'Create account' }).click();
  await expect(organizer.locator('form').getByRole('alert')).toContainText('Name:');
  await signUp(organizer, 'Olivia Organizer', `olivia.${stamp}@example.org`);
  const eventName = `Staffed Regional ${stamp}`;
  await organizer.getByLabel('Name').fill(eventName);
  await organizer.getByRole('button', { name: 'Create event' }).click();
  await expect(organizer.getByRole('heading', { name: eventName })).toBeVisible();
  const eventUrl = new URL(organizer.url()).pathname;
  for (const [i, [first, last]] of (
    [
      ['Ash', 'Ketchum'],
      ['Misty', 'Waterflower'],
    ] as const
  ).entries()) {
    await organizer.getByLabel('DCI number').fill(String(900100 + i));
    await organizer.getByLabel('First name').fill(first);
    await organizer.getByLabel('Last name').fill(last);
    await organizer.getByRole('button', { name: 'Register player' }).click();
    await expect(organizer.getByRole('list', { name: 'Players' }).getByText(`${first} ${last}`)).toBeVisible();
  }
  await organizer.getByRole('button', { name: 'Pair round 1' }).click();
  await organizer.getByRole('button', { name: 'Pair round 1 and lock decklists' }).click();
  await organizer.getByRole('button', { name: 'Publish round 1' }).click();
  await expect(organizer.getByRole('heading', { name: 'Round 1 · published' })).toBeVisible();

  // A one-time link for a judge, shown once in full.
  await organizer.getByRole('link', { name: 'Staff and invitations' }).click();
  await expect(organizer.getByRole('table', { name: 'What each role may do' })).toBeVisible();
  await organizer.getByRole('combobox', { name: 'Role' }).selectOption('judge');
  await organizer.getByRole('button', { name: 'Create one-time link' }).click();
  const link = await organizer.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invitations\/.+/);
  await expect(organizer.getByRole('list', { name: 'Pending invitations' })).toContainText('Judge · one-time link');

  // The judge opens the link, signs up on the way and accepts.
  const judge = await freshPage(browser, violations);
  await judge.goto(link);
  await expect(judge.getByText(`You are invited to ${eventName} as Judge`)).toBeVisible();
  await judge.getByRole('link', { name: 'create an account' }).click();
  await signUp(judge, 'Jules Judge', `jules.${stamp}@example.org`);
  await expect(judge).toHaveURL(link);
  await judge.getByRole('button', { name: 'Accept as Jules Judge' }).click();
  await expect(judge.getByRole('heading', { name: eventName })).toBeVisible();
  await expect(judge.getByRole('button', { name: 'Pair round 2' })).toHaveCount(0);
  await judge.getByRole('link', { name: 'Enter results' }).click();
  await judge.getByRole('list', { name: 'Tables' }).getByRole('button', { name: '1', exact: true }).click();
  await judge.getByRole('group', { name: 'Result' }).getByRole('button').first().click();
  await expect(judge.getByRole('status')).toContainText('Table 1:');
  await judge.goto(link);
  await expect(judge.getByRole('heading', { name: 'Invitation not found' })).toBeVisible();

  // The organizer sees the judge on the staff page.
  await organizer.reload();
  await expect(organizer.getByRole('list', { name: 'Staff' })).toContainText('Jules Judge');

  // Anyone reads the pairings; writing a result needs a role in the event.
  const visitor = await freshPage(browser, violations);
  await visitor.goto(`${eventUrl}/rounds/1/pairings`);
  await expect(visitor.getByRole('table', { name: 'Pairings by table' })).toContainText('Ash Ketchum');
  await visitor.goto(eventUrl);
  await expect(visitor.getByRole('button', { name: 'Register player' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Pair round 2' })).toHaveCount(0);
  const round = (await (await visitor.request.get(`/api${eventUrl}/rounds/1`)).json()) as Round;
  const match = round.matches[0]!;
  const refused = await visitor.request.put(`/api/matches/${match.id}/result`, {
    data: { version: match.version, games: [{ winner: match.playerA.id }] },
  });
  expect([401, 403]).toContain(refused.status());
  await visitor.goto(`${eventUrl}/results`);
  await expect(visitor.getByRole('main').getByRole('link', { name: 'sign in' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`${eventUrl}/results?round=1`)}`,
  );

  // Made private, the event is "not found" for the visitor; the judge's session still opens it.
  // The reload waits for the change to be stored: reloading first would cancel it.
  const stored = organizer.waitForResponse(
    (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === `/api${eventUrl}`,
  );
  await organizer.getByLabel(/Private event/).check();
  expect((await stored).status()).toBe(200);
  await organizer.reload();
  await expect(organizer.getByLabel(/Private event/)).toBeChecked();
  await visitor.goto(`${eventUrl}/rounds/1/pairings`);
  await expect(visitor.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await judge.goto(`${eventUrl}/rounds/1/pairings`);
  await expect(judge.getByRole('table', { name: 'Pairings by table' })).toContainText('Ash Ketchum');

  expect(violations.flat()).toEqual([]);
});

test('signing in: a wrong password is refused without saying which part was wrong; the return path stays on this site', async ({
  browser,
}) => {
  const page = await (await browser.newContext(signedOut)).newPage();
  await page.goto('/login?next=//evil.example/');
  await page.getByLabel('Email').fill(venueOrganizer.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Email or password is wrong.');
  await page.getByLabel('Password').fill(venueOrganizer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${venueOrganizer.name}`)).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/setup');
  await expect(page.getByRole('status')).toContainText('Set-up is done');
});

test('signing out of every device ends the session on the other device too (#18)', async ({ browser }) => {
  const violations: string[][] = [];
  const [phone, laptop] = [await freshPage(browser, violations), await freshPage(browser, violations)];
  const email = `everywhere-${Date.now()}@example.test`;
  await phone.goto('/signup');
  await signUp(phone, 'Brock Everywhere', email);
  await laptop.goto('/login');
  await laptop.getByLabel('Email').fill(email);
  await laptop.getByLabel('Password').fill(password);
  await laptop.getByRole('button', { name: 'Sign in' }).click();
  await expect(laptop.getByText('Signed in as Brock Everywhere')).toBeVisible();
  await phone.getByRole('banner').getByRole('link', { name: 'Brock Everywhere' }).click();
  await phone.locator('html[data-hydrated]').waitFor();
  await phone.getByRole('button', { name: 'Sign out of every device' }).click();
  await expect(phone.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await laptop.reload();
  await expect(laptop.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(violations.flat()).toEqual([]);
});

test('a write from another site is refused even with the organizer’s cookie', async ({ page }) => {
  await page.goto('/');
  const refused = await page.request.post('/api/events', {
    data: { name: 'Cross-site', format: 'modified' },
    headers: { origin: 'https://evil.example' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('CROSS_SITE_REQUEST');
});

test('the pages send a Content-Security-Policy with a fresh nonce, and the client components still work under it', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const first = await page.goto('/');
  const second = await page.goto('/');
  const policy = first!.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(second!.headers()['content-security-policy']).not.toBe(policy);
  expect(first!.headers()['x-content-type-options']).toBe('nosniff');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText('name');
  expect(violations).toEqual([]);
});
