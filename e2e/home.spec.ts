import { expect, test } from '@playwright/test';

test('the home page introduces the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore the company register');
  await expect(page).toHaveTitle(/Registry browser/);
});

test('an unknown address gets a real 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
