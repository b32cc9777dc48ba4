// Journeys through a company's filing history and charges, on the showcase records.
import { expect, test, type Page, checkA11y, showcase } from './support/test';

const { plc, scottish, liquidation, overseasEntity } = showcase.companies;
const PLC_NAME = 'ALBION CONSOLIDATED HOLDINGS PLC';
const filingsOf = (number: string) => `/company/${number}/filing-history`;
const chargesOf = (number: string) => `/company/${number}/charges`;

// The first request of a page in a dev server compiles it.
test.setTimeout(90_000);

const bodyRows = (page: Page) => page.locator('table tbody tr');
/** Waits for the filing history to hydrate: its filter's Apply button is only for browsers without JavaScript. */
const hydrated = (page: Page) => expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0, slow);
/** A detail's value, by its term. */
const detail = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`);
// A dev server compiles a route on its first visit: navigations may take a while.
const slow = { timeout: 60_000 };

/** Opens each charge of the company in turn until one has the given section; returns whether one had it. */
async function openChargeWith(page: Page, company: string, section: string): Promise<boolean> {
  await page.goto(chargesOf(company));
  const hrefs = await page
    .locator('table tbody tr td:first-child a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    await page.goto(href);
    if ((await page.getByRole('heading', { level: 3, name: section }).count()) > 0) return true;
  }
  return false;
}
const count = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('filing history', () => {
  test('lists 25 filings a page, newest first, with plain descriptions, and pages in the browser', async ({ page }) => {
    await page.goto(filingsOf(plc));
    await expect(page).toHaveTitle(new RegExp(`Filing history of ${PLC_NAME}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Filing history' })).toBeVisible();
    const summary = page.getByText(/^[\d,]+ filings$/);
    const total = count(await summary.textContent());
    expect(total).toBeGreaterThanOrEqual(100);
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(page.getByText(`Showing 1–25 of ${total.toLocaleString('en-GB')} filings`)).toBeVisible();

    // Dates read "2 July 2002"; the description is text with its key words in bold, never a registry key.
    const first = bodyRows(page).first();
    await expect(first.locator('td').first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(first.locator('td').nth(1)).toHaveText(/^[A-Z0-9()]{2,}/);
    await expect(page.locator('table tbody strong').first()).toBeVisible();
    await expect(page.locator('table tbody')).not.toContainText('-with-');

    // The next page is fetched once the reader nears the page links, and the turn then needs no request.
    await hydrated(page);
    const pageTwo: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/registry/') && request.url().includes('start_index=25'))
        pageTwo.push(request.url());
    });
    const pages = page.getByRole('navigation', { name: 'Filing history pages' });
    await page.waitForTimeout(500);
    expect(pageTwo).toEqual([]);
    await pages.scrollIntoViewIfNeeded();
    await expect.poll(() => pageTwo.length).toBe(1);

    // A page turn keeps the document (no full reload) and the URL in step.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(`Showing 26–50 of ${total.toLocaleString('en-GB')} filings`)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
  });

  test('filters by category with checkboxes, and the filter is in the URL', async ({ page }) => {
    await page.goto(filingsOf(plc));
    await hydrated(page);
    await page.getByRole('checkbox', { name: 'Officers' }).check();
    await expect(page).toHaveURL(/category=officers/);
    await expect(page.getByText(/^[\d,]+ filings? in Officers$/)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Officers' })).toBeChecked();

    await page.getByRole('checkbox', { name: 'Accounts' }).check();
    await expect(page).toHaveURL(/category=officers%2Caccounts/);
    await expect(page.getByText(/^[\d,]+ filings? in Accounts, Officers$/)).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();

    // The filtered list reloads as the same filtered page.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Accounts' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Officers' })).toBeChecked();

    await page.getByRole('link', { name: 'All', exact: true }).click();
    await expect(page).not.toHaveURL(/category=/);
    await expect(page.getByRole('checkbox', { name: 'Officers' })).not.toBeChecked();
    await expect(page.getByText(/^[\d,]+ filings$/)).toBeVisible();

    // A filtered row is a filing of one of the chosen categories.
    await page.goto(`${filingsOf(plc)}?category=officers`);
    await bodyRows(page).first().getByRole('link').first().click();
    await expect(detail(page, 'Category')).toHaveText('Officers', slow);
  });

  test('the category filter is a plain GET form, so it works without JavaScript', async ({ request }) => {
    // The page's markup: a GET form of checkboxes named "category", with an Apply button.
    const html = await (await request.get(filingsOf(plc))).text();
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="category"[^>]*value="mortgage"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Apply<\/button>/);

    // Submitted, the form sends one field per ticked box; the page redirects to the single
    // comma-separated address before anything is sent (pages render whole, nothing streams first).
    const response = await request.get(`${filingsOf(plc)}?category=mortgage&category=incorporation&page=3`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toBe(`${filingsOf(plc)}?category=mortgage%2Cincorporation`);

    // A category the register has not is dropped from the address, so it neither filters nor shows a chip.
    const bogus = await request.get(`${filingsOf(plc)}?category=bogus,mortgage`, { maxRedirects: 0 });
    expect(bogus.status()).toBe(307);
    expect(bogus.headers()['location']).toBe(`${filingsOf(plc)}?category=mortgage`);
  });

  test('each filing links to its own page with every detail', async ({ page }) => {
    await page.goto(`${filingsOf(plc)}?category=mortgage`);
    // The description's link (the row's document links follow it).
    const link = bodyRows(page).first().getByRole('link').first();
    const description = (await link.textContent()) ?? '';
    const type = (await bodyRows(page).first().locator('td').nth(1).textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/company/${plc}/filing-history/[^/?]+$`), slow);
    await expect(page).toHaveTitle(new RegExp(`${type} filed .* – ${PLC_NAME}`));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(description);
    for (const term of ['Date filed', 'Form type', 'Transaction ID']) await expect(detail(page, term)).toBeVisible();
    await expect(detail(page, 'Category')).toHaveText('Charges');
    // The document service needs a key: the page links to the app's document proxy, never to it.
    await expect(page.locator('a[href*="document-api"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'All filings' }).click();
    await expect(page).toHaveURL(new RegExp(`/company/${plc}/filing-history$`), slow);
  });

  test('while another tab loads, its section shows as a skeleton of its own shape under the same header', async ({
    page,
  }) => {
    await page.goto(filingsOf(plc));
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
    // The server's answer for the charges tab (an RSC request) is held until the skeleton has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const isChargesRsc = (url: URL) => url.pathname === chargesOf(plc);
    await page.route(isChargesRsc, async (route) => {
      const request = route.request();
      if (request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc')) await held;
      await route.continue();
    });

    const tabs = page.getByRole('navigation', { name: 'Company sections' });
    await tabs.getByRole('link', { name: 'Charges', exact: true }).click();
    const loading = page.locator('[aria-busy="true"]');
    await expect(loading).toBeVisible();
    // The charges' table, not the filings': its own columns.
    await expect(loading.locator('th', { hasText: 'Persons entitled' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading Charges…' })).toBeAttached();
    await expect(tabs.getByRole('link', { name: 'Charges', exact: true }).locator('[data-link-pending]')).toHaveCount(
      1,
    );
    await expect(page.getByRole('heading', { level: 1, name: PLC_NAME })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Filing history' })).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${filingsOf(plc)}$`));

    release();
    await expect(page.getByRole('heading', { level: 2, name: '8 charges registered' })).toBeVisible(slow);
    await expect(page).toHaveURL(new RegExp(`${chargesOf(plc)}$`));
    await expect(loading).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: 'Charges', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-link-pending]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
    await page.unroute(isChargesRsc);
  });

  test('an unknown filing is a 404 page that says what is missing', async ({ page }) => {
    const response = await page.goto(`${filingsOf(plc)}/MzAwMDAwMDAwMGFkaXF6a2N4`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`The register has no filing of company ${plc}`)).toBeVisible();
  });
});

