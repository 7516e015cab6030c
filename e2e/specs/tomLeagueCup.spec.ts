// #29 in a browser, on real TOM files (test/fixtures/tom-corpus): a finished event with a Juniors + Seniors pod beside
// a Masters pod, and the single-elimination-only event with its bracket. The corpus holds no League Cup (TCG1DAY) file
// with a Seniors top cut (SOURCES.md): the Seniors' pod is liga T5 #8's, the bracket the type-1 event's.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parseTdf } from '@tcg/domain/tdf';

const corpus = (name: string) => new URL(`../../test/fixtures/tom-corpus/${name}`, import.meta.url).pathname;
const SHOTS = process.env.E2E_SHOTS ?? '';

/** Imports a corpus file from the home page after checking its preview, and lands on the event. */
async function importTdf(page: Page, name: string, preview: (string | RegExp)[]) {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel(/^TOM file \(\.tdf\)/).setInputFiles(corpus(name));
  const shown = page.getByTestId('tdf-preview');
  for (const line of preview) await expect(shown.getByText(line)).toBeVisible();
  await page.getByRole('button', { name: 'Import event' }).click();
  await page.waitForURL(/\/events\/[^/]+$/, { timeout: 60_000 });
}

/** The page at 390 px and at 1920 px wide, saved when E2E_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function downloadedTdf(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Exports' }).getByRole('link', { name: 'TOM file (.tdf)' }).click();
  return readFileSync(await (await download).path(), 'utf8');
}

const read = (xml: string) => {
  const result = parseTdf(xml);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

test('a finished TOM event with a Juniors + Seniors pod: preview, each division’s final standings in TOM’s places, the TOM file again', async ({
  page,
}) => {
  const file = read(readFileSync(corpus('ligaatlantica-custom-liga-t5-8.tdf'), 'utf8'));
  await importTdf(page, 'ligaatlantica-custom-liga-t5-8.tdf', [
    /custom event, 18 players, finished\./,
    /^Juniors \+ Seniors \(\d+ players\): 3 Swiss rounds$/,
    /^Masters \(\d+ players\): 4 Swiss rounds$/,
    'Top cut: none.',
  ]);
  const eventUrl = page.url();
  for (const [division, category] of [
    ['seniors', 'seniors'],
    ['masters', 'masters'],
  ] as const) {
    await page.goto(`${eventUrl}/standings?division=${division}`);
    const placed = file.standings.filter((s) => s.category === category);
    const rows = page.getByRole('table', { name: /^Standings after round/ }).locator('tbody tr');
    await expect(rows).toHaveCount(placed.length);
    await expect(page.getByText('players tied on every tiebreaker are in the order TOM placed them')).toBeVisible();
    await shoot(page, `liga-t5-8-standings-${division}`);
  }
  // Juniors: none in this file; the page says so rather than failing.
  await page.goto(`${eventUrl}/standings?division=juniors`);
  await expect(page.getByRole('table', { name: /^Standings after round/ }).locator('tbody tr')).toHaveCount(0);

  await page.goto(eventUrl);
  const again = read(await downloadedTdf(page));
  expect(again.players.map((p) => p.userid).sort()).toEqual(file.players.map((p) => p.userid).sort());
  expect(again.pods.map((p) => p.category)).toEqual(['juniors-seniors', 'masters']);
  expect(again.standings.filter((s) => !s.dnf).map((s) => `${s.category} ${s.place} ${s.userid}`)).toEqual(
    file.standings.map((s) => `${s.category} ${s.place} ${s.userid}`),
  );
});

test('the single-elimination-only TOM event: its bracket from the file’s slots, final standings in TOM’s places, the TOM file again', async ({
  page,
}) => {
  const file = read(readFileSync(corpus('ligaatlantica-custom-single-elim-final-t4.tdf'), 'utf8'));
  await importTdf(page, 'ligaatlantica-custom-single-elim-final-t4.tdf', [
    /custom event, 8 players, finished\./,
    /^Juniors \+ Seniors \+ Masters \(8 players\): 0 Swiss rounds, 3 top cut rounds$/,
  ]);
  const eventUrl = page.url();
  await page.goto(`${eventUrl}/bracket`);
  await expect(page.getByRole('heading', { name: /Top 8/ }).first()).toBeVisible();
  // One bracket for every age: no division tabs leading to empty pages.
  await expect(page.getByRole('navigation', { name: 'Age divisions' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Seeds' }).getByRole('columnheader')).toHaveText(['Seed', 'Player']);
  await shoot(page, 'single-elim-bracket');
  await page.goto(`${eventUrl}/standings`);
  await expect(page.getByRole('heading', { name: /No Swiss rounds/ })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await shoot(page, 'single-elim-standings');
  await page.goto(`${eventUrl}/final-standings`);
  await expect(page.getByText('players sharing a place are in the order TOM placed them')).toBeVisible();
  await shoot(page, 'single-elim-final-standings');

  await page.goto(eventUrl);
  const again = read(await downloadedTdf(page));
  expect(again.structure).toBe('elimination');
  expect(again.players.map((p) => [p.userid, p.order])).toEqual(
    expect.arrayContaining(file.players.map((p) => [p.userid, p.order])),
  );
  expect(again.standings.map((s) => s.userid)).toEqual(file.standings.map((s) => s.userid));
});
