import { expect, test, type APIRequestContext } from '@playwright/test';
import { MODIFIED_DECK } from '@tcg/domain/deck/samples';

/** A legal Modified fire deck (226) with four Pichu (Baby Pokémon). */
const FOUR_PICHU = MODIFIED_DECK;

const ONE_BABY_EACH = FOUR_PICHU.replace('4 Pichu N1 12', '1 Pichu N1 12\n1 Cleffa N1 20').replace(
  '12 Fire Energy',
  '14 Fire Energy',
);

/** A house format in the Pokémon Origins style: at most 1 of each Baby, 2 Baby in total. The id is new on every run. */
async function defineBabyCup(request: APIRequestContext) {
  const id = `baby-cup-${Date.now()}`;
  const name = `Baby Cup ${id.slice(-6)}`;
  const definition = {
    ...{ id, name, deckSize: 60, copyLimit: 4, sets: 'all' },
    groups: [{ name: 'Baby', titles: ['Pichu', 'Cleffa', 'Igglybuff'], perCard: 1, total: 2 }],
    matchDay: { prizes: 4, roundMinutes: 40, houseRules: 'Flip a coin for every Baby Pokémon attack.' },
  };
  expect((await request.post('/api/formats', { data: definition })).status()).toBe(201);
  return { id, name };
}

const check = async (request: APIRequestContext, format: string, list: string) =>
  (await request.post('/api/decks/check', { data: { format, date: '2003-06-01', list } })).json() as Promise<{
    legal: boolean;
    problems: { code: string; line?: number }[];
  }>;

test('the deck check page offers a house format and gives the same verdict as POST /api/decks/check', async ({
  page,
  request,
}) => {
  const babyCup = await defineBabyCup(request);
  await page.goto('/decks/check');
  // The verdict follows React's state: a choice made before hydration would be lost.
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('Format').selectOption({ label: babyCup.name });
  await page.getByLabel('Date of the event (204)').fill('2003-06-01');
  const decklist = page.getByLabel('Decklist');

  await decklist.fill(FOUR_PICHU);
  await expect(page.getByTestId('verdict')).toHaveText('Not legal: 2 problems');
  const shown = page.getByRole('list', { name: 'Problems' }).locator('li');
  await expect(shown.first()).toContainText('house rule');
  const api = await check(request, babyCup.id, FOUR_PICHU);
  expect(api.legal).toBe(false);
  expect(api.problems.map((p) => p.code)).toEqual(
    await shown.evaluateAll((items) => items.map((li) => li.getAttribute('data-code'))),
  );

  await decklist.fill(ONE_BABY_EACH);
  await expect(page.getByTestId('verdict')).toHaveText('Legal');
  expect(await check(request, babyCup.id, ONE_BABY_EACH)).toMatchObject({ legal: true, problems: [] });
});

test('an organizer runs an event under a house format: listed with its name on the home page and the dashboard', async ({
  page,
  request,
}) => {
  const babyCup = await defineBabyCup(request);
  await page.goto('/');
  const name = `Baby Cup Night ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Format').selectOption({ label: babyCup.name });
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(`${babyCup.name} · best of 1`)).toBeVisible();

  await page.goto('/');
  const item = page.getByRole('list', { name: 'Events' }).locator('li', { hasText: name });
  await expect(item).toContainText(`${babyCup.name} · best of 1 · 30-minute rounds`);

  const created = (
    (await (await request.get('/api/events')).json()) as { id: string; name: string; format: string }[]
  ).find((e) => e.name === name);
  expect(created?.format).toBe(babyCup.id);

  // What the format announces for match day shows on the event page and on every slip (#19).
  await page.goto(`/events/${created!.id}`);
  const announced = page.getByRole('region', { name: 'Announced before the event' });
  await expect(announced).toContainText('Match day: 4 Prize cards each · 40-minute rounds.');
  await expect(announced).toContainText('House rules: Flip a coin for every Baby Pokémon attack.');
  for (const [i, [firstName, lastName]] of [
    ['Ash', 'Ketchum'],
    ['Gary', 'Oak'],
  ].entries()) {
    expect(
      (
        await request.post(`/api/events/${created!.id}/players`, {
          data: { dciNumber: String(717100 + i), firstName, lastName },
        })
      ).status(),
    ).toBe(201);
  }
  expect((await request.post(`/api/events/${created!.id}/rounds`)).status()).toBe(201);
  await page.goto(`/events/${created!.id}/rounds/1/slips`);
  await expect(page.getByRole('article', { name: 'Slip table 1' })).toContainText(
    'House rules: Flip a coin for every Baby Pokémon attack.',
  );
});
