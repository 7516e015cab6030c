import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { trainers } from '../trainers';

export interface LiveMatch {
  id: string;
  version: number;
  table: number | null;
  playerA: { id: string; name: string };
  playerB: { id: string } | null;
}

/** A Modified event with four players and round 1 published, made through the API as `request`'s account. */
export async function eventWithRound(
  request: APIRequestContext,
  name: string,
): Promise<{ eventId: string; matches: LiveMatch[] }> {
  const created = await request.post('/api/events', { data: { name, format: 'modified' } });
  expect(created.status()).toBe(201);
  const { id: eventId } = (await created.json()) as { id: string };
  for (const [i, [firstName, lastName]] of trainers.slice(0, 4).entries()) {
    expect(
      (
        await request.post(`/api/events/${eventId}/players`, {
          data: { dciNumber: String(720100 + i), firstName, lastName },
        })
      ).status(),
    ).toBe(201);
  }
  expect((await request.post(`/api/events/${eventId}/rounds`)).status()).toBe(201);
  const published = await request.post(`/api/events/${eventId}/rounds/1/publish`);
  expect(published.status()).toBe(200);
  return {
    eventId,
    matches: ((await published.json()) as { matches: LiveMatch[] }).matches.filter((m) => m.playerB !== null),
  };
}

/** Opens `url`, waits for the live stream, and marks the document so a reload would be noticed. */
export async function openLive(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[data-live="live"]')).toBeVisible();
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', 'true'));
}

export const notReloaded = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-not-reloaded', 'true');
