import { expect, test, type Page } from '@playwright/test';
import { MODIFIED_DECK } from '@tcg/domain/deck/samples';

/** Skyridge (released 12 May 2003) is legal on 1 July 2003; EX Dragon (24 November 2003) is not yet (204). */
const SKYRIDGE_DECK = MODIFIED_DECK.replace('4 Pichu N1 12', '4 Raikou SK 28');
const DRAGON_DECK = MODIFIED_DECK.replace('4 Pichu N1 12', '4 Absol DR 1');
const shots = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const [label, width] of [
    ['desktop', 1280],
    ['390', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function registerDeck(page: Page, player: string, list: string, mixedBacks = false) {
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Register a decklist' }) });
  await form.getByRole('combobox', { name: 'Player' }).selectOption({ label: player });
  await form.getByLabel('Decklist').fill(list);
  if (mixedBacks)
    await form.getByLabel('Mixed card backs: the deck mixes backs, e.g. Japanese and English cards (202)').check();
  await form.getByRole('button', { name: 'Register list' }).click();
  await expect(page.getByRole('list', { name: 'Registered lists' }).getByText(player)).toBeVisible();
}

test('an event dated 1 July 2003 judges its decks on that day: Skyridge legal, EX Dragon not yet released', async ({
  page,
}) => {
  await page.goto('/');
  const name = `Summer 2003 Cup ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Format').selectOption('modified');
  await page.getByLabel('Date (decks are judged on it, 204)').fill('2003-07-01');
  await page.getByLabel('Alternate Scoring System (216): a single-game win on Prizes at time scores 2').check();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const eventId = page.url().split('/events/')[1]!.split(/[/?#]/)[0]!;

  const announced = page.getByRole('region', { name: 'Announced before the event' });
  await expect(announced).toContainText('decks are judged on 2003-07-01 (204)');
  await expect(announced.getByTestId('scoring-note')).toHaveText(
    'One game a match: a win on Prizes at time scores 2 match points, not 3 (Alternate Scoring System, 216).',
  );
  await expect(announced).toContainText('Promo sets missing from the 2003 lists: allowed (226).');

  for (const [dciNumber, firstName] of [
    ['2003071', 'Sky'],
    ['2003072', 'Drake'],
  ]) {
    expect(
      (
        await page.request.post(`/api/events/${eventId}/players`, {
          data: { dciNumber, firstName, lastName: 'Trainer' },
        })
      ).status(),
    ).toBe(201);
  }
  await shoot(page, 'event');

  await page.goto(`/events/${eventId}/decks`);
  await registerDeck(page, 'Sky Trainer', SKYRIDGE_DECK, true);
  await registerDeck(page, 'Drake Trainer', DRAGON_DECK);
  const lists = page.getByRole('list', { name: 'Registered lists' });
  await expect(lists.getByRole('listitem').filter({ hasText: 'Sky Trainer' })).toContainText(
    "Legal · modified on the event's date, 2003-07-01 · mixed card backs: opaque sleeves (202)",
  );
  const drake = lists.getByRole('listitem').filter({ hasText: 'Drake Trainer' });
  await expect(drake).toContainText("Not legal: 1 problem · modified on the event's date, 2003-07-01");
  await drake.locator('summary').click();
  await expect(drake.getByRole('list', { name: 'Problems' })).toContainText('Absol');
  await shoot(page, 'decks');

  await page.goto(`/events/${eventId}`);
  await page.getByRole('link', { name: 'Check a deck for this event (2003-07-01)' }).click();
  await expect(page.getByLabel('Date of the event (204)')).toHaveValue('2003-07-01');
  await expect(page.getByLabel('Format')).toHaveValue('modified');
  await page.getByLabel('Decklist').fill(DRAGON_DECK);
  await expect(page.getByTestId('verdict')).toHaveText('Not legal: 1 problem');
  await page.getByLabel('Decklist').fill(SKYRIDGE_DECK);
  await expect(page.getByTestId('verdict')).toHaveText('Legal');
  await page.getByLabel('The deck mixes card backs (e.g. Japanese and English cards, 202)').check();
  await expect(page.getByText('identical, opaque-backed sleeves')).toBeVisible();
  await shoot(page, 'checker');
});
