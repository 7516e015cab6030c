import { expect, test } from '@playwright/test';
import { eventWithRound, notReloaded, openLive } from '../live/liveEvent';

// Issue #15: pages follow the event live (server-sent events through the web app's /api pass-through), no reload.

test('results entered elsewhere update the dashboard, the results page and the public standings without a reload', async ({
  page,
  browser,
  request,
}) => {
  const { eventId, matches } = await eventWithRound(request, `Live Regional ${Date.now()}`);
  const [first, second] = matches as [(typeof matches)[number], (typeof matches)[number]];

  const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const standings = await anonymous.newPage();
  await openLive(standings, `/events/${eventId}/standings`);
  await expect(standings.getByRole('heading', { name: /Standings: no rounds played/ })).toBeVisible();
  await openLive(page, `/events/${eventId}`);
  await expect(
    page.getByText(`Results missing at tables ${[first.table, second.table].sort().join(', ')}.`),
  ).toBeVisible();
  const results = await page.context().newPage();
  await openLive(results, `/events/${eventId}/results`);
  await expect(results.getByText('2 results missing')).toBeVisible();

  const judge = await browser.newContext({ storageState: await page.context().storageState() });
  const entry = await judge.newPage();
  await entry.goto(`/events/${eventId}/results`);
  await expect(entry.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await entry
    .getByRole('list', { name: 'Tables' })
    .getByRole('button', { name: String(first.table), exact: true })
    .click();
  await entry.getByRole('group', { name: 'Result' }).getByRole('button').first().click();
  await expect(entry.getByRole('status')).toContainText(`Table ${first.table}:`);

  await expect(page.getByText(`Results missing at tables ${second.table}.`)).toBeVisible();
  await expect(results.getByText('1 result missing')).toBeVisible();
  const last = await request.put(`/api/matches/${second.id}/result`, {
    data: { version: second.version, games: [{ winner: second.playerA.id }] },
  });
  expect(last.status()).toBe(200);
  await expect(standings.getByRole('heading', { name: /Standings after round 1/ })).toBeVisible();
  await expect(results.getByText('All results are in')).toBeVisible();
  await notReloaded(page);
  await notReloaded(results);
  await notReloaded(standings);
  await anonymous.close();
  await judge.close();
});
