import { expect, test } from '@playwright/test';

test('an organizer creates an event in the browser, lands on it and sees it listed', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();

  const name = `Spring Regional ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Format').selectOption('modified');
  await page.getByLabel('Games per match (211)').selectOption('3');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await page.goto('/');
  const events = page.getByRole('list', { name: 'Events' });
  await expect(events.getByText(name)).toBeVisible();
  await expect(events.getByText('Modified · best of 3 · 30-minute rounds').first()).toBeVisible();

  await page.reload();
  await expect(events.getByText(name)).toBeVisible();
});

test('the form refuses a bad round time with the rule it breaks, and nothing is created', async ({ page, request }) => {
  const before = ((await (await request.get('/api/events')).json()) as unknown[]).length;
  await page.goto('/');
  await page.getByLabel('Name').fill('Too short rounds');
  await page.getByLabel('Round time in minutes (212)').fill('5');
  await page.getByRole('button', { name: 'Create event' }).click();
  const alert = page.locator('form').getByRole('alert');
  await expect(alert).toContainText('roundMinutes must be a whole number from 10 to 180');
  await expect(alert).toContainText('section 212');
  expect(((await (await request.get('/api/events')).json()) as unknown[]).length).toBe(before);
});
