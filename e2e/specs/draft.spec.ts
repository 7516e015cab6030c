import { expect, test, type APIRequestContext } from '@playwright/test';

interface Seating {
  pods: { number: number; seats: string[] }[];
}

const TEN_CARDS = Array.from({ length: 10 }, (_, i) => `gym1-${i + 1}`);

/** A Rochester Draft event with basic Energy announced and 15 players seated into pods of 8 and 7. */
async function seatedEvent(request: APIRequestContext, name: string): Promise<{ eventId: string; seating: Seating }> {
  const event = (await (await request.post('/api/events', { data: { name, format: 'rochester-draft' } })).json()) as {
    id: string;
  };
  expect(
    (
      await request.put(`/api/events/${event.id}/product`, {
        data: { energy: { provided: true, perPlayer: 30 }, cardsPerPhase: 20 },
      })
    ).status(),
  ).toBe(200);
  for (let i = 0; i < 15; i++) {
    const player = {
      dciNumber: String(900100 + i),
      firstName: 'Drafter',
      lastName: `Seat${String(i).padStart(2, '0')}`,
    };
    expect((await request.post(`/api/events/${event.id}/players`, { data: player })).status()).toBe(201);
  }
  const seated = await request.post(`/api/events/${event.id}/pods`);
  expect(seated.status()).toBe(201);
  return { eventId: event.id, seating: (await seated.json()) as Seating };
}

test('Rochester Draft: pods, the draft caller with a timeout, and the printed sheet (Appendix A 1–7)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { eventId, seating } = await seatedEvent(page.request, `Rochester Cup ${Date.now()}`);
  expect(seating.pods.map((p) => p.seats.length)).toEqual([8, 7]);

  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('note', { name: 'Basic Energy' })).toContainText(
    'Basic Energy is provided: 30 cards for every player.',
  );

  await page.goto(`/events/${eventId}/pods/product`);
  await expect(page.getByRole('table', { name: 'Product order' })).toContainText('45 Gym Heroes + 45 Gym Challenge');
  await expect(page.getByRole('table', { name: 'Product order' })).toContainText('Pod 2');

  await page.goto(`/events/${eventId}/pods`);
  await expect(page.getByRole('region', { name: 'Pod 2' })).toContainText('Pack group 2 (Gym Heroes + Gym Challenge)');
  await page.getByRole('region', { name: 'Pod 1' }).getByRole('link', { name: 'Draft caller' }).click();

  await expect(page.getByText('The draft has not started.')).toBeVisible();
  await page.getByLabel('First seat').fill('1');
  await page.getByLabel('Seconds a pick').fill('1');
  await page.getByLabel('Review seconds').fill('1');
  await page.getByRole('button', { name: 'Start the draft' }).click();
  await expect(page.getByTestId('active')).toContainText('Seat 1 ·');

  const cardsField = page.getByLabel(/Cards laid out/);
  await cardsField.fill('gym1-1 gym1-129');
  await page.getByRole('button', { name: 'Lay out the cards' }).click();
  await expect(page.getByText(/is basic Energy: the Active player removes it/)).toBeVisible();
  await cardsField.fill(TEN_CARDS.join('\n'));
  await page.getByRole('button', { name: 'Lay out the cards' }).click();
  const table = page.getByRole('region', { name: 'Cards on the table' });
  await expect(table.getByRole('button', { name: /^Card \d+:/ })).toHaveCount(10);

  await expect(page.getByRole('button', { name: /^Card 5:/ })).toBeEnabled();
  await page.getByRole('button', { name: /^Card 5:/ }).click();
  await expect(page.getByRole('button', { name: /^Card 5:.*taken by seat 1$/ })).toBeVisible();
  await expect(page.getByTestId('pick-number')).toHaveText('2');

  await expect(page.getByText('time: give the oldest card')).toBeVisible();
  await page.getByRole('button', { name: 'Give card 1 to seat 2' }).click();
  await expect(page.getByRole('button', { name: /^Card 1:.*taken by seat 2$/ })).toContainText('(time)');

  await page.getByLabel('Card number').fill('2');
  await page.getByRole('button', { name: 'Record pick for seat 3' }).click();
  await expect(page.getByRole('button', { name: /^Card 2:.*taken by seat 3$/ })).toBeVisible();
  await expect(page.getByTestId('to-pick')).toContainText('Seat 4 ·');

  const seat2 = seating.pods[0]!.seats[1]!;
  const drafted = await (await page.request.get(`/api/events/${eventId}/players/${seat2}/drafted`)).json();
  expect(drafted).toEqual({ cards: [{ cardId: 'gym1-1', count: 1 }] });

  await page.goto(`/events/${eventId}/pods`);
  await page.emulateMedia({ media: 'print' });
  const pod1 = page.getByRole('region', { name: 'Pod 1' });
  await expect(pod1.getByRole('link', { name: 'Draft caller' })).toBeHidden();
  await expect(pod1.getByRole('table').first()).toContainText('Seat 1');
  await expect(pod1.getByRole('columnheader', { name: '20', exact: true }).first()).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
});

test('Booster Draft: the pods page shows each pack’s passing direction, left, right, left (235)', async ({ page }) => {
  const request = page.request;
  const event = (await (
    await request.post('/api/events', { data: { name: `Booster Night ${Date.now()}`, format: 'booster-draft' } })
  ).json()) as { id: string };
  expect(
    (await request.put(`/api/events/${event.id}/product`, { data: { energy: { provided: false } } })).status(),
  ).toBe(200);
  for (let i = 0; i < 6; i++) {
    expect(
      (
        await request.post(`/api/events/${event.id}/players`, {
          data: { dciNumber: String(900200 + i), firstName: 'Booster', lastName: `Player${i}` },
        })
      ).status(),
    ).toBe(201);
  }
  expect((await request.post(`/api/events/${event.id}/pods`)).status()).toBe(201);
  await page.goto(`/events/${event.id}/pods`);
  const passing = page.getByRole('region', { name: 'Pod 1' }).getByRole('table', { name: 'Pack passing' });
  const directions = passing.locator('tbody tr td:nth-child(3)');
  await expect(directions).toHaveText(['left', 'right', 'left', 'right', 'left']);
  await expect(passing.locator('tbody tr').first()).toContainText('Gym Heroes');
  await expect(page.getByRole('link', { name: 'Draft caller' })).toHaveCount(0);
});
