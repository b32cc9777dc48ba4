// Following companies with no sign-up: the Follow button, the watch list with its changes
// arriving live, the Atom feeds, the company's pages fresh the moment its data changes, and
// the register's activity page. Changes are made through the test hook (CHANGES_TEST_HOOK in
// playwright.config.ts), which applies the embedded registry's activity to one company.
import { SHOWCASE_NUMBERS } from '../lib/registry-server/generator/showcase';
import { checkA11y, expect, test, type APIRequestContext } from './support/test';

// Each test makes and follows real changes through a whole page cache and an event stream: give it room on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** An active company outside the showcase (activity never changes the showcase). */
async function ordinaryCompany(request: APIRequestContext, index = 0): Promise<string> {
  const response = await request.get('/api/registry/search/companies?q=limited&items_per_page=50');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: { company_number: string; company_status?: string }[] };
  const numbers = body.items
    .filter((item) => item.company_status === 'active' && !SHOWCASE_NUMBERS.has(item.company_number))
    .map((item) => item.company_number);
  expect(numbers.length).toBeGreaterThan(index);
  return numbers[index]!;
}

/**
 * Changes the company now. A director's appointment by default: its first event is the filing,
 * a record that stays (a random kind could be a removal, whose record is gone).
 */
async function change(request: APIRequestContext, companyNumber: string, kind = 'officer-appointment') {
  const response = await request.post(`/api/changes/test-event?company=${companyNumber}&kind=${kind}`);
  expect(response.ok()).toBe(true);
  const { events } = (await response.json()) as { events: { stream: string; type: string; resource_uri: string }[] };
  expect(events.length).toBeGreaterThan(0);
  return events;
}

test('follow a company: its changes appear on /following without a reload, in its feeds, and on its pages', async ({
  page,
  request,
}) => {
  const number = await ordinaryCompany(request, 0);
  // Seen once, so the overview is in the page cache before the change.
  await page.goto(`/company/${number}`);
  await page.goto(`/company/${number}`);
  // Once the button knows the company is not followed yet, it toggles in place.
  await page.locator('button[aria-pressed="false"]', { hasText: 'Follow' }).click();
  await expect(page.getByRole('button', { name: /Following/ })).toBeVisible();

  await page.goto('/following');
  await expect(page.getByRole('link', { name: new RegExp(number) }).first()).toBeVisible();
  await expect(page.getByTestId('private-link')).toContainText('/following/restore?token=');
  await expect(page.getByText('Live: new changes appear as they happen')).toBeVisible();

  const events = await change(request, number);
  const uri = events[0]!.resource_uri;
  const changes = page.getByRole('region', { name: 'Changes at the companies you follow' });
  const item = page.locator(`section[aria-labelledby="changes"] a[href="${uri}"]`).first();
  await expect(item).toBeVisible({ timeout: 5_000 });
  await expect(changes.getByText('New').first()).toBeVisible();

  // The company's Atom feed has it, and is well-formed Atom.
  const feed = await request.get(`/company/${number}/feed.xml`);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  const xml = await feed.text();
  expect(xml).toContain(uri);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.namespaceURI + ' ' + doc.documentElement.localName,
      entries: doc.getElementsByTagName('entry').length,
    };
  }, xml);
  expect(parsed).toEqual({ error: false, root: 'http://www.w3.org/2005/Atom feed', entries: expect.any(Number) });
  expect(parsed.entries).toBeGreaterThan(0);

  // The watch list's feed (its private link) has it too.
  const link = await page.getByRole('link', { name: 'Atom feed of these changes' }).getAttribute('href');
  expect(await (await request.get(link!)).text()).toContain(uri);

  // The company's pages show the new data at once, not after the page cache's hour (a render that was
  // in flight when the change came, a prefetch from /following say, is dropped again 2.5 s later).
  await expect(async () => {
    await page.goto(`/company/${number}`);
    await expect(page.locator(`section[aria-labelledby="recent-changes"] a[href="${uri}"]`).first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 8_000 });
  const record = await page.goto(uri);
  expect(record?.status()).toBe(200);
});

