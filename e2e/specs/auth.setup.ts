import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { organizer, organizerState } from '../authState';
import { watchCsp } from '../csp';

// The run starts on an empty database: the first visit lands on the first-run page, which creates the organizer.
setup('first run: /setup creates the organizer, whose session the other specs use', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'First-run set-up' })).toBeVisible();
  await page.getByLabel('Name').fill(organizer.name);
  await page.getByLabel('Email').fill(organizer.email);
  await page.getByLabel('Password').fill('too short');
  await page.getByRole('button', { name: 'Create organizer account' }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText('Password: use at least 12 characters');
  await page.getByLabel('Password').fill(organizer.password);
  await page.getByRole('button', { name: 'Create organizer account' }).click();
  await expect(page.getByText(`Signed in as ${organizer.name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
  expect(violations).toEqual([]);
  mkdirSync(path.dirname(organizerState), { recursive: true });
  await page.context().storageState({ path: organizerState });
});
