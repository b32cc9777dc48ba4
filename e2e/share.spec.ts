// Sharing and embedding: link previews (metadata and generated images), the embeddable card
// (framable from another origin, unlike every other page), oEmbed, exports that match the
// registry's full lists, and the share panel's copy buttons.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowConsoleErrors, expect, test, type APIRequestContext, type Page, showcase } from './support/test';

const plc = showcase.companies.plc;
const PLC_NAME = 'ALBION CONSOLIDATED HOLDINGS PLC';

// The first request of a route in a dev server compiles it (image routes take a while).
test.setTimeout(180_000);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** The same path and query on the server under test (links are absolute on APP_ORIGIN, which may name another host). */
const onServer = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function registryTotal(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(`/api/registry${path}?items_per_page=1`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { total_results?: number; total_count?: number };
  return Number(body.total_results ?? body.total_count);
}

test.describe('link previews', () => {
  test('every kind of record gets a 1200×630 PNG preview, and an unknown id a generic one', async ({ request }) => {
    const records = [
      `/company/${plc}`,
      `/officers/${showcase.officers.prolific}/appointments`,
      `/disqualified-officers/natural/${showcase.disqualifiedOfficers.natural}`,
      `/disqualified-officers/corporate/${showcase.disqualifiedOfficers.corporate}`,
    ];
    for (const path of records) {
      const response = await request.get(`${path}/opengraph-image`);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    }
    for (const path of ['/company/99999999', `/officers/no-such-officer/appointments`]) {
      const response = await request.get(`${path}/opengraph-image`);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    }
  });

  test('a company page has its title, description, canonical URL, card tags and oEmbed discovery', async ({
    page,
    request,
  }) => {
    await page.goto(`/company/${plc}/insolvency`);
    await expect(page).toHaveTitle(`Insolvency – ${PLC_NAME} (${plc}) · Registry browser`);
    const head = page.locator('head');
    const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/company/${plc}/insolvency$`));
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^Insolvency cases of ${PLC_NAME}`),
    );
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Registry browser');
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`/company/${plc}/opengraph-image$`));
    expect((await request.get(onServer(image!))).status()).toBe(200);

    const discovery = head.locator('link[rel="alternate"][type="application/json+oembed"]');
    await expect(discovery).toHaveAttribute('title', `Insolvency – ${PLC_NAME} (${plc})`);
    const oembed = await request.get(onServer((await discovery.getAttribute('href'))!));
    expect(oembed.status()).toBe(200);
    const body = await oembed.json();
    expect(body).toMatchObject({
      type: 'rich',
      version: '1.0',
      title: `${PLC_NAME} (${plc})`,
      provider_name: 'Registry browser',
      width: 480,
      height: 300,
    });
    expect(body.provider_url).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(body.html).toMatch(
      new RegExp(`^<iframe src="https?://[^"]+/embed/company/${plc}" width="480" height="300" `),
    );
  });

  test('oEmbed honours limits and answers 400, 404 and 501 where it should', async ({ request, baseURL }) => {
    const own = `${baseURL}/company/${plc}/officers`;
    const small = await request.get(
      `/api/oembed?url=${encodeURIComponent(own)}&format=json&maxwidth=320&maxheight=200`,
    );
    expect(small.status()).toBe(200);
    expect(await small.json()).toMatchObject({ width: 320, height: 200 });
    expect((await request.get('/api/oembed?format=json')).status()).toBe(400);
    expect((await request.get('/api/oembed?url=company%2F1')).status()).toBe(400);
    expect((await request.get(`/api/oembed?url=${encodeURIComponent(own)}&format=xml`)).status()).toBe(501);
    expect(
      (await request.get(`/api/oembed?url=${encodeURIComponent(`https://elsewhere.example/company/${plc}`)}`)).status(),
    ).toBe(404);
    expect((await request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/search?q=albion`)}`)).status()).toBe(
      404,
    );
    expect((await request.get(`/api/oembed?url=${encodeURIComponent(`${baseURL}/company/99999999`)}`)).status()).toBe(
      404,
    );
  });
});