test('follow and unfollow work without JavaScript, and a bad private link gives no one’s list', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const number = await ordinaryCompany(context.request, 1);
  await page.goto(`/company/${number}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  // The form brings the reader back to the page, marked #following, where the button shows the company followed.
  await expect(page).toHaveURL(new RegExp(`/company/${number}#following$`));
  await expect(page.getByRole('button', { name: /Following/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeHidden();
  await page.goto('/following');
  await expect(page.getByRole('link', { name: new RegExp(number) }).first()).toBeVisible();
  const privateLink = new URL((await page.getByTestId('private-link').textContent())!.trim());
  await page.getByRole('button', { name: `Unfollow ${number}` }).click();
  await expect(page.getByText('You follow no company yet.')).toBeVisible();

  // Opening the private link elsewhere asks first; only its form replaces that browser's list.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const otherPage = await other.newPage();
  await otherPage.goto(`${privateLink.pathname}${privateLink.search}`);
  await expect(otherPage.getByRole('heading', { name: 'Restore a watch list' })).toBeVisible();
  await otherPage.getByRole('button', { name: 'Restore this watch list' }).click();
  await expect(otherPage).toHaveURL(/\/following$/);
  await other.close();

  await page.goto('/following/restore?token=not-a-token');
  await expect(page.getByRole('alert')).toContainText('not a valid one');
  await context.close();
});

test('the register activity page is live, filterable and pausable', async ({ page, request }) => {
  const number = await ordinaryCompany(request, 2);
  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Register activity' })).toBeVisible();
  await expect(page.getByText('Live: new changes appear as they happen')).toBeVisible();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  const events = await change(request, number);
  await expect(page.getByText(/Paused: \d+ new changes? waiting/)).toBeVisible({ timeout: 5_000 });
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator(`a[href="${events[0]!.resource_uri}"]`).first()).toBeVisible();
  // From the server, the list names the company (the change log keeps its number only).
  const profile = (await (await request.get(`/api/registry/company/${number}`)).json()) as { company_name: string };
  await page.reload();
  await expect(
    page.getByRole('main').locator(`a[href="/company/${number}"]`).filter({ hasText: profile.company_name }).first(),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Filings' }).click();
  await expect(page).toHaveURL(/kind=filing/);
});

test('a record removed from the register: the change says so, links to the list it was in, and its page is gone at once', async ({
  page,
  request,
}) => {
  const number = await ordinaryCompany(request, 3);
  const appointed = await change(request, number);
  const uri = appointed.find((event) => event.stream === 'officers')!.resource_uri;
  // Seen once, so the appointment's page and the officer list are in the caches.
  expect((await page.goto(uri))?.status()).toBe(200);
  await page.goto(`/company/${number}/officers`);

  const removed = await change(request, number, 'officer-appointment-removed');
  expect(removed.map((event) => [event.stream, event.type, event.resource_uri])).toEqual([
    ['officers', 'deleted', uri],
  ]);
  // The overview's recent changes say what went, linked to the officer list (the record's page is gone).
  const sentence = page
    .locator('section[aria-labelledby="recent-changes"]')
    .getByRole('link', { name: /’s appointment as director removed from the register$/ })
    .first();
  await expect(async () => {
    await page.goto(`/company/${number}`);
    await expect(sentence).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(sentence).toHaveAttribute('href', `/company/${number}/officers`);
  // The appointment's page answers 404 now, not its cached copy.
  expect((await page.goto(uri))?.status()).toBe(404);
  // The register's activity lists it under officers.
  await page.goto('/activity?kind=officer');
  await expect(page.getByRole('link', { name: /removed from the register$/ }).first()).toBeVisible();
  await checkA11y(page);
});
