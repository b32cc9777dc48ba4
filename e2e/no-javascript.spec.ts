// Deep links work with JavaScript off: the first response carries the whole page.
import { expect, test, showcase } from './support/test';

const plc = showcase.companies.plc;

test.use({ javaScriptEnabled: false });

test('a company page renders fully without JavaScript', async ({ page }) => {
  await page.goto(`/company/${plc}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ALBION CONSOLIDATED HOLDINGS PLC');
  await expect(page.getByRole('heading', { name: 'Nature of business (SIC)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Officers', exact: true })).toBeVisible();
});

test('page 3 of the officers, loaded directly, shows its rows and paging without JavaScript', async ({ page }) => {
  await page.goto(`/company/${plc}/officers?page=3`);
  await expect(page.getByText(/Showing 71–\d+ of \d+ officers/)).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Showing 36–70 of \d+ officers/)).toBeVisible();
});

test('a registry 404 answers a real 404 status, also without JavaScript', async ({ page }) => {
  expect((await page.goto('/company/99999999'))?.status()).toBe(404);
  expect((await page.goto(`/company/${plc}/charges/noSuchCharge00000000000000`))?.status()).toBe(404);
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('a registry 404 page says what was not found', async ({ page }) => {
    await page.goto('/company/99999999');
    await expect(page.getByText('The register has no company 99999999 at this address')).toBeVisible();
    await page.goto(`/company/${plc}/charges/noSuchCharge00000000000000`);
    await expect(page.getByText(/The register has no charge of company/)).toBeVisible();
  });
});
