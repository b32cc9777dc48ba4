// /advanced-search – companies by what they are: name words, status, type, SIC codes, dates and
// location, every filter in the address (a deep link reruns the search), 20 a page, and every
// match downloadable through the streamed export.
import { AddToCase } from '@/components/cases/add-to-case';
import type { Metadata } from 'next';
import {
  advancedSearchColumns,
  identityColumn,
  signalsColumn,
} from '@/components/advanced-search/advanced-search-columns';
import { AdvancedSearchForm } from '@/components/advanced-search/advanced-search-form';
import { AdvancedSearchPages } from '@/components/advanced-search/advanced-search-pages';
import {
  ADVANCED_PAGE_SIZE,
  pageQuery,
  readAdvancedSearch,
  type AdvancedRequest,
} from '@/components/advanced-search/query';
import { ProblemState } from '@/components/registry/problem-state';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import { InputProblems } from '@/components/ui/input-problems';
import { loadOptional } from '@/lib/pages/load';
import { pageMetadata } from '@/lib/pages/metadata';
import type { SearchParamsRecord } from '@/lib/query/page-state';
import { ownFilteredPage } from '@/lib/search/own-filters';
import { identityFilterLabels } from '@/lib/verification/filter';
import { signalTitles } from '@/lib/signals/rules';

interface Props {
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Advanced company search',
    description:
      'Find companies by name words, status, type, SIC code, incorporation and dissolution dates and registered office.',
    path: '/advanced-search',
  });
}

export default async function AdvancedSearchPage({ searchParams }: Props) {
  const request = readAdvancedSearch(await searchParams);
  const problems = Object.values(request.errors);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Advanced company search</h1>
      <AddToCase />
      <InputProblems
        title={`Please correct ${problems.length === 1 ? 'this field' : 'these fields'}:`}
        problems={problems}
      />
      <AdvancedSearchForm request={request} />
      <section aria-labelledby="advanced-results" className="space-y-3">
        <Results request={request} />
      </section>
    </div>
  );
}

async function Results({ request }: { request: AdvancedRequest }) {
  if (Object.keys(request.errors).length > 0) return null;
  if (!request.filtered) {
    return (
      <p id="advanced-results" className="text-slate-600 dark:text-slate-300">
        Choose at least one filter and press Search.
      </p>
    );
  }
  if (request.identity || request.signals) return <OwnResults request={request} />;
  const loaded = await loadOptional('advancedSearchCompanies', {}, pageQuery(request));
  if (loaded && !loaded.ok) return <ProblemState problem={loaded.problem} />;
  const data = loaded?.result.data;
  if (!data || data.items.length === 0) {
    return (
      <div id="advanced-results">
        <EmptyState
          title={
            request.form.page > 1
              ? 'There are no more companies matching these filters'
              : 'No companies match these filters'
          }
        >
          <p>Try fewer filters, other words, or wider dates.</p>
        </EmptyState>
      </div>
    );
  }
  const window = { page: request.form.page, pageSize: ADVANCED_PAGE_SIZE, total: data.hits };
  const exportQuery = request.query.toString();
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="advanced-results" className="text-lg font-semibold">
          {data.hits.toLocaleString('en-GB')} {data.hits === 1 ? 'company' : 'companies'}
        </h2>
        <DownloadLinks query={exportQuery} />
      </div>
      <DataTable
        caption="Companies matching the filters"
        columns={advancedSearchColumns}
        rows={data.items}
        rowKey={(row) => row.company_number}
      />
      <AdvancedSearchPages filters={exportQuery} page={window.page} pageSize={ADVANCED_PAGE_SIZE} total={data.hits} />
    </>
  );
}

function DownloadLinks({ query }: { query: string }) {
  return (
    <p className="text-sm">
      Download all:{' '}
      <a
        className="text-blue-700 underline dark:text-blue-300"
        href={`/api/export/advanced-search/companies?format=csv&${query}`}
        download
      >
        CSV
      </a>{' '}
      <a
        className="text-blue-700 underline dark:text-blue-300"
        href={`/api/export/advanced-search/companies?format=json&${query}`}
        download
      >
        JSON
      </a>
    </p>
  );
}

/** Results with our own filters: the registry's matches checked in order, with what was checked said. */
async function OwnResults({ request }: { request: AdvancedRequest }) {
  const filter = {
    ...(request.identity ? { identity: request.identity } : {}),
    ...(request.signals ? { signals: request.signals } : {}),
  };
  const result = await ownFilteredPage(request.filters, filter, request.form.page, ADVANCED_PAGE_SIZE);
  const query = request.query.toString();
  const label = [
    request.identity ? identityFilterLabels[request.identity].toLowerCase() : '',
    request.signals ? `any of: ${request.signals.map((code) => signalTitles[code].toLowerCase()).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const scope = result.complete
    ? `all ${result.registryHits.toLocaleString('en-GB')} companies the other filters found were checked`
    : `the first ${result.checked.toLocaleString('en-GB')} of ${result.registryHits.toLocaleString('en-GB')} companies the other filters found were checked${
        result.stopped === 'budget'
          ? ' before the registry call budget ran out'
          : result.stopped === 'limit'
            ? ' (the most one page checks)'
            : ''
      }`;
  const heading = result.complete
    ? `${result.matched.toLocaleString('en-GB')} ${result.matched === 1 ? 'company' : 'companies'}: ${label}`
    : `At least ${result.matched.toLocaleString('en-GB')} ${result.matched === 1 ? 'company' : 'companies'}: ${label}`;
  // Pages run on while matches were found beyond this one, or while results are left unchecked.
  const total = result.complete
    ? result.matched
    : Math.max(result.matched, request.form.page * ADVANCED_PAGE_SIZE) + (result.stopped ? 0 : 1);
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="advanced-results" className="text-lg font-semibold">
          {heading}
        </h2>
        <DownloadLinks query={query} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="identity-scope">
        {request.identity && request.signals
          ? 'Identity verification and signals are'
          : request.identity
            ? 'Identity verification is'
            : 'Signals are'}{' '}
        this app&apos;s filters, not the registry&apos;s: {scope}.
      </p>
      {result.items.length === 0 ? (
        <EmptyState
          title={result.complete ? 'No companies match these filters' : 'None found among the companies checked so far'}
        >
          <p>{result.complete ? 'Try fewer filters.' : 'Narrow the other filters so fewer companies need checking.'}</p>
        </EmptyState>
      ) : (
        <DataTable
          caption="Companies matching the filters"
          columns={[
            ...advancedSearchColumns,
            ...(request.identity ? [identityColumn] : []),
            ...(request.signals ? [signalsColumn] : []),
          ]}
          rows={result.items}
          rowKey={(row) => row.company_number}
        />
      )}
      <AdvancedSearchPages filters={query} page={request.form.page} pageSize={ADVANCED_PAGE_SIZE} total={total} />
    </>
  );
}