test.describe('charges', () => {
  test('counts charges by status, filters outstanding ones and links each to its page', async ({ page }) => {
    await page.goto(chargesOf(plc));
    await expect(page).toHaveTitle(new RegExp(`Charges of ${PLC_NAME}`));
    await expect(page.getByRole('heading', { level: 2, name: '8 charges registered' })).toBeVisible();
    await expect(page.getByText('3 outstanding, 4 satisfied, 1 partly satisfied')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(8);
    await expect(page.getByText('Showing 1–8 of 8 charges')).toBeVisible();

    await page.getByRole('link', { name: 'Outstanding or partly satisfied' }).click();
    await expect(page).toHaveURL(/filter=outstanding/);
    await expect(bodyRows(page)).toHaveCount(4);
    // The counts line describes the company, not the filtered list.
    await expect(page.getByRole('heading', { level: 2, name: '8 charges registered' })).toBeVisible();
    await expect(page.locator('table tbody').getByText('Satisfied', { exact: true })).toHaveCount(0);

    const title = bodyRows(page).first().getByRole('link').first();
    await expect(title).toHaveText(/^Charge code \d{12}$|\w/);
    await title.click();
    await expect(page).toHaveURL(new RegExp(`/company/${plc}/charges/[^/?]+$`), slow);
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  });

  test('a charge has its own page with dates, particulars, persons entitled and the filings made against it', async ({
    page,
  }) => {
    const charge = showcase.plcCharges.partSatisfied;
    await page.goto(`${chargesOf(plc)}/${charge}`);
    await expect(page).toHaveTitle(new RegExp(`Charge .+ of ${PLC_NAME}`));
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    for (const term of ['Charge number', 'Status', 'Created', 'Delivered'])
      await expect(detail(page, term)).toBeVisible();
    await expect(page.getByText('Partly satisfied', { exact: true })).toBeVisible();
    // Its date, if any, is when it was partly satisfied: never labelled plain "Satisfied".
    await expect(detail(page, 'Satisfied on')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: 'Persons entitled' })).toBeVisible();
    const filings = page.getByRole('heading', { level: 3, name: /^Filings \(\d+\)$/ });
    await expect(filings).toBeVisible();

    // Each transaction links to its filing in the filing history.
    const filing = page.locator('table tbody tr').first().getByRole('link').first();
    await expect(filing).toHaveAttribute('href', new RegExp(`^/company/${plc}/filing-history/[^/]+$`));
    await filing.click();
    await expect(page).toHaveURL(new RegExp(`/company/${plc}/filing-history/[^/?]+$`), slow);
    await expect(detail(page, 'Category')).toHaveText('Charges');
  });

  test('a satisfied charge says when it was satisfied, in the list and on its page', async ({ page }) => {
    await page.goto(chargesOf(plc));
    const satisfied = bodyRows(page)
      .filter({ has: page.getByText('Satisfied', { exact: true }) })
      .first();
    await expect(satisfied.getByText(/^on \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();

    await page.goto(`${chargesOf(plc)}/${showcase.plcCharges.fullySatisfied}`);
    await expect(page.getByText('Satisfied', { exact: true })).toBeVisible();
    await expect(detail(page, 'Satisfied on')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  test('a Scottish charge shows its alterations, and a charge in an insolvency links to the case', async ({ page }) => {
    expect(await openChargeWith(page, scottish, 'Scottish alterations')).toBe(true);
    await expect(detail(page, 'Restricts the creation of other charges')).toHaveText(/^(Yes|No)$/);

    expect(await openChargeWith(page, liquidation, 'Insolvency cases')).toBe(true);
    await expect(page.getByRole('link', { name: /^Case number \d+$/ }).first()).toHaveAttribute(
      'href',
      new RegExp(`^/company/${liquidation}/insolvency`),
    );
  });

  test('a company without charges gets an empty state, not a 404', async ({ page }) => {
    // The registry answers 404 for the charges of a company that has none.
    const response = await page.goto(chargesOf(overseasEntity));
    expect(response?.status()).toBe(200);
    await expect(page.getByText('No charges registered')).toBeVisible();
  });

  test('an unknown charge is a 404 page that says what is missing', async ({ page }) => {
    const response = await page.goto(`${chargesOf(plc)}/AAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(`The register has no charge of company ${plc}`)).toBeVisible();
  });
});

test.describe('accessibility and small screens', () => {
  test('the filing history, a filing, the charges and a charge have no serious axe violations', async ({ page }) => {
    await page.goto(filingsOf(plc));
    await expect(bodyRows(page).first()).toBeVisible();
    await checkA11y(page);

    await bodyRows(page).first().getByRole('link').first().click();
    await expect(detail(page, 'Date filed')).toBeVisible(slow);
    await checkA11y(page);

    await page.goto(chargesOf(plc));
    await expect(bodyRows(page).first()).toBeVisible();
    await checkA11y(page);

    await page.goto(`${chargesOf(plc)}/${showcase.plcCharges.partSatisfied}`);
    await expect(page.getByRole('heading', { level: 3, name: 'Persons entitled' })).toBeVisible();
    await checkA11y(page);
  });

  test('at 375 px wide nothing but the tables scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [filingsOf(plc), chargesOf(plc), `${chargesOf(plc)}/${showcase.plcCharges.partSatisfied}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(slow);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
