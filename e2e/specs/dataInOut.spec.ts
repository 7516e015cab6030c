import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const fixture = (name: string) => new URL(`../../test/fixtures/tdf/${name}`, import.meta.url).pathname;

/** Imports a TOM file from the home page and lands on the event. */
async function importTdf(page: Page, name: string, preview: string) {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel(/^TOM file \(\.tdf\)/).setInputFiles(fixture(name));
  await expect(page.getByText(preview)).toBeVisible();
  await page.getByRole('button', { name: 'Import event' }).click();
  // The import replays the whole event through the app's steps: on a loaded machine that outlasts the default wait.
  await page.waitForURL(/\/events\/[^/]+$/, { timeout: 30_000 });
}

async function downloaded(page: Page, link: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Exports' }).getByRole('link', { name: link }).click();
  return readFileSync(await (await download).path(), 'utf8');
}

test('an organizer imports a TOM file, opens standings per division, exports CSV and TDF, and bulk-registers 20 players', async ({
  page,
}) => {
  await importTdf(
    page,
    'in-progress.tdf',
    'Pewter City Cup on 2003-03-15: League Cup / one-day event, 6 players, running.',
  );
  await expect(page.getByRole('heading', { name: 'Pewter City Cup' })).toBeVisible();
  const eventUrl = page.url();

  await page.goto(`${eventUrl}/standings`);
  const divisions = page.getByRole('navigation', { name: 'Age divisions' });
  await divisions.getByRole('link', { name: 'Juniors' }).click();
  await expect(page.getByRole('heading', { name: /Juniors · Standings after round 1/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Max Maple' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ash Ketchum' })).toHaveCount(0);
  await divisions.getByRole('link', { name: 'Masters' }).click();
  await expect(page.getByRole('cell', { name: 'Ash Ketchum' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Max Maple' })).toHaveCount(0);

  await page.goto(eventUrl);
  const standings = await downloaded(page, 'Standings (CSV)');
  expect(standings.startsWith('\uFEFFRank,DCI number,Name,Points')).toBe(true);
  expect(standings).toContain(',101,Ash Ketchum,3,');
  const pairings = await downloaded(page, 'round 2');
  expect(pairings).toContain('2,1,101,Ash Ketchum,103,May Maple,Ash Ketchum wins');
  const tdf = await downloaded(page, 'TOM file (.tdf)');
  expect(tdf).toContain('<name>Pewter City Cup</name>');
  expect(tdf).toContain('<match outcome="0">');

  await page.locator('html[data-hydrated]').waitFor();
  await page.getByText('Bulk registration: paste or upload a list').click();
  const lines = Array.from(
    { length: 20 },
    (_, i) => `${9100 + i},Trainer${i},${i === 3 ? '"Núñez, Jr."' : 'Bulk'}${i === 5 ? ',Juniors' : ''}`,
  );
  const list = [
    'DCI number,First name,Last name,Division',
    ...lines.slice(0, 10),
    'Ash Ketchum without a number',
    ...lines.slice(10),
  ].join('\n');
  await page.getByLabel('List of players').fill(list);
  await expect(page.getByRole('region', { name: 'Players to add' })).toContainText('To add (20)');
  await expect(page.getByRole('region', { name: 'Wrong lines' })).toContainText(
    'Line 12 “Ash Ketchum without a number”',
  );
  await expect(page.getByRole('region', { name: 'Players to add' })).toContainText('Trainer3 Núñez, Jr. · 9103');
  await page.getByRole('button', { name: 'Register 20 players' }).click();
  await expect(page.getByText('20 players registered.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Players (26)' })).toBeVisible();
  await page.getByLabel('Search players').fill('9105');
  const found = page.getByRole('list', { name: 'Players' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Trainer5 Bulk · 9105');
  await expect(found).toContainText('Juniors');
});

test('a finished TOM event: bracket and final standings, exported as a TOM file and CSV, moved to a new event through export.json', async ({
  page,
}) => {
  await importTdf(
    page,
    'finalized.tdf',
    'Indigo Plateau Championship on 2003-03-15: League Cup / one-day event, 9 players, finished.',
  );
  await expect(page.getByRole('heading', { name: 'Indigo Plateau Championship' })).toBeVisible();
  const eventUrl = page.url();
  await page.goto(`${eventUrl}/final-standings?division=seniors`);
  await expect(page.getByRole('heading', { name: /Seniors · Final standings/ })).toBeVisible();
  await page.goto(`${eventUrl}/bracket`);
  await expect(page.getByText('Misty Waterflower').first()).toBeVisible();

  await page.goto(eventUrl);
  const tdf = await downloaded(page, 'TOM file (.tdf)');
  expect(tdf).toContain('<player id="303" place="1" />');
  expect(await downloaded(page, 'Final standings (CSV)')).toContain('1,303,Misty Waterflower,3,6,Winner');

  await page.getByRole('link', { name: 'Ratings report' }).click();
  await expect(
    page.getByRole('heading', { name: 'Indigo Plateau Championship · Ratings report: Constructed' }),
  ).toBeVisible();
  await page
    .getByRole('table', { name: 'Ratings report' })
    .getByRole('link', { name: 'Misty Waterflower (303)' })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /Misty Waterflower/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Constructed rating after each event' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Events played' })).toContainText('Winner');
  await page.goto(eventUrl);

  const whole = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Exports' }).getByRole('link', { name: 'Whole event (.json)' }).click();
  const json = await (await whole).path();
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page
    .getByLabel(/^TOM file \(\.tdf\)/)
    .setInputFiles({ name: 'Indigo.json', mimeType: 'application/json', buffer: readFileSync(json) });
  await expect(page.getByText('Indigo Plateau Championship: 9 players, 5 rounds, with its audit trail.')).toBeVisible();
  await page.getByRole('button', { name: 'Import event' }).click();
  await expect(page.getByRole('heading', { name: 'Indigo Plateau Championship' })).toBeVisible();
  expect(page.url()).not.toBe(eventUrl);
  await page.goto(`${page.url()}/final-standings`);
  await expect(page.getByRole('cell', { name: 'Misty Waterflower' }).first()).toBeVisible();
});

test('a malformed TOM file is refused in the browser before anything is sent', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel(/^TOM file \(\.tdf\)/).setInputFiles({
    name: 'broken.tdf',
    mimeType: 'application/xml',
    buffer: Buffer.from(readFileSync(fixture('in-progress.tdf'), 'utf8').slice(0, 900)),
  });
  await expect(page.locator('form').getByRole('alert')).toContainText('not well-formed XML');
  await expect(page.getByRole('button', { name: 'Import event' })).toBeDisabled();
});

