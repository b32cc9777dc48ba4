// Case files in Chromium: a case built from pages (a company, an officer, a search, a person) with
// "Add to case"; an item's note edited in two tabs (the last write wins and the other tab sees
// it); the read-only link opened in another browser (it reads, it cannot edit); the report
// downloaded as HTML and PDF; new links issued, after which the old read link answers 404.
import { readFileSync } from 'node:fs';
import { SHOWCASE_NUMBERS } from '../lib/registry-server/generator/showcase';
import { checkA11y, expect, showcase, test, type Page } from './support/test';

test.describe.configure({ timeout: 120_000 });

async function addThisPage(page: Page, caseTitle: string, start = false) {
  const control = page.locator('[data-add-to-case]').first();
  await control.locator('summary').click();
  if (start) {
    await control.getByLabel('Title of a new case').fill(caseTitle);
    await control.getByRole('button', { name: 'Start' }).click();
  } else {
    await control.getByRole('list', { name: 'Your cases' }).getByRole('button', { name: caseTitle }).first().click();
  }
  await expect(control.getByRole('status')).toContainText(`Added to ${caseTitle}`);
}

test('a case from four pages, a note edited in two tabs, a read-only link and the report', async ({
  page,
  browser,
}) => {
  const title = `Case e2e ${Date.now()}`;
  await page.goto(`/company/${showcase.companies.holding}`);
  await addThisPage(page, title, true);
  await page.goto(`/officers/${showcase.officers.prolific}/appointments`);
  await addThisPage(page, title);
  await page.goto('/search?q=holdings');
  await addThisPage(page, title);
  // A person (the people index): a fourth kind of page.
  const lookup = await page.request.get(
    `/api/people/lookup?record=/officers/${showcase.officers.disqualified}/appointments`,
  );
  const { person_id } = (await lookup.json()) as { person_id: string };
  await page.goto(`/people/${person_id}`);
  await addThisPage(page, title);

  await page.locator('[data-add-to-case]').getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: 'Items (4)' })).toBeVisible();
  const caseUrl = page.url();
  const caseId = new URL(caseUrl).pathname.split('/')[2]!;
  await expect(page.getByRole('link', { name: /Search: holdings/ })).toBeVisible();
  await expect(page.locator('table[data-chronology] tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Show the graph of every item' }).click();
  await expect(page.getByText(/\d+ records, \d+ links, merged from the items’ connections/)).toBeVisible({
    timeout: 30_000,
  });
  await checkA11y(page);
  // The layout pinned: kept with the case, drawn there again.
  await page.getByRole('button', { name: 'Pin this layout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Layout pinned' })).toBeVisible();
  const pinned = (await (await page.request.get(`/api/cases/${caseId}`)).json()) as {
    graph: { positions: Record<string, { x: number; y: number }> };
  };
  expect(Object.keys(pinned.graph.positions).length).toBeGreaterThan(1);
  await expect(page.getByRole('button', { name: 'Unpin the layout' })).toBeVisible();

  // Two tabs of one browser: the note written in one shows in the other; the later write wins.
  const other = await page.context().newPage();
  await other.goto(caseUrl);
  const noteA = page.getByRole('textbox', { name: /^Note on / }).first();
  const noteB = other.getByRole('textbox', { name: /^Note on / }).first();
  await noteA.fill('Written in tab A');
  await noteA.blur();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await expect(noteB).toHaveValue('Written in tab A', { timeout: 15_000 });
  await noteB.fill('Written later in tab B');
  await noteB.blur();
  await expect(noteA).toHaveValue('Written later in tab B', { timeout: 15_000 });
  await other.close();

  // The read-only link in another browser: it reads the case and cannot change it.
  const readLink = await page.getByRole('textbox', { name: 'Read-only link' }).inputValue();
  const elsewhere = await browser.newContext();
  const reader = await elsewhere.newPage();
  await reader.goto(readLink);
  await expect(reader).toHaveURL(new RegExp(`/cases/${caseId}$`));
  await expect(reader.getByText('Case · read only')).toBeVisible();
  await expect(reader.getByRole('textbox', { name: /^Note on / }).first()).toBeDisabled();
  await expect(reader.getByRole('textbox', { name: /^Note on / }).first()).toHaveValue('Written later in tab B');
  await expect(reader.getByRole('textbox', { name: 'Edit link' })).toHaveCount(0);
  await reader.goto('/cases');
  await expect(reader.getByRole('link', { name: title })).toBeVisible();
  await expect(reader.getByRole('cell', { name: 'Read only' })).toBeVisible();
  await checkA11y(reader);
  const refused = await reader.request.patch(`/api/cases/${caseId}`, { data: { title: 'Taken over' } });
  expect(refused.status()).toBe(403);

  // The report: one self-contained HTML page and its PDF.
  const [html] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Report (HTML)' }).click(),
  ]);
  expect(html.suggestedFilename()).toMatch(/\.html$/);
  const text = readFileSync((await html.path())!, 'utf8');
  expect(text).toContain(title);
  expect(text).toContain('Written later in tab B');
  expect(text).toContain('<svg');
  expect(text).toMatch(/retrieved \d{4}-\d{2}-\d{2}T/);
  expect(text).not.toMatch(/<script|<link[^>]+stylesheet/);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Report (PDF)' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // New links: the old read link answers 404 from now on, and its holder loses the case.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /Issue new links/ }).click();
  await expect(page.getByRole('textbox', { name: 'Read-only link' })).not.toHaveValue(readLink, { timeout: 10_000 });
  const stale = await reader.request.get(new URL(readLink).pathname + new URL(readLink).search, { maxRedirects: 0 });
  expect(stale.status()).toBe(404);
  expect((await reader.request.get(`/api/cases/${caseId}`)).status()).toBe(404);
  await elsewhere.close();
});

test('changes at a case’s company since it was last looked at are listed, and in its feed', async ({ page }) => {
  const search = await page.request.get('/api/registry/search/companies?q=limited&items_per_page=50');
  const { items } = (await search.json()) as { items: { company_number: string; company_status?: string }[] };
  const number = items.find(
    (item) => item.company_status === 'active' && !SHOWCASE_NUMBERS.has(item.company_number),
  )!.company_number;
  const made = (await (await page.request.post('/api/cases', { data: { title: 'Watching a company' } })).json()) as {
    case_id: string;
    links: { read: string };
  };
  expect(
    (await page.request.post(`/api/cases/${made.case_id}/items`, { data: { href: `/company/${number}` } })).status(),
  ).toBe(201);
  // The first look: from now on.
  await page.goto(`/cases/${made.case_id}`);
  await expect(page.getByText('Nothing has changed at the case’s companies since.')).toBeVisible();
  const changed = await page.request.post(`/api/changes/test-event?company=${number}&kind=officer-appointment`);
  expect(changed.ok()).toBe(true);
  const changes = page.getByRole('region', { name: 'Changes since you last looked' });
  await expect(async () => {
    await page.reload();
    await expect(changes.getByRole('listitem').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const feed = await page.request.get(`/cases/${made.case_id}/feed.xml?${made.links.read.split('?')[1]}`);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  expect(await feed.text()).toContain('<entry>');
});
