// What the every-list end-to-end tests (e2e/lists.spec.ts, e2e/remote/lists.spec.ts) share: how
// a list page loaded directly is compared with the registry's page at the same offset, read
// through the app's proxy, and what a page past a list's end must say.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { catalogue, type EndpointName } from '../../lib/registry/catalogue';

/** A paged list of the app, and how to tell its rows apart. */
export interface ListCase {
  /** What the test names it by ("filing history"). */
  name: string;
  /** The registry endpoint the list reads: its page size is the catalogue's default for it. */
  endpoint: EndpointName;
  /** The app page, at the registry path (the app's list pages sit at the registry's paths). */
  path: string;
  /** The registry path, when the app page is elsewhere (search). */
  registryPath?: string;
  /** Filters and other query parameters the address carries to the registry (`q`, `filter`, `category`). */
  query?: Record<string, string>;
  /** Query parameters of the app's address only (a search's `kind`). */
  appQuery?: Record<string, string>;
  /** What a row shows that names its record: a link target (a row's links are its record's). */
  rowKey(item: Item): string;
}

export type Item = Record<string, unknown> & { links?: Record<string, unknown> };

interface RegistryPage {
  items: Item[];
  total: number;
}

/** The list's page size: the catalogue's default for its endpoint. */
export function pageSizeOf(endpoint: EndpointName): number {
  const size = (catalogue[endpoint].query as { items_per_page?: { default?: number } }).items_per_page?.default;
  if (!size) throw new Error(`${endpoint} is not a paged list`);
  return size;
}

/** A list's total: `total_results`, or `total_count` for filings and charges; the remote registry sends some as strings. */
const totalOf = (body: Record<string, unknown>) => Number(body.total_results ?? body.total_count);

const search = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  ).toString();

/** The app's address of a page of the list. */
export const pageAddress = (list: ListCase, page: number) =>
  `${list.path}?${search({ ...list.appQuery, ...list.query, page: page === 1 ? undefined : page })}`;

/** The registry's page at the list's page size, through the app's proxy. */
export async function registryPage(request: APIRequestContext, list: ListCase, page: number): Promise<RegistryPage> {
  const size = pageSizeOf(list.endpoint);
  const address = `/api/registry${list.registryPath ?? list.path}?${search({ ...list.query, items_per_page: size, start_index: (page - 1) * size })}`;
  // A fresh connection each time: a kept-alive one the server closes as the next call starts resets that call.
  const response = await request.get(address, { headers: { connection: 'close' } });
  expect(response.status(), `the registry's ${list.name}`).toBe(200);
  const body = (await response.json()) as Record<string, unknown>;
  return { items: body.items as Item[], total: totalOf(body) };
}

/** The registry's total for the list, from its first page. */
export const registryTotal = async (request: APIRequestContext, list: ListCase) =>
  (await registryPage(request, list, 1)).total;

/** The rows of the list on the page: a table's body rows, or a result list's items (search). */
const rowsOf = (page: Page) => page.locator('main table tbody tr, main ol:not(nav ol) > li');

const formatted = (n: number) => n.toLocaleString('en-GB');

/**
 * Loads the page of the list directly and expects the registry's rows at that offset, all of
 * them in order, and "Showing a–b of n" to match.
 */
