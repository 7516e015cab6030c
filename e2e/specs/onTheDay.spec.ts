import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { trainers } from '../trainers';

// Issue #15: on the day, players find their table on their own phone, the clock and its extensions show where they
// look, a projector shows the pairings to the room and a wall poster points phones to the event.

interface Match {
  id: string;
  version: number;
  table: number | null;
  playerA: { id: string; name: string; lastName: string };
  playerB: { id: string; name: string; lastName: string } | null;
}

/** An event with `count` players (trainers first, then numbered ones) and round 1 published, made through the API. */
async function eventWithRound(request: APIRequestContext, name: string, count: number) {
  const created = await request.post('/api/events', { data: { name, format: 'modified', roundMinutes: 50 } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (let i = 0; i < count; i++) {
    const [firstName, lastName] = trainers[i] ?? ['Player', `Number${String(i).padStart(3, '0')}`];
    expect(
      (
        await request.post(`/api/events/${id}/players`, {
          data: { dciNumber: String(700100 + i), firstName, lastName },
        })
      ).status(),
    ).toBe(201);
  }
  return { id, round: await pairAndPublish(request, id, 1) };
}

async function pairAndPublish(request: APIRequestContext, id: string, round: number): Promise<Match[]> {
  expect((await request.post(`/api/events/${id}/rounds`)).status()).toBe(201);
  const published = await request.post(`/api/events/${id}/rounds/${round}/publish`);
  expect(published.status()).toBe(200);
  return ((await published.json()) as { matches: Match[] }).matches;
}

/** A phone without an account: 390 px wide, touch. */
const phoneOf = (browser: Browser) =>
  browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

test('a player finds their table on a phone, and the phone remembers them for the next round', async ({
  request,
  browser,
}) => {
  const { id, round } = await eventWithRound(request, `Find My Table ${Date.now()}`, 6);
  expect((await request.post(`/api/events/${id}/rounds/1/timer`)).status()).toBe(200);
  const table = round.find((m) => m.playerB !== null)!;
  const me = table.playerB!;

  const phone = await phoneOf(browser);
  const page = await phone.newPage();
  await page.goto(`/events/${id}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const finder = page.getByRole('region', { name: 'Find my table' });
  await finder.getByLabel('Your name or DCI number').fill(me.lastName.toLowerCase());
  await finder.getByRole('button', { name: 'Find my table' }).click();
  const card = finder.getByRole('listitem', { name: `${me.name}, round 1` });
  await expect(card).toContainText(`Table${table.table}`);
  await expect(card).toContainText(`Opponent${table.playerA.name}`);
  await expect(card).toContainText('Player B on the slip');
  await expect(card.getByRole('timer')).toHaveText(/^(49|50):\d\d left$/);
  const box = (await finder.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await card.getByRole('button', { name: 'This is me: remember on this phone' }).click();
  await expect(card).toContainText('You');

  // Round 2: the phone opens on the player's own match without typing anything.
  for (const m of round.filter((x) => x.playerB !== null)) {
    expect(
      (
        await request.put(`/api/matches/${m.id}/result`, {
          data: { version: m.version, games: [{ winner: m.playerA.id }] },
        })
      ).status(),
    ).toBe(200);
  }
  const next = await pairAndPublish(request, id, 2);
  const mine = next.find((m) => m.playerA.id === me.id || m.playerB?.id === me.id)!;
  await page.reload();
  const remembered = page.getByRole('region', { name: 'Find my table' }).getByRole('listitem').first();
  await expect(remembered).toHaveAccessibleName(`${me.name}, round 2`);
  await expect(remembered).toContainText('You');
  await expect(remembered).toContainText(mine.table === null ? 'a bye' : `Table${mine.table}`);
  await phone.close();
});

test('the staff run the clock and a table’s time extension shows on the player’s phone', async ({
  page,
  request,
  browser,
}) => {
  const { id, round } = await eventWithRound(request, `Clock ${Date.now()}`, 4);
  await page.goto(`/events/${id}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'Start timer' }).click();
  const control = page.getByRole('region', { name: 'Round control' });
  await expect(control.getByRole('timer')).toHaveText(/^(49|50):\d\d left$/);
  await control.getByRole('button', { name: 'Pause clock' }).click();
  await expect(control.getByRole('timer')).toContainText('(paused)');
  await control.getByRole('button', { name: 'Resume clock' }).click();
  await expect(control.getByRole('button', { name: 'Pause clock' })).toBeVisible();
  await control.getByRole('button', { name: 'Add time to the round' }).click();
  await expect(control.getByText('+5 min added')).toBeVisible();
  await expect(control.getByRole('timer')).toHaveText(/^5[45]:\d\d left$/);
  await expect(control.getByRole('button', { name: 'Pair round 2' })).toBeDisabled();
  await expect(control.getByText('Waiting for results at tables 1, 2 (210).')).toBeVisible();

  const table = round.find((m) => m.table === 2)!;
  expect((await request.put(`/api/matches/${table.id}/extension`, { data: { minutes: 3 } })).status()).toBe(200);
  const phone = await phoneOf(browser);
  const player = await phone.newPage();
  await player.goto(`/events/${id}`);
  await expect(player.getByRole('region', { name: 'Round clock' })).toContainText(
    'Time extensions (216): table 2 +3 min',
  );
  const finder = player.getByRole('region', { name: 'Find my table' });
  await finder.getByLabel('Your name or DCI number').fill(table.playerA.lastName);
  await finder.getByRole('button', { name: 'Find my table' }).click();
  const card = finder.getByRole('listitem').first();
  await expect(card).toContainText('includes a time extension of +3 min (216)');
  await expect(card.getByRole('timer')).toHaveText(/^5[78]:\d\d left$/);
  await player.goto(`/events/${id}/rounds/1/pairings`);
  await expect(
    player.getByRole('table', { name: 'Pairings by table' }).getByRole('row', { name: new RegExp(table.playerA.name) }),
  ).toContainText('+3 min (216)');
  await phone.close();
});

test('the projector fills a 1080p screen with the pairings by name, the clock and a QR code, and scrolls on its own', async ({
  browser,
  request,
}) => {
  const { id } = await eventWithRound(request, `Projector ${Date.now()}`, 90);
  expect((await request.post(`/api/events/${id}/rounds/1/timer`)).status()).toBe(200);
  const screen = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await screen.newPage();
  await page.goto(`/events/${id}/projector`);
  await expect(page.getByRole('img', { name: 'QR code: the event page: find your table' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/left$/);
  const list = page.getByRole('list', { name: 'Round 1 pairings by name' });
  await expect(list.getByRole('listitem')).toHaveCount(90);
  const xs = new Set(
    await list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().left))),
  );
  expect(xs.size).toBeGreaterThanOrEqual(3);
  const scroller = page.locator('[data-autoscroll]');
  await expect.poll(() => scroller.evaluate((box) => box.scrollTop), { timeout: 15_000 }).toBeGreaterThan(0);
  await screen.close();
});

