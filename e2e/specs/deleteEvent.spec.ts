import { expect, test } from '@playwright/test';
import { eventInRound1 } from '../apiSetup';

// Issue #18: the organizer deletes an event from its page, offered the export first, confirming with its name.
test('an event is deleted only with its name typed, after the export is offered', async ({ page, request }) => {
  const { eventId } = await eventInRound1(request, 'Cinnabar Mistake', 4, 717200);
  const name = ((await (await request.get(`/api/events/${eventId}`)).json()) as { name: string }).name;
  await page.goto(`/events/${eventId}`);
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByText('Delete this event').click();
  await expect(page.getByRole('link', { name: 'download the whole event (.json)' })).toHaveAttribute(
    'href',
    `/api/events/${eventId}/export.json`,
  );
  await page.getByLabel(/Type the event’s name/).fill('Cinnabar');
  await page.getByRole('button', { name: 'Delete the event for good' }).click();
  await expect(page.getByText(`Type the event's name, "${name}", to delete it.`)).toBeVisible();
  await page.getByLabel(/Type the event’s name/).fill(name);
  await page.getByRole('button', { name: 'Delete the event for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('list', { name: 'Events' }).getByText(name)).toHaveCount(0);
  expect((await request.get(`/api/events/${eventId}`)).status()).toBe(404);
});
