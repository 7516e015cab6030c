import { expect, test } from '@playwright/test';
import { apiOk, eventInRound1 } from '../apiSetup';
import { PHONE } from '../live/equivalence';

// Issue #31, weak Wi-Fi: a phone that loses the connection keeps its last table, marked offline with the time it was
// last current, reconnects by itself and shows the event as it is within seconds of coming back.

test('a phone that loses the stream keeps its table, says since when, and catches up by itself', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { eventId, matches } = await eventInRound1(request, 'Weak Wi-Fi Cup', 8, 770100);
  const seated = matches.find((m) => m.playerB !== null)!;
  const phone = await browser.newContext({ viewport: PHONE, storageState: { cookies: [], origins: [] } });
  await phone.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `tcg:find-my-table:${eventId}`,
    JSON.stringify({ playerId: seated.playerA.id, q: seated.playerA.lastName }),
  ] as const);
  // Every stream the page opens, so the test can cut it as a dropped Wi-Fi does.
  await phone.addInitScript(() => {
    const Native = window.EventSource;
    const streams: EventSource[] = [];
    Object.assign(window, { liveStreams: streams });
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        streams.push(this);
      }
    };
  });
  const page = await phone.newPage();
  await page.goto(`/events/${eventId}`);
  await expect(page.locator('[data-live="live"]')).toBeVisible();
  const card = page.locator('[data-region="find-my-table"]');
  const mine = card.getByRole('listitem').filter({ hasText: 'You' });
  await expect(mine).toContainText(String(seated.table));
  await expect(mine.locator('[data-clock="not-started"]')).toBeVisible();
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', 'true'));

  // The venue's Wi-Fi drops: the stream and every read fail.
  await phone.setOffline(true);
  await page.evaluate(() => {
    for (const stream of (window as unknown as { liveStreams: EventSource[] }).liveStreams) {
      stream.close();
      stream.dispatchEvent(new Event('error'));
    }
  });
  await expect(page.locator('[data-live="polling"]')).toContainText(/Offline · last updated \d\d:\d\d/);
  await expect(card.getByRole('status')).toContainText(/Offline · last updated \d\d:\d\d/);
  await expect(mine).toContainText(String(seated.table));
  await page.screenshot({ path: 'test-results/offline-phone-390.png', fullPage: false });

  // Meanwhile the round's clock starts.
  await apiOk(request, 'post', `/api/events/${eventId}/rounds/1/timer`);
  await phone.setOffline(false);
  await expect(page.locator('[data-live="live"]')).toBeVisible({ timeout: 20_000 });
  await expect(mine.locator('[data-clock="running"]')).toBeVisible({ timeout: 10_000 });
  await expect(card.getByRole('status')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-not-reloaded', 'true');
  await phone.close();
});
