import { expect, test, type APIRequestContext } from '@playwright/test';
import { playSwissRounds, type MatchOut } from '../apiSetup';

const juniors = ['Maple', 'Birch', 'Rowan', 'Elm'];
const masters = ['Ketchum', 'Waterflower', 'Harrison', 'Oak'];

/** Through the API: a Play! Pokémon event, Juniors and Masters paired together for 2 Swiss rounds, player A wins every match. */
async function playSwiss(request: APIRequestContext, name: string): Promise<string> {
  const created = await request.post('/api/events', { data: { name, format: 'modified', rounds: 2, date: '2003-03-15', scoring: { policy: 'playpokemon' } } });
  const event = (await created.json()) as { id: string };
  expect((await request.put(`/api/events/${event.id}/divisions`, { data: { groups: [['juniors', 'seniors', 'masters']] } })).status()).toBe(200);
  const entrants = [...juniors.map((lastName) => [lastName, 1994] as const), ...masters.map((lastName) => [lastName, 1970] as const)];
  for (const [i, [lastName, birthYear]] of entrants.entries()) {
    const registered = await request.post(`/api/events/${event.id}/players`, { data: { dciNumber: String(880100 + i), firstName: 'Trainer', lastName, birthYear } });
    expect(registered.status()).toBe(201);
  }
  await playSwissRounds(request, event.id, 2);
  return event.id;
}

test('a top cut per age division: made from each division’s standings, its bracket and final standings by division', async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = `Division Cup ${Date.now()}`;
  const eventId = await playSwiss(request, name);

  await page.goto(`/events/${eventId}`);
  await page.locator('html[data-hydrated]').waitFor();
  const panel = page.getByRole('region', { name: 'Top cut' });
  const juniorCut = panel.getByRole('region', { name: 'Juniors top cut' });
  await expect(juniorCut).toContainText('Juniors · 4 players');
  await juniorCut.getByLabel('Cut size').selectOption('2');
  await juniorCut.getByRole('button', { name: 'Make the top cut' }).click();
  await expect(juniorCut).toContainText('Make the Juniors top cut: the top 2 of the Juniors standings after round 2');
  await juniorCut.getByRole('button', { name: 'Confirm the top cut' }).click();
  await expect(juniorCut).toContainText('Top 2 · best of 1');

  const masterCut = panel.getByRole('region', { name: 'Masters top cut' });
  await masterCut.getByLabel('Cut size').selectOption('4');
  await masterCut.getByRole('button', { name: 'Make the top cut' }).click();
  await masterCut.getByRole('button', { name: 'Confirm the top cut' }).click();
  await expect(masterCut).toContainText('Top 4 · best of 1');

  // Each division's cut rounds are titled by their division and bracket name wherever a round is shown.
  await page.goto(`/events/${eventId}/rounds/3/pairings`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Juniors top cut — Final pairings');
  await page.goto(`/events/${eventId}/rounds/4/slips`);
  await expect(page.getByRole('heading', { name: 'Masters top cut — Semifinals match slips' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Masters top cut — Semifinals (top cut, round 4)');
  await expect(page.getByRole('article').first()).toContainText('a top cut match cannot end in a draw');
  await page.goto(`/events/${eventId}/results?round=4`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Results · round 4 · Masters top cut — Semifinals');
  await expect(page.getByRole('navigation', { name: 'Rounds' }).getByRole('link', { name: 'Juniors top cut — Final' })).toBeVisible();
  await page.goto(`/events/${eventId}/projector`);
  await expect(page.getByRole('region', { name: 'Round clock' })).toContainText('Masters top cut — Final');
  await page.goto(`/events/${eventId}`);
  await page.locator('html[data-hydrated]').waitFor();

  await juniorCut.getByRole('link', { name: 'Bracket' }).click();
  await expect(page.getByRole('heading', { name: `${name} · Juniors · Top 2` })).toBeVisible();
  const seeds = page.getByRole('region', { name: 'Seeds' });
  await expect(seeds.getByRole('row')).toHaveCount(3);
  for (const lastName of masters) await expect(seeds).not.toContainText(lastName);
  const tabs = page.getByRole('navigation', { name: 'Age divisions' });
  await expect(tabs.getByRole('link', { name: 'All divisions' })).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Masters' }).click();
  await expect(page.getByRole('heading', { name: `${name} · Masters · Top 4` })).toBeVisible();
  for (const lastName of juniors) await expect(seeds).not.toContainText(lastName);

  // The Juniors final played through the API: the division's final standings follow.
  const bracket = (await (await request.get(`/api/events/${eventId}/bracket?division=juniors`)).json()) as { cut: { rounds: { matches: { match: MatchOut; players: { id: string }[] }[] }[] } };
  const final = bracket.cut.rounds[0]!.matches[0]!;
  expect((await request.put(`/api/matches/${final.match.id}/result`, { data: { version: final.match.version, games: [{ winner: final.players[0]!.id }] } })).status()).toBe(200);
  await page.goto(`/events/${eventId}/final-standings?division=juniors`);
  await expect(page.getByRole('heading', { name: `${name} · Juniors · Final standings` })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('cell', { name: 'Winner' })).toBeVisible();
  for (const lastName of masters) await expect(page.getByRole('table')).not.toContainText(lastName);
});
