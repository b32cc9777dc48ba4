// A 404 under a paged list's address: when the address asks for a page past the list's end, it
// says how long the list is and links to its last page; otherwise the register has no such record.
// Not-found pages receive no props, so the address comes from the header proxy.ts sets (PAGE_URL_HEADER).
import Link from 'next/link';
import { headers } from 'next/headers';
import { NotFoundMessage } from '@/components/registry/not-found-message';
import { searchLists } from '@/components/search/search-lists';
import { readSearchKind } from '@/lib/search/search-state';
import { loadOptional } from '@/lib/pages/load';
import { PAGE_URL_HEADER } from '@/lib/pages/page-url';
import { isPastEnd, lastPage, pageHref, pageQuery, readListState } from '@/lib/query/page-state';
import { matchPath } from '@/lib/registry/catalogue';
import { isListEndpoint, listDefinitions } from './definitions';
import type { ListDefinition, ListEndpoint } from './list-definition';

/** The list an app address shows, with its registry path parameters. */
function listAt(
  pathname: string,
  search: URLSearchParams,
): { definition: ListDefinition<ListEndpoint, never>; params: Record<string, string> } | undefined {
  if (pathname === '/search')
    return {
      definition: searchLists[readSearchKind(search.get('kind'))] as ListDefinition<ListEndpoint, never>,
      params: {},
    };
  // The pages of the registry's lists sit at the registry's own paths.
  const match = matchPath(pathname);
  if (!match?.ok || !isListEndpoint(match.name)) return undefined;
  return { definition: listDefinitions[match.name] as ListDefinition<ListEndpoint, never>, params: match.params };
}

async function pastEnd(address: string | null) {
  if (!address) return undefined;
  const url = new URL(address, 'http://app.invalid');
  const list = listAt(url.pathname, url.searchParams);
  if (!list) return undefined;
  const state = readListState(list.definition, url.searchParams);
  // The same read as the page made: shared within the request, or from the gateway's cache.
  const loaded = await loadOptional(list.definition.endpoint, list.params as never, pageQuery(state));
  if (loaded && !loaded.ok) return undefined;
  // The registry answers 404 for a company's empty lists (no charges yet) as for a company it does not have.
  if (
    !loaded &&
    !(
      list.params.company_number &&
      (await loadOptional('companyProfile', { company_number: list.params.company_number }))?.ok
    )
  )
    return undefined;
  const total = loaded ? list.definition.total(loaded.result.data as never) : 0;
  if (!isPastEnd(state, total)) return undefined;
  const last = lastPage(state.pageSize, Math.min(total, list.definition.reachable ?? total));
  return {
    total,
    last,
    href: pageHref(url.pathname, url.searchParams, { page: last }),
    nouns: list.definition.nouns({} as never, loaded?.ok ? (loaded.result.data as never) : undefined),
  };
}

export async function ListNotFound() {
  const past = await pastEnd((await headers()).get(PAGE_URL_HEADER));
  if (!past) return <NotFoundMessage />;
  const { total, last, href, nouns } = past;
  return (
    <section className="space-y-3 py-8">
      <h1 className="text-2xl font-semibold">That page is past the end of the list</h1>
      <p className="text-slate-700 dark:text-slate-300">
        {total === 0
          ? `The list has no ${nouns.many}.`
          : `The list has ${total.toLocaleString('en-GB')} ${total === 1 ? nouns.one : nouns.many} on ${last.toLocaleString('en-GB')} page${last === 1 ? '' : 's'}.`}
      </p>
      <Link className="text-blue-700 underline dark:text-blue-400" href={href}>
        {total === 0 ? 'Go to the list' : `Go to the last page (page ${last.toLocaleString('en-GB')})`}
      </Link>
    </section>
  );
}
