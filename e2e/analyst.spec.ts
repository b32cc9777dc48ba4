// What an analyst found (issue #10), outside the paged lists: the disqualified officers'
// page, 404s without hydration errors, sharing the address being viewed, printing, the
// loading dot, the tabs' fades, one search box on phones and one look for back links.
import { checkA11y, expect, showcase, test, type Page } from './support/test';

const { plc, scottish } = showcase.companies;
const company = `/company/${plc}`;
const appointments = `/officers/${showcase.officers.prolific}/appointments`;
const phone = { width: 375, height: 800 };

test.setTimeout(90_000);

test.describe('the disqualified officers page', () => {
  test('searches the disqualified officers and opens one', async ({ page }) => {
    const response = await page.goto('/disqualified-officers');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disqualified officers');
    const box = page.getByRole('main').getByRole('searchbox');
    await expect(box).toBeFocused();
    await checkA11y(page);
    await box.fill('pryce');
    await box.press('Enter');
    await expect(page).toHaveURL('/disqualified-officers?q=pryce', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disqualified officers matching “pryce”');
    const result = page.getByRole('main').getByRole('link', { name: /PRYCE/i }).first();
    await expect(result).toHaveAttribute(
      'href',
      `/disqualified-officers/natural/${showcase.disqualifiedOfficers.natural}`,
    );
    await result.click();
    await expect(page).toHaveURL(`/disqualified-officers/natural/${showcase.disqualifiedOfficers.natural}`);
  });

  test('the footer links to it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Disqualified officers' })).toHaveAttribute(
      'href',
      '/disqualified-officers',
    );
  });
});

test.describe('404 pages', () => {
  for (const path of ['/disqualified-officers/foo', `${company}/no-such-section`, '/no/such/page']) {
    test(`${path} is a 404 that hydrates cleanly`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
      // Hydrated: the header's box takes suggestions; the fixture fails the test on React's error #418.
      await page.waitForLoadState('networkidle');
    });
  }
});

test.describe('sharing', () => {
  /** Records what the panel writes to the clipboard (reading it back needs focus, which parallel headless pages lack). */
  async function recordClipboard(page: Page) {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: async (text: string) => void ((window as unknown as { __copied?: string }).__copied = text),
        },
      });
    });
    return () => page.evaluate(() => (window as unknown as { __copied?: string }).__copied);
  }

  test('Copy link copies the address being viewed, filters and all, and the embed code names this origin', async ({
    page,
    baseURL,
  }) => {
    const copied = await recordClipboard(page);
    await page.goto(`${company}/officers?filter=active&order_by=surname`);
    const panel = page.getByRole('group', { name: 'Share this company' });
    await page.locator('[data-share-panel][data-ready] > summary').click();
    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect(panel.getByRole('status')).toHaveText('Link copied to the clipboard.');
    expect(await copied()).toBe(`${baseURL}${company}/officers?filter=active&order_by=surname`);
    await expect(panel.locator('[data-share-link]')).toHaveValue(
      `${baseURL}${company}/officers?filter=active&order_by=surname`,
    );
    await expect(panel.locator('[data-share-embed]')).toHaveValue(
      new RegExp(`^<iframe src="${baseURL}/embed/company/${plc}"`),
    );
  });

  for (const [kind, path, name] of [
    ['an officer', appointments, 'Share this officer'],
    [
      'a disqualification',
      `/disqualified-officers/natural/${showcase.disqualifiedOfficers.natural}`,
      'Share this page',
    ],
    ['search results', '/search?q=albion&kind=companies', 'Share this search'],
  ] as const) {
    test(`${kind} can be shared too, by its address`, async ({ page, baseURL }) => {
      const copied = await recordClipboard(page);
      await page.goto(path);
      await page.locator('[data-share-panel][data-ready] > summary').click();
      const panel = page.getByRole('group', { name });
      await panel.getByRole('button', { name: 'Copy link' }).click();
      expect(await copied()).toBe(`${baseURL}${path}`);
      // Only companies have an embeddable card.
      await expect(panel.locator('[data-share-embed]')).toHaveCount(0);
    });
  }
});

test.describe('printing', () => {
  test('says where and when the data came from, prints filters outlined and the logo flush with the content', async ({
    page,
  }) => {
    await page.goto(`${company}/officers?filter=active`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-print-source]')).toHaveText(
      /^Retrieved on \d{1,2} [A-Z][a-z]+ \d{4} from the (embedded registry \(generated sample data\)|registry at .+)\.$/,
    );
    const pill = page.getByRole('group', { name: 'Show' }).locator('a[aria-current]');
    await expect(pill).toBeVisible();
    const style = await pill.evaluate((element) => getComputedStyle(element));
    expect(style.backgroundColor).toMatch(/^rgba\(0, 0, 0, 0\)$|^transparent$/);
    expect(style.color).toBe('rgb(0, 0, 0)');
    const logo = await page.getByRole('banner').getByRole('link', { name: 'Registry browser' }).boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(Math.abs(logo!.x - heading!.x)).toBeLessThan(1);
    // On screen the line is not there.
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('[data-print-source]')).toBeHidden();
  });
});

