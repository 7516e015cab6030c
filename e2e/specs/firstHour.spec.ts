import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { trainers } from '../trainers';
import { MODIFIED_DECK, UNLIMITED_DECK } from '@tcg/domain/deck/samples';
import { swissRoundsFor } from '@tcg/domain/event';

// Issue #20: a 12-player Modified event from set-up to champion, as a new organizer would run it on a venue laptop.

interface Match {
  id: string;
  version: number;
  playerA: { id: string; name: string };
  playerB: { id: string } | null;
  outcome: unknown;
}

const players = trainers.slice(0, 12);

/** Player A wins every table still without a result, through the API (the result form is checked once in the browser). */
async function reportRound(request: APIRequestContext, eventId: string, round: number) {
  const { matches } = (await (await request.get(`/api/events/${eventId}/rounds/${round}`)).json()) as {
    matches: Match[];
  };
  for (const m of matches.filter((x) => x.playerB !== null && x.outcome === null)) {
    expect(
      (
        await request.put(`/api/matches/${m.id}/result`, {
          data: { version: m.version, games: [{ winner: m.playerA.id }] },
        })
      ).status(),
    ).toBe(200);
  }
}

async function pairPublishAndReport(request: APIRequestContext, eventId: string, round: number) {
  expect((await request.post(`/api/events/${eventId}/rounds`)).status()).toBe(201);
  expect((await request.post(`/api/events/${eventId}/rounds/${round}/publish`)).status()).toBe(200);
  await reportRound(request, eventId, round);
}

