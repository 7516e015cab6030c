// The organizer's steps every event spec repeats: pair and publish a round from the event page, and enter results on
// the results page, player A winning.
import { expect, type Page } from '@playwright/test';

export async function pairAndPublish(page: Page, eventUrl: string, round: number) {
  await page.goto(eventUrl);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('button', { name: `Pair round ${round}` }).click();
  if (round === 1) await page.getByRole('button', { name: 'Pair round 1 and lock decklists' }).click();
  await expect(page.getByRole('heading', { name: `Round ${round} · draft` })).toBeVisible();
  await page.getByRole('button', { name: `Publish round ${round}` }).click();
  await expect(page.getByRole('heading', { name: `Round ${round} · published` })).toBeVisible();
}

export async function openTable(page: Page, table: number) {
  await page
    .getByRole('list', { name: 'Tables' })
    .getByRole('button', { name: String(table), exact: true })
    .click();
  await expect(page.getByRole('region', { name: `Table ${table}` })).toBeVisible();
}

/** The tables of the results page's round. */
export async function tablesOf(page: Page): Promise<number[]> {
  const labels = await page.getByRole('list', { name: 'Tables' }).getByRole('button').allTextContents();
  return labels.map((l) => Number.parseInt(l, 10));
}

/** Player A wins each of `tables`, on the results page already open. */
export async function playerAWins(page: Page, tables: number[]) {
  for (const table of tables) {
    await openTable(page, table);
    await page
      .getByRole('region', { name: `Table ${table}` })
      .getByRole('group', { name: 'Result' })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('status')).toContainText(`Table ${table}:`);
  }
}

/** Opens the results page of `round` (the round it shows by itself); player A wins `tables`, or every table. */
export async function enterResults(page: Page, eventUrl: string, round: number, tables?: number[]) {
  await page.goto(`${eventUrl}/results`);
  await expect(page.getByRole('heading', { name: `Results · round ${round}` })).toBeVisible();
  await playerAWins(page, tables ?? (await tablesOf(page)));
}