test.describe('every kind of page has its own metadata', () => {
  /** The first item's id or link of a registry list (filings and appointments have no showcase ids). */
  const firstOf = async (
    request: APIRequestContext,
    path: string,
    pick: (item: { transaction_id?: string; links?: { self?: string } }) => string | undefined,
  ) => {
    const body = (await (await request.get(`/api/registry${path}?items_per_page=5`)).json()) as {
      items: { transaction_id?: string; links?: { self?: string } }[];
    };
    const found = body.items.map(pick).find(Boolean);
    expect(found, path).toBeTruthy();
    return found!;
  };
  const company = `/company/${plc}`;
  const psc = `${company}/persons-with-significant-control`;
  const statements = `${company}/persons-with-significant-control-statements`;
  const officer = `/officers/${showcase.officers.prolific}/appointments`;
  const natural = `/disqualified-officers/natural/${showcase.disqualifiedOfficers.natural}`;
  const corporate = `/disqualified-officers/corporate/${showcase.disqualifiedOfficers.corporate}`;
  const companyImage = `${company}/opengraph-image`;
  // The address visited, its canonical path (filters and paging are left out) and the preview image's path.
  const cases: {
    kind: string;
    visit: string | ((request: APIRequestContext) => Promise<string>);
    canonical?: string;
    image: string;
  }[] = [
    { kind: 'home', visit: '/', image: '/opengraph-image' },
    {
      kind: 'search',
      visit: '/search?q=limited&kind=companies&page=2',
      canonical: '/search?q=limited&kind=companies',
      image: '/opengraph-image',
    },
    { kind: 'company overview', visit: company, image: companyImage },
    { kind: 'company section', visit: `${company}/registers`, image: companyImage },
    {
      kind: 'officers',
      visit: `${company}/officers?order_by=surname&page=2`,
      canonical: `${company}/officers`,
      image: companyImage,
    },
    {
      kind: 'appointment',
      visit: (request) => firstOf(request, `${company}/officers`, (item) => item.links?.self),
      image: companyImage,
    },
    {
      kind: 'filing history',
      visit: `${company}/filing-history?category=accounts`,
      canonical: `${company}/filing-history`,
      image: companyImage,
    },
    {
      kind: 'filing',
      visit: async (request) =>
        `${company}/filing-history/${await firstOf(request, `${company}/filing-history`, (item) => item.transaction_id)}`,
      image: companyImage,
    },
    {
      kind: 'charges',
      visit: `${company}/charges?filter=outstanding`,
      canonical: `${company}/charges`,
      image: companyImage,
    },
    { kind: 'charge', visit: `${company}/charges/${showcase.plcCharges.outstanding}`, image: companyImage },
    { kind: 'PSCs', visit: psc, image: companyImage },
    { kind: 'PSC', visit: `${psc}/individual/${showcase.plcPscs.individual}`, image: companyImage },
    { kind: 'PSC statements', visit: statements, image: companyImage },
    { kind: 'PSC statement', visit: `${statements}/${showcase.plcStatements.linked}`, image: companyImage },
    {
      kind: 'officer appointments',
      visit: `${officer}?filter=active`,
      canonical: officer,
      image: `${officer}/opengraph-image`,
    },
    { kind: 'disqualified person', visit: natural, image: `${natural}/opengraph-image` },
    { kind: 'disqualified company', visit: corporate, image: `${corporate}/opengraph-image` },
  ];

  for (const { kind, visit, canonical: canonicalPath, image: imagePath } of cases) {
    test(`${kind}: title, description, canonical URL and card tags`, async ({ page, request }) => {
      const visited = typeof visit === 'string' ? visit : await visit(request);
      const head = page.locator('head');
      // Retried as a whole: the shared dev server reloads pages when files change under it.
      await expect(async () => {
        await page.goto(visited, { timeout: 60_000 });
        const canonical = await head.locator('link[rel="canonical"]').getAttribute('href', { timeout: 10_000 });
        const url = new URL(canonical!);
        expect(`${url.pathname}${url.search}`).toBe(canonicalPath ?? visited);
        const title = (await page.title()).replace(/ · Registry browser$/, '');
        expect(title).not.toBe('Registry browser');
        await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title, { timeout: 1_000 });
        await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!, {
          timeout: 1_000,
        });
        await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image', {
          timeout: 1_000,
        });
        // A description of its own: not empty, not the site's default line, and the same in the card.
        const description =
          (await head.locator('meta[name="description"]').getAttribute('content', { timeout: 1_000 })) ?? '';
        expect(description.length).toBeGreaterThan(40);
        expect(description).not.toMatch(/^Search and browse company-registry data/);
        await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description, {
          timeout: 1_000,
        });
        await expect(head.locator('meta[name="twitter:description"]')).toHaveAttribute('content', description, {
          timeout: 1_000,
        });
        // One preview image, the record's own card: Next's opengraph-image convention does not add a second.
        const images = head.locator('meta[property="og:image"]');
        await expect(images).toHaveCount(1, { timeout: 1_000 });
        expect(new URL((await images.getAttribute('content'))!).pathname).toBe(imagePath);
      }).toPass({ timeout: 150_000 });
    });
  }
});

