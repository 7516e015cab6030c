import { expect, test } from '@playwright/test';
import { MODIFIED_DECK, MODIFIED_WATER_DECK } from '@tcg/domain/deck/samples';
import { apiOk, type MatchOut } from '../apiSetup';
import { trainers } from '../trainers';

// Issue #17: the organizer publishes a finished event's decklists, the top cut's first, then every list; anyone reads
// them with the field's most-played Pokémon (217).

test('an organizer publishes the top cut’s lists, a visitor reads them with the field, then every list', async ({
  page,
  request,
  browser,
}) => {
  const event = await apiOk<{ id: string }>(request, 'post', '/api/events', {
    name: `Cerulean Lists ${Date.now()}`,
    format: 'modified',
    rounds: 2,
  });
  const names = trainers.slice(0, 4).map(([first, last]) => `${first} ${last}`);
  const lists = [MODIFIED_DECK, MODIFIED_WATER_DECK, MODIFIED_WATER_DECK, MODIFIED_WATER_DECK];
  for (const [i, [firstName, lastName]] of trainers.slice(0, 4).entries()) {
    const player = await apiOk<{ id: string }>(request, 'post', `/api/events/${event.id}/players`, {
      dciNumber: String(717100 + i),
      firstName,
      lastName,
    });
    await apiOk(request, 'put', `/api/events/${event.id}/players/${player.id}/deck`, { list: lists[i] });
  }
  const playRound = async (n: number) => {
    const { matches } = await apiOk<{ matches: MatchOut[] }>(request, 'get', `/api/events/${event.id}/rounds/${n}`);
    for (const m of matches.filter((x) => x.playerB !== null))
      await apiOk(request, 'put', `/api/matches/${m.id}/result`, {
        version: m.version,
        games: [{ winner: m.playerA.id }],
      });
  };
  for (const n of [1, 2]) {
    await apiOk(request, 'post', `/api/events/${event.id}/rounds`);
    await apiOk(request, 'post', `/api/events/${event.id}/rounds/${n}/publish`);
    await playRound(n);
  }
  await apiOk(request, 'post', `/api/events/${event.id}/cut`, { size: 2 });
  await playRound(3);
  const final = await apiOk<{ rows: { place: number; player: { name: string } }[] }>(
    request,
    'get',
    `/api/events/${event.id}/final-standings`,
  );
  const [first, second] = final.rows.map((r) => r.player.name);
  const fireInCut = [first, second].filter((name) => lists[names.indexOf(name!)] === MODIFIED_DECK).length;

  await page.goto(`/events/${event.id}`);
  const control = page.getByRole('form', { name: 'Publish the decklists' });
  await expect(control.getByRole('status')).toHaveText('Not published: only staff read the lists.');
  await control.getByLabel('The top cut’s lists').check();
  await control.getByRole('button', { name: 'Publish the decklists' }).click();
  await expect(control.getByRole('status')).toContainText('Published (the top cut’s lists)');

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
  });
  const visitor = await phone.newPage();
  await visitor.goto(`/events/${event.id}`);
  await visitor.getByRole('link', { name: 'Decklists and the field’s most-played Pokémon' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Decklists');
  await expect(visitor.getByText('The top cut’s lists (2)')).toBeVisible();
  const decks = visitor.getByRole('article');
  await expect(decks).toHaveCount(2);
  await expect(decks.nth(0).getByRole('heading', { level: 3 })).toHaveText(`1. ${first}`);
  await expect(decks.nth(1).getByRole('heading', { level: 3 })).toHaveText(`2. ${second}`);
  await expect(decks.nth(0).getByRole('region', { name: `${first}: Pokémon` })).toContainText('Pokémon (14)');
  await expect(decks.nth(0).getByRole('region', { name: `${first}: Energy` })).toContainText('Energy (16)');
  const field = visitor.getByRole('table', { name: 'Pokémon by the number of published decks playing them' });
  await expect(field.getByRole('row', { name: /^Pichu/ })).toContainText('2 of 2');
  await expect(field.getByRole('row', { name: /^Blastoise/ })).toContainText(`${2 - fireInCut} of 2`);
  await expect(field.getByRole('row', { name: /^Charizard/ })).toHaveCount(fireInCut > 0 ? 1 : 0);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await visitor.screenshot({ path: test.info().outputPath('decklists-top-cut-390.png'), fullPage: true });

  await control.getByLabel('Every list').check();
  await control.getByRole('button', { name: 'Publish again' }).click();
  await expect(control.getByRole('status')).toContainText('Published (every list)');
  await visitor.reload();
  await expect(visitor.getByText('Every registered list (4 of 4 players)')).toBeVisible();
  await expect(decks).toHaveCount(4);
  await expect(field.getByRole('row', { name: /^Pichu/ })).toContainText('4 of 4');
  await expect(field.getByRole('row', { name: /^Blastoise/ })).toContainText('3 of 4');
  await expect(field.getByRole('row', { name: /^Charizard/ })).toContainText('1 of 4');
  await expect(visitor.getByRole('row', { name: /^Pichu/ })).toContainText('100%');
  await phone.close();

  await page.goto(`/events/${event.id}/standings`);
  await expect(page.getByRole('link', { name: 'Published decklists' })).toBeVisible();
});
