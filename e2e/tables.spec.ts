// The lists' tables as a reader meets them: as cards with every value on a phone (nothing
// reached by scrolling sideways), as a printout that says which rows it holds, and page turns
// and new pages that start where the reader needs to read.
import { checkA11y, expect as baseExpect, showcase, test, type Locator, type Page } from './support/test';

const plc = showcase.companies.plc;
const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 375, height: 812 };

test.setTimeout(120_000);

const bodyRows = (page: Page) => page.locator('table tbody tr');
const valueOf = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`);

/** The page is no wider than the phone: nothing waits off to the right. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The element is drawn, and drawn inside the phone's width. */
async function expectOnScreen(element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

test.describe('tables on a phone', () => {
  test.use({ viewport: PHONE });

  test("the charges list shows every charge's status and delivery date, without sideways scrolling", async ({
    page,
  }) => {
    await page.goto(`/company/${plc}/charges`);
    const rows = bodyRows(page);
    await expect(rows.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    for (const row of await rows.all()) {
      await expectOnScreen(valueOf(row, 'Status'));
      await expect(valueOf(row, 'Status')).toHaveText(/\w/);
      await expectOnScreen(valueOf(row, 'Delivered'));
    }
    // Each value is labelled with its column, and still read as a table's cell under its header.
    const status = valueOf(rows.first(), 'Status');
    expect(await status.evaluate((cell) => getComputedStyle(cell, '::before').content)).toMatch(/Status/);
    const table = page.getByRole('table', { name: 'Charges' });
    await expect(table.getByRole('columnheader', { name: 'Status' })).toHaveCount(1);
    await expect(table.getByRole('row')).toHaveCount((await rows.count()) + 1);
    await expect(table.getByRole('cell', { name: 'Lloyds Bank PLC', exact: true })).toBeVisible();
    await checkA11y(page);
  });

  test("the PSC list shows each person's details and address, without sideways scrolling", async ({ page }) => {
    await page.goto(`/company/${plc}/persons-with-significant-control`);
    const rows = bodyRows(page);
    await expect(rows.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    for (const row of await rows.all()) {
      await expectOnScreen(valueOf(row, 'Details'));
      await expectOnScreen(valueOf(row, 'Address'));
    }
    await expect(
      rows.filter({ hasText: 'HARTWELL CAPITAL PARTNERS LIMITED' }).locator('td[data-label="Details"]'),
    ).toContainText('Private Company Limited By Shares');
    await checkA11y(page);
  });

  test('the filing history shows each filing type and page count', async ({ page }) => {
    await page.goto(`/company/${plc}/filing-history`);
    const first = bodyRows(page).first();
    await expectOnScreen(valueOf(first, 'Type'));
    await expect(valueOf(first, 'Type')).toHaveText(/^[A-Z0-9()]{2,}/);
    await expectOnScreen(valueOf(first, 'Pages'));
    await expectNoSidewaysScroll(page);
  });

  test('paper keeps the table, with the header row, whatever the width', async ({ page }) => {
    await page.goto(`/company/${plc}/charges`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('table thead')).toBeVisible();
    expect(
      await page
        .locator('table tbody tr')
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe('table-row');
  });
});

test.describe('printing a list', () => {
  test('prints which rows of how many, in place of the page links', async ({ page }) => {
    await page.goto(`/company/${plc}/filing-history?page=2`);
    const showing = page.getByText(/^Showing 26–50 of [\d,]+ filings$/);
    await expect(showing).toBeVisible();
    const total = /of ([\d,]+) filings/.exec((await showing.textContent()) ?? '')![1];
    const printed = page.getByText(`Rows 26–50 of ${total} filings`);
    await expect(printed).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(printed).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Filing history pages' })).toBeHidden();
  });
});

/** Where the element's top is, from the top of the window. */
const topOf = (element: Locator) => element.evaluate((node) => node.getBoundingClientRect().top);

test.describe('where a page turn or a new page starts', () => {
  test("Next at the foot of the officers list shows page 2 from the table's top", async ({ page }) => {
    await page.goto(`/company/${plc}/officers`);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.scrollIntoViewIfNeeded();
    const heading = page.getByRole('heading', { level: 2, name: /officers/ });
    expect(await topOf(heading)).toBeLessThan(0);

    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pages.getByText(/^Showing 36–70 of/)).toBeAttached();
    // The list's heading at the top of the window, and the first rows of page 2 below it.
    await expect.poll(() => topOf(heading)).toBeGreaterThanOrEqual(0);
    expect(await topOf(heading)).toBeLessThan(100);
  });

  // Next scrolls a new page into view only when its own top is off screen: under the company's
  // header, a filing opened with its top in view kept the list's scroll, the company's name
  // scrolled away (at a phone's width, from a few rows down the filing history).
  for (const [width, list, row] of [
    [375, 'filing-history', 2],
    [375, 'persons-with-significant-control', 0],
    [1280, 'persons-with-significant-control', -1],
  ] as const) {
    test(`following a link from down the ${list} list at ${width} px opens the next page at its top, the company's name in view`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/company/${plc}/${list}`);
      const rows = bodyRows(page);
      await expect(rows.first()).toBeVisible();
      const link = (row < 0 ? rows.last() : rows.nth(row)).getByRole('link').first();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await link.scrollIntoViewIfNeeded();
      const name = page.getByRole('heading', { level: 1 });
      expect(await topOf(name)).toBeLessThan(0);

      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(name).toBeInViewport();
    });
  }

  test('Back from a new page returns to the place in the list', async ({ page }) => {
    await page.goto(`/company/${plc}/filing-history`);
    const link = bodyRows(page).nth(15).getByRole('link').first();
    await link.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(0);

    await link.click();
    await expect(page).toHaveURL(/\/filing-history\/[^/?]+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/filing-history$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
  });

  test('an officer followed from the foot of the officers list opens at the top', async ({ page }) => {
    await page.goto(`/company/${plc}/officers`);
    const last = bodyRows(page).last().getByRole('link').first();
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await last.click();
    await expect(page).toHaveURL(/\/officers\/[^/]+\/appointments$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});