async function shoot(page: Page, name: string) {
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the organizer's first hour: a new event to round 1 at the door, then to its champion", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // Creating an event opens it.
  const name = `Venue Laptop Modified ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const eventUrl = new URL(page.url()).pathname;
  const eventId = eventUrl.split('/').at(-1)!;
  await expect(page.getByText('Registration open')).toBeVisible();
  await expect(page.getByText('No players yet.')).toBeVisible();

  // Decklists are one click away, also in Modified.
  await page.getByRole('link', { name: 'Decklists (none yet)' }).click();
  await expect(page.getByRole('heading', { name: 'Decklists' })).toBeVisible();
  await page.goBack();

  // An empty DCI number says so in words.
  const registration = page.getByRole('region', { name: 'Registration' });
  const dci = registration.getByLabel('DCI number');
  await dci.focus();
  await page.keyboard.press('Enter');
  await expect(registration.getByRole('alert')).toHaveText(
    "The DCI number is missing: type the player's 1 to 12 digits.",
  );

  // Twelve players at the door, by keyboard alone: Enter registers, focus comes back to the DCI number.
  const started = Date.now();
  for (const [i, [first, last]] of players.entries()) {
    await page.keyboard.type(String(800100 + i));
    await page.keyboard.press('Tab');
    await page.keyboard.type(first);
    await page.keyboard.press('Tab');
    await page.keyboard.type(last);
    await page.keyboard.press('Enter');
    await expect(registration.getByRole('list', { name: 'Players' }).getByText(`${first} ${last}`)).toBeVisible();
    await expect(dci).toBeFocused();
    await expect(dci).toHaveValue('');
    await expect(registration.getByRole('heading', { name: `Players (${i + 1})` })).toBeVisible();
    await expect(page.getByLabel('Swiss rounds')).toHaveValue(String(swissRoundsFor(i + 1, false).rounds));
  }
  console.log(`Registered ${players.length} players by keyboard in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The count and the recommended rounds follow the registrations; before round 1 the standings rank nobody.
  await expect(page.getByRole('heading', { name: 'Players (12)' })).toBeVisible();
  await expect(page.getByLabel('Swiss rounds')).toHaveValue('4');
  await expect(page.getByText('Recommended: 4 (9–16 players: 4 Swiss rounds recommended)')).toBeVisible();
  await expect(page.getByText('12 active players')).toBeVisible();
  await expect(page.getByText('No rounds played yet: everyone starts level (12 players).')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Standings', exact: true })).toBeVisible();

  // A typo-tolerant search beside the form.
  await registration.getByLabel('Search players').fill('Ktechum');
  await expect(registration.getByRole('list', { name: 'Players' }).getByRole('listitem')).toHaveCount(1);
  await expect(registration.getByRole('list', { name: 'Players' })).toContainText('Ash Ketchum');
  await registration.getByLabel('Search players').fill('');
  await shoot(page, 'registration');

  // Two decklists through the API: the link counts what is missing and what is not legal.
  const registered = (await (await request.get(`/api/events/${eventId}/players`)).json()) as {
    id: string;
    lastName: string;
  }[];
  const idOf = (lastName: string) => registered.find((p) => p.lastName === lastName)!.id;
  expect(
    (
      await request.put(`/api/events/${eventId}/players/${idOf('Ketchum')}/deck`, { data: { list: MODIFIED_DECK } })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.put(`/api/events/${eventId}/players/${idOf('Oak')}/deck`, { data: { list: UNLIMITED_DECK } })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Decklists (10 missing, 1 not legal)' })).toBeVisible();

  // Pairing round 1 locks the decklists: it says so and asks once.
  await page.getByRole('button', { name: 'Pair round 1' }).click();
  const lock = page.getByRole('group', { name: 'Pair round 1 and lock decklists' });
  await expect(lock).toContainText(
    'Pair round 1: decklists lock and can no longer be registered or changed (10 missing, 1 not legal) (DCI Universal Tournament Rules); 4 Swiss rounds',
  );
  await lock.getByRole('button', { name: 'Pair round 1 and lock decklists' }).click();
  await expect(page.getByRole('heading', { name: 'Round 1 · draft' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish round 1' }).click();
  await expect(page.getByText('Swiss round 1 of 4')).toBeVisible();

  // The result form names the chooser only when it knows it (213), and says the result once.
  await page.goto(`${eventUrl}/results`);
  await page.getByRole('list', { name: 'Tables' }).getByRole('button', { name: '1', exact: true }).click();
  const table1 = page.getByRole('region', { name: 'Table 1' });
  await expect(table1.getByLabel('Who chooses')).toHaveText(
    'The winner of the coin toss chooses who plays first (213).',
  );
  const winner = (await table1
    .getByRole('group', { name: 'Result' })
    .getByRole('button')
    .first()
    .textContent())!.replace(/ wins$/, '');
  await table1.getByRole('group', { name: 'Result' }).getByRole('button').first().click();
  await expect(page.getByRole('status')).toHaveText(`Table 1: ${winner} wins.`);
  await page.goto(`${eventUrl}/rounds/1/slips`);
  await expect(page.getByRole('article').first()).toContainText(
    'The winner of the coin toss chooses who plays first (213).',
  );
  await reportRound(request, eventId, 1);

  // Drops and disqualifications ask for their reason in the page, and say what they do.
  await page.goto(eventUrl);
  await registration.getByRole('button', { name: 'Drop Tracey Sketchit…' }).click();
  const drop = registration.getByRole('group', { name: 'Drop Tracey Sketchit' });
  await expect(drop).toContainText(
    'Drop Tracey Sketchit after round 1: not paired from the next round on (DCI Universal Tournament Rules).',
  );
  await drop.getByLabel('Reason (optional, kept in the audit trail)').fill('Has a train to catch');
  await drop.getByRole('button', { name: 'Drop Tracey Sketchit' }).click();
  await expect(registration.getByRole('listitem').filter({ hasText: 'Tracey Sketchit' })).toContainText(
    'dropped after round 1',
  );
  await registration.getByRole('button', { name: 'Disqualify Koga Kyo…' }).click();
  const dq = registration.getByRole('group', { name: 'Disqualify Koga Kyo' });
  await expect(dq).toContainText('out of the event and the standings for good');
  await expect(dq.getByRole('button', { name: 'Disqualify Koga Kyo' })).toBeDisabled();
  await dq.getByLabel('Reason for the disqualification').fill('Marked cards');
  await dq.getByRole('button', { name: 'Disqualify Koga Kyo' }).click();
  await expect(registration.getByRole('listitem').filter({ hasText: 'Koga Kyo' })).toContainText(
    'disqualified: Marked cards',
  );
  const audit = (await (await request.get(`/api/events/${eventId}/audit`)).json()) as {
    action: string;
    reason: string | null;
  }[];
  expect(audit.map((a) => [a.action, a.reason])).toEqual(
    expect.arrayContaining([
      ['player.drop', 'Has a train to catch'],
      ['player.disqualify', 'Marked cards'],
    ]),
  );

  // The last Swiss result does not finish an event whose top cut is still to play; no one can enter any more.
  for (const round of [2, 3, 4]) await pairPublishAndReport(request, eventId, round);
  await page.reload();
  await expect(page.getByText('Swiss rounds finished: top cut to make')).toBeVisible();
  await expect(page.getByText('The Swiss rounds are finished: the top cut is still to make (217).')).toBeVisible();
  await expect(page.getByText('The event is finished.')).toHaveCount(0);
  await expect(
    registration.getByText('Registration is closed: every Swiss round is paired, so no one can enter any more.'),
  ).toBeVisible();
  await expect(registration.getByLabel('DCI number')).toHaveCount(0);
  const listed = async () => {
    await page.goto('/');
    return page.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: name });
  };
  await expect(await listed()).toContainText('Swiss rounds finished: top cut to make');
  await page.goto(eventUrl);

  // The top cut says what it will do and asks once.
  const cutPanel = page.getByRole('region', { name: 'Top cut' });
  await cutPanel.getByRole('button', { name: 'Make the top cut' }).click();
  await expect(cutPanel.getByRole('group', { name: 'Confirm the top cut' })).toContainText(
    'Make the top cut: the top 4 of the standings after round 4',
  );
  await cutPanel.getByRole('button', { name: 'Confirm the top cut' }).click();
  await expect(page.getByText('Top cut in play')).toBeVisible();
  await expect(await listed()).toContainText('Top cut in play');
  for (const round of [5, 6]) await reportRound(request, eventId, round);
  await expect(await listed()).toContainText('Finished');

  // After the event the public page leads with the champion, the final standings and the bracket, rounds by name.
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const publicPage = await visitor.newPage();
  await publicPage.goto(eventUrl);
  await expect(publicPage.getByText('Finished', { exact: true })).toBeVisible();
  const results = publicPage.getByRole('region', { name: 'Event results' });
  await expect(results.getByRole('status')).toHaveText(/^Champion: /);
  await expect(results.getByRole('table', { name: 'Final standings' }).getByRole('row').nth(1)).toContainText('Winner');
  await expect(results.getByRole('region', { name: 'Top cut bracket' })).toContainText('Semifinals:');
  await expect(results.getByRole('region', { name: 'Top cut bracket' })).toContainText('Final:');
  const rounds = publicPage.getByRole('region', { name: 'Rounds' });
  await expect(rounds.getByRole('link', { name: 'Semifinals pairings' })).toBeVisible();
  await expect(rounds.getByRole('link', { name: 'Final pairings' })).toBeVisible();
  await expect(rounds.getByRole('link', { name: 'Round 5 pairings' })).toHaveCount(0);
  await shoot(publicPage, 'after-the-event');
  await publicPage.goto(`${eventUrl}/rounds/6/pairings`);
  await expect(publicPage.getByRole('heading', { name: `${name} · Final pairings (top cut, round 6)` })).toBeVisible();
  await visitor.close();

  expect(dialogs).toEqual([]);
});
