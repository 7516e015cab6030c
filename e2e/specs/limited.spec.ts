import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEALED_POOL as POOL, poolDeck as deck } from '../../test/fixtures/sealedPool.ts';

interface Match {
  id: string;
  version: number;
  playerA: { id: string };
  playerB: { id: string } | null;
}

interface Seating {
  pods: { number: number; seats: string[] }[];
}

const lastNames = [
  'Ketchum',
  'Waterflower',
  'Harrison',
  'Oak',
  'Sketchit',
  'Maple',
  'Berlitz',
  'Dragon',
  'Birch',
  'Rowan',
  'Elm',
  'Juniper',
  'Sycamore',
  'Kukui',
  'Magnolia',
];

async function registerPoolsAndDecks(api: APIRequestContext, eventId: string, players: readonly string[]) {
  for (const playerId of players) {
    expect((await api.put(`/api/events/${eventId}/players/${playerId}/pool`, { data: { cards: POOL } })).status()).toBe(
      200,
    );
    expect(
      (await api.put(`/api/events/${eventId}/players/${playerId}/deck`, { data: { list: deck() } })).status(),
    ).toBe(200);
  }
}

/** Publishes round n and enters a result at every table: player A wins. */
async function playRound(api: APIRequestContext, eventId: string, n: number): Promise<Match[]> {
  const response = await api.post(`/api/events/${eventId}/rounds/${n}/publish`);
  expect(response.status()).toBe(200);
  const published = (await response.json()) as { matches: Match[] };
  for (const m of published.matches.filter((x) => x.playerB !== null)) {
    expect(
      (
        await api.put(`/api/matches/${m.id}/result`, {
          data: { version: m.version, games: [{ winner: m.playerA.id }] },
        })
      ).status(),
    ).toBe(200);
  }
  return published.matches;
}

const step = (page: Page) => page.getByRole('list', { name: 'Steps' }).locator('[aria-current="step"]');
const next = (page: Page) => page.getByRole('region', { name: 'Next action' });

