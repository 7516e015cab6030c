import { expect, test } from '@playwright/test';
import { apiOk, eventInRound1, type MatchOut } from '../apiSetup';
import { organizer } from '../authState';

// Issue #16: a player calls a judge from a phone (no account); a judge takes the call, resolves it and adds the wait
// to the match as a time extension in one tap (216). The queue follows the live stream (#15).

test('a player calls a judge from a phone; a judge takes the call, resolves it and credits the time', async ({
  page,
  request,
  browser,
}) => {
  const { eventId, matches } = await eventInRound1(request, 'Judge Calls', 4, 716200);
  const table2 = matches.find((m) => m.table === 2)!;

  // The judge has the queue open before the call: it arrives on the live stream, without a reload.
  await page.goto(`/events/${eventId}`);
  await page.getByRole('link', { name: 'Judge calls' }).click();
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.locator('[data-live="live"]')).toBeVisible();
  await expect(page.getByText('No table is waiting.')).toBeVisible();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
  });
  const player = await phone.newPage();
  await player.goto(`/events/${eventId}`);
  await player.getByRole('link', { name: 'Call a judge' }).click();
  await player.locator('html[data-hydrated]').waitFor();
  await player.getByLabel('Your table').fill('2');
  await player.getByRole('group', { name: 'Why' }).getByRole('button', { name: 'Rules question' }).click();
  await expect(player.getByRole('status')).toContainText('A judge is on the way to table 2');
  await phone.close();

  const call = page.getByRole('list', { name: 'Open calls' }).getByRole('listitem', { name: 'Table 2' });
  await expect(call).toContainText('Rules question · round 1');
  await call.getByRole('button', { name: 'Take' }).click();
  await expect(call).toContainText(`Taken by ${organizer.name}`);
  await expect(call).not.toContainText(organizer.email);
  await call.getByLabel('Ruling or note').fill('Explained retreat costs');
  await call.getByRole('button', { name: 'Resolve' }).click();

  const resolved = page
    .getByRole('list', { name: 'Resolved calls' })
    .getByRole('listitem', { name: 'Resolved call from table 2' });
  await expect(resolved).toContainText('Explained retreat costs');
  await resolved.getByRole('button', { name: 'Add 1 min extension' }).click();
  await expect(resolved).toContainText('1 min added to the match');
  await expect(page.getByRole('table', { name: 'Calls per round' })).toContainText('1');
  expect((await apiOk<MatchOut>(request, 'get', `/api/matches/${table2.id}`)).extensionMinutes).toBe(1);
});
