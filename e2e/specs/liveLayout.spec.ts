import { expect, test } from '@playwright/test';
import { apiOk, eventInRound1 } from '../apiSetup';
import { PHONE, PROJECTOR } from '../live/equivalence';

// Issue #31: the projector's clock reads across a room; standings fit a phone; the player's card at 390 px; a wrong
// kind of address is a 404.

test('the projector clock is at least a tenth of the screen; standings fit 390 px; the remembered card shows its clock', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { eventId, matches } = await eventInRound1(request, 'Layout Cup', 8, 780100);
  const seated = matches.filter((m) => m.playerB !== null);
  await apiOk(request, 'put', `/api/matches/${seated[0]!.id}/result`, {
    version: seated[0]!.version,
    games: [{ winner: seated[0]!.playerA.id }],
  });
  await apiOk(request, 'post', `/api/events/${eventId}/rounds/1/timer`);
  const anonymous = { cookies: [], origins: [] };

  const room = await browser.newContext({ viewport: PROJECTOR, storageState: anonymous });
  const projector = await room.newPage();
  await projector.goto(`/events/${eventId}/projector`);
  const clock = projector.locator('[data-clock="running"] [role="timer"]');
  await expect(clock).toBeVisible();
  expect((await clock.boundingBox())!.height).toBeGreaterThanOrEqual(PROJECTOR.height / 10);
  await projector.screenshot({ path: 'test-results/projector-1920.png' });

  const phone = await browser.newContext({ viewport: PHONE, storageState: anonymous });
  const results = await Promise.all(
    seated.slice(1).map((m) =>
      apiOk(request, 'put', `/api/matches/${m.id}/result`, {
        version: m.version,
        games: [{ winner: m.playerB!.id }],
      }),
    ),
  );
  expect(results).toHaveLength(seated.length - 1);
  const standings = await phone.newPage();
  await standings.goto(`/events/${eventId}/standings`);
  await expect(standings.getByRole('table', { name: 'Standings after round 1' })).toBeVisible();
  expect(await standings.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await standings.screenshot({ path: 'test-results/standings-390.png', fullPage: true });
  // Every result in: the round is finished on the projector, not counting down.
  await expect(projector.locator('[data-clock="finished"]')).toBeVisible();
  await projector.screenshot({ path: 'test-results/projector-finished-1920.png' });

  await phone.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `tcg:find-my-table:${eventId}`,
    JSON.stringify({ playerId: seated[1]!.playerA.id, q: seated[1]!.playerA.lastName }),
  ] as const);
  const card = await phone.newPage();
  await card.goto(`/events/${eventId}`);
  await expect(card.locator('[data-region="find-my-table"] li').first()).toContainText(String(seated[1]!.table));
  await card.screenshot({ path: 'test-results/find-my-table-390.png' });
  // A pod-play address typed on a Swiss event: a page that does not exist, not a crash.
  const wrongKind = await card.goto(`/events/${eventId}/tables/1`);
  expect(wrongKind!.status()).toBe(404);
  await room.close();
  await phone.close();
});
