import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiOk, eventInRound1, type MatchOut } from '../apiSetup';

// Issue #16: a hand-made bad pairing (a swap creating an avoidable rematch) is blocked from publishing until a head judge overrides it (210).

/** Round 1 played (player A wins), round 2 paired as a draft. */
async function eventWithDraftRound2(request: APIRequestContext) {
  const { eventId, matches: round1 } = await eventInRound1(request, 'Pairings Check', 4, 716000);
  for (const m of round1)
    await apiOk(request, 'put', `/api/matches/${m.id}/result`, {
      version: m.version,
      games: [{ winner: m.playerA.id }],
    });
  const round2 = await apiOk<{ matches: MatchOut[] }>(request, 'post', `/api/events/${eventId}/rounds`);
  return { eventId, round1, round2: round2.matches };
}

const label = (p: MatchOut['playerA']) => `${p.lastName}, ${p.firstName}`;

test('a swap creating an avoidable rematch is blocked from publishing until a head judge publishes anyway', async ({
  page,
  request,
}) => {
  const { eventId, round1, round2 } = await eventWithDraftRound2(request);
  const [table1] = round2 as [MatchOut];
  const met = round1.find((m) => m.playerA.id === table1.playerA.id || m.playerB!.id === table1.playerA.id)!;
  const earlierOpponent = met.playerA.id === table1.playerA.id ? met.playerB! : met.playerA;

  await page.goto(`/events/${eventId}`);
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByText('Pairings check passed: ready to publish.')).toBeVisible();
  await page.getByLabel('First player to swap').selectOption({ label: label(table1.playerB!) });
  await page.getByLabel('Second player to swap').selectOption({ label: label(earlierOpponent) });
  await page.getByRole('textbox', { name: 'Reason' }).fill('Seated by hand');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();

  const check = page.getByRole('region', { name: 'Pairings check' });
  await expect(check).toContainText('Pairings check failed: round 2 cannot be published as paired (210)');
  await expect(check).toContainText(`${table1.playerA.firstName} ${table1.playerA.lastName}`);
  await expect(check).toContainText('but a pairing without any rematch exists');

  await page.getByRole('button', { name: 'Publish round 2' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Round 2 failed the pairings check' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Round 2 · draft' })).toBeVisible();

  await check.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(check.getByRole('alert')).toContainText('needs a reason');
  await check.getByLabel('Reason for publishing anyway').fill('Both players asked to replay their match');
  await check.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page.getByRole('heading', { name: 'Round 2 · published' })).toBeVisible();

  const audit = await apiOk<{ action: string; reason: string | null }[]>(
    request,
    'get',
    `/api/events/${eventId}/audit`,
  );
  expect(audit.find((a) => a.action === 'round.publish.override')).toMatchObject({
    reason: 'Both players asked to replay their match',
  });
});
