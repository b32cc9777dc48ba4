// Every paged list, on the embedded registry: a page past the first loaded directly (a shared
// link, a refresh) shows the registry's rows at that page's offset, filtered or not, with and
// without JavaScript; a page past the list's end is a 404 that says how long the list is and
// links to its last page. The records are the showcase's (lib/registry-server/generator/showcase.ts).
// No company in the dataset has more than a page of charges, PSCs or statements, and no search
// more than a page of disqualified officers: those lists page in the remote project
// (e2e/remote/lists.spec.ts); here their page 2 is past the end.
import { expect, test } from './support/test';
import { DISQUALIFIED_DIRECTOR, SHOWCASE } from '../lib/registry-server/generator/showcase';
import {
  appointmentsOf,
  companyLists,
  expectDeepLinkShowsItsRows,
  expectPastTheEnd,
  pageSizeOf,
  registryTotal,
  searchOf,
} from './support/lists';

const { officers, filings, charges, pscs, statements } = companyLists(SHOWCASE.companies.plc);

// A production build answers quickly, but the machine is shared.
test.setTimeout(90_000);

test.describe('a page past the first, loaded directly, shows the registry’s rows at its offset', () => {
  test('company officers, pages 2 and 3', async ({ page, request }) => {
    await expectDeepLinkShowsItsRows(page, request, officers, 2);
    await expectDeepLinkShowsItsRows(page, request, officers, 3);
  });

  test('company officers, by surname', async ({ page, request }) => {
    await expectDeepLinkShowsItsRows(page, request, { ...officers, query: { order_by: 'surname' } }, 2);
  });

  test('filing history, pages 2 and 11', async ({ page, request }) => {
    await expectDeepLinkShowsItsRows(page, request, filings, 2);
    await expectDeepLinkShowsItsRows(page, request, filings, 11);
  });

  test('filing history of one category', async ({ page, request }) => {
    await expectDeepLinkShowsItsRows(page, request, { ...filings, query: { category: 'accounts' } }, 2);
  });

  test('an officer’s appointments', async ({ page, request }) => {
    await expectDeepLinkShowsItsRows(page, request, appointmentsOf(SHOWCASE.officers.prolific), 2);
  });

  for (const [kind, q] of [
    ['all', 'holdings'],
    ['companies', 'holdings'],
    ['officers', 'smith'],
  ] as const) {
    test(`search results (${kind})`, async ({ page, request }) => {
      await expectDeepLinkShowsItsRows(page, request, searchOf(kind, q), 2);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('filing history, the last page, and officers, page 2', async ({ page, request }) => {
      const lastPage = Math.ceil((await registryTotal(request, filings)) / pageSizeOf(filings.endpoint));
      expect(lastPage).toBeGreaterThan(1);
      await expectDeepLinkShowsItsRows(page, request, filings, lastPage);
      await expectDeepLinkShowsItsRows(page, request, officers, 2);
    });
  });
});

test.describe('a page past the end is a 404 that names the list’s length and links to its last page', () => {
  test('charges, PSCs and statements, page 2 of one page', async ({ page, request }) => {
    await expectPastTheEnd(page, request, charges, 2);
    await expectPastTheEnd(page, request, pscs, 2);
    await expectPastTheEnd(page, request, statements, 2);
  });

  test('company officers, page 9999, and page 2 of the current ones', async ({ page, request }) => {
    await expectPastTheEnd(page, request, officers, 9999);
    await expectPastTheEnd(page, request, { ...officers, query: { filter: 'active' } }, 2);
  });

  test('an officer’s appointments, page 2 of one page', async ({ page, request }) => {
    // The disqualified director held two appointments.
    await expectPastTheEnd(page, request, appointmentsOf(SHOWCASE.officers.disqualified), 2);
  });

  test('search results, page 2 of one page', async ({ page, request }) => {
    await expectPastTheEnd(page, request, searchOf('all', 'albion'), 2);
    await expectPastTheEnd(
      page,
      request,
      searchOf('disqualified-officers', DISQUALIFIED_DIRECTOR.surname.toLowerCase()),
      2,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('charges, page 2 of one page', async ({ page, request }) => {
      await expectPastTheEnd(page, request, charges, 2);
    });

    test('an unknown company says so, with a 404', async ({ page }) => {
      const response = await page.goto('/company/99999999');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
      await expect(page.getByText('The register has no company 99999999')).toBeVisible();
    });
  });
});
