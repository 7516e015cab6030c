import { expect, test, type APIRequestContext } from '@playwright/test';
import { playSwissRounds, type MatchOut } from '../apiSetup';

const juniors = ['Maple', 'Birch', 'Rowan', 'Elm'];
const masters = ['Ketchum', 'Waterflower', 'Harrison', 'Oak'];

/** Through the API: a Play! Pokémon event, Juniors and Masters paired together for 2 Swiss rounds, player A wins every match. */
async function playSwiss(request: APIRequestContext, name: string): Promise<string> {
  const created = await request.post('/api/events', {
    data: { name, format: 'modified', rounds: 2, date: '2003-03-15', scoring: { policy: 'playpokemon' } },
  });
  const event = (await created.json()) as { id: string };
  expect(
    (
      await request.put(`/api/events/${event.id}/divisions`, { data: { groups: [['juniors', 'seniors', 'masters']] } })
    ).status(),
  ).toBe(200);
  const entrants = [
    ...juniors.map((lastName) => [lastName, 1994] as const),
    ...masters.map((lastName) => [lastName, 1970] as const),
  ];
  for (const [i, [lastName, birthYear]] of entrants.entries()) {
    const registered = await request.post(`/api/events/${event.id}/players`, {
      data: { dciNumber: String(880100 + i), firstName: 'Trainer', lastName, birthYear },
    });
    expect(registered.status()).toBe(201);
  }
  await playSwissRounds(request, event.id, 2);
  return event.id;
}

test('a top cut per age division: made from each division’s standings, its bracket and final standings by division', async ({
  page,
  request,
}) => {
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
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Results · round 4 · Masters top cut — Semifinals',
  );
  await expect(
    page.getByRole('navigation', { name: 'Rounds' }).getByRole('link', { name: 'Juniors top cut — Final' }),
  ).toBeVisible();
  await page.goto(`/events/${eventId}/projector`);
  // The rounds being played: the Masters Semifinals (not their Final, whose players are not known yet) and the Juniors Final.
  await expect(page.getByRole('region', { name: 'Round clock' })).toContainText('Masters top cut — Semifinals');
  await expect(page.getByRole('region', { name: 'Round clock' })).toContainText('Juniors top cut — Final');
  await expect(page.getByRole('region', { name: 'Round clock' })).not.toContainText('Masters top cut — Final');
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
  const bracket = (await (await request.get(`/api/events/${eventId}/bracket?division=juniors`)).json()) as {
    cut: { rounds: { matches: { match: MatchOut; players: { id: string }[] }[] }[] };
  };
  const final = bracket.cut.rounds[0]!.matches[0]!;
  expect(
    (
      await request.put(`/api/matches/${final.match.id}/result`, {
        data: { version: final.match.version, games: [{ winner: final.players[0]!.id }] },
      })
    ).status(),
  ).toBe(200);
  await page.goto(`/events/${eventId}/final-standings?division=juniors`);
  await expect(page.getByRole('heading', { name: `${name} · Juniors · Final standings` })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('cell', { name: 'Winner' })).toBeVisible();
  for (const lastName of masters) await expect(page.getByRole('table')).not.toContainText(lastName);
});

