// /disqualified-officers – search the register's disqualified officers (people and companies
// disqualified from acting as directors), 20 a page, with the results on this page.
//
// The register has no list of disqualifications by date: its only way into them is the name
// search (/search/disqualified-officers), ranked by name. So the page offers the search, and
// before a search is made, says what it covers instead of listing "recent" ones it cannot know.
import type { Metadata } from 'next';
import { ProblemState } from '@/components/registry/problem-state';
import { SearchForm } from '@/components/search/search-form';
import { OutOfReach } from '@/components/search/search-messages';
import { SearchTable } from '@/components/search/search-table';
import { isReachablePage, SEARCH_PAGE_SIZE } from '@/lib/search/search-state';
import { searchDescription } from '@/lib/pages/descriptions';
import { load } from '@/lib/pages/load';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageQuery, readPageState, type SearchParamsRecord } from '@/lib/query/page-state';
import { catalogue } from '@/lib/registry/catalogue';

const KIND = 'disqualified-officers';
const PATH = '/disqualified-officers';

interface Props {
  searchParams: Promise<SearchParamsRecord>;
}

async function readSearch(searchParams: Props['searchParams']) {
  const state = readPageState(await searchParams, SEARCH_PAGE_SIZE, {
    q: catalogue.searchDisqualifiedOfficers.query.q,
  });
  return { state, q: state.filters.q?.trim() ?? '' };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q, state } = await readSearch(searchParams);
  if (!q) {
    return pageMetadata({
      title: 'Disqualified officers',
      description:
        'Search the people and companies disqualified from acting as company directors: who, for how long, and why.',
      path: PATH,
    });
  }
  const results = isReachablePage(state.page)
    ? await load('searchDisqualifiedOfficers', {}, pageQuery(state))
    : undefined;
  return pageMetadata({
    title: `“${q}” among disqualified officers`,
    description: searchDescription(q, KIND, results?.ok ? results.result.data.total_results : undefined),
    path: `${PATH}?${new URLSearchParams({ q })}`,
  });
}

export default async function DisqualifiedOfficersPage({ searchParams }: Props) {
  const { state, q } = await readSearch(searchParams);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight break-words">
        {q ? `Disqualified officers matching “${q}”` : 'Disqualified officers'}
      </h1>
      <SearchForm
        key={q}
        q={q}
        action={PATH}
        autoFocus={!q}
        label="Name of a disqualified person or company"
        placeholder="e.g. Pryce"
      />
      <Results q={q} state={state} />
    </div>
  );
}

async function Results({ q, state }: { q: string; state: Awaited<ReturnType<typeof readSearch>>['state'] }) {
  if (!q) {
    return (
      <div className="max-w-2xl space-y-2 text-slate-700 dark:text-slate-300">
        <p>
          People and companies can be disqualified from acting as company directors by a court, or by an undertaking
          they give, for up to 15 years. Search by name: the surname alone is enough for a person.
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The register lists disqualifications by name only, not by date, so there is no list of recent ones here: each
          result shows its dates once opened.
        </p>
      </div>
    );
  }
  if (!isReachablePage(state.page)) return <OutOfReach q={q} kind={KIND} />;
  const results = await load('searchDisqualifiedOfficers', {}, pageQuery(state));
  if (!results.ok) {
    if (results.problem.kind === 'range-not-satisfiable') return <OutOfReach q={q} kind={KIND} />;
    return <ProblemState problem={results.problem} />;
  }
  return <SearchTable key={q} q={q} kind={KIND} initial={{ state, data: results.result.data }} />;
}
