// The Financials tab on the showcase companies (lib/registry-server/generator/showcase-financials.ts):
// full accounts over the years, a micro-entity without a profit and loss account, a dormant
// company, a paper filer and net liabilities; with and without JavaScript; and its JSON/CSV API.
import { checkA11y, expect, showcase, test, type Page } from './support/test';

const { financials } = showcase;
const tab = (number: string) => `/company/${number}/financials`;

interface Period {
  period_end: string;
  source: { format: string; document_id: string | null };
  figures: Record<string, number | null>;
}

const row = (page: Page, figure: string) => page.locator(`tr[data-figure="${figure}"]`);

test.describe('the Financials tab', () => {
  test('full accounts: six years or more with turnover and profit, each figure linked to its iXBRL', async ({
    page,
    request,
  }) => {
    const api = await (await request.get(`/api/financials/company/${financials.full}`)).json();
    const periods: Period[] = api.periods;
    expect(periods.filter((p) => p.source.format === 'ixbrl').length).toBeGreaterThanOrEqual(6);
    await page.goto(tab(financials.full));
    await expect(page.getByRole('heading', { name: 'Financials', level: 2 })).toBeVisible();
    await expect(row(page, 'turnover').locator('td[data-state="value"]')).toHaveCount(
      periods.filter((p) => p.figures.turnover !== null).length,
    );
    // The newest column is the newest period; its turnover is the API's, in pounds.
    const turnover = periods[0]!.figures.turnover!;
    await expect(row(page, 'turnover').locator('td').first()).toContainText(
      `£${Math.abs(turnover).toLocaleString('en-GB')}`,
    );
    await expect(page.getByRole('img', { name: 'Turnover and profit' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Net assets and cash' })).toBeVisible();
    // Year-on-year change under every figure that has one before it.
    await expect(row(page, 'net_assets').locator('td').first()).toContainText(/[+−]\d|no change/);
    // The figure's link opens the document it was read from, which states it.
    const link = row(page, 'net_assets').locator('td').first().getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toBe(`/api/documents/${periods[0]!.source.document_id}/content?format=xhtml`);
    const document = await request.get(href!);
    expect(document.status()).toBe(200);
    expect(await document.text()).toContain('NetAssetsLiabilities');
    await checkA11y(page);
  });

  test('tooltips on the chart with JavaScript', async ({ page }) => {
    await page.goto(tab(financials.full));
    // The point's larger, invisible pointer target.
    const point = page.locator('[data-series="turnover"] [data-tip] circle[r="12"]').last();
    await point.hover({ force: true });
    await expect(page.locator('[data-chart-tooltips] [role="status"]')).toContainText(/^Turnover, .*: £[\d,]+$/);
  });

  test('a micro-entity: balance sheet only, profit and loss not disclosed', async ({ page }) => {
    await page.goto(tab(financials.micro));
    await expect(row(page, 'net_assets').locator('td[data-state="value"]').first()).toBeVisible();
    await expect(row(page, 'turnover').locator('td[data-state="value"]')).toHaveCount(0);
    await expect(row(page, 'turnover').locator('td[data-state="not-disclosed"]').first()).toHaveText('not disclosed');
    await expect(page.getByRole('img', { name: 'Turnover and profit' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Net assets and cash' })).toBeVisible();
  });

  test('a dormant company: real zeros, told apart from "not disclosed"', async ({ page }) => {
    await page.goto(tab(financials.dormant));
    await expect(row(page, 'creditors_within_one_year').locator('td').first()).toContainText('£0');
    await expect(row(page, 'employees').locator('td').first()).toContainText('0');
    await expect(row(page, 'turnover').locator('td').first()).toHaveText('not disclosed');
  });

  test('a paper filer: every period says so, and no chart is drawn', async ({ page }) => {
    await page.goto(tab(financials.paper));
    await expect(page.getByText(/None of these accounts was filed in a machine-readable form/)).toBeVisible();
    const cells = row(page, 'net_assets').locator('td');
    expect(await cells.count()).toBeGreaterThan(0);
    await expect(row(page, 'net_assets').locator('td[data-state="paper"]')).toHaveCount(await cells.count());
    await expect(page.getByRole('img', { name: 'Net assets and cash' })).toHaveCount(0);
  });

  test('net liabilities: negative figures, and the overview says so', async ({ page }) => {
    await page.goto(tab(financials.negative));
    await expect(row(page, 'net_assets').locator('td').first()).toContainText('−£');
    await page.goto(`/company/${financials.negative}`);
    await expect(page.getByTestId('net-assets-line')).toContainText(/Net liabilities of £[\d,]+ at /);
  });

  test('the overview shows the latest net assets and their change', async ({ page }) => {
    await page.goto(`/company/${financials.full}`);
    await expect(page.getByTestId('net-assets-line')).toContainText(/Net assets of £[\d,]+ at .* \([+−].* on /);
    await page.getByRole('link', { name: 'See the figures over the years' }).click();
    await expect(page).toHaveURL(tab(financials.full));
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the table scrolls inside its frame; the page does not', async ({ page }) => {
    await page.goto(tab(financials.full));
    await expect(row(page, 'net_assets')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the table and the chart are complete', async ({ page }) => {
    await page.goto(tab(financials.full));
    await expect(row(page, 'turnover').locator('td[data-state="value"]').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Net assets and cash' })).toBeVisible();
    // The native tooltip each point carries.
    await expect(page.locator('[data-series="net_assets"] [data-tip] title').first()).toHaveText(/Net assets, /);
    await page.goto(tab(financials.micro));
    await expect(row(page, 'turnover').locator('td').first()).toHaveText('not disclosed');
  });
});

test.describe('GET /api/financials/company/{n}', () => {
  test('answers the periods newest first as JSON and CSV', async ({ request }) => {
    const json = await (await request.get(`/api/financials/company/${financials.negative}?format=json`)).json();
    expect(json.company_number).toBe(financials.negative);
    const ends = json.periods.map((p: Period) => p.period_end);
    expect([...ends].sort().reverse()).toEqual(ends);
    expect(Object.keys(json.periods[0].figures)).toHaveLength(13);
    expect(json.periods[0].figures.net_assets).toBeLessThan(0);
    const csv = await request.get(`/api/financials/company/${financials.negative}?format=csv`);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(json.periods.length + 1);
  });

  test('400 for a malformed number or format, 404 for an unknown company', async ({ request }) => {
    const bad = await request.get('/api/financials/company/not-a-number');
    expect(bad.status()).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('company_number');
    expect((await request.get(`/api/financials/company/${financials.full}?format=xml`)).status()).toBe(400);
    expect((await request.get('/api/financials/company/99999999')).status()).toBe(404);
  });
});