test('the wall poster, the projector and the slips show the room’s short address; typed in any letter case it opens the event (#31)', async ({
  page,
  request,
  browser,
}) => {
  const name = `Poster ${Date.now()}`;
  const { id } = await eventWithRound(request, name, 2);
  const { shortCode } = (await (await request.get(`/api/events/${id}`)).json()) as { shortCode: string };
  const address = new RegExp(`^[\\w.:-]+/e/${shortCode}$`);
  await page.goto(`/events/${id}/poster`);
  const poster = page.getByRole('article', { name: 'Wall poster' });
  await expect(poster.getByRole('heading', { name })).toBeVisible();
  await expect(poster.getByRole('img', { name: `QR code: the page of ${name}` }).locator('svg')).toBeVisible();
  await expect(poster.getByLabel('Address to type')).toHaveText(address);
  await expect(poster).toContainText(`Event code ${shortCode}`);
  await page.goto(`/events/${id}/rounds/1/slips`);
  const slip = page.getByRole('article', { name: 'Slip table 1' });
  await expect(slip.getByRole('img', { name: /^QR code: the event page/ })).toBeVisible();
  await expect(slip.getByText(address)).toBeVisible();
  await page.goto(`/events/${id}/projector`);
  await expect(page.getByLabel('Projector')).toContainText(`/e/${shortCode}`);

  const phone = await phoneOf(browser);
  const player = await phone.newPage();
  await player.goto(`/e/${shortCode.toLowerCase()}`);
  await expect(player).toHaveURL(new RegExp(`/events/${id}$`));
  await expect(player.getByRole('heading', { name, level: 1 })).toBeVisible();
  expect((await player.goto('/e/ZZ0Z'))?.status()).toBe(404);
  await expect(player.getByRole('heading', { name: 'No event has the code ZZ0Z' })).toBeVisible();
  await phone.close();
});

test('staff guards: round 1 names who has no decklist, and the top cut shows its seeds and the draw before it is made', async ({
  page,
  request,
}) => {
  const name = `Guards ${Date.now()}`;
  const created = await request.post('/api/events', { data: { name, format: 'modified', rounds: 1 } });
  const { id } = (await created.json()) as { id: string };
  for (const [i, [firstName, lastName]] of trainers.slice(0, 6).entries()) {
    expect(
      (
        await request.post(`/api/events/${id}/players`, {
          data: { dciNumber: String(710100 + i), firstName, lastName },
        })
      ).status(),
    ).toBe(201);
  }
  await page.goto(`/events/${id}`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const confirm = page.getByRole('group', { name: 'Pair round 1 and lock decklists' });
  await expect(confirm).toContainText(/^Warning: no decklist from [^.]*Ash Ketchum[^.]*Misty Waterflower/);
  await confirm.getByRole('button', { name: 'Pair round 1 and lock decklists' }).click();
  await page.getByRole('button', { name: 'Publish round 1' }).click();
  await expect(page.getByRole('heading', { name: 'Round 1 · published' })).toBeVisible();

  // Every table wins for player A: three players share the top rank, so a top 2 draws among them.
  const round = (await (await request.get(`/api/events/${id}/rounds/1`)).json()) as { matches: Match[] };
  for (const m of round.matches) {
    expect(
      (
        await request.put(`/api/matches/${m.id}/result`, {
          data: { version: m.version, games: [{ winner: m.playerA.id }] },
        })
      ).status(),
    ).toBe(200);
  }
  await page.reload();
  const cut = page.getByRole('region', { name: 'Top cut' });
  await cut.getByLabel('Cut size').selectOption('2');
  await cut.getByRole('button', { name: 'Make the top cut' }).click();
  const seeds = cut.getByLabel('Top cut seeds');
  await expect(seeds).toContainText('Drawn at random among the players tied at rank 1');
  await expect(seeds).toContainText('2 seats, the last in the cut.');
  await cut.getByRole('button', { name: 'Confirm the top cut' }).click();
  await expect(page.getByText('Top cut in play')).toBeVisible();
});