test('Rochester Draft: 15 players in two pods, draft sheets printed, decks from pools, three in-pod rounds, the redrafted Top 8 pod (Appendix A)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const api = page.request;
  const name = `Rochester Open ${Date.now()}`;
  const event = (await (await api.post('/api/events', { data: { name, format: 'rochester-draft' } })).json()) as {
    id: string;
  };
  expect(
    (
      await api.put(`/api/events/${event.id}/product`, { data: { energy: { provided: true, perPlayer: 30 } } })
    ).status(),
  ).toBe(200);
  const players: string[] = [];
  for (const [i, lastName] of lastNames.entries()) {
    const response = await api.post(`/api/events/${event.id}/players`, {
      data: { dciNumber: String(900100 + i), firstName: 'Trainer', lastName },
    });
    expect(response.status()).toBe(201);
    players.push(((await response.json()) as { id: string }).id);
  }

  await page.goto(`/events/${event.id}`);
  await page.getByRole('link', { name: 'Limited play: pods to the Top 8' }).click();
  await expect(page.getByRole('heading', { name: `${name} · Limited play` })).toBeVisible();
  await expect(step(page)).toContainText('Seat the players into pods');
  await next(page).getByRole('button', { name: 'Seat players into pods' }).click();
  await expect(step(page)).toContainText('Draft in each pod');
  const seating = (await (await api.get(`/api/events/${event.id}/pods`)).json()) as Seating;
  expect(seating.pods.map((p) => p.seats.length)).toEqual([8, 7]);
  const podOf = new Map(seating.pods.flatMap((p) => p.seats.map((id) => [id, p.number] as const)));

  await next(page).getByRole('link', { name: 'Draft sheets and caller' }).click();
  await expect(page.getByRole('region', { name: 'Pod 2' })).toContainText('7 players');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/events/${event.id}/limited`);
  await next(page).getByRole('button', { name: 'Draft done: start deck building (30 minutes)' }).click();
  await expect(step(page)).toContainText('Build and register decks');
  await expect(next(page).getByRole('timer')).toContainText(/^(30:00|29:\d\d) left$/);

  await page.getByRole('link', { name: 'Trainer Ketchum' }).click();
  await expect(page.getByRole('heading', { name: 'Trainer Ketchum · Pool and deck' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('left');
  await page
    .getByRole('textbox', { name: 'Pool' })
    .fill("4 Blaine's Growlithe gym1 35\n4 Blaine's Magmar gym1 37\n3 Rocket's Snorlax gym1 33\n2 Recall gym1 116");
  await page.getByRole('button', { name: 'Register pool' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pool registered.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Decklist' }).fill(deck(4));
  await page.getByRole('button', { name: 'Register deck' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: "Rocket's Snorlax (Gym Heroes 33): 4 in the deck, 3 in the pool" }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Decklist' }).fill(deck());
  await page.getByRole('button', { name: 'Register deck' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deck registered.' })).toBeVisible();
  await registerPoolsAndDecks(api, event.id, players.slice(1));
  await page.goto(`/events/${event.id}/limited`);
  await expect(
    page.getByRole('region', { name: 'Players' }).getByRole('cell', { name: 'legal', exact: true }),
  ).toHaveCount(15);

  for (let n = 1; n <= 3; n++) {
    await next(page)
      .getByRole('button', { name: `Pair pod round ${n}` })
      .click();
    await expect(next(page).getByRole('link', { name: `Publish and run round ${n}` })).toBeVisible();
    const matches = await playRound(api, event.id, n);
    const byes = matches.filter((m) => m.playerB === null);
    expect(byes.map((m) => podOf.get(m.playerA.id))).toEqual([2]);
    for (const m of matches.filter((x) => x.playerB !== null))
      expect(podOf.get(m.playerA.id)).toBe(podOf.get(m.playerB!.id));
    await page.reload();
  }
  await expect(page.getByText('Pod rounds: 3 of 3 complete.')).toBeVisible();

  await next(page).getByLabel('Top of each pod').selectOption('2');
  await next(page).getByRole('button', { name: 'Choose the Top 8 and seat the redraft pod' }).click();
  await expect(step(page)).toContainText('Top 8 redraft in a new pod');
  await expect(page.getByText('Top 8 redraft pod: pod 3, 4 players (top 2 of each pod).')).toBeVisible();
  const redraft = (await (await api.get(`/api/events/${event.id}/redraft`)).json()) as {
    seeds: string[];
    pod: { number: number; seats: string[] };
  };
  expect(redraft.seeds.map((id) => podOf.get(id)).sort()).toEqual([1, 1, 2, 2]);
  expect([...redraft.pod.seats].sort()).toEqual([...redraft.seeds].sort());
  expect(await (await api.post(`/api/events/${event.id}/redraft`, { data: { perPod: 2 } })).json()).toMatchObject({
    code: 'REDRAFT_DONE',
  });
  for (const seed of [1, 2, 3, 4])
    await expect(page.getByRole('cell', { name: `seed ${seed}`, exact: true })).toBeVisible();

  await next(page).getByRole('link', { name: 'Draft sheets (Top 8: pod 3)' }).click();
  await expect(page.getByRole('region', { name: 'Pod 3' })).toContainText('Pod 3 · Top 8 redraft · 4 players');
  await page.goto(`/events/${event.id}/limited`);
  await next(page).getByRole('button', { name: 'Redraft done: start deck building (30 minutes)' }).click();
  await expect(step(page)).toContainText('Top 8: build and register new decks');
  await registerPoolsAndDecks(api, event.id, redraft.seeds);
  await next(page).getByRole('button', { name: 'Start the single elimination' }).click();
  await expect(step(page)).toContainText('Top 8: single elimination');
  const bracket = (await (await api.get(`/api/events/${event.id}/bracket`)).json()) as {
    cut: { seeds: { player: { id: string } }[] };
  };
  expect(bracket.cut.seeds.map((s) => s.player.id)).toEqual(redraft.seeds);
});
