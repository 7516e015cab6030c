import { expect, test, type Page } from '@playwright/test';
import { openTable, playerAWins, tablesOf } from '../resultsPage';
import { trainers } from '../trainers';

const players = [...trainers.slice(0, 8), ['Cilan', 'Dent']] as const;

async function pairAndPublish(page: Page, eventUrl: string, round: number) {
  await page.goto(eventUrl);
  await page.getByRole('button', { name: `Pair round ${round}` }).click();
  if (round === 1) await page.getByRole('button', { name: 'Pair round 1 and lock decklists' }).click();
  await expect(page.getByRole('heading', { name: `Round ${round} · draft` })).toBeVisible();
  if (round === 2) {
    // A draft can be thrown away and paired again (#18): here before anyone saw it.
    await page.getByRole('button', { name: 'Discard this draft' }).click();
    await page.getByRole('button', { name: 'Pair round 2' }).click();
    await expect(page.getByRole('heading', { name: 'Round 2 · draft' })).toBeVisible();
  }
  await expect(
    page.getByRole('table', { name: `Round ${round} pairings` }).getByRole('cell', { name: 'bye', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Publish round ${round}` }).click();
  await expect(page.getByRole('heading', { name: `Round ${round} · published` })).toBeVisible();
}

test('a 9-player, 4-round Swiss event from registration to final standings', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Autumn City Championship ${Date.now()}`;
  await page.goto('/');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Alternate Scoring System (216)').check();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const eventUrl = page.url();

  for (const [i, [first, last]] of players.entries()) {
    await page.getByLabel('DCI number').fill(String(500100 + i));
    await page.getByLabel('First name').fill(first);
    await page.getByLabel('Last name').fill(last);
    await page.getByRole('button', { name: 'Register player' }).click();
    await expect(page.getByRole('list', { name: 'Players' }).getByText(`${first} ${last}`)).toBeVisible();
  }
  await page.getByLabel('DCI number').fill('500100');
  await page.getByLabel('First name').fill('Ash');
  await page.getByLabel('Last name').fill('Again');
  await page.getByRole('button', { name: 'Register player' }).click();
  await expect(page.getByRole('region', { name: 'Registration' }).getByRole('alert')).toContainText(
    'DCI number 500100 is already registered in this event',
  );
  await page.getByLabel('Search players').fill('wat');
  await expect(page.getByRole('list', { name: 'Players' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Recommended: 4 (9–16 players: 4 Swiss rounds recommended)')).toBeVisible();

  // Round 1: a Prize win at time (216) entered with the keyboard, the rest by tapping the tables.
  await pairAndPublish(page, eventUrl, 1);
  await page.getByRole('button', { name: 'Start timer' }).click();
  await expect(page.getByRole('timer')).toContainText('left');
  await page.getByRole('link', { name: 'Enter results' }).click();
  await expect(page.getByRole('heading', { name: 'Results · round 1' })).toBeVisible();
  const round1 = await tablesOf(page);
  expect(round1).toEqual([1, 2, 3, 4]);
  await page.getByLabel('Table number').fill('1');
  await page.keyboard.press('Enter');
  const table1 = page.getByRole('region', { name: 'Table 1' });
  await expect(table1.getByLabel('Who chooses')).toContainText('chooses who plays first (213)');
  await table1.getByRole('button', { name: 'Time called (Prizes)' }).click();
  const prizeInputs = table1.getByRole('form', { name: 'Time called' }).getByRole('spinbutton');
  await prizeInputs.nth(0).fill('2');
  await prizeInputs.nth(1).fill('4');
  await table1.getByRole('button', { name: 'Time called: record' }).click();
  await expect(page.getByRole('status')).toContainText('on Prizes at time (216)');
  await playerAWins(page, [2, 3, 4]);
  await expect(page.getByRole('heading', { name: 'All results are in' })).toBeVisible();

  for (const round of [2, 3, 4]) {
    await pairAndPublish(page, eventUrl, round);
    await page.goto(`${eventUrl}/results`);
    await expect(page.getByRole('heading', { name: `Results · round ${round}` })).toBeVisible();
    await playerAWins(page, await tablesOf(page));
    if (round === 2) {
      // A correction of round 1 needs a reason and names the later round already paired.
      await page.goto(`${eventUrl}/results?round=1`);
      await openTable(page, 1);
      const region = page.getByRole('region', { name: 'Table 1' });
      await region.getByRole('button', { name: /wins$/ }).nth(1).click();
      await expect(region.getByRole('alert')).toContainText('give a reason for the correction');
      await region.getByLabel('Reason for the correction').fill('Players signed the wrong box');
      await region.getByRole('button', { name: /wins$/ }).nth(1).click();
      await expect(page.getByRole('status')).toContainText(
        'Correction saved. Already paired and left as they are: round 2.',
      );
    }
  }

  await page.goto(eventUrl);
  // 9 players: a top 4 is recommended (217), so the last Swiss result does not finish the event.
  await expect(page.getByText('The Swiss rounds are finished: the top cut is still to make (217).')).toBeVisible();
  await page.getByRole('link', { name: 'Full standings and history' }).click();
  await expect(page.getByRole('heading', { name: `${name} · Standings after round 4` })).toBeVisible();
  const standings = page.getByRole('table', { name: 'Standings after round 4' });
  await expect(standings.getByRole('row')).toHaveCount(10);
  await expect(standings.getByRole('columnheader', { name: 'OMW%' })).toBeVisible();
  await expect(standings.getByRole('cell', { name: /^\d+\.\d\d%$/ }).first()).toBeVisible();
  await page.getByRole('link', { name: 'After round 1' }).click();
  await expect(page.getByRole('heading', { name: `${name} · Standings after round 1` })).toBeVisible();

  await page.goto(`${eventUrl}/rounds/4/pairings`);
  await expect(page.getByRole('table', { name: 'Pairings by table' }).getByRole('row')).toHaveCount(6);
  const byName = page.getByRole('table', { name: 'Pairings by last name' });
  await expect(byName.getByRole('row').nth(1)).toContainText('Berlitz, Dawn');
  await expect(byName.getByRole('row').last()).toContainText('Waterflower, Misty');
  await page.goto(`${eventUrl}/rounds/4/slips`);
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('article').first()).toContainText('Round 4 · Table 1');
  await expect(page.getByRole('article').first()).toContainText('Signature');
});
