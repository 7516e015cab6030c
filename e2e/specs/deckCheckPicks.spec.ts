import { expect, test } from '@playwright/test';
import { apiOk, eventInRound1, type MatchOut } from '../apiSetup';

// Issue #16: the head judge draws a table for a deck check; the judge takes the decks and gives them back, and the
// time plus the allowance is credited to the match (216); a mismatch leads to the penalty form, deck problem filled in.

test('a deck check drawn at random is credited to the match, and a mismatch opens the penalty form', async ({
  page,
  request,
}) => {
  const { eventId, matches } = await eventInRound1(request, 'Deck Checks', 2, 716300);

  await page.goto(`/events/${eventId}/decks`);
  await page.locator('html[data-hydrated]').waitFor();
  const picks = page.getByRole('region', { name: 'Deck checks picked' });
  await picks.getByLabel('Allowance (min)').fill('3');
  await picks.getByRole('button', { name: 'Draw at random' }).click();
  const pick = picks.getByRole('listitem', { name: 'Deck check at table 1' });
  await expect(pick).toContainText('drawn, seed');
  await pick.getByRole('button', { name: 'Take the decks' }).click();
  await pick.getByRole('button', { name: 'Decks back: credit the time' }).click();
  await expect(pick).toContainText('4 min added to the match (216)');
  expect((await apiOk<MatchOut>(request, 'get', `/api/matches/${matches[0]!.id}`)).extensionMinutes).toBe(4);

  await page.getByRole('textbox', { name: 'Table' }).fill('1');
  await page.getByRole('button', { name: 'Open lists' }).click();
  await page.getByRole('button', { name: 'Does not match' }).first().click();
  await page.getByRole('link', { name: 'Penalty for the deck/decklist problem' }).click();
  const form = page.getByRole('form', { name: 'Record a penalty' });
  await expect(form.getByLabel('Infraction')).toHaveValue('deckProblem');
  await expect(form.getByLabel('Proposed penalty')).toHaveText('Proposed: Game loss (first offence)');
});
