// A case on a remote registry (the scripted one, e2e/support/upstream.ts): its items read through
// the budgeted gateway, the page saying how many calls the view took, the chronology and the
// report citing the registry's own addresses as sources.
import { expect, test } from '../support/test';
import { REMOTE_COMPANY, REMOTE_OFFICER } from '../support/remote';

test.setTimeout(120_000);

test('a case of a remote company and officer: state, budget, chronology and report with sources', async ({
  page,
  request,
}) => {
  const created = await request.post('/api/cases', { data: { title: 'Remote case' } });
  expect(created.status()).toBe(201);
  const { case_id, links } = (await created.json()) as { case_id: string; links: { edit: string } };
  const api = `/api/cases/${case_id}`;
  expect((await request.post(`${api}/items`, { data: { href: `/company/${REMOTE_COMPANY}` } })).status()).toBe(201);
  expect(
    (await request.post(`${api}/items`, { data: { href: `/officers/${REMOTE_OFFICER}/appointments` } })).status(),
  ).toBe(201);

  const chronology = (await (await request.get(`${api}/chronology`)).json()) as {
    events: { source: string; date: string }[];
  };
  expect(chronology.events.length).toBeGreaterThan(0);
  expect(chronology.events[0]!.source).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/(company|officers)\//);
  const report = await (await request.get(`${api}/report?format=html`)).text();
  expect(report).toMatch(/registry at http:\/\/127\.0\.0\.1:\d+/);
  expect(report).toMatch(/retrieved \d{4}-\d{2}-\d{2}T/);

  // The edit link opened in the browser: the case page, with what the view cost.
  await page.goto(links.edit);
  await expect(page.getByText('Case · you can edit it')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Items (2)' })).toBeVisible();
  await expect(page.getByTestId('case-budget')).toContainText(/\d+ registry calls? of \d+ allowed/);
  await expect(page.locator('table[data-chronology] tbody tr').first()).toBeVisible({ timeout: 30_000 });
});
