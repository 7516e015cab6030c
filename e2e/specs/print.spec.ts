import { expect, test, type Page } from '@playwright/test';
import { organizerState } from '../authState';
import { open } from '../pageChecks';
import { pageText, pdfPages, type PdfLine } from '../pdfText';
import { seedSite, type Site } from '../site';
import { trainers } from '../trainers';

let site: Site;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: organizerState });
  site = await seedSite(context.request);
  await context.close();
});

/** The page printed to A4 by Chromium, read back page by page. */
async function printed(page: Page, path: string): Promise<PdfLine[][]> {
  await open(page, path);
  await page.emulateMedia({ media: 'print' });
  const pages = await pdfPages(await page.pdf({ format: 'A4', printBackground: true }));
  await page.screenshot({ path: test.info().outputPath('print.png'), fullPage: true });
  for (const text of pages.map(pageText)) {
    // Screen-only parts never print: the site header, the skip link, buttons and forms.
    for (const control of ['Skip to main content', 'Deck check', 'Sign out', 'Print'])
      expect(text).not.toContain(control);
  }
  return pages;
}

const eightPlayers = trainers.slice(0, 8);

test('pairings by table and by name print readable on a wall: 14 pt and up, by name on its own page', async ({
  page,
}) => {
  const pages = await printed(page, `/events/${site.swiss}/rounds/3/pairings`);
  expect(pages).toHaveLength(2);
  const [byTable, byName] = pages.map(pageText);
  expect(byTable).toContain('By table');
  expect(byName).toContain('By last name');
  for (const [first, last] of eightPlayers) {
    expect(byTable).toContain(`${first} ${last}`);
    expect(byName).toContain(`${last}, ${first}`);
  }
  const nameSizes = pages
    .flat()
    .filter((l) => eightPlayers.some(([, last]) => l.text.includes(last)))
    .map((l) => l.size);
  expect(Math.min(...nameSizes)).toBeGreaterThanOrEqual(13.99); // 14 pt, as pdf.js rounds it
});

test('match slips print several to a page', async ({ page }) => {
  const pages = await printed(page, `/events/${site.swiss}/rounds/3/slips`);
  expect(pages).toHaveLength(1);
  const text = pageText(pages[0]!);
  for (const table of [1, 2, 3, 4]) expect(text).toContain(`Round 3 · Table ${table}`);
  expect(text.match(/Signature/g)).toHaveLength(4);
});

test('standings, the bracket and final standings print, the bracket whole on its first sheet', async ({ page }) => {
  const standings = await printed(page, `/events/${site.swiss}/standings`);
  expect(standings).toHaveLength(1);
  for (const [first, last] of eightPlayers) expect(pageText(standings[0]!)).toContain(`${first} ${last}`);

  // The bracket on the first sheet; the seeds table may follow on a second.
  const bracket = await printed(page, `/events/${site.swiss}/bracket`);
  expect(bracket.length).toBeLessThanOrEqual(2);
  expect(pageText(bracket[0]!)).toMatch(/Semifinals.*Final/);
  expect(pageText(bracket[0]!)).toContain('Winner');

  const final = await printed(page, `/events/${site.swiss}/final-standings`);
  expect(final).toHaveLength(1);
  expect(pageText(final[0]!)).toMatch(/Winner.*Finalist/);
});

test('seating and draft sheets print each pod from a new sheet; the product page prints', async ({ page }) => {
  const pods = (await printed(page, `/events/${site.limited}/pods`)).map(pageText);
  const pod2 = pods.findIndex((text) => text.includes('Pod 2'));
  expect(pods[0]).toContain('Pod 1');
  expect(pod2).toBeGreaterThan(0);
  expect(pods[pod2]!.indexOf('Pod 2')).toBeLessThan(20);
  for (const [first, last] of trainers.slice(0, 12)) expect(pods.join(' ')).toContain(`${first} ${last}`);

  const product = await printed(page, `/events/${site.limited}/pods/product`);
  expect(product).toHaveLength(1);
  expect(pageText(product[0]!)).toContain('Cinnabar Draft');
});

test('pod-play score sheets print one per table, each naming its round, with the entered places, without the entry forms', async ({
  page,
}) => {
  const pages = await printed(page, `/events/${site.podNight}/tables/1`);
  expect(pages).toHaveLength(1);
  const text = pageText(pages[0]!);
  expect(text).toContain('Round 1 · Table 1 · 4 players · result in');
  expect(text).toContain('Round 1 · Table 2 · 3 players');
  for (const [first, last] of trainers.slice(0, 7)) expect(text).toContain(`${first} ${last}`);
  expect(text.match(/Signature/g)).toHaveLength(2);
  expect(text).not.toContain('Save the result');
});

test('published decklists print: the field’s Pokémon, then every list, none split across sheets', async ({ page }) => {
  const pages = (await printed(page, `/events/${site.decklists}/decklists`)).map(pageText);
  const all = pages.join('\n');
  expect(all).toContain('The field by its most-played Pokémon');
  for (const [first, last] of trainers.slice(0, 6)) expect(all).toContain(`${first} ${last}`);
  for (const text of pages)
    expect(text.match(/Pokémon \(14\)/g)?.length ?? 0).toBe(text.match(/Energy \(16\)/g)?.length ?? 0);
  expect(all.match(/Energy \(16\)/g)).toHaveLength(6);
});
