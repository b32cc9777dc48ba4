// Advanced search (/advanced-search) and the dissolved and A–Z views of /search, on the
// embedded registry's e2e dataset. What the pages show is compared with what the registry
// answers through the app's own registry route.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SHOWCASE } from '../lib/registry-server/generator/showcase';

test.setTimeout(90_000);

interface Hit {
  company_number: string;
}
interface AdvancedAnswer {
  hits: number;
  items: Hit[];
}

/** The showcase PLC's first SIC code: a code the dataset certainly holds. */
async function showcaseSic(request: APIRequestContext): Promise<string> {
  const profile = (await (await request.get(`/api/registry/company/${SHOWCASE.companies.plc}`)).json()) as {
    sic_codes: string[];
  };
  return profile.sic_codes[0]!;
}

async function registryPage(request: APIRequestContext, query: string): Promise<AdvancedAnswer> {
  const response = await request.get(`/api/registry/advanced-search/companies?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as AdvancedAnswer;
}

const rowNumbers = (page: Page) => page.locator('table tbody tr td:nth-child(2)').allTextContents();

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('a search by SIC code and status shows the registry’s count and rows, axe clean', async ({ page, request }) => {
  const sic = await showcaseSic(request);
  await page.goto('/advanced-search');
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('SIC codes').fill(sic);
  await page.getByRole('checkbox', { name: 'Active', exact: true }).check();
  await page.getByRole('search', { name: 'Advanced company search' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/sic_codes=/);
  await expect(page).toHaveURL(/company_status=active/);
  const registry = await registryPage(request, `company_status=active&sic_codes=${sic}&size=20`);
  await expect(page.getByRole('heading', { name: `${registry.hits.toLocaleString('en-GB')} compan` })).toBeVisible();
  expect(await rowNumbers(page)).toEqual(registry.items.map((item) => item.company_number));
  await expectNoSeriousAxeViolations(page);
});

test('a deep link to a filtered second page shows the registry’s rows at that start index', async ({
  page,
  request,
}) => {
  const registry = await registryPage(request, 'company_status=active&company_type=ltd&size=20&start_index=20');
  await page.goto('/advanced-search?company_status=active&company_type=ltd&page=2');
  await expect(page.getByText(/Showing 21–40 of/)).toBeVisible();
  expect(await rowNumbers(page)).toEqual(registry.items.map((item) => item.company_number));
  await expect(page.getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
});

test('Download all exports as many rows as the registry has hits', async ({ page, request }) => {
  const sic = await showcaseSic(request);
  const { hits } = await registryPage(request, `sic_codes=${sic}&size=1`);
  await page.goto(`/advanced-search?sic_codes=${sic}`);
  const json = page.getByRole('link', { name: 'JSON' });
  const href = await json.getAttribute('href');
  expect(href).toBe(`/api/export/advanced-search/companies?format=json&sic_codes=${sic}`);
  const exported = (await (await request.get(href!)).json()) as { items: unknown[]; complete: boolean };
  expect(exported.items).toHaveLength(hits);
  expect(exported.complete).toBe(true);
  const csv = await (await request.get(`/api/export/advanced-search/companies?format=csv&sic_codes=${sic}`)).text();
  expect(csv.trim().split('\n')).toHaveLength(hits + 1);
});

test('a bad date gets the form back with the field named, answered 400', async ({ page }) => {
  const response = await page.goto('/advanced-search?incorporated_from=2024-02-30&location=london');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toContainText(
    'Incorporated from must be a date',
  );
  // Under the field too, tied to it for screen readers.
  await expect(page.getByLabel('Incorporated from')).toHaveAttribute('aria-describedby', 'as-incorporated_from-error');
  await expect(page.getByLabel('Location')).toHaveValue('london');
});

test('the dissolved and A–Z views of /search', async ({ page }) => {
  await page.goto('/search?q=albion');
  await page.getByRole('link', { name: 'A–Z' }).click();
  await expect(page.getByRole('heading', { name: 'Names around “albion” in the register' })).toBeVisible();
  await expect(page.getByText('nearest to “albion”')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Download all companies from here in A–Z order as CSV' }),
  ).toHaveAttribute('href', '/api/export/alphabetical-search/companies?q=albion&format=csv');
  await page.getByRole('link', { name: 'Dissolved companies' }).click();
  await expect(page).toHaveURL(/view=dissolved/);
  // No dissolved company is called ALBION in the dataset; many are LIMITED: their list downloads.
  await page.goto('/search?q=limited&view=dissolved');
  const json = page.getByRole('link', { name: 'Download all dissolved companies as JSON' });
  const exported = (await (await page.request.get((await json.getAttribute('href'))!)).json()) as {
    items: { company_number: string }[];
  };
  expect(exported.items.length).toBeGreaterThan(0);
  await expectNoSeriousAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a word in the SIC field is read as the codes whose descriptions have it', async ({ page }) => {
    await page.goto('/advanced-search');
    await page.getByLabel('SIC codes').fill('software');
    await page.getByRole('search', { name: 'Advanced company search' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: '“software” was read as' })).toContainText(
      '62012 Business and domestic software development',
    );
    await expect(page.getByLabel('SIC codes')).toHaveValue('46510, 47410, 58290, 62011, 62012');
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toHaveCount(0);

    await page.getByLabel('SIC codes').fill('xyzzy');
    await page.getByRole('search', { name: 'Advanced company search' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct' })).toContainText(
      'No SIC code’s description has “xyzzy”',
    );
  });

  test('the form submits as a plain GET and shows results', async ({ page, request }) => {
    const sic = await showcaseSic(request);
    await page.goto('/advanced-search');
    await page.getByLabel('SIC codes').fill(sic);
    await page.getByRole('checkbox', { name: 'Active', exact: true }).check();
    await page.getByRole('search', { name: 'Advanced company search' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`sic_codes=${sic}`));
    const registry = await registryPage(request, `company_status=active&sic_codes=${sic}&size=20`);
    expect(await rowNumbers(page)).toEqual(registry.items.map((item) => item.company_number));
  });
});
