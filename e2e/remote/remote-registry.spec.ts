// The pages in remote mode, against the scripted registry (e2e/support/upstream.ts): the
// project's fixtures sent with the real registry's quirks (numbers as strings, a charges list
// without paging fields, empty-body 404s, insolvency `status` as a list, unknown values).
import { expect as baseExpect, test, type Page, checkA11y } from '../support/test';
import { basicCredentials } from '../../lib/registry/basic-auth';
import { BUSY_COMPANY, MISSING_COMPANY, REMOTE_API_KEY, REMOTE_COMPANY, REMOTE_OFFICER } from '../support/remote';

// The 429 makes the server hold every registry call for a few seconds: these tests run in
// order, in one worker, and that one comes last.
test.describe.configure({ mode: 'default' });

// The first request of a page in a dev server compiles it.
test.setTimeout(120_000);
const expect = baseExpect.configure({ timeout: 20_000 });

const company = `/company/${REMOTE_COMPANY}`;
const bodyRows = (page: Page) => page.locator('table tbody tr');
/** A detail's value, by its term. */
const detail = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`);

/** No raw wire values on the page: a registry key, or a number or date that failed to read. */
async function expectReadable(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/new-kind|\bundefined\b|\bNaN\b|Invalid Date|\[object Object\]/);
}

test('the overview reads numbers sent as strings and names unknown values in words', async ({ page }) => {
  await page.goto(company);
  await expect(page.getByRole('heading', { level: 1, name: 'HARTWELL LOGISTICS LIMITED' })).toBeVisible();
  // `type`, `company_status_detail` and the accounts type are values no label table knows.
  await expect(detail(page, 'Company type')).toHaveText('Private limited shares new kind');
  await expect(detail(page, 'Type of last accounts')).toHaveText('Micro entity new kind');
  await expect(page.getByText('Active pending identity verification')).toBeVisible();
  // `accounting_reference_date` arrives as { day: "30", month: "09" }.
  await expect(detail(page, 'Accounting reference date')).toHaveText('30 September');
  await expect(page.getByRole('link', { name: 'Insolvency', exact: true })).toBeVisible();
  await expectReadable(page);
  await checkA11y(page);
});

test('officers: string counts, an unknown role in words, and the officer’s appointments', async ({ page }) => {
  await page.goto(`${company}/officers`);
  // `active_count` "3" and `items_per_page` "35" are strings.
  await expect(page.getByRole('heading', { level: 2, name: '4 officers / 1 resignation' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(4);
  await expect(page.getByText('Showing 1–4 of 4 officers')).toBeVisible();
  const price = bodyRows(page).filter({ hasText: 'PRICE, Martin' });
  await expect(price).toContainText('Logistics partner in charge');
  // Joanna Hartwell's date of birth arrives as { month: "4", year: "1979" }.
  await expect(bodyRows(page).filter({ hasText: 'HARTWELL, Joanna Clare' })).toContainText('April 1979');
  await expectReadable(page);
  await checkA11y(page);

  await page.getByRole('link', { name: 'HARTWELL, Joanna Clare', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/officers/${REMOTE_OFFICER}/appointments$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Joanna Clare HARTWELL' })).toBeVisible();
  // `total_results` "2" is a string.
  await expect(detail(page, 'Total number of appointments')).toHaveText('2');
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page.getByText('Showing 1–2 of 2 appointments')).toBeVisible();
  await expectReadable(page);
  await checkA11y(page);
});

test('filing history: a string total and string page counts', async ({ page }) => {
  await page.goto(`${company}/filing-history`);
  // `total_count` "5".
  await expect(page.getByText(/^5 filings$/)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(page.getByText('Showing 1–5 of 5 filings')).toBeVisible();
  // The confirmation statement's `pages` is "3".
  await expect(bodyRows(page).first()).toContainText('Confirmation statement dated 3 November 2025');
  // The Pages column (the Document column follows it).
  await expect(bodyRows(page).first().locator('td').nth(3)).toHaveText('3');
  await expectReadable(page);
  await checkA11y(page);
});

test('charges: a list without paging fields shows its rows, and each charge opens', async ({ page }) => {
  await page.goto(`${company}/charges`);
  // No `items_per_page` or `start_index`; `unfiletered_count` is "2".
  await expect(page.getByText('2 charges registered')).toBeVisible();
  await expect(page.getByText('1 outstanding, 1 satisfied, 0 partly satisfied')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page.getByText('Showing 1–2 of 2 charges')).toBeVisible();
  await expectReadable(page);
  await checkA11y(page);

  await page.getByRole('link', { name: 'Charge code 098765430002' }).click();
  await expect(page).toHaveURL(new RegExp(`${company}/charges/Rk8Wq2Ls5Dj9Hg3Fa6Zx0Cv4Bn7$`));
  await expect(page.getByRole('heading', { name: 'Charge code 098765430002' })).toBeVisible();
  // `charge_number` "2".
  await expect(detail(page, 'Charge number')).toHaveText('2');
  await expect(detail(page, 'Status')).toHaveText('Outstanding');
  await expectReadable(page);
  await checkA11y(page);

  // The charge's filing, from its own fixture.
  await page.getByRole('link', { name: /Charge registered/ }).click();
  await expect(page).toHaveURL(new RegExp(`${company}/filing-history/MzM5OTAxMjM0NWFkaXF6a2N4$`));
  await expect(detail(page, 'Form type')).toHaveText('MR01');
});

test('insolvency: a status list and case numbers sent as strings', async ({ page }) => {
  await page.goto(`${company}/insolvency`);
  // `status` is ["liquidation", "receivership"].
  await expect(page.getByText('In liquidation', { exact: true })).toBeVisible();
  await expect(page.getByText('In receivership', { exact: true })).toBeVisible();
  // Case numbers "1" and 2.
  await expect(page.getByRole('heading', { level: 2, name: "Case 1: Creditors' voluntary liquidation" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Case 2: Administrative receivership' })).toBeVisible();
  await expectReadable(page);
  await checkA11y(page);
});

test('persons with significant control: a string total, and one person with an unknown nature of control', async ({
  page,
}) => {
  await page.goto(`${company}/persons-with-significant-control`);
  // `total_results` "5".
  await expect(
    page.getByRole('heading', { level: 2, name: '4 active persons with significant control / 1 ceased' }),
  ).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(page.getByText('Showing 1–5 of 5 persons with significant control')).toBeVisible();
  await expectReadable(page);
  await checkA11y(page);

  await page.getByRole('link', { name: 'Mrs Joanna Clare Hartwell' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mrs Joanna Clare Hartwell' })).toBeVisible();
  // { month: "4", year: "1979" }, and a nature of control added since the labels were written.
  await expect(detail(page, 'Date of birth')).toHaveText('April 1979');
  await expect(page.getByText('Holds more than 50% and under 75% of the shares', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Right to share surplus assets 50 to 75 percent limited liability partnership new kind', {
      exact: true,
    }),
  ).toHaveCount(1);
  await expectReadable(page);
  await checkA11y(page);
});

test('an unknown company, answered with an empty-body 404, is a 404 page that says what is missing', async ({
  page,
}) => {
  const response = await page.goto(`/company/${MISSING_COMPANY}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByText(`The register has no company ${MISSING_COMPANY} at this address`)).toBeVisible();

  // The same for an unknown charge of a known company.
  const charge = await page.goto(`${company}/charges/NoSuchCharge0000000000000`);
  expect(charge?.status()).toBe(404);
  await expect(page.getByText(`The register has no charge of company ${REMOTE_COMPANY}`)).toBeVisible();
});

