import { expect, test } from '@playwright/test';
import { apiOk, eventInRound1, type MatchOut } from '../apiSetup';

// Issue #16: "What do I need?" on a player's phone in the last Swiss round: the top cut on points, and what a win,
// an intentional draw or a loss does over every result of the other tables (217).

test('a player in the last round reads whether a draw keeps them in the top cut', async ({ request, browser }) => {
  const { eventId, matches } = await eventInRound1(request, 'Outlook', 10, 716800);
  expect((await request.patch(`/api/events/${eventId}`, { data: { rounds: 2 } })).status()).toBe(200);
  for (const m of matches.filter((x) => x.playerB !== null))
    await apiOk(request, 'put', `/api/matches/${m.id}/result`, {
      version: m.version,
      games: [{ winner: m.playerA.id }],
    });
  const winner = matches[0]!.playerA;
  await apiOk(request, 'post', `/api/events/${eventId}/rounds`);
  await apiOk<{ matches: MatchOut[] }>(request, 'post', `/api/events/${eventId}/rounds/2/publish`);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
  });
  const page = await phone.newPage();
  await page.goto(`/events/${eventId}`);
  await page.getByRole('link', { name: 'What do I need?' }).click();
  await expect(page.getByRole('heading', { name: 'What do I need?' })).toBeVisible();
  await page.getByLabel('Your name').selectOption({ label: `${winner.firstName} ${winner.lastName}` });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('status')).toContainText('can still make the top 4');
  const table = page.getByRole('table', { name: 'Your last round' });
  await expect(table.getByRole('row', { name: /If you draw/ })).toBeVisible();
  await expect(page.getByText('Every result of the other tables: 81 outcomes.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('what-do-i-need-390.png'), fullPage: true });
  await phone.close();
});
