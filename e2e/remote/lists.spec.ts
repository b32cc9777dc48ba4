// Every paged list in remote mode, against the scripted registry (e2e/support/upstream.ts),
// which serves one company, one officer and every search with lists long enough to page
// (e2e/support/long-lists.ts) in the real registry's shapes (counts as strings, a charges list
// without paging fields): a page past the first loaded directly shows the registry's rows at
// that offset; a page past the end is a 404 that names the list's length and links to its last page.
import { test } from '../support/test';
import { appointmentsOf, companyLists, expectDeepLinkShowsItsRows, expectPastTheEnd, searchOf } from '../support/lists';
import { PAGED_COMPANY, PAGED_OFFICER, PAGED_SEARCH, REMOTE_COMPANY, REMOTE_OFFICER } from '../support/remote';

// Another spec's 429 makes the server hold registry calls for a few seconds.
test.setTimeout(120_000);

const paged = companyLists(PAGED_COMPANY);

test.describe('a page past the first, loaded directly, shows the registry’s rows at its offset', () => {
  for (const list of Object.values(paged)) {
    test(`company ${list.name}`, async ({ page, request }) => {
      await expectDeepLinkShowsItsRows(page, request, list, 2);
      await expectDeepLinkShowsItsRows(page, request, list, 3);
    });
  }

  test('company officers, current only, and filing history of one category', async ({ page, request }) => {
    await expectDeepLinkShowsItsRows(page, request, { ...paged.officers, query: { filter: 'active' } }, 2);
    await expectDeepLinkShowsItsRows(
      page,
      request,
      { ...paged.filings, query: { category: 'confirmation-statement,annual-return,resolution' } },
      2,
    );
  });

  test('an officer’s appointments', async ({ page, request }) => {
    await expectDeepLinkShowsItsRows(page, request, appointmentsOf(PAGED_OFFICER), 2);
  });

  for (const kind of ['all', 'companies', 'officers', 'disqualified-officers'] as const) {
    test(`search results (${kind})`, async ({ page, request }) => {
      await expectDeepLinkShowsItsRows(page, request, searchOf(kind, PAGED_SEARCH), 2);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('charges, page 2', async ({ page, request }) => {
      await expectDeepLinkShowsItsRows(page, request, paged.charges, 2);
    });
  });
});

test.describe('a page past the end is a 404 that names the list’s length and links to its last page', () => {
  const remote = companyLists(REMOTE_COMPANY);

  test('charges, PSCs and statements, page 2 of one page', async ({ page, request }) => {
    await expectPastTheEnd(page, request, remote.charges, 2);
    await expectPastTheEnd(page, request, remote.pscs, 2);
    await expectPastTheEnd(page, request, remote.statements, 2);
  });

  test('company officers, page 9999', async ({ page, request }) => {
    await expectPastTheEnd(page, request, paged.officers, 9999);
  });

  test('an officer’s appointments, page 2 of one page', async ({ page, request }) => {
    await expectPastTheEnd(page, request, appointmentsOf(REMOTE_OFFICER), 2);
  });

  test('search results, past the last page', async ({ page, request }) => {
    await expectPastTheEnd(page, request, searchOf('companies', PAGED_SEARCH), 9);
  });
});
