import { expect, test } from '@playwright/test';
import { apiOk, eventInRound1, type MatchOut } from '../apiSetup';
import { trainers } from '../trainers';

// Issue #16: a judge records slow play twice; the second offence proposes the next penalty up, a game loss that
// becomes the match's result; the head judge downgrades the first with a reason.

test('a warning for slow play is followed by a game loss on the second offence, entered as the match result', async ({
  page,
  request,
}) => {
  const { eventId, playerIds, matches } = await eventInRound1(request, 'Penalties', 4, 716100);
  const offender = playerIds[0]!;
  const match = matches.find((m) => m.playerA.id === offender || m.playerB?.id === offender)!;
  const [first, last] = trainers[0];
  await page.goto(`/events/${eventId}`);
  await page.getByRole('link', { name: 'Penalties' }).click();
  await expect(page.getByRole('heading', { name: /· Penalties$/ })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor();

  const form = page.getByRole('form', { name: 'Record a penalty' });
  await form.getByLabel('Player').selectOption({ label: `${last}, ${first} · 716100` });
  await form.getByLabel('Infraction').selectOption({ label: 'Slow play' });
  await expect(form.getByLabel('Proposed penalty')).toHaveText('Proposed: Warning (first offence)');
  await expect(form.getByRole('region', { name: 'Penalties in other events' })).toContainText(
    'No penalties in other events for DCI number 716100.',
  );
  await form.getByLabel('What happened').fill('Took three minutes over one Trainer');
  await form.getByRole('button', { name: 'Record penalty' }).click();
  await expect(form.getByRole('status')).toHaveText(`Warning for ${first} ${last}. Recorded.`);

  await expect(form.getByLabel('Proposed penalty')).toHaveText(
    'Proposed: Game loss (offence 2 of this infraction in the event)',
  );
  await expect(form.getByLabel('Penalty', { exact: true })).toHaveValue('gameLoss');
  await form.getByLabel('What happened').fill('Slow again after the warning');
  await form.getByRole('button', { name: 'Record penalty' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `Game loss for ${first} ${last}. Entered as the result of table ${match.table} in round 1.`,
  );

  const report = page.getByRole('list', { name: 'Penalties' });
  await expect(report.getByRole('listitem')).toHaveCount(2);
  await expect(report.getByRole('listitem').nth(1)).toContainText('Slow play: Game loss');
  const change = report.getByRole('form', { name: `Change the penalty of ${first} ${last}` }).first();
  await change.getByLabel('New penalty').selectOption({ label: 'Caution' });
  await change.getByLabel('Reason for the change').fill('The clock on the table was wrong');
  await change.getByRole('button', { name: 'Upgrade / downgrade' }).click();
  await expect(report.getByRole('listitem').first()).toContainText('Slow play: Caution (proposed Warning)');
  await expect(report.getByRole('listitem').first()).toContainText('The clock on the table was wrong');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/events/${eventId}/penalty-report.csv`,
  );

  const stored = await apiOk<MatchOut>(request, 'get', `/api/matches/${match.id}`);
  expect(stored.outcome?.winner).toBe(match.playerA.id === offender ? match.playerB!.id : match.playerA.id);
});
