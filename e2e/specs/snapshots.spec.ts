import { expect, test, type Page } from '@playwright/test';
import { apiOk } from '../apiSetup';
import { enterResults, pairAndPublish } from '../resultsPage';
import { trainers } from '../trainers';

// Issue #18: each published round leaves a snapshot; the organizer brings the event back to one, told what is lost.

async function openSnapshots(page: Page, eventUrl: string) {
  await page.goto(eventUrl);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByText(/^Snapshots \(\d+\)$/).click();
  return page.getByRole('list', { name: 'Snapshots' });
}

test('restoring the round 1 snapshot loses round 2 and the results since, after a confirmation that can be cancelled', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `Vermilion Snapshot Cup ${Date.now()}`;
  await page.goto('/');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const eventUrl = page.url();
  const eventId = new URL(eventUrl).pathname.split('/').at(-1)!;
  for (const [i, [firstName, lastName]] of trainers.slice(0, 6).entries()) {
    await apiOk(request, 'post', `/api/events/${eventId}/players`, {
      dciNumber: String(718300 + i),
      firstName,
      lastName,
    });
  }

  await pairAndPublish(page, eventUrl, 1);
  await enterResults(page, eventUrl, 1, [1, 2, 3]);
  await expect(page.getByRole('heading', { name: 'All results are in' })).toBeVisible();
  await pairAndPublish(page, eventUrl, 2);
  await enterResults(page, eventUrl, 2, [1]);
  await expect(page.getByRole('heading', { name: '2 results missing' })).toBeVisible();

  let snapshots = await openSnapshots(page, eventUrl);
  await expect(snapshots.getByRole('listitem')).toHaveCount(2);
  await expect(snapshots.getByRole('listitem').nth(0)).toContainText('Round 2 published');
  await expect(snapshots.getByRole('listitem').nth(1)).toContainText('Round 1 published');
  const round1 = snapshots.getByRole('listitem').filter({ hasText: 'Round 1 published' });
  const confirmation = page.getByRole('group', { name: 'Restore round 1' });
  const lost = 'This loses round 2 and 4 results entered after round 1 was published.';

  // Cancelled: nothing changes.
  await round1.getByRole('button', { name: 'Restore…' }).click();
  await expect(confirmation).toContainText(lost);
  await expect(confirmation.getByRole('button', { name: 'Restore round 1' })).toBeDisabled();
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toHaveCount(0);
  snapshots = await openSnapshots(page, eventUrl);
  await expect(page.getByRole('heading', { name: 'Round 2 · published' })).toBeVisible();
  await expect(snapshots.getByRole('listitem')).toHaveCount(2);
  await page.goto(`${eventUrl}/results`);
  await expect(page.getByRole('heading', { name: 'Results · round 2' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 results missing' })).toBeVisible();

  // Confirmed with the event's name: back to round 1 as it was published, before any result.
  snapshots = await openSnapshots(page, eventUrl);
  await round1.getByRole('button', { name: 'Restore…' }).click();
  await expect(confirmation).toContainText(lost);
  await confirmation.getByLabel(/Type the event’s name/).fill('Vermilion');
  await confirmation.getByRole('button', { name: 'Restore round 1' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Type the event's name, "${name}", to restore the snapshot.` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Round 2 · published' })).toBeVisible();
  await confirmation.getByLabel(/Type the event’s name/).fill(name);
  await confirmation.getByRole('button', { name: 'Restore round 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Restored to round 1.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Round 1 · published' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Round 2 · / })).toHaveCount(0);
  await expect(snapshots.getByRole('listitem')).toHaveCount(2);

  await page.goto(`${eventUrl}/results`);
  await expect(page.getByRole('heading', { name: 'Results · round 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '3 results missing' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Rounds' }).getByRole('link', { name: 'R2' })).toHaveCount(0);
});