test.describe('the embeddable card', () => {
  let host: http.Server;
  let hostUrl: string;

  test.beforeAll(async ({ baseURL }) => {
    // Another origin (another port) whose page frames the card and a normal company page.
    host = http.createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>Host</title>
<iframe id="card" src="${baseURL}/embed/company/${plc}?theme=dark" width="480" height="300"></iframe>
<iframe id="page" src="${baseURL}/company/${plc}" width="800" height="400"></iframe>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
  });

  test('another site can frame the card, but not a company page', async ({ page, request }) => {
    // The browser reports the refused frame as a console error: that refusal is what is tested.
    allowConsoleErrors(page, /violates the following Content Security Policy directive: "frame-ancestors 'none'"/);
    const embed = await request.get(`/embed/company/${plc}`);
    expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers()['x-frame-options']).toBeUndefined();
    const companyPage = await request.get(`/company/${plc}`);
    expect(companyPage.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(companyPage.headers()['x-frame-options']).toBe('DENY');

    await page.goto(hostUrl);
    const card = page.frameLocator('#card');
    await expect(card.getByRole('heading', { name: PLC_NAME })).toBeVisible({ timeout: 60_000 });
    await expect(card.locator('html')).toHaveClass('dark');
    await expect(card.getByRole('link', { name: /View full record/ })).toHaveAttribute('href', `/company/${plc}`);

    // The refused frame never shows the page: the browser puts its own error page there instead.
    const refused = await (await page.$('#page'))!.contentFrame();
    expect(refused).not.toBeNull();
    await expect.poll(() => refused!.url(), { timeout: 60_000 }).toMatch(/^chrome-error:/);
    const text = await refused!.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    expect(text).not.toContain(PLC_NAME);
  });

  test('an unknown company gets a clear 404 card, a bad theme the light one', async ({ request }) => {
    const unknown = await request.get('/embed/company/99999999?theme=dark');
    expect(unknown.status()).toBe(404);
    const html = await unknown.text();
    expect(html).toContain('No company with number 99999999');
    expect(html).toContain('class="dark"');
    const odd = await request.get(`/embed/company/${plc}?theme=%3Cpurple%3E`);
    expect(odd.status()).toBe(200);
    expect(await odd.text()).toContain('<html lang="en-GB" class="light">');
  });
});