test('a division group with fewer Swiss rounds: its cut is made while the other group still plays its last Swiss round', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const created = await request.post('/api/events', {
    data: {
      name: `Pods Cup ${Date.now()}`,
      format: 'modified',
      rounds: 3,
      date: '2003-03-15',
      scoring: { policy: 'playpokemon' },
    },
  });
  const eventId = ((await created.json()) as { id: string }).id;
  const entrants = [
    ...juniors.map((lastName) => [lastName, 1994] as const),
    ...masters.map((lastName) => [lastName, 1970] as const),
  ];
  for (const [i, [lastName, birthYear]] of entrants.entries()) {
    expect(
      (
        await request.post(`/api/events/${eventId}/players`, {
          data: { dciNumber: String(880200 + i), firstName: 'Trainer', lastName, birthYear },
        })
      ).status(),
    ).toBe(201);
  }

  // The organizer pairs Juniors (with Seniors) apart from Masters, and gives them 2 Swiss rounds to the event's 3.
  await page.goto(`/events/${eventId}`);
  await page.locator('html[data-hydrated]').waitFor();
  await page
    .getByLabel('Age divisions (Play! Pokémon), paired together')
    .selectOption({ label: 'Juniors + Seniors · Masters' });
  const perGroup = page.getByRole('form', { name: 'Swiss rounds per division group' });
  await perGroup.getByLabel('Juniors + Seniors: Swiss rounds').fill('2');
  await perGroup.getByRole('button', { name: 'Set rounds per group' }).click();
  const rounds = page.getByRole('region', { name: 'Round control' });
  await expect(rounds).toContainText(
    'Juniors + Seniors: 2 rounds, then their top cut; a round pairs only the groups still in Swiss.',
  );

  await playSwissRounds(request, eventId, 2);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor();
  await rounds.getByRole('button', { name: 'Pair round 3' }).click();
  await rounds.getByRole('button', { name: 'Publish round 3' }).click();
  await expect(rounds).toContainText('Round 3 · published');
  await expect(page.getByText(/Swiss round 3 of 3/).first()).toBeVisible();

  // Round 3 seats the Masters only; the Juniors' Swiss rounds are over, so their cut can be made now.
  await page.goto(`/events/${eventId}/rounds/3/pairings`);
  for (const lastName of masters) await expect(page.getByRole('main')).toContainText(lastName);
  for (const lastName of juniors) await expect(page.getByRole('main')).not.toContainText(lastName);
  await page.goto(`/events/${eventId}`);
  await page.locator('html[data-hydrated]').waitFor();
  const panel = page.getByRole('region', { name: 'Top cut' });
  await expect(panel.getByRole('region', { name: 'Masters top cut' })).toContainText(
    'The top cut is made once the last Swiss round is complete',
  );
  const juniorCut = panel.getByRole('region', { name: 'Juniors top cut' });
  await juniorCut.getByLabel('Cut size').selectOption('2');
  await juniorCut.getByRole('button', { name: 'Make the top cut' }).click();
  await expect(juniorCut).toContainText('Make the Juniors top cut: the top 2 of the Juniors standings after round 2');
  await expect(juniorCut).toContainText('Juniors plays no more Swiss rounds');
  await juniorCut.getByRole('button', { name: 'Confirm the top cut' }).click();
  await expect(juniorCut).toContainText('Top 2 · best of 1');
  await expect(page.getByText('Swiss round 3 of 3 · a division’s top cut in play')).toBeVisible();
  // Each division ranks apart on the event page too.
  await expect(page.getByRole('heading', { name: 'Juniors · Standings after round 2' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Masters · Standings after round 2' })).toBeVisible();

  // The Juniors' final is numbered after every group's Swiss rounds.
  await page.goto(`/events/${eventId}/rounds/4/pairings`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Juniors top cut — Final pairings');
  await page.goto(`/events/${eventId}/standings?division=juniors`);
  await expect(page.getByRole('heading', { name: /Juniors · Standings after round 2/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'After round 2' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'After round 3' })).toHaveCount(0);

  // Both rounds are in play: the projector shows each with its clock, and a Junior in the final finds that table.
  await page.goto(`/events/${eventId}/projector`);
  const clocks = page.getByRole('region', { name: 'Round clock' });
  await expect(clocks).toContainText('Round 3');
  await expect(clocks).toContainText('Juniors top cut — Final');
  await expect(page.getByRole('list', { name: 'Round 3 pairings by name' })).toContainText(masters[0]!);
  const final = page.getByRole('list', { name: 'Juniors top cut — Final pairings by name' });
  await expect(final.getByRole('listitem')).toHaveCount(2);
  // Masters play at tables 1–2, so the final sits at table 3.
  await expect(final.getByRole('listitem').first()).toContainText('Table 3');
  const finalist = (await final.getByRole('listitem').first().textContent())!.split(',')[0]!;
  const phone = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const player = await phone.newPage();
  await player.goto(`/events/${eventId}`);
  await player.locator('html[data-hydrated]').waitFor();
  await expect(player.getByRole('region', { name: 'Round clock' })).toContainText('Juniors top cut — Final');
  const finder = player.getByRole('region', { name: 'Find my table' });
  await finder.getByLabel('Your name or DCI number').fill(finalist);
  await finder.getByRole('button', { name: 'Find my table' }).click();
  await expect(finder.getByRole('listitem').first()).toContainText('RoundJuniors top cut — Final');
  await phone.close();
});
