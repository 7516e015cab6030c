import { expect, test, type APIRequestContext } from '@playwright/test';
import { trainers } from '../trainers';

// Issue #16: a judge records slow play twice; the second offence proposes the next penalty up, a game loss that
// becomes the match's result; the head judge downgrades the first with a reason.

interface Match {
  id: string;
  table: number | null;
  playerA: { id: string };
  playerB: { id: string } | null;
  outcome: { winner: string | null } | null;
}

async function ok<T>(request: APIRequestContext, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const response = await request[method](url, data ? { data } : {});
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Four players with round 1 published. */
async function eventInRound1(request: APIRequestContext) {
  const event = await ok<{ id: string }>(request, 'post', '/api/events', { name: `Penalties ${Date.now()}`, format: 'modified' });
  const ids: string[] = [];
  for (const [i, [firstName, lastName]] of trainers.slice(0, 4).entries()) {
    ids.push((await ok<{ id: string }>(request, 'post', `/api/events/${event.id}/players`, { dciNumber: String(716100 + i), firstName, lastName })).id);
  }
  await ok(request, 'post', `/api/events/${event.id}/rounds`);
  const round = await ok<{ matches: Match[] }>(request, 'post', `/api/events/${event.id}/rounds/1/publish`);
  return { eventId: event.id, offender: ids[0]!, match: round.matches.find((m) => m.playerA.id === ids[0] || m.playerB?.id === ids[0])! };
}

test('a warning for slow play is followed by a game loss on the second offence, entered as the match result', async ({ page, request }) => {
  const { eventId, offender, match } = await eventInRound1(request);
  const [first, last] = trainers[0];
  await page.goto(`/events/${eventId}`);
  await page.getByRole('link', { name: 'Penalties' }).click();
  await expect(page.getByRole('heading', { name: /· Penalties$/ })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor();

  const form = page.getByRole('form', { name: 'Record a penalty' });
  await form.getByLabel('Player').selectOption({ label: `${last}, ${first} · 716100` });
  await form.getByLabel('Infraction').selectOption({ label: 'Slow play' });
  await expect(form.getByLabel('Proposed penalty')).toHaveText('Proposed: Warning (first offence)');
  await expect(form.getByRole('region', { name: 'Penalties in other events' })).toContainText('No penalties in other events for DCI number 716100.');
  await form.getByLabel('What happened').fill('Took three minutes over one Trainer');
  await form.getByRole('button', { name: 'Record penalty' }).click();
  await expect(form.getByRole('status')).toHaveText(`Warning for ${first} ${last}. Recorded.`);

  await expect(form.getByLabel('Proposed penalty')).toHaveText('Proposed: Game loss (offence 2 of this infraction in the event)');
  await expect(form.getByLabel('Penalty', { exact: true })).toHaveValue('gameLoss');
  await form.getByLabel('What happened').fill('Slow again after the warning');
  await form.getByRole('button', { name: 'Record penalty' }).click();
  await expect(form.getByRole('status')).toHaveText(`Game loss for ${first} ${last}. Entered as the result of table ${match.table} in round 1.`);

  const report = page.getByRole('list', { name: 'Penalties' });
  await expect(report.getByRole('listitem')).toHaveCount(2);
  await expect(report.getByRole('listitem').nth(1)).toContainText('Slow play: Game loss');
  const change = report.getByRole('form', { name: `Change the penalty of ${first} ${last}` }).first();
  await change.getByLabel('New penalty').selectOption({ label: 'Caution' });
  await change.getByLabel('Reason for the change').fill('The clock on the table was wrong');
  await change.getByRole('button', { name: 'Upgrade / downgrade' }).click();
  await expect(report.getByRole('listitem').first()).toContainText('Slow play: Caution (proposed Warning)');
  await expect(report.getByRole('listitem').first()).toContainText('The clock on the table was wrong');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/events/${eventId}/penalty-report.csv`);

  const stored = await ok<Match>(request, 'get', `/api/matches/${match.id}`);
  expect(stored.outcome?.winner).toBe(match.playerA.id === offender ? match.playerB!.id : match.playerA.id);
});
