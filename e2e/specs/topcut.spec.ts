import { expect, test, type APIRequestContext } from '@playwright/test';
import { playSwissRounds } from '../apiSetup';
import { openTable } from '../resultsPage';

const players = ['Ketchum', 'Waterflower', 'Harrison', 'Oak', 'Sketchit', 'Maple', 'Berlitz', 'Dragon'];

/** The Swiss part through the API: 8 players, 3 rounds, player A wins every match. */
async function playSwiss(request: APIRequestContext, name: string): Promise<string> {
  const event = (await (
    await request.post('/api/events', { data: { name, format: 'modified', rounds: 3 } })
  ).json()) as { id: string };
  for (const [i, lastName] of players.entries()) {
    expect(
      (
        await request.post(`/api/events/${event.id}/players`, {
          data: { dciNumber: String(700100 + i), firstName: 'Trainer', lastName },
        })
      ).status(),
    ).toBe(201);
  }
  await playSwissRounds(request, event.id, 3);
  return event.id;
}

test('Swiss into a top 4, played to a winner in the browser (217)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = `Top Cut Open ${Date.now()}`;
  const eventId = await playSwiss(request, name);

  await page.goto(`/events/${eventId}`);
  const panel = page.getByRole('region', { name: 'Top cut' });
  await expect(panel).toContainText('Recommended: no top cut (8 players: no top cut for 8 or fewer players');
  await panel.getByLabel('Cut size').selectOption('4');
  await panel.getByLabel('Top cut round minutes').fill('45');
  await panel.getByLabel('3rd/4th-place match').check();
  await panel.getByRole('button', { name: 'Make the top cut' }).click();
  await expect(panel.getByRole('group', { name: 'Confirm the top cut' })).toContainText(
    'Make the top cut: the top 4 of the standings after round 3',
  );
  await panel.getByRole('button', { name: 'Confirm the top cut' }).click();
  await expect(panel).toContainText('Top 4 · best of 1 · 45-minute rounds · 3rd/4th-place match');
  await expect(page.getByText('The Swiss rounds are finished: the top cut is on.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pair round 4' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Start Semifinals timer' }).click();
  await expect(panel.getByRole('timer')).toContainText('left');
  // The top cut's clock pauses and resumes as a Swiss round's does (212).
  await panel.getByRole('button', { name: 'Pause clock' }).click();
  await expect(panel.getByRole('timer')).toContainText('(paused)');
  await panel.getByRole('button', { name: 'Resume clock' }).click();
  await expect(panel.getByRole('timer')).not.toContainText('(paused)');
  await expect(panel.getByRole('button', { name: 'Pause clock' })).toBeVisible();

  await panel.getByRole('link', { name: 'Bracket' }).click();
  await expect(page.getByRole('heading', { name: `${name} · Top 4` })).toBeVisible();
  const semis = page.getByRole('region', { name: 'Semifinals' });
  await expect(semis.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Final' }).getByText('to be decided')).toHaveCount(4);

  await page.goto(`/events/${eventId}`);
  await panel.getByRole('link', { name: 'Enter top cut results' }).click();
  await expect(page.getByRole('heading', { name: 'Results · round 4 · Semifinals' })).toBeVisible();
  await openTable(page, 1);
  const result = page.getByRole('group', { name: 'Result' });
  await expect(result.getByRole('button', { name: 'Draw' })).toHaveCount(0);
  await result.getByRole('button').first().click();
  await expect(page.getByRole('status')).toContainText('Table 1:');

  await openTable(page, 2);
  const table2 = page.getByRole('region', { name: 'Table 2' });
  await table2.getByRole('button', { name: 'Time called (Prizes)' }).click();
  const prizes = table2.getByRole('form', { name: 'Time called' }).getByRole('spinbutton');
  await prizes.nth(0).fill('2');
  await prizes.nth(1).fill('2');
  const suddenDeath = table2.getByLabel('Equal Prizes: sudden death won by');
  await suddenDeath.selectOption({ index: 2 });
  await table2.getByRole('button', { name: 'Time called: record' }).click();
  await expect(page.getByRole('status')).toContainText('sudden death won by');

  await page.goto(`/events/${eventId}/results?round=5`);
  await expect(page.getByRole('heading', { name: 'Results · round 5 · Final' })).toBeVisible();
  for (const table of [1, 2]) {
    await openTable(page, table);
    await page.getByRole('group', { name: 'Result' }).getByRole('button').first().click();
    await expect(page.getByRole('status')).toContainText(`Table ${table}:`);
  }

  await page.goto(`/events/${eventId}/bracket`);
  await expect(page.getByRole('status')).toContainText('Winner: Trainer');
  await expect(page.getByText('Equal Prizes at time: won in sudden death (217)')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('bracket.png'), fullPage: true });

  await page.getByRole('link', { name: 'Final standings' }).click();
  const table = page.getByRole('table', { name: 'Final standings' });
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(table.getByRole('row').nth(1)).toContainText('Winner');
  await expect(table.getByRole('row').nth(2)).toContainText('Finalist');
  await expect(table.getByRole('row').nth(3)).toContainText('3rd place');
  await expect(table.getByRole('row').nth(4)).toContainText('4th place');
});
