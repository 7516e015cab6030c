import { expect, test, type Page } from '@playwright/test';

// A Sealed pool from five Legendary Collection packs (234) and a 40-card deck built from it plus basic Energy (231).
const POOL = [
  '4 Charmander LC 70',
  '3 Charmeleon LC 37',
  '2 Charizard LC 3',
  '4 Growlithe LC 45',
  '3 Arcanine LC 36',
  '4 Vulpix LC 98',
  '3 Ninetales LC 17',
  '4 Ponyta LC 87',
  '3 Rapidash LC 60',
  '2 Bill LC 108',
  '2 Potion LC 110',
].join('\n');
const DECK = `${POOL}\n6 Fire Energy`;
/** Line 10 plays two Snorlax: a Legendary Collection card, but not one this player opened. */
const BEYOND_POOL = DECK.replace('2 Bill LC 108', '2 Snorlax LC 64');

const shoot = async (page: Page, name: string) => {
  for (const [label, width] of [
    ['desktop', 1280],
    ['mobile', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/sealed-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('Sealed: basic Energy announced before registration, a pool only of the event’s packs, and a deck from it; a card beyond the pool is refused on its line (231, 233, 234)', async ({
  page,
}) => {
  const api = page.request;
  const event = (await (
    await api.post('/api/events', { data: { name: `Sealed Saturday ${Date.now()}`, format: 'sealed' } })
  ).json()) as { id: string };
  const player = { dciNumber: '880001', firstName: 'Misty', lastName: 'Waterflower' };
  const early = await api.post(`/api/events/${event.id}/players`, { data: player });
  expect(early.status()).toBe(409);
  expect(await early.json()).toMatchObject({ code: 'ENERGY_NOT_ANNOUNCED', field: 'energy.provided' });

  await page.goto(`/events/${event.id}/pods/product`);
  await expect(page.getByRole('note', { name: 'Basic Energy' })).toContainText(
    'Players register and the draft starts once it is.',
  );
  await expect(page.getByLabel('Pool limit')).toContainText(
    'A pack holds 11 cards (the default: the rules give no pack size)',
  );
  await page.getByLabel('Basic Energy provided').selectOption('no');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('note', { name: 'Basic Energy' })).toContainText(
    'Basic Energy is not provided: bring your own.',
  );
  await shoot(page, 'product');

  const registered = await api.post(`/api/events/${event.id}/players`, { data: player });
  expect(registered.status()).toBe(201);
  const { id: playerId } = (await registered.json()) as { id: string };

  await page.goto(`/events/${event.id}/limited/players/${playerId}`);
  await expect(page.getByRole('heading', { name: 'Misty Waterflower · Pool and deck' })).toBeVisible();
  await expect(page.getByText('Register the pool first: the deck is checked against it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register deck' })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Pool' }).fill(`${POOL}\n1 Charizard BS 4`);
  await page.getByRole('button', { name: 'Register pool' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "Charizard (Base 4) was not printed in this event's packs (Legendary Collection)." }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Pool' }).fill(POOL);
  await page.getByRole('button', { name: 'Register pool' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pool registered.' })).toBeVisible();

  const decklist = page.getByRole('textbox', { name: 'Decklist' });
  await decklist.fill(BEYOND_POOL);
  await expect(page.locator('[data-problem-line="10"]')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lines beyond the pool' })).toContainText(
    'Line 10: Snorlax (Legendary Collection 64): 2 in the deck, 0 in the pool',
  );
  await page.getByRole('button', { name: 'Register deck' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Snorlax (Legendary Collection 64): 2 in the deck, 0 in the pool' }),
  ).toBeVisible();
  await shoot(page, 'deck-beyond-pool');

  await decklist.fill(DECK);
  await expect(page.locator('[data-problem-line]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Register deck' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deck registered.' })).toBeVisible();
  const decks = (await (await api.get(`/api/events/${event.id}/decks`)).json()) as {
    decks: { playerId: string; legality: { legal: boolean; total: number } }[];
  };
  expect(decks.decks).toEqual([
    expect.objectContaining({ playerId, legality: expect.objectContaining({ legal: true, total: 40 }) }),
  ]);
});
