import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const fixture = (name: string) => new URL(`../../test/fixtures/tdf/${name}`, import.meta.url).pathname;

test('an organizer imports a TOM file, sees its standings and bracket, and exports it as a TOM file again', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('TOM file (.tdf)').setInputFiles(fixture('finalized.tdf'));
  await expect(page.getByText('Indigo Plateau Championship on 2003-03-15: 9 players, 3 Swiss rounds, 2 top cut rounds, finished.')).toBeVisible();
  await page.getByRole('button', { name: 'Import event' }).click();
  await expect(page.getByRole('heading', { name: 'Indigo Plateau Championship' })).toBeVisible();
  const eventUrl = page.url();

  await page.goto(`${eventUrl}/standings`);
  await expect(page.getByRole('cell', { name: 'Ash Ketchum' }).first()).toBeVisible();
  await page.goto(`${eventUrl}/bracket`);
  await expect(page.getByText('Misty Waterflower').first()).toBeVisible();

  await page.goto(eventUrl);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export TOM file (.tdf)' }).click();
  const file = await (await download).path();
  const xml = readFileSync(file, 'utf8');
  expect(xml).toContain('<name>Indigo Plateau Championship</name>');
  expect(xml).toContain('<player id="303" place="1" />');
});

test('a malformed TOM file is refused in the browser before anything is sent', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('TOM file (.tdf)').setInputFiles({ name: 'broken.tdf', mimeType: 'application/xml', buffer: Buffer.from(readFileSync(fixture('in-progress.tdf'), 'utf8').slice(0, 900)) });
  await expect(page.locator('form').getByRole('alert')).toContainText('not well-formed XML');
  await expect(page.getByRole('button', { name: 'Import event' })).toBeDisabled();
});
