import { expect, test, type Page } from '@playwright/test';
import { MODIFIED_DECK } from '@tcg/domain/deck/samples';

/** A legal Modified fire deck (226) with four Pichu (Baby Pokémon). */
const LEGAL = MODIFIED_DECK;

/** Three mistakes: a banned card on line 6, a fifth copy on line 11, a Base Set card with no legal copy on line 12. */
const ILLEGAL = LEGAL.replace('4 Pichu N1 12', '4 Sneasel N1 25')
  .replace('4 Pokémon Breeder LC 102', '5 Pokémon Breeder LC 102')
  .replace('4 Energy Removal 2 EX 140', '4 Energy Removal BS 92')
  .replace('3 Switch EX 157', '2 Switch EX 157');

async function open(page: Page) {
  await page.goto('/decks/check');
  await page.getByLabel('Format').selectOption('modified');
  await page.getByLabel('Date of the event (204)').fill('2003-06-01');
}

const problemOn = (page: Page, line: number) =>
  page.getByRole('list', { name: 'Problems' }).locator(`li[data-line="${line}"]`);

test('an illegal Modified list shows each problem on its line, and turns legal once fixed', async ({ page }) => {
  await open(page);
  const decklist = page.getByLabel('Decklist');
  await decklist.fill(ILLEGAL);

  await expect(page.getByTestId('verdict')).toHaveText('Not legal: 3 problems');
  await expect(problemOn(page, 6)).toContainText('Sneasel (Neo Genesis 25) is banned');
  await expect(problemOn(page, 6).getByRole('link', { name: '§226' })).toHaveAttribute('href', '/rules#226');
  await expect(problemOn(page, 11)).toContainText('5 copies of Pokémon Breeder');
  await expect(problemOn(page, 11).getByRole('link', { name: '§221' })).toBeVisible();
  await expect(problemOn(page, 12)).toContainText('Energy Removal (Base 92)');
  for (const line of [6, 11, 12]) await expect(page.locator(`[data-problem-line="${line}"]`)).toBeVisible();
  await expect(page.locator('[data-problem-line]')).toHaveCount(3);

  await decklist.fill(ILLEGAL.replace('4 Sneasel N1 25', '4 Pichu N1 12'));
  await expect(page.getByTestId('verdict')).toHaveText('Not legal: 2 problems');
  await decklist.fill(LEGAL.replace('4 Energy Removal 2 EX 140', '4 Energy Removal BS 92'));
  await expect(page.getByTestId('verdict')).toHaveText('Not legal: 1 problem');
  await expect(page.locator('[data-problem-line="12"]')).toBeVisible();

  // The last fix typed on the line itself, with autocomplete giving the set and number.
  await decklist.fill(LEGAL.replace('4 Energy Removal 2 EX 140\n', '4 Energy Removal 2\n'));
  await decklist.press('Control+Home');
  for (let i = 0; i < 11; i++) await decklist.press('ArrowDown');
  await decklist.press('End');
  await decklist.press('Space');
  await decklist.press('Backspace');
  await page
    .getByRole('list', { name: 'Suggestions' })
    .getByRole('button', { name: /Energy Removal 2.*EX 140/ })
    .click();
  await expect(decklist).toHaveValue(LEGAL);
  await expect(page.getByTestId('verdict')).toHaveText('Legal');
  await expect(page.getByTestId('count-pokémon')).toHaveText('14');
  await expect(page.getByTestId('count-trainer')).toHaveText('30');
  await expect(page.getByTestId('count-energy')).toHaveText('16');
  await expect(page.locator('[data-problem-line]')).toHaveCount(0);
});

test('the page and POST /api/decks/check give the same verdict', async ({ page, request }) => {
  await open(page);
  await page.getByLabel('Decklist').fill(ILLEGAL);
  await expect(page.getByTestId('verdict')).toHaveText('Not legal: 3 problems');
  const api = await (
    await request.post('/api/decks/check', { data: { format: 'modified', date: '2003-06-01', list: ILLEGAL } })
  ).json();
  const shown = await page
    .getByRole('list', { name: 'Problems' })
    .locator('li')
    .evaluateAll((items) => items.map((li) => Number(li.getAttribute('data-line'))));
  expect(api.legal).toBe(false);
  expect(api.problems.map((p: { line: number }) => p.line)).toEqual(shown);
});

test('measures the in-browser check time per keystroke on a 60-line list', async ({ page, request }) => {
  const cards: { name: string; number: string }[] = await (await request.get('/api/cards?set=N1&limit=60')).json();
  expect(cards).toHaveLength(60);
  const list = cards.map((card) => `1 ${card.name} N1 ${card.number}`).join('\n');
  await open(page);
  const decklist = page.getByLabel('Decklist');
  await decklist.fill(list);
  await expect(page.getByTestId('count-total')).toHaveText('60');
  await decklist.press('Control+End');
  await decklist.press('Enter');
  const times: number[] = [];
  const typed = '4 Fire Energy';
  for (let i = 0; i < typed.length; i++) {
    await decklist.press(typed[i] === ' ' ? 'Space' : typed[i]!);
    // data-chars says which text the shown check was made on: this keystroke's.
    await expect(page.getByTestId('check-time')).toHaveAttribute('data-chars', String(list.length + 2 + i));
    times.push(Number(await page.getByTestId('check-time').getAttribute('data-ms')));
  }
  await expect(page.getByTestId('count-total')).toHaveText('64');
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `deck check in the browser, 61-line list: median ${median.toFixed(2)} ms, worst ${times.at(-1)!.toFixed(2)} ms over ${times.length} keystrokes`,
  );
  expect(times.every((t) => Number.isFinite(t) && t >= 0)).toBe(true);
});
