import { expect, test } from '@playwright/test';
import { MODIFIED_DECK } from '@tcg/domain/deck/samples';
import { apiOk, type MatchOut } from '../apiSetup';
import { trainers } from '../trainers';

// Issue #16: once decklists lock, each list's code shows on the decklists page and on the player's slip; a deck check
// prints a counting sheet of the table's lists, card by card (DCI Universal Tournament Rules).

test('list codes show when decklists lock, print on the slips, and head the counting sheet', async ({
  page,
  request,
}) => {
  const event = await apiOk<{ id: string }>(request, 'post', '/api/events', {
    name: `List Codes ${Date.now()}`,
    format: 'modified',
  });
  for (const [i, [firstName, lastName]] of trainers.slice(0, 2).entries()) {
    const player = await apiOk<{ id: string }>(request, 'post', `/api/events/${event.id}/players`, {
      dciNumber: String(716900 + i),
      firstName,
      lastName,
    });
    await apiOk(request, 'put', `/api/events/${event.id}/players/${player.id}/deck`, {
      list: i === 0 ? MODIFIED_DECK : MODIFIED_DECK.split('\n').reverse().join('\n'),
    });
  }
  await apiOk(request, 'post', `/api/events/${event.id}/rounds`);
  await apiOk<{ matches: MatchOut[] }>(request, 'post', `/api/events/${event.id}/rounds/1/publish`);
  const { decks } = await apiOk<{ decks: { fingerprint: string }[] }>(request, 'get', `/api/events/${event.id}/decks`);
  // The same cards in another order: the same code.
  expect(decks[0]!.fingerprint).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
  expect(decks[1]!.fingerprint).toBe(decks[0]!.fingerprint);
  const code = decks[0]!.fingerprint;

  await page.goto(`/events/${event.id}/decks`);
  await expect(page.getByRole('list', { name: 'Registered lists' }).getByText(`list code ${code}`)).toHaveCount(2);

  await page.goto(`/events/${event.id}/rounds/1/slips`);
  await expect(page.getByRole('article', { name: 'Slip table 1' }).getByText(`list ${code}`)).toHaveCount(2);

  await page.goto(`/events/${event.id}/decks`);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('textbox', { name: 'Table' }).fill('1');
  await page.getByRole('button', { name: 'Open lists' }).click();
  // Case-sensitive and whole: the registered lists above also read "· list code …".
  await expect(page.getByText(new RegExp(`^List code ${code}$`))).toHaveCount(2);
  await page.getByRole('link', { name: 'Counting sheet to print' }).click();
  await expect(page.getByRole('heading', { name: 'Deck check counting sheet · round 1, table 1' })).toBeVisible();
  const sheets = page.getByRole('region', { name: /^Counting sheet: / });
  await expect(sheets).toHaveCount(2);
  await expect(sheets.first()).toContainText(`List code ${code}`);
  await expect(sheets.first().getByRole('row', { name: /Total/ })).toContainText('60');
  await page.pdf({ path: test.info().outputPath('counting-sheet.pdf') });
});
