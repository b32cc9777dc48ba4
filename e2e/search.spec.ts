// Journeys through search: the header's suggestions, results by kind with matches marked,
// pages up to the registry's reach, company numbers, empty states, and the proxy's redirects.
import { allowConsoleErrors, checkA11y, expect, showcase, test, type Page } from './support/test';

const { plc, scottish } = showcase.companies;
const PLC_NAME = 'ALBION CONSOLIDATED HOLDINGS PLC';

// The first request of a page in a dev server compiles it.
test.setTimeout(90_000);

const results = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .getByRole('listitem');
const resultCount = async (page: Page) => {
  const text = (await page.getByRole('heading', { level: 2, name: /results?$/ }).textContent()) ?? '';
  return Number(/^([\d,]+) results?$/.exec(text)?.[1]?.replace(/,/g, ''));
};
const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search the register' });

test.describe('search results', () => {
  test('finds a company by name, marks the match and links to it', async ({ page }) => {
    await page.goto('/search?q=albion+consolidated');
    await expect(page).toHaveTitle(/“albion consolidated” in the register/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “albion consolidated”');
    expect(await resultCount(page)).toBeGreaterThanOrEqual(1);
    const result = results(page).filter({ hasText: PLC_NAME }).first();
    await expect(result.locator('mark').first()).toHaveText(/albion/i);
    await expect(result).toContainText(plc);
    await expect(result).toContainText(/Incorporated \d{1,2} \w+ 1962/);
    await expect(result.getByText('Active', { exact: true })).toBeVisible();
    await result.getByRole('link', { name: PLC_NAME }).click();
    await expect(page).toHaveURL(`/company/${plc}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PLC_NAME);
  });

  test('tabs keep the term and search one kind at a time', async ({ page }) => {
    await page.goto('/search?q=ashcombe');
    const tabs = page.getByRole('navigation', { name: 'What to search' });
    await expect(tabs.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Officers', exact: true }).click();
    await expect(page).toHaveURL('/search?q=ashcombe&kind=officers');
    await expect(tabs.getByRole('link', { name: 'Officers', exact: true })).toHaveAttribute('aria-current', 'page');
    const officer = results(page).filter({
      has: page.locator(`a[href="/officers/${showcase.officers.prolific}/appointments"]`),
    });
    await expect(officer).toContainText(/Jonathan Edward ASHCOMBE/i);
    await expect(officer).toContainText(/\d+ appointments in total · Born March 1961/);

    await tabs.getByRole('link', { name: 'Disqualified officers' }).click();
    await expect(page).toHaveURL('/search?q=ashcombe&kind=disqualified-officers');
    await expect(page.getByText('No disqualified officers match “ashcombe”')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Search everything for “ashcombe”' })).toHaveAttribute(
      'href',
      '/search?q=ashcombe',
    );
  });

  test('finds disqualified officers, natural and corporate', async ({ page }) => {
    await page.goto('/search?q=pryce&kind=disqualified-officers');
    await expect(
      results(page).locator(`a[href="/disqualified-officers/natural/${showcase.disqualifiedOfficers.natural}"]`),
    ).toBeVisible();
    await expect(results(page).first()).toContainText(/Born \d{1,2} \w+ \d{4}/);
    await checkA11y(page);
  });

  test('pages through results, but never past the registry’s reach', async ({ page }) => {
    await page.goto('/search?q=limited&kind=companies');
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(1000);
    await expect(page.getByText(/shows the first 1,000 of them/)).toBeVisible();
    await expect(results(page)).toHaveCount(20);
    const pages = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pages.getByText(`Showing 1–20 of ${total.toLocaleString('en-GB')} companies`)).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Last' })).toHaveAttribute(
      'href',
      '/search?q=limited&kind=companies&page=50',
    );
    await expect(pages.getByRole('link', { name: 'Page 51' })).toHaveCount(0);

    const firstTitle = await results(page).first().getByRole('link').textContent();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/search?q=limited&kind=companies&page=2');
    await expect(pages.getByText(`Showing 21–40 of ${total.toLocaleString('en-GB')} companies`)).toBeVisible();
    await expect(results(page).first().getByRole('link')).not.toHaveText(firstTitle ?? '');

    await page.goto('/search?q=limited&kind=companies&page=50');
    await expect(pages.getByText(`Showing 981–1,000 of ${total.toLocaleString('en-GB')} companies`)).toBeVisible();
    await expect(pages.getByText('Next')).toHaveAttribute('aria-disabled', 'true');

    // Past what the register returns is past the end, as a page past any list's end is: 404.
    const beyond = await page.goto('/search?q=limited&kind=companies&page=51');
    expect(beyond?.status()).toBe(404);
    await expect(page.getByText('That page is past the end of what a search can show')).toBeVisible();
    await page.getByRole('link', { name: 'go back to the first page' }).click();
    await expect(page).toHaveURL('/search?q=limited&kind=companies');
  });

  test('a company number goes straight to the company', async ({ page }) => {
    await page.goto('/search?q=sc202817');
    await expect(page).toHaveURL(`/company/${scottish}`);
    await page.goto(`/search?q=${Number(plc)}&kind=companies`);
    await expect(page).toHaveURL(`/company/${plc}`);
    // Not when searching people, nor for a number no company has.
    await page.goto('/search?q=sc202817&kind=officers');
    await expect(page).toHaveURL('/search?q=sc202817&kind=officers');
    await page.goto('/search?q=99999998');
    await expect(page).toHaveURL('/search?q=99999998');
    await expect(page.getByText('No results match “99999998”')).toBeVisible();
  });

  test('says what to do when nothing matches, and when nothing was asked', async ({ page }) => {
    await page.goto('/search?q=qqxqzzqv&kind=companies');
    await expect(page.getByText('No companies match “qqxqzzqv”')).toBeVisible();
    await expect(page.getByText(/Check the spelling/)).toBeVisible();
    await checkA11y(page);

    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the register');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeFocused();
    await checkA11y(page);
  });

  test('results pass an accessibility check, in light and dark', async ({ page }) => {
    await page.goto('/search?q=albion');
    await expect(results(page).first()).toBeVisible();
    await checkA11y(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await checkA11y(page);
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/search?q=albion');
    await expect(results(page).first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search boxes are plain forms', async ({ page }) => {
    await page.goto(`/company/${plc}`);
    await headerBox(page).fill('albion');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=albion');
    await expect(results(page).filter({ hasText: PLC_NAME })).toHaveCount(1);
    await page
      .getByRole('navigation', { name: 'What to search' })
      .getByRole('link', { name: 'Companies', exact: true })
      .click();
    await page.getByRole('main').getByRole('searchbox').fill('glencairn');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=glencairn&kind=companies');
    await expect(results(page).first()).toContainText('GLENCAIRN');
  });
});

test.describe('the header search', () => {
  test('suggests companies as you type and opens one with the keyboard', async ({ page }) => {
    await page.goto(`/company/${scottish}`);
    const box = headerBox(page);
    await box.fill('albion cons');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('group', { name: 'Companies' }).getByRole('option').first()).toContainText(PLC_NAME);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(`/company/${plc}`);
  });

  test('suggests officers and disqualified officers too, in groups, and opens them', async ({ page }) => {
    await page.goto(`/company/${plc}`);
    const box = headerBox(page);
    await box.fill('pryce');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const disqualified = listbox.getByRole('group', { name: 'Disqualified officers' }).getByRole('option');
    await expect(disqualified.first()).toContainText(/PRYCE/i);
    await expect(listbox.getByRole('group', { name: 'Officers' }).getByRole('option').first()).toContainText(/PRYCE/i);
    // The keyboard moves through the groups in order: the last option is a disqualified officer's.
    await box.press('ArrowUp');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await expect(disqualified.last()).toHaveAttribute('aria-selected', 'true');
    await disqualified.first().click();
    await expect(page).toHaveURL(new RegExp(`/disqualified-officers/(natural|corporate)/[^/]+$`));

    await box.fill('ashcombe');
    await listbox
      .getByRole('group', { name: 'Officers' })
      .getByRole('option', { name: /Jonathan Edward ASHCOMBE/i })
      .first()
      .click();
    await expect(page).toHaveURL(`/officers/${showcase.officers.prolific}/appointments`);
  });

  test('suggests a company from the first digits of its number', async ({ page }) => {
    await page.goto(`/company/${scottish}`);
    // Seven of the eight characters: read whole the number would be another one (padded), so only the index's prefix finds it.
    await headerBox(page).fill(plc.slice(0, 7));
    const companies = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('group', { name: 'Companies' });
    await expect(companies.getByRole('option').filter({ hasText: PLC_NAME })).toHaveCount(1);
    await expect(companies.getByRole('option').first()).toContainText(plc.slice(0, 7));
  });

  test('Enter without a highlighted suggestion searches', async ({ page }) => {
    await page.goto(`/company/${plc}`);
    await headerBox(page).fill('glencairn');
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=glencairn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “glencairn”');
  });

  test('waits for two characters and a pause in typing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/registry/search/')) calls.push(request.url());
    });
    await page.goto(`/company/${plc}`);
    await headerBox(page).pressSequentially('a');
    await page.waitForTimeout(600);
    expect(calls).toEqual([]);
    await headerBox(page).pressSequentially('lbion', { delay: 40 });
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    // The term typed is asked for once per kind (a busy machine may let a pause in typing ask for a shorter one too, never for "a").
    const asked = (term: string) =>
      calls
        .filter((url) => new URL(url).searchParams.get('q') === term)
        .map((url) => new URL(url).pathname)
        .sort();
    await expect
      .poll(() => asked('albion'))
      .toEqual([
        '/api/registry/search/companies',
        '/api/registry/search/disqualified-officers',
        '/api/registry/search/officers',
      ]);
    expect(asked('a')).toEqual([]);
  });

  test('stops suggesting when the registry budget is spent', async ({ page }) => {
    let calls = 0;
    allowConsoleErrors(page, /status of 429/);
    await page.route(/\/api\/registry\/search\//, async (route) => {
      calls += 1;
      await route.fulfill({
        status: 429,
        headers: { 'retry-after': '120', 'content-type': 'application/json' },
        body: '{"errors":[{"error":"rate-limit-exceeded","type":"ch:service"}]}',
      });
    });
    await page.goto(`/company/${plc}`);
    await headerBox(page).fill('albion');
    // The term's three searches (one per kind), then nothing more.
    await expect.poll(() => calls).toBe(3);
    await headerBox(page).fill('glencairn');
    await page.waitForTimeout(800);
    expect(calls).toBe(3);
    await expect(page.getByRole('listbox')).toBeHidden();
    // Nothing broken: no error in the header or the page (Next.js's route announcer is an alert of its own).
    await expect(page.getByRole('banner').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await headerBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=glencairn');
  });

  test('the / key focuses the search box, except while typing', async ({ page }) => {
    await page.goto(`/company/${plc}`);
    await page.locator('body').press('/');
    await expect(headerBox(page)).toBeFocused();
    await expect(headerBox(page)).toHaveValue('');
    await headerBox(page).pressSequentially('a/b');
    await expect(headerBox(page)).toHaveValue('a/b');

    await page.goto('/search?q=albion');
    await page.locator('body').press('/');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeFocused();
  });
});

test.describe('company numbers in addresses', () => {
  test('redirect (308) to the registry’s form, keeping the rest', async ({ page, request }) => {
    const response = await request.get(`/company/${Number(plc)}/officers?page=2`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toMatch(new RegExp(`/company/${plc}/officers\\?page=2$`));
    await page.goto(`/company/${scottish.toLowerCase()}`);
    await expect(page).toHaveURL(`/company/${scottish}`);
    const valid = await request.get(`/company/${plc}`, { maxRedirects: 0 });
    expect(valid.status()).toBe(200);
  });
});
