// /search – search the register (all, companies, officers or disqualified officers), 20 a
// page; an exact company number goes straight to the company's page.
import { AddToCase } from '@/components/cases/add-to-case';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ProblemState } from '@/components/registry/problem-state';
import { StaleNotice } from '@/components/registry/stale-notice';
import { SearchForm } from '@/components/search/search-form';
import { NoMatches, OutOfReach } from '@/components/search/search-messages';
import { searchLists } from '@/components/search/search-list-definitions';
import { SearchTable } from '@/components/search/search-table';
import { AlphabeticalResults, DissolvedResults, readRegisterView } from '@/components/search/register-views';
import { SearchTabs } from '@/components/search/search-tabs';
import {
  companyNumberQuery,
  isReachablePage,
  readSearchKind,
  searchHref,
  searchKindNouns,
  type SearchKind,
} from '@/lib/search/search-state';
import { searchDescription } from '@/lib/pages/descriptions';
import { loadListPage } from '@/lib/pages/list-page';
import { loadOptional } from '@/lib/pages/load';
import { pageMetadata } from '@/lib/pages/metadata';
import { readListState, type SearchParamsRecord } from '@/lib/query/page-state';

interface Props {
  searchParams: Promise<SearchParamsRecord>;
}

async function readSearch(searchParams: Props['searchParams']) {
  const params = await searchParams;
  const kind = readSearchKind(params.kind);
  const state = readListState(searchLists[kind], params);
  return { kind, params, state, q: state.filters.q?.trim() ?? '' };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q, kind, params, state } = await readSearch(searchParams);
  const path = searchHref({ q, kind });
  if (!q) return pageMetadata({ title: 'Search', description: searchDescription('', kind, undefined), path });
  // The same reads as the page (shared within the request): none when it redirects to a company or is past the registry's reach.
  const results =
    !(await companyNamedBy(q, kind)) && isReachablePage(state.page)
      ? await loadListPage(searchLists[kind], {}, params)
      : undefined;
  return pageMetadata({
    title: `“${q}” in ${kind === 'all' ? 'the register' : searchKindNouns[kind]}`,
    description: searchDescription(q, kind, results?.ok ? results.data.total_results : undefined),
    path,
  });
}

/** The company an exact number names, when the search is for companies and the company exists. */
async function companyNamedBy(q: string, kind: SearchKind): Promise<string | undefined> {
  if (kind !== 'all' && kind !== 'companies') return undefined;
  const number = companyNumberQuery(q);
  if (!number) return undefined;
  // A failed look-up (the registry is busy) just falls through to the search.
  const profile = await loadOptional('companyProfile', { company_number: number });
  return profile?.ok ? profile.result.data.company_number : undefined;
}

export default async function SearchPage({ searchParams }: Props) {
  const { kind, params, state, q } = await readSearch(searchParams);
  const view = readRegisterView(params.view);
  if (q && !view) {
    const company = await companyNamedBy(q, kind);
    if (company) redirect(`/company/${company}`);
  }

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight break-words">
        {q ? `Search results for “${q}”` : 'Search the register'}
      </h1>
      {q ? <AddToCase /> : null}
      <SearchForm
        key={`${kind}:${view}:${q}`}
        q={q}
        kind={kind}
        keep={view ? { view, ...(params.by === 'previous-name' ? { by: 'previous-name' } : {}) } : {}}
        autoFocus={!q}
        label="Company name or number, officer or disqualified officer"
      />
      <div className="space-y-4">
        <SearchTabs q={q} kind={kind} view={view} />
        {/* Rendered in the first response, not streamed: results must show with JavaScript off. */}
        {view && q ? (
          view === 'dissolved' ? (
            <DissolvedResults q={q} params={params} />
          ) : (
            <AlphabeticalResults q={q} params={params} />
          )
        ) : (
          <Results q={q} kind={kind} page={state.page} params={params} />
        )}
      </div>
    </div>
  );
}

async function Results({
  q,
  kind,
  page,
  params,
}: {
  q: string;
  kind: SearchKind;
  page: number;
  params: SearchParamsRecord;
}) {
  if (!q) {
    return (
      <p className="text-slate-600 dark:text-slate-300">
        Type a company name or number, or a person’s name, and press Search. Use the tabs to look only at companies,
        officers or disqualified officers, dissolved companies, or a name’s neighbours A–Z; or use the{' '}
        <a href="/advanced-search" className="text-blue-700 underline dark:text-blue-300">
          advanced search
        </a>{' '}
        to find companies by status, type, SIC code, dates or place.
      </p>
    );
  }
  if (!isReachablePage(page)) return <OutOfReach q={q} kind={kind} />;
  const results = await loadListPage(searchLists[kind], {}, params);
  if (!results.ok) {
    if (results.problem.kind === 'range-not-satisfiable') return <OutOfReach q={q} kind={kind} />;
    return <ProblemState problem={results.problem} />;
  }
  if (results.data.total_results === 0 && results.data.items.length === 0) return <NoMatches q={q} kind={kind} />;
  return (
    <>
      <StaleNotice reads={[results.read]} />
      <SearchTable key={`${kind}:${q}`} q={q} kind={kind} initial={{ state: results.state, data: results.data }} />
    </>
  );
}