test.describe('exports', () => {
  test("the PLC's officers as CSV and JSON: every row, names with commas intact", async ({ request }) => {
    const path = `/company/${plc}/officers`;
    const total = await registryTotal(request, path);
    expect(total).toBeGreaterThan(35); // more than one page of the officers table

    const csv = await request.get(`/api/export${path}?format=csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toBe(`attachment; filename="${plc}-officers.csv"`);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parseCsv(bytes.subarray(3).toString('utf8'));
    const [header, ...rows] = records;
    // The company number first, so exports of several companies can be combined.
    expect(header?.slice(0, 2)).toEqual(['Company number', 'Name']);
    expect(rows.every((row) => row[0] === plc)).toBe(true);
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row.length === header!.length)).toBe(true);
    expect(bytes.toString('utf8')).not.toContain('# partial');

    const json = await request.get(`/api/export${path}?format=json`);
    const body = await json.json();
    expect(body).toMatchObject({ rows: total, complete: true, export: { source: path, total_results: total } });
    expect(body.items).toHaveLength(total);

    // Officer names are written "SURNAME, Forenames": quoted in the CSV, read back whole.
    const registry = await (await request.get(`/api/registry${path}?items_per_page=100`)).json();
    const names = (registry.items as { name: string }[]).map((item) => item.name);
    expect(names.some((name) => name.includes(','))).toBe(true);
    expect(rows.map((row) => row[1])).toEqual(names);
    expect((body.items as { name: string }[]).map((item) => item.name)).toEqual(names);
    expect(bytes.toString('utf8')).toContain(`\r\n${plc},"${names.find((name) => name.includes(','))}",`);
  });

  test("the PLC's filing history, several pages of 100, as CSV and JSON", async ({ request }) => {
    const path = `/company/${plc}/filing-history`;
    const total = await registryTotal(request, path);
    expect(total).toBeGreaterThan(100);
    const csv = await request.get(`/api/export${path}?format=csv`);
    expect(csv.headers()['x-export-total']).toBe(String(total));
    expect(parseCsv((await csv.text()).replace(/^\uFEFF/, '')).length - 1).toBe(total);
    const json = await (await request.get(`/api/export${path}?format=json`)).json();
    expect(json).toMatchObject({ rows: total, complete: true });
    expect(new Set((json.items as { transaction_id: string }[]).map((item) => item.transaction_id)).size).toBe(total);
  });

  /** Visits a page and checks its export links' addresses (retried: the shared dev server reloads pages when files change). */
  async function expectExportLinks(page: Page, path: string, links: Record<string, string>) {
    await expect(async () => {
      await page.goto(path, { timeout: 60_000 });
      for (const [name, href] of Object.entries(links))
        await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href, { timeout: 10_000 });
    }, path).toPass({ timeout: 120_000 });
  }

  test("the officers table's download matches its filter, as the filter changes", async ({ page, request }) => {
    const officers = `/company/${plc}/officers`;
    await expectExportLinks(page, `${officers}?filter=active&page=1`, {
      'Download all officers as CSV': `/api/export${officers}?filter=active&format=csv`,
      'Download all officers as JSON': `/api/export${officers}?filter=active&format=json`,
    });
    // The file holds what the table shows: the current officers, every page of them.
    const heading = page.getByRole('heading', { level: 2, name: /^\d+ current officers?$/ });
    const current = Number(/^(\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(current).toBeGreaterThan(0);
    const json = await (await request.get(`/api/export${officers}?filter=active&format=json`)).json();
    expect(json).toMatchObject({ rows: current, complete: true, export: { query: { filter: 'active' } } });
    // A filter changed in the browser changes the links with it.
    await expect(async () => {
      await page
        .getByRole('group', { name: 'Order by' })
        .getByRole('link', { name: 'Surname' })
        .click({ timeout: 10_000 });
      await expect(page).toHaveURL(/order_by=surname/, { timeout: 10_000 });
      await expect(page.getByRole('link', { name: 'Download all officers as CSV', exact: true })).toHaveAttribute(
        'href',
        `/api/export${officers}?filter=active&order_by=surname&format=csv`,
        { timeout: 10_000 },
      );
    }).toPass({ timeout: 120_000 });
  });

  test('the filings and search downloads keep the category and the search term', async ({ page }) => {
    const filings = `/company/${plc}/filing-history`;
    await expectExportLinks(page, `${filings}?category=accounts&page=2`, {
      'Download all filings as CSV': `/api/export${filings}?category=accounts&format=csv`,
      'Download all filings as JSON': `/api/export${filings}?category=accounts&format=json`,
    });
    await expectExportLinks(page, '/search?q=albion&kind=companies', {
      'Download all companies as CSV': '/api/export/search/companies?q=albion&format=csv',
    });
    await expectExportLinks(page, '/search?q=ashcombe', {
      'Download all results as JSON': '/api/export/search?q=ashcombe&format=json',
    });
  });

  test('the other tables offer their rows too, but not on paper', async ({ page }) => {
    await expectExportLinks(page, `/company/${plc}/charges`, {
      'Download all charges as CSV': `/api/export/company/${plc}/charges?format=csv`,
    });
    const pscs = `/company/${plc}/persons-with-significant-control`;
    await expectExportLinks(page, pscs, {
      'Download all persons with significant control as CSV': `/api/export${pscs}?format=csv`,
    });
    await expectExportLinks(page, `${pscs}-statements`, {
      'Download all statements as CSV': `/api/export${pscs}-statements?format=csv`,
    });
    const appointments = `/officers/${showcase.officers.prolific}/appointments`;
    await expectExportLinks(page, appointments, {
      'Download all appointments as CSV': `/api/export${appointments}?format=csv`,
    });

    // Not on paper.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-export-links]')).toBeHidden();
  });

  test('the download links show progress and save the file', async ({ page }) => {
    await page.goto(`/company/${plc}`);
    const filings = page.locator('[data-export-links][data-ready]').filter({ hasText: 'Download all filings' });
    // Retried as a whole: the shared dev server reloads pages when files change under it.
    await expect(async () => {
      const download = page.waitForEvent('download', { timeout: 30_000 });
      await filings.getByRole('link', { name: 'CSV' }).click({ timeout: 10_000 });
      expect((await download).suggestedFilename()).toBe(`${plc}-filing-history.csv`);
      await expect(filings.getByRole('status')).toHaveText(
        new RegExp(`^Saved ${plc}-filing-history\\.csv: [\\d,]+ rows\\.$`),
        { timeout: 10_000 },
      );
    }).toPass({ timeout: 60_000 });
  });
});

test.describe('the share panel', () => {
  /** Opens the panel once the page is hydrated (again, if the dev server reloaded the page). */
  async function openPanel(page: Page) {
    const panel = page.getByRole('group', { name: 'Share this company' });
    if (!(await panel.isVisible()))
      await page.locator('[data-share-panel][data-ready] > summary').click({ timeout: 20_000 });
    await expect(panel).toBeVisible({ timeout: 5_000 });
    return panel;
  }

  test('copies the address being viewed and the embed code', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    // Reading the clipboard back needs the page to have focus, which parallel headless pages
    // do not reliably have: record what the panel writes instead.
    await page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      if (!clipboard) return;
      const write = clipboard.writeText.bind(clipboard);
      Object.defineProperty(clipboard, 'writeText', {
        configurable: true,
        value: (text: string) => {
          (window as unknown as { __copied?: string }).__copied = text;
          return write(text).catch(() => undefined);
        },
      });
    });
    const copied = () => page.evaluate(() => (window as unknown as { __copied?: string }).__copied);
    await page.goto(`/company/${plc}/registers`);

    // Each step is retried as a whole: the shared dev server reloads pages when files change under it.
    await expect(async () => {
      const panel = await openPanel(page);
      await panel.getByRole('button', { name: 'Copy link' }).click({ timeout: 5_000 });
      await expect(panel.getByRole('status')).toHaveText('Link copied to the clipboard.', { timeout: 3_000 });
      await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible({ timeout: 1_000 });
      expect(await copied()).toBe(`${baseURL}/company/${plc}/registers`);
    }).toPass({ timeout: 60_000 });

    await expect(async () => {
      const panel = await openPanel(page);
      await panel.getByLabel('Dark').check({ timeout: 5_000 });
      await panel.getByRole('button', { name: 'Copy code' }).click({ timeout: 5_000 });
      await expect(panel.getByRole('status')).toHaveText('Embed code copied to the clipboard.', { timeout: 3_000 });
      const code = (await copied()) ?? '';
      expect(code).toMatch(
        new RegExp(`^<iframe src="${baseURL}/embed/company/${plc}\\?theme=dark" width="480" height="300" `),
      );
      expect(code).toBe(await panel.getByLabel('Embed code').inputValue());
    }).toPass({ timeout: 60_000 });

    // The preview is the card itself, in a frame (on this site's origin).
    await expect(async () => {
      const panel = await openPanel(page);
      await expect(panel.frameLocator('iframe').getByRole('heading', { name: PLC_NAME })).toBeVisible({
        timeout: 20_000,
      });
    }).toPass({ timeout: 60_000 });
  });

  test('selects the text to copy by hand when there is no clipboard', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }),
    );
    await page.goto(`/company/${plc}`);
    await expect(async () => {
      const panel = await openPanel(page);
      await panel.getByRole('button', { name: 'Copy link' }).click({ timeout: 5_000 });
      await expect(panel.getByRole('status')).toHaveText('Link selected: press Ctrl+C (⌘C on a Mac) to copy it.', {
        timeout: 3_000,
      });
      const input = panel.getByLabel('Link to this page');
      await expect(input).toBeFocused({ timeout: 1_000 });
      const value = await input.inputValue();
      expect(value).toMatch(new RegExp(`/company/${plc}$`));
      expect(
        await input.evaluate((element: HTMLInputElement) =>
          element.value.slice(element.selectionStart ?? 0, element.selectionEnd ?? 0),
        ),
      ).toBe(value);
    }).toPass({ timeout: 60_000 });
  });
});
