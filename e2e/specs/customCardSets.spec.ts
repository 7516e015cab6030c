import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { RETRO_DECK, retroSample } from '@tcg/domain/format';

const sampleSet = fileURLToPath(new URL('../../samples/retro/retro-set.json', import.meta.url));
/** The sample deck with a fifth Legendary (an Ancient Pokémon) on line 6. */
const FIVE_LEGENDARY = RETRO_DECK.replace('4 Retro Pikachu RTO 9', '3 Retro Pikachu RTO 9\n1 Retro Groudon RTO 6');

test('an organizer imports the sample retro set, finds its cards, and the deck check names the Legendary group on its line', async ({
  page,
  request,
}) => {
  await page.goto('/cards/import');
  await page.locator('html[data-hydrated]').waitFor();

  // A CSV with a number used twice is refused before anything is sent, naming the line.
  await page.getByLabel('Or paste it').fill('name,supertype,number\nRetro Mew,Pokémon,1\nRetro Mewtwo,Pokémon,1');
  await page.getByLabel('Set id').fill('retro9');
  await page.getByLabel('Set name').fill('Retro Typos');
  await page.getByLabel('Release date').fill('2003-01-01');
  await expect(page.locator('form [role="alert"]')).toContainText(
    'line 3 ("Retro Mewtwo"): cards[1].number number 1 is already card 1\'s',
  );
  await expect(page.getByRole('button', { name: 'Import card set' })).toBeDisabled();

  await page.getByLabel('Or paste it').fill('');
  await page.getByLabel('Card set file (catalog JSON or CSV)').setInputFiles(sampleSet);
  await expect(page.getByTestId('import-ready')).toHaveText(
    '12 cards ready to import into Retro Sample Set (demonstration data)',
  );
  await page.getByRole('button', { name: 'Import card set' }).click();
  await expect(page.getByRole('status')).toContainText('Imported 12 cards into retro1');

  await page.getByRole('link', { name: 'See them in the card browser' }).click();
  const cards = page.getByRole('table', { name: 'Cards' });
  await expect(cards.locator('tbody tr')).toHaveCount(12);
  await expect(cards.locator('tr', { hasText: 'Retro Nihilego' })).toContainText('Ultra Beast');

  expect((await request.post('/api/formats', { data: retroSample.definition })).status()).toBe(201);
  await page.goto('/decks/check');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('Format').selectOption({ label: 'Retro Cup' });
  await page.getByLabel('Date of the event (204)').fill('2003-06-01');
  const decklist = page.getByLabel('Decklist');
  await decklist.fill(RETRO_DECK);
  await expect(page.getByTestId('verdict')).toHaveText('Legal');

  await decklist.fill(FIVE_LEGENDARY);
  await expect(page.getByTestId('verdict')).toHaveText('Not legal: 1 problem');
  const problem = page.getByRole('list', { name: 'Problems' }).locator('li[data-line="6"]');
  await expect(problem).toContainText('Retro Cup: 5 cards from "Legendary"; at most 4 in total');
  await expect(page.locator('[data-problem-line="6"]')).toBeVisible();
  const api = await (
    await request.post('/api/decks/check', { data: { format: 'retro-cup', date: '2003-06-01', list: FIVE_LEGENDARY } })
  ).json();
  expect(api.problems).toEqual([expect.objectContaining({ code: 'GROUP_LIMIT', line: 6 })]);
});
