import { expect, test, type Page } from '@playwright/test';
import { enterResults, pairAndPublish } from '../resultsPage';

const teams = [
  { name: 'Cerulean Sisters', city: 'Cerulean', a: ['Daisy', 'Waterflower'], b: ['Violet', 'Waterflower'] },
  { name: 'Pewter Rocks', city: 'Pewter', a: ['Brock', 'Harrison'], b: ['Forrest', 'Harrison'] },
  { name: 'Pallet Rivals', city: 'Pallet', a: ['Ash', 'Ketchum'], b: ['Gary', 'Oak'] },
  { name: 'Saffron Minds', city: 'Saffron', a: ['Sabrina', 'Natsume'], b: ['Will', 'Tokiwa'] },
] as const;

/** Registers a new team with the form on the event page and enters it in the event. */
async function registerTeam(page: Page, team: (typeof teams)[number], index: number) {
  const form = page.getByRole('form', { name: 'Register a team' });
  await form.getByLabel('Team name').fill(team.name);
  await form.getByLabel('City').fill(team.city);
  await form.getByLabel('State / province').fill('Kanto');
  await form.getByLabel('Country').fill('Japan');
  for (const [seat, [first, last]] of [
    ['A', team.a],
    ['B', team.b],
  ] as const) {
    const player = form.getByRole('group', { name: `Player ${seat}` });
    await player.getByLabel('DCI number').fill(String(880100 + index * 2 + (seat === 'A' ? 0 : 1)));
    await player.getByLabel('First name').fill(first);
    await player.getByLabel('Last name').fill(last);
  }
  await form.getByRole('button', { name: 'Register team' }).click();
  await expect(page.getByRole('list', { name: 'Teams in the event' }).getByText(team.name)).toBeVisible();
}

test('four teams play two Swiss rounds; a dropped member takes the whole team out (244)', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Team Constructed Cup ${Date.now()}`;
  await page.goto('/');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Team event: two-player teams (Modified or Sealed Deck, 201)').check();
  await expect(page.getByLabel('Round time in minutes (212)')).toHaveValue('50');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('two-player team event')).toBeVisible();
  const eventUrl = page.url();

  await page.getByText('Register a new team and enter it').click();
  await page.getByRole('form', { name: 'Register a team' }).getByRole('button', { name: 'Register team' }).click();
  await expect(page.getByRole('form', { name: 'Register a team' }).getByRole('alert')).toContainText(
    "Player A's DCI number is required (241).",
  );
  await expect(page.getByRole('form', { name: 'Register a team' }).getByRole('alert')).toContainText(
    "The team's state or province is required (241).",
  );
  await expect(page.getByRole('form', { name: 'Register a team' }).getByRole('alert')).not.toContainText('members[');
  await expect(page.getByRole('form', { name: 'Register a team' }).getByLabel('State / province')).toHaveAttribute(
    'required',
    '',
  );
  for (const [index, team] of teams.entries()) await registerTeam(page, team, index);
  await expect(page.getByRole('heading', { name: 'Teams (4)' })).toBeVisible();

  await pairAndPublish(page, eventUrl, 1);
  await page.goto(`${eventUrl}/rounds/1/pairings`);
  await expect(page.getByRole('table', { name: 'Team pairings by table' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('table', { name: 'Team pairings by last name' }).getByRole('row')).toHaveCount(9);
  await page.goto(`${eventUrl}/rounds/1/slips`);
  await expect(page.getByRole('article')).toHaveCount(2);
  const slip = page.getByRole('article').first();
  await expect(slip.getByRole('list', { name: 'Play order' })).toContainText('1A');
  await expect(slip.getByLabel('Seating')).toContainText('2B');
  await expect(slip).toContainText('Player A sets out 3 Prizes, Player B 2');
  await expect(slip.getByTestId('scoring-note')).toHaveText(
    'One game a match: every win, on Prizes at time too, scores 3 match points (216).',
  );
  await enterResults(page, eventUrl, 1);

  await page.goto(eventUrl);
  await page.getByRole('button', { name: 'Drop Gary Oak…' }).click();
  await page.getByRole('button', { name: 'Drop Gary Oak', exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Teams in the event' }).getByRole('listitem').filter({ hasText: 'Pallet Rivals' }),
  ).toContainText('dropped (244)');

  await pairAndPublish(page, eventUrl, 2);
  const round2 = page.getByRole('table', { name: 'Round 2 pairings' });
  await expect(round2.getByRole('cell', { name: 'bye', exact: true })).toBeVisible();
  await expect(round2).not.toContainText('Pallet Rivals');
  await enterResults(page, eventUrl, 2);

  await page.goto(`${eventUrl}/standings`);
  await expect(page.getByRole('heading', { name: `${name} · Standings after round 2` })).toBeVisible();
  const standings = page.getByRole('table', { name: 'Standings after round 2' });
  await expect(standings.getByRole('columnheader', { name: 'Team' })).toBeVisible();
  await expect(standings.getByRole('row')).toHaveCount(5);
  const pallet = standings.getByRole('row').filter({ hasText: 'Pallet Rivals' });
  await expect(pallet).toContainText('dropped');
  await expect(pallet).toContainText('A: Ash Ketchum · B: Gary Oak');

  await page.goto(eventUrl);
  await page.getByRole('link', { name: 'Ratings report (Team Constructed / Team Limited)' }).click();
  await expect(page.getByRole('heading', { name: `${name} · Ratings report: Team Constructed` })).toBeVisible();
  const report = page.getByRole('table', { name: 'Ratings report' });
  await expect(report.getByRole('row')).toHaveCount(5);
  await expect(report.getByRole('row', { name: /^Pallet Rivals/ })).toContainText('Round 1:');

  // Ash Ketchum (Player A of Pallet Rivals): the team event with his partner, the team's record, his team rating.
  await page.goto('/players/880104');
  await expect(page.getByRole('heading', { name: /Ash Ketchum/ })).toBeVisible();
  const ratings = page.getByRole('region', { name: 'Local ratings' });
  await expect(ratings).toContainText(/Team Constructed: \d+ after 1 rated match(?!es)/);
  await expect(ratings.getByRole('img', { name: 'Team Constructed rating after each event' })).toBeVisible();
  const played = page.getByRole('region', { name: 'Events played' }).getByRole('row').filter({ hasText: name });
  await expect(played).toContainText('Team Pallet Rivals with Gary Oak (DCI 880105)');
  await expect(played).toContainText(/(1-0|0-1)-0/);
  await expect(played).toContainText('Swiss rank');
});
