import { expect, test, type Browser } from '@playwright/test';
import { apiOk, eventInRound1, type MatchOut } from '../apiSetup';

// Issue #16: with the event's setting on, each player reports from their own phone through the QR code on their
// slip; the opponent confirms (the result is entered) or the two disagree (the table lands in the judges' queue).

interface Links {
  links: { matchId: string; table: number; players: { playerId: string; name: string; token: string }[] }[];
}

/** A player's own phone: no account, 390 px wide. */
async function phoneAt(browser: Browser, path: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  return { page, close: () => context.close() };
}

test('two players report and confirm a result from their phones; a disputed one goes to the judges', async ({
  page,
  request,
  browser,
}) => {
  const { eventId } = await eventInRound1(request, 'Self Report', 4, 716600);

  await page.goto(`/events/${eventId}`);
  const settings = page.getByRole('form', { name: 'Players report their results' });
  await settings.getByLabel(/result links/).check();
  await settings.getByLabel(/Minutes to confirm/).fill('5');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByRole('status')).toHaveText('Saved.');

  await page.goto(`/events/${eventId}/rounds/1/slips`);
  const slip1 = page.getByRole('article', { name: 'Slip table 1' });
  await expect(
    slip1.getByRole('region', { name: 'Report the result yourself' }).getByRole('img', { name: /result link/ }),
  ).toHaveCount(2);

  const { links } = await apiOk<Links>(request, 'get', `/api/events/${eventId}/rounds/1/report-links`);
  const [table1, table2] = [...links].sort((x, y) => x.table - y.table);
  const [a, b] = table1!.players;

  const first = await phoneAt(browser, `/report/${a!.token}`);
  await first.page.getByRole('group', { name: 'Game 1' }).getByText('I won').click();
  await first.page.getByRole('button', { name: 'Send my report' }).click();
  await expect(first.page.getByRole('status')).toContainText(`Waiting for ${b!.name} to confirm`);

  const second = await phoneAt(browser, `/report/${b!.token}`);
  await expect(second.page.getByRole('region', { name: 'Your opponent’s report' })).toContainText(
    `${a!.name} reported: game 1: ${a!.name} won.`,
  );
  await second.page.getByRole('button', { name: 'Confirm this result' }).click();
  await expect(second.page.getByRole('status')).toContainText(`Result entered: ${a!.name} won`);
  // The first phone follows the live stream: the confirmation shows without a reload.
  await expect(first.page.getByRole('status')).toContainText('Result entered');
  await Promise.all([first.close(), second.close()]);
  expect((await apiOk<MatchOut>(request, 'get', `/api/matches/${table1!.matchId}`)).outcome?.winner).toBe(a!.playerId);

  const [c, d] = table2!.players;
  const third = await phoneAt(browser, `/report/${c!.token}`);
  await third.page.getByRole('group', { name: 'Game 1' }).getByText('I won').click();
  await third.page.getByRole('button', { name: 'Send my report' }).click();
  const fourth = await phoneAt(browser, `/report/${d!.token}`);
  await fourth.page.getByRole('button', { name: 'That is not right: call a judge' }).click();
  await expect(fourth.page.getByRole('status')).toContainText('a judge is coming to your table');
  await Promise.all([third.close(), fourth.close()]);

  await page.goto(`/events/${eventId}/judge-calls`);
  await expect(
    page.getByRole('list', { name: 'Open calls' }).getByRole('listitem', { name: `Table ${table2!.table}` }),
  ).toContainText('Dispute · round 1');
});