test('a TOM file with Juniors and Seniors in one pod beside Masters: standings per division, the Masters bracket, and the TOM export of both pods', async ({
  page,
}) => {
  await importTdf(
    page,
    'juniors-seniors-with-masters.tdf',
    'Celadon City Cup on 2003-03-15: League Cup / one-day event, 8 players, finished.',
  );
  await expect(page.getByRole('heading', { name: 'Celadon City Cup' })).toBeVisible();
  const eventUrl = page.url();

  await page.goto(`${eventUrl}/standings?division=seniors`);
  await expect(page.getByRole('cell', { name: 'Dawn Berlitz' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ash Ketchum' })).toHaveCount(0);

  await page.goto(`${eventUrl}/bracket`);
  await page.getByRole('navigation', { name: 'Age divisions' }).getByRole('link', { name: 'Masters' }).click();
  await expect(page.getByRole('heading', { name: 'Celadon City Cup · Masters · Top 2' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Winner: Brock Harrison');
  await expect(page.getByRole('region', { name: 'Final' })).toContainText('Ash Ketchum');

  await page.goto(eventUrl);
  const tdf = await downloaded(page, 'TOM file (.tdf)');
  // Pod stage as TOM writes it (FORMAT.md): 0 without a top cut, 1 once the pod's cut is paired.
  expect(tdf).toContain('<pod category="8" stage="0">');
  expect(tdf).toContain('<pod category="2" stage="1">');
  expect(tdf).toContain('<player id="603" place="1" />');
});

test('a TOM file whose Juniors pod played fewer Swiss rounds than Masters: each division’s standings after its own rounds, its cut after them', async ({
  page,
}) => {
  await importTdf(
    page,
    'pods-different-rounds.tdf',
    'Cerulean City Regional on 2003-03-15: League Cup / one-day event, 8 players, finished.',
  );
  await expect(page.getByRole('heading', { name: 'Cerulean City Regional' })).toBeVisible();
  const eventUrl = page.url();
  await expect(page.getByText('Juniors: 2 rounds, then their top cut')).toBeVisible();

  await page.goto(`${eventUrl}/standings?division=juniors`);
  await expect(page.getByRole('heading', { name: /Juniors · Standings after round 2/ })).toBeVisible();
  await page.goto(`${eventUrl}/standings?division=masters`);
  await expect(page.getByRole('heading', { name: /Masters · Standings after round 3/ })).toBeVisible();

  await page.goto(`${eventUrl}/rounds/4/pairings`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Juniors top cut — Final pairings');

  await page.goto(eventUrl);
  const tdf = await downloaded(page, 'TOM file (.tdf)');
  // The Juniors pod (category 0) reached its cut (stage 1) and carries the cut's round (type 1).
  const juniors = /<pod category="0" stage="1">[\s\S]*?<\/pod>/.exec(tdf)?.[0] ?? '';
  expect(juniors).toMatch(/<round number="\d+" type="1"/);
});
