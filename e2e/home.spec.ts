// The start page and the site's shell: the search box, example searches, header and 404.
import { checkA11y, expect, showcase, test } from './support/test';

test.setTimeout(90_000);

test('the home page introduces the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore the company register');
  await expect(page).toHaveTitle(/Registry browser/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Registry browser' })).toHaveAttribute('href', '/');
});

test('the header and footer lead to advanced search and connections', async ({ page }) => {
  await page.goto(`/company/${showcase.companies.plc}`);
  const tools = page.getByRole('banner').getByRole('navigation', { name: 'Tools' });
  await expect(tools.getByRole('link', { name: 'Advanced search' })).toHaveAttribute('href', '/advanced-search');
  await expect(tools.getByRole('link', { name: 'Connections between two records' })).toHaveAttribute(
    'href',
    '/connections',
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Advanced search' })).toHaveAttribute('href', '/advanced-search');
  await expect(footer.getByRole('link', { name: 'Connections between two records' })).toHaveAttribute(
    'href',
    '/connections',
  );
  // On a phone the header keeps its two lines (name, search box): the footer has the tools.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(tools).toBeHidden();
  await expect(footer.getByRole('link', { name: 'Connections between two records' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test('the search box is focused and searches the register', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('main').getByRole('searchbox');
  await expect(box).toBeFocused();
  await page.keyboard.type('albion consolidated');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=albion+consolidated');
  await expect(page.getByRole('link', { name: 'ALBION CONSOLIDATED HOLDINGS PLC' })).toBeVisible();
});

test('every example search finds something', async ({ page }) => {
  await page.goto('/');
  const examples = page.getByRole('region', { name: 'Try an example' }).getByRole('link');
  const hrefs = await examples.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(4);
  for (const href of hrefs) {
    await page.goto(href);
    if (new URL(page.url()).pathname.startsWith('/company/')) continue; // a company number went straight there
    await expect(page.getByRole('heading', { level: 2, name: /^[\d,]+ results?$/ }), href).toBeVisible();
  }
});

test('the home page passes an accessibility check and fits 375 px', async ({ page }) => {
  await page.goto('/');
  await checkA11y(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkA11y(page);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test('an unknown address gets a real 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search the register' })).toBeVisible();
});
