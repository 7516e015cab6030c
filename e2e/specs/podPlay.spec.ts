import { expect, test, type Page } from '@playwright/test';
import { apiOk } from '../apiSetup';
import { trainers } from '../trainers';

/** Enters every table of the round on its page, places in seat order; the first table of round 1 with a tie for 2nd. */
async function enterRound(page: Page, round: number) {
  const tables = page.getByRole('region', { name: /^Table \d+$/ });
  const count = await tables.count();
  for (let t = 0; t < count; t++) {
    const table = tables.nth(t);
    const inputs = table.getByRole('textbox', { name: /^Place of / });
    const seats = await inputs.count();
    for (let s = 0; s < seats; s++) await inputs.nth(s).fill(String(round === 1 && t === 0 && s === 2 ? 2 : s + 1));
    await table.getByRole('button', { name: 'Save the result' }).click();
    await expect(table.getByRole('heading')).toContainText('result in');
  }
}

test('a 14-player pod night: three rounds at tables of 4, places with a tie, standings by total', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('Name').fill(`Celadon Pod Night ${Date.now()}`);
  await page.getByLabel('Pod play: casual multiplayer tables of 2 to 6 instead of Swiss matches').check();
  await expect(page.getByLabel('Players per table')).toHaveValue('4');
  await expect(page.getByLabel('Points for 1st, 2nd, … (ties share the points of the places they span)')).toHaveValue(
    '4, 2, 1, 0',
  );
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Pod play · tables of 4 · 3 rounds')).toBeVisible();
  const eventId = page.url().split('/events/')[1]!;

  for (const [i, [firstName, lastName]] of trainers.slice(0, 14).entries()) {
    await apiOk(request, 'post', `/api/events/${eventId}/players`, {
      dciNumber: String(660100 + i),
      firstName,
      lastName,
    });
  }
  await page.reload();
  await expect(page.getByText('14 active players')).toBeVisible();

  for (let round = 1; round <= 3; round++) {
    await page.goto(`/events/${eventId}`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByRole('button', { name: `Seat round ${round}` }).click();
    await expect(page.getByRole('heading', { name: `Round ${round}`, exact: true })).toBeVisible();
    expect((await apiOk<{ title: string }>(request, 'get', `/api/events/${eventId}/rounds/${round}`)).title).toBe(
      `Round ${round}`,
    );
    await page.getByRole('link', { name: 'Tables and results' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`Round ${round} tables`) })).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor();
    await expect(page.getByRole('region', { name: /^Table \d+$/ })).toHaveCount(4);
    const sheets = await page
      .getByRole('region', { name: /^Table \d+$/ })
      .getByRole('heading')
      .allTextContents();
    expect(
      sheets.map((h) =>
        h
          .match(/^Round (\d) · Table \d · (\d) players/)!
          .slice(1)
          .join(' '),
      ),
    ).toEqual(['4', '4', '3', '3'].map((size) => `${round} ${size}`));
    if (round === 1) {
      const first = page.getByRole('region', { name: 'Table 1' });
      const inputs = first.getByRole('textbox', { name: /^Place of / });
      for (const [s, place] of [1, 1, 2, 4].entries()) await inputs.nth(s).fill(String(place));
      await expect(first).toContainText('With 2 ahead, 2nd place should be 3rd');
      await expect(first.getByRole('button', { name: 'Save the result' })).toBeDisabled();
    }
    await enterRound(page, round);
    if (round === 1) await expect(page.getByRole('region', { name: 'Table 1' })).toContainText('1.5');
  }

  await page.goto(`/events/${eventId}/projector`);
  await expect(page.getByRole('list', { name: 'Round 3 pairings by name' }).getByRole('listitem')).toHaveCount(14);

  await page.goto(`/events/${eventId}/standings`);
  await expect(page.getByRole('heading', { name: /Standings after round 3/ })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(14);
  await expect(
    page.getByText('Ties: the average points of the table-mates faced, then a draw recorded with the event.'),
  ).toBeVisible();
  const standings = await apiOk<{ rows: { points: number; tables: number }[] }>(
    request,
    'get',
    `/api/events/${eventId}/standings`,
  );
  expect(standings.rows.every((r) => r.tables === 3)).toBe(true);
  expect(standings.rows.map((r) => r.points)).toEqual([...standings.rows.map((r) => r.points)].sort((a, b) => b - a));
  const csv = await request.get(`/api/events/${eventId}/export/standings.csv`);
  expect((await csv.text()).split('\r\n')).toHaveLength(16);
});

test('a board-game night names no card format: the form offers none with pod play, and the event has no deck rules (#31)', async ({
  page,
  request,
}) => {
  const name = `Board Game Night ${Date.now()}`;
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByLabel('Name').fill(name);
  await expect(page.getByLabel('Format').getByRole('option', { name: /^No card format/ })).toHaveCount(0);
  await page.getByLabel('Pod play: casual multiplayer tables of 2 to 6 instead of Swiss matches').check();
  await page
    .getByLabel('Format')
    .selectOption({ label: 'No card format (a board game, a home-made card game): no deck rules' });
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Pod play · tables of 4 · 3 rounds')).toBeVisible({ timeout: 20_000 });
  const eventId = page.url().split('/events/')[1]!;
  expect(await (await request.get(`/api/events/${eventId}`)).json()).toMatchObject({
    name,
    format: null,
    type: 'pods',
  });
});
