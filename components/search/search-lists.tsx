// The definitions of the four search result lists (everything, companies, officers,
// disqualified officers): one result per row as text with its matches marked, 20 a page up to
// the registry's reach, and what the export writes for each kind.
import { defineList, type ListColumn } from '@/components/lists/list-definition';
import { field, idFrom, monthOfBirth, pageUrl } from '@/lib/export/fields';
import { companyStatusLabel, companyTypeLabel } from '@/lib/labels/company';
import type { ResourceOf } from '@/lib/registry/catalogue';
import { SearchResult } from './search-result';
import { toSearchHit, type SearchItem } from './search-hit';
import {
  SEARCH_REACH,
  searchKindNoun,
  searchKindNouns,
  type SearchEndpoint,
  type SearchKind,
} from '@/lib/search/search-state';

export interface SearchContext {
  q: string;
  kind: SearchKind;
}

type Row<N extends SearchEndpoint> = ResourceOf<N>['items'][number];

function resultColumn<N extends SearchEndpoint>(): ListColumn<Row<N>, SearchContext> {
  return {
    key: 'result',
    header: 'Result',
    cell: (item, { kind }) => <SearchResult hit={toSearchHit(item as SearchItem)} showKind={kind === 'all'} />,
  };
}

function searchList<N extends SearchEndpoint>(
  endpoint: N,
  kind: SearchKind,
  exported: ListColumn<Row<N>, SearchContext>['export'],
) {
  const many = searchKindNouns[kind];
  return defineList<N, SearchContext>({
    endpoint,
    params: () => ({}) as never,
    filters: [],
    carries: ['q'],
    total: (data) => data.total_results,
    reachable: SEARCH_REACH,
    rowKey: (item) => toSearchHit(item as SearchItem).key,
    layout: 'list',
    nouns: () => ({ one: searchKindNoun[kind], many }),
    caption: ({ q }) => `Results for “${q}”`,
    heading: (data) => `${data.total_results.toLocaleString('en-GB')} result${data.total_results === 1 ? '' : 's'}`,
    intro: (data) =>
      data.total_results > SEARCH_REACH && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The register shows the first {SEARCH_REACH.toLocaleString('en-GB')} of them; add words to narrow the search.
        </p>
      ),
    pagesLabel: () => 'Result pages',
    empty: ({ filters }) => ({ title: `No ${many} match “${filters.q ?? ''}”` }),
    columns: [resultColumn<N>(), { key: 'fields', header: 'Fields', export: exported }],
  });
}

export const searchLists = {
  all: searchList('searchAll', 'all', [
    field('kind', 'Kind', (r) => r.kind),
    field('name', 'Name', (r) => r.title),
    field('company_number', 'Company number', (r) => r.company_number),
    field('company_status', 'Company status (registry key)', (r) => r.company_status),
    field('date_of_creation', 'Incorporated on', (r) => r.date_of_creation),
    field('appointment_count', 'Appointments', (r) => r.appointment_count),
    field('date_of_birth', 'Date or month of birth', (r) =>
      typeof r.date_of_birth === 'string'
        ? r.date_of_birth
        : monthOfBirth(r.date_of_birth as { month: number; year: number } | undefined),
    ),
    field('address', 'Address', (r) => r.address_snippet),
    field('description', 'Summary', (r) => r.description),
    field('url', 'Page', (r, context) => pageUrl(r.links.self, context)),
  ]),
  companies: searchList('searchCompanies', 'companies', [
    field('company_number', 'Company number', (c) => c.company_number),
    field('name', 'Name', (c) => c.title),
    field('company_status', 'Status (registry key)', (c) => c.company_status),
    field('company_status_label', 'Status', (c) => companyStatusLabel(c.company_status)),
    field('company_type', 'Type (registry key)', (c) => c.company_type),
    field('company_type_label', 'Type', (c) => companyTypeLabel(c.company_type)),
    field('date_of_creation', 'Incorporated on', (c) => c.date_of_creation),
    field('date_of_cessation', 'Ceased on', (c) => c.date_of_cessation),
    field('address', 'Registered office', (c) => c.address_snippet),
    field('url', 'Company page', (c, context) => pageUrl(c.links.self, context)),
  ]),
  officers: searchList('searchOfficers', 'officers', [
    field('name', 'Name', (o) => o.title),
    field('appointment_count', 'Appointments', (o) => o.appointment_count),
    field('date_of_birth', 'Month of birth', (o) => monthOfBirth(o.date_of_birth)),
    field('address', 'Correspondence address', (o) => o.address_snippet),
    field('description', 'Summary', (o) => o.description),
    field('officer_id', 'Officer id', (o) => idFrom(o.links.self, 'officers')),
    field('url', 'Officer appointments page', (o, context) => pageUrl(o.links.self, context)),
  ]),
  'disqualified-officers': searchList('searchDisqualifiedOfficers', 'disqualified-officers', [
    field('name', 'Name', (o) => o.title),
    field('date_of_birth', 'Date of birth', (o) => o.date_of_birth),
    field('address', 'Address', (o) => o.address_snippet),
    field('description', 'Summary', (o) => o.description),
    field('officer_id', 'Officer id', (o) => idFrom(o.links.self)),
    field('url', 'Disqualification page', (o, context) => pageUrl(o.links.self, context)),
  ]),
} as const;