/** Whether each link's loading dot sits on the last line of the link's text, at the width where the text alone just fits. */
async function dotsOnTheirLine(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wrong: string[] = [];
    for (const mark of document.querySelectorAll<HTMLElement>(
      'main table a span[aria-hidden="true"].pointer-events-none',
    )) {
      const link = mark.closest('a')!;
      const text = [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const last = text.at(-1);
      if (!last || !link.textContent?.trim()) continue;
      // Squeeze the link to the width of its text: a dot that can break away now sits on a line of its own.
      const range = document.createRange();
      range.selectNodeContents(last);
      const words = range.getBoundingClientRect();
      link.style.display = 'inline-block';
      link.style.width = `${Math.ceil(words.width) + 1}px`;
      const lines = range.getClientRects();
      const lastLine = lines[lines.length - 1]!;
      const dot = (mark.firstElementChild ?? mark).getBoundingClientRect();
      if (dot.top >= lastLine.bottom - 1) wrong.push(link.textContent.trim());
      link.style.display = '';
      link.style.width = '';
    }
    return wrong;
  });
}

test.describe('the loading dot', () => {
  test('never wraps onto a line of its own under a name', async ({ page }) => {
    for (const path of [appointments, `${company}/officers`]) {
      await page.goto(path);
      await expect(page.locator('main table a').first()).toBeVisible();
      expect(
        await page.locator('main table a span[aria-hidden="true"].pointer-events-none').count(),
        path,
      ).toBeGreaterThan(0);
      expect(await dotsOnTheirLine(page), path).toEqual([]);
    }
  });
});

test.describe('the company tabs', () => {
  const fade = (page: Page, side: 'left' | 'right') => page.locator(`[data-tabs-fade="${side}"]`);

  test('no fade left of the first tab; on a phone the fade shows only once tabs are scrolled past', async ({
    page,
  }) => {
    await page.goto(company);
    await expect(fade(page, 'left')).toHaveCSS('opacity', '0');
    await page.setViewportSize(phone);
    await page.goto(company);
    const nav = page.getByRole('navigation', { name: 'Company sections' });
    await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
    // Opened on the Overview, the strip is at its start: nothing covers the first tab.
    await expect(fade(page, 'left')).toHaveCSS('opacity', '0');
    await expect(fade(page, 'right')).toHaveCSS('opacity', '1');
    await nav.evaluate((element) => element.scrollBy({ left: 200 }));
    await expect(fade(page, 'left')).toHaveCSS('opacity', '1');
  });

  test('at 1280 px every tab is in sight: they wrap rather than hide past the edge', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(company);
    const nav = page.getByRole('navigation', { name: 'Company sections' });
    for (const name of ['Overview', 'Registers', 'Exemptions'])
      await expect(nav.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    await expect(fade(page, 'right')).toHaveCSS('opacity', '0');
  });
});

test.describe('phones', () => {
  test.use({ viewport: phone });

  for (const path of ['/', '/search?q=albion', '/disqualified-officers']) {
    test(`${path} shows one search box`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('combobox')).toBeHidden();
    });
  }

  test('other pages keep the header box', async ({ page }) => {
    await page.goto(`/company/${scottish}`);
    await expect(page.getByRole('banner').getByRole('combobox')).toBeVisible();
  });
});

test.describe('wording', () => {
  test('back links look the same on every record page', async ({ page }) => {
    const looks = new Set<string>();
    const pages = [
      `${company}/charges/${showcase.plcCharges.outstanding}`,
      `${company}/persons-with-significant-control-statements/${showcase.plcStatements.linked}`,
      `${company}/persons-with-significant-control/individual/${showcase.plcPscs.individual}`,
    ];
    await page.goto(`${company}/officers`);
    pages.push((await page.locator('main table tbody a[href*="/appointments/"]').first().getAttribute('href'))!);
    await page.goto(`${company}/filing-history`);
    pages.push((await page.locator('main table tbody a[href*="/filing-history/"]').first().getAttribute('href'))!);
    for (const path of pages) {
      await page.goto(path);
      const back = page.getByRole('link', { name: /^(← )?All / }).first();
      await expect(back, path).toBeVisible();
      looks.add(
        await back.evaluate(
          (element) => `${getComputedStyle(element).textDecorationLine} ${getComputedStyle(element).fontSize}`,
        ),
      );
    }
    expect([...looks]).toHaveLength(1);
  });

  test('the PSC tab and headings say "persons", the filter and the category "Share capital"', async ({ page }) => {
    await page.goto(company);
    await expect(
      page
        .getByRole('navigation', { name: 'Company sections' })
        .getByRole('link', { name: 'Persons with significant control' }),
    ).toBeVisible();
    await page.goto(`${company}/filing-history`);
    await expect(page.getByRole('checkbox', { name: 'Share capital' })).toHaveCount(1);
  });
});
