import { expect, test, type Page } from '@playwright/test';

const modified = (page: Page) => page.getByRole('list', { name: 'Legality' }).locator('li[data-format="modified"]');
const copies = (page: Page) =>
  page
    .getByRole('heading', { name: 'Other printings of the same card (226)' })
    .locator('xpath=following-sibling::ul[1]');

test('Jungle Jolteon is a legal copy of Legendary Collection Jolteon despite the catalog\'s "Pin Missle" (226, errata)', async ({
  page,
}) => {
  await page.goto('/cards/base2-4');
  await expect(modified(page)).toContainText('Legal');
  await expect(modified(page)).toContainText('Modified: a copy of Legendary Collection 14 (base6-14), legal under 226');
  await expect(copies(page).getByRole('link')).toHaveText(['Jungle 20', 'Legendary Collection 14']);

  await copies(page).getByRole('link', { name: 'Legendary Collection 14' }).click();
  await expect(page.getByRole('heading', { name: 'Jolteon' })).toBeVisible();
  await expect(copies(page).getByRole('link')).toHaveText(['Jungle 4', 'Jungle 20']);
});

test('Team Rocket\'s "Here Comes Team Rocket!" is not a copy of the Team Rocket Returns Supporter (226)', async ({
  page,
}) => {
  await page.goto('/cards/base5-71');
  await expect(modified(page)).toContainText('Not allowed');
  await expect(modified(page)).toContainText('Team Rocket is not in Modified; no copy of it is legal (226)');
  await expect(copies(page).getByRole('link')).toHaveText(['Team Rocket 15']);
});