export async function expectDeepLinkShowsItsRows(
  page: Page,
  request: APIRequestContext,
  list: ListCase,
  pageNumber: number,
) {
  const expected = await registryPage(request, list, pageNumber);
  expect(expected.items.length, `page ${pageNumber} of the ${list.name} has rows`).toBeGreaterThan(0);
  const keys = expected.items.map((item) => list.rowKey(item));
  // Keys may repeat (one officer in two roles), but not so much that a page of one record's rows would pass.
  if (keys.length > 1)
    expect(new Set(keys).size, `the ${list.name}'s rows are told apart by their keys`).toBeGreaterThan(1);

  const response = await page.goto(pageAddress(list, pageNumber));
  expect(response?.status()).toBe(200);
  const rows = rowsOf(page);
  await expect(rows.first()).toBeVisible();
  // Each row as the key it shows (a link to its record, or text naming it), in order.
  const shown = await rows.evaluateAll(
    (elements, keys) =>
      elements.map((element) => {
        const seen =
          [...element.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href') ?? '').join(' ') +
          ' ' +
          (element.textContent ?? '');
        return (
          keys.find((key) => seen.includes(key)) ??
          `a row of none of the page's records: ${(element.textContent ?? '').trim().slice(0, 80)}`
        );
      }),
    keys,
  );
  expect(shown, `rows of page ${pageNumber} of the ${list.name}`).toEqual(keys);

  const first = (pageNumber - 1) * pageSizeOf(list.endpoint) + 1;
  const last = first + expected.items.length - 1;
  await expect(page.locator('main')).toContainText(
    `Showing ${formatted(first)}–${formatted(last)} of ${formatted(expected.total)}`,
  );
}

/**
 * Loads a page past the list's end directly: a 404 that says how many rows the list has and
 * links to its last page (no page parameter when that is the first).
 */
export async function expectPastTheEnd(page: Page, request: APIRequestContext, list: ListCase, pageNumber: number) {
  const total = await registryTotal(request, list);
  const size = pageSizeOf(list.endpoint);
  const lastPage = Math.max(1, Math.ceil(total / size));
  expect(pageNumber, `page ${pageNumber} is past the end of the ${list.name} (${total} rows)`).toBeGreaterThan(
    lastPage,
  );

  const response = await page.goto(pageAddress(list, pageNumber));
  expect(response?.status(), `status of page ${pageNumber} of the ${list.name}`).toBe(404);
  const main = page.locator('main');
  await expect(main).toContainText(new RegExp(`(^|\\D)${formatted(total)}(\\D|$)`));
  const link = main.getByRole('link', { name: /last page/i });
  await expect(link).toBeVisible();
  // Resolved as the browser resolves it: the link may be relative to the page's own address.
  const href = new URL((await link.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe(list.path);
  expect(href.searchParams.get('page')).toBe(lastPage === 1 ? null : String(lastPage));
  for (const [name, value] of Object.entries({ ...list.appQuery, ...list.query }))
    expect(href.searchParams.get(name)).toBe(value);
}

const selfLink = (item: Item) => String(item.links?.self);
/** An officer's appointment links to itself; one the registry sends without that link, to the officer's appointments. */
const officerLink = (item: Item) =>
  String(item.links?.self ?? (item.links?.officer as { appointments?: string } | undefined)?.appointments);

/** A company's paged lists. */
export function companyLists(companyNumber: string) {
  const company = `/company/${companyNumber}`;
  return {
    // One officer may hold two roles: the appointment's own link tells the rows apart.
    officers: { name: 'officers', endpoint: 'officerList', path: `${company}/officers`, rowKey: officerLink },
    filings: {
      name: 'filing history',
      endpoint: 'filingHistoryList',
      path: `${company}/filing-history`,
      rowKey: (item: Item) => `/filing-history/${String(item.transaction_id)}`,
    },
    charges: { name: 'charges', endpoint: 'chargeList', path: `${company}/charges`, rowKey: selfLink },
    pscs: { name: 'PSCs', endpoint: 'pscList', path: `${company}/persons-with-significant-control`, rowKey: selfLink },
    statements: {
      name: 'PSC statements',
      endpoint: 'pscStatementList',
      path: `${company}/persons-with-significant-control-statements`,
      rowKey: selfLink,
    },
  } satisfies Record<string, ListCase>;
}

/** An officer's appointments: each row links to the company. */
export const appointmentsOf = (officerId: string): ListCase => ({
  name: 'appointments',
  endpoint: 'officerAppointments',
  path: `/officers/${officerId}/appointments`,
  rowKey: (item) => String((item.links as { company: string }).company),
});

const searchEndpoints = {
  all: 'searchAll',
  companies: 'searchCompanies',
  officers: 'searchOfficers',
  'disqualified-officers': 'searchDisqualifiedOfficers',
} as const;

/** Search results of a kind: `/search?q=…&kind=…`, each result linking to its record. */
export const searchOf = (kind: keyof typeof searchEndpoints, q: string): ListCase => ({
  name: `search for “${q}” (${kind})`,
  endpoint: searchEndpoints[kind],
  path: '/search',
  registryPath: kind === 'all' ? '/search' : `/search/${kind}`,
  query: { q },
  appQuery: kind === 'all' ? {} : { kind },
  rowKey: selfLink,
});