test('no page and no proxy answer carries the API key', async ({ request }) => {
  const forms = [REMOTE_API_KEY, basicCredentials(REMOTE_API_KEY)];
  const paths = [
    company,
    `${company}/officers`,
    `${company}/charges`,
    `${company}/persons-with-significant-control`,
    `/officers/${REMOTE_OFFICER}/appointments`,
    `/company/${MISSING_COMPANY}`,
    `/api/registry/company/${REMOTE_COMPANY}`,
    `/api/registry/company/${MISSING_COMPANY}`,
  ];
  for (const path of paths) {
    const response = await request.get(path);
    const text = `${JSON.stringify(response.headers())}\n${await response.text()}`;
    for (const form of forms) expect(text.includes(form), `${path} carries the key`).toBe(false);
  }
});

// Last: the 429 holds the server's registry calls for a few seconds.
test('ownership: the walk reads the PSCs, checks the corporate owner against the register, and says who is at the top', async ({
  page,
  request,
}) => {
  await page.goto(`${company}/ownership`);
  const summary = page.getByText(/^Ultimately controlled by:/);
  await expect(summary).toContainText('Mrs Joanna Clare Hartwell');
  await expect(summary).toContainText('The Trustees of the Hartwell Family Settlement (legal person: Trust)');
  // The corporate owner names a UK number the registry does not hold: shown, not followed.
  await expect(page.getByText(/not verified: no company 11823456 on the register/i).first()).toBeVisible();
  await expectReadable(page);
  const graph = await (await request.get(`/api/ownership/company/${REMOTE_COMPANY}`)).json();
  // One profile, one PSC list, its statements and the corporate owner's profile: within the walk's budget.
  expect(graph.registry_calls).toBeLessThanOrEqual(4);
  // Four owners, and the statement beside them (read although owners are named).
  expect(graph.edges).toHaveLength(5);
  expect(graph.edges.filter((edge: { source: string }) => edge.source.startsWith('statement:'))).toHaveLength(1);
  // No index of people here: owners as people is offered disabled, and people=1 answers the PSC entries, saying so.
  const ownersAs = page.getByRole('group', { name: 'Owners as' });
  await expect(ownersAs).toContainText('People (this registry has no index of people)');
  await expect(ownersAs.getByRole('link')).toHaveText(['PSC entries']);
  const asPeople = await (await request.get(`/api/ownership/company/${REMOTE_COMPANY}?people=1`)).json();
  expect(asPeople.people).toEqual({ available: false });
  expect(asPeople.nodes).toEqual(graph.nodes);
});

test('a registry that answers 429 gives the "registry is busy" page with 503, not a crash, and it is not kept in any cache', async ({
  page,
  browser,
}) => {
  const response = await page.goto(`/company/${BUSY_COMPANY}`);
  // 503 with Retry-After, never cached (server.ts; lib/server/problem-status.ts).
  expect(response?.status()).toBe(503);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'The registry is busy' })).toBeVisible();
  const problem = page.getByRole('alert').filter({ hasText: 'The registry is busy' });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText(
    /We have used our share of registry requests for now\. Try again (in \d+ (second|minute)s?|shortly)\./,
  );
  await expect(problem.getByRole('link', { name: 'Try again' })).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain(REMOTE_API_KEY);
  await checkA11y(page);

  // The same readable page and status without JavaScript, on a section page too.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  for (const path of [`/company/${BUSY_COMPANY}`, `/company/${BUSY_COMPANY}/insolvency`]) {
    const answer = await plain.goto(path);
    expect(answer?.status(), path).toBe(503);
    expect(answer?.headers()['cache-control'], path).toBe('no-store');
    await expect(plain.getByRole('alert').filter({ hasText: 'The registry is busy' })).toBeVisible();
  }
  await noScript.close();
});
