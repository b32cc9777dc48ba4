// One definition per paged list: which registry list it reads, its page size (the catalogue's),
// its filters and their labels, its columns (what the table shows, what the skeleton draws and,
// from lib/export/lists/, the export fields that go with each), its words and its empty state.
// The server page, the client table and the section skeleton read it, so adding a column or a
// filter is one edit here (and one in lib/export/lists/ for what the export writes).
// Plain module (no 'use client'): server code reads its values, and the client table imports it too.
import type { ComponentType, ReactNode } from 'react';
import type { ExportField } from '@/lib/export/fields';
import {
  defaultPageSize,
  type Nouns,
  type PagedList,
  type PageState,
  type RowFilterValues,
} from '@/lib/query/page-state';
import type { ParamsOf, ResourceOf } from '@/lib/registry/catalogue';

/** Registry lists with paged `items`. */
export type ListEndpoint =
  | 'officerList'
  | 'officerAppointments'
  | 'filingHistoryList'
  | 'chargeList'
  | 'pscList'
  | 'pscStatementList'
  | 'searchAll'
  | 'searchCompanies'
  | 'searchOfficers'
  | 'searchDisqualifiedOfficers';

export type ListRow<N extends ListEndpoint> = ResourceOf<N>['items'][number];

export interface ListColumn<Row, Context> {
  /** Stable key of the column in the table. */
  key: string;
  /** The column's header; one that depends on the page (a PSC or a beneficial owner) is a function, drawn as a bar by the skeleton. */
  header: string | ((context: Context) => string);
  /** Classes for the column's cells (widths, alignment). */
  className?: string;
  /** What the table shows; a column without one is written by the export only. */
  cell?: (row: Row, context: Context) => ReactNode;
  /** Columns only some pages need (a restrictions-notice column when a row has one): whether these rows need it. */
  shownFor?: (rows: readonly Row[]) => boolean;
  /** What the export writes for this column: its group of fields in lib/export/lists/, flat values in this order. */
  export?: readonly ExportField<Row>[];
}

/** Mutually exclusive values of one query parameter, offered as links ("Show: All / Current"). */
export interface ListFilter<Context> {
  /** The query parameter, as the catalogue declares it for the list's endpoint. */
  name: string;
  label: string;
  /** `value` undefined: the parameter left out (the registry's default). */
  options: readonly { value?: string; label: string | ((context: Context) => string) }[];
  /** Some filters exist only for some records (the register view of a company that keeps its register at the registry). */
  available?: (context: Context) => boolean;
}

/**
 * A filter the app applies to the rows itself, offered as links like the registry's own filters
 * and carried in the address (`identity=overdue`), but never sent to the registry, which has no
 * such parameter: with one set, the list is read whole (lib/query/whole-list.ts) and the rows kept
 * are paged here (`shownRows`). The export applies it too (lib/export/lists/index.ts).
 */
export interface RowFilter<Row, Context> extends ListFilter<Context> {
  /** Whether the row is one the filter's `value` keeps. */
  keep(row: Row, value: string, context: Context): boolean;
}

/** Filters that links cannot express (the filing categories' checkboxes) render their own control. */
export type FilterControl = ComponentType<{ filters: Record<string, string>; onNavigate: (href: string) => void }>;

export interface ListDefinition<N extends ListEndpoint = ListEndpoint, Context = unknown> extends PagedList<N> {
  /** The registry path parameters, from what the page knows. */
  params(context: Context): ParamsOf<N>;
  /** Filters offered as links. */
  filters: readonly ListFilter<Context>[];
  /** The app's own filters over the rows (the registry cannot filter by them), offered as links after `filters`. */
  rowFilters?: readonly RowFilter<ListRow<N>, Context>[];
  /** Other query parameters the address carries to the registry (`q` of a search, `category` of filings). */
  carries?: readonly string[];
  filterControl?: FilterControl;
  rowKey(row: ListRow<N>): string;
  columns: readonly ListColumn<ListRow<N>, Context>[];
  /** `table` (the default) or `list`: one card per row, for results that read as text (search). */
  layout?: 'table' | 'list';
  nouns(context: Context, data?: ResourceOf<N>): Nouns;
  caption(context: Context, data: ResourceOf<N>, state: PageState): string;
  heading(data: ResourceOf<N>, state: PageState, context: Context): ReactNode;
  /** What stands above the heading (an officer's counts over their appointments). */
  lead?(data: ResourceOf<N>, state: PageState, context: Context): ReactNode;
  /** Lines under the heading: counts, notes, links to related lists. */
  intro?(data: ResourceOf<N>, state: PageState, context: Context): ReactNode;
  empty(state: PageState, context: Context): { title: string; body?: ReactNode };
  /** The list's page-link navigation label ("Filing history pages"). */
  pagesLabel?(context: Context): string;
}

/** The values of each row filter: the options' values (the option without one is "all"). */
const rowFilterValuesOf = (filters: readonly ListFilter<never>[]): RowFilterValues =>
  Object.fromEntries(
    filters.map((filter) => [
      filter.name,
      filter.options.flatMap((option) => (option.value === undefined ? [] : [option.value])),
    ]),
  );

/** A list definition with its page size read from the catalogue and the query parameters its address carries. */
export function defineList<N extends ListEndpoint, Context>(
  definition: Omit<ListDefinition<N, Context>, 'pageSize' | 'queryNames' | 'rowFilterValues'>,
): ListDefinition<N, Context> {
  return {
    ...definition,
    pageSize: defaultPageSize(definition.endpoint),
    queryNames: [...definition.filters.map((filter) => filter.name), ...(definition.carries ?? [])],
    ...(definition.rowFilters?.length
      ? { rowFilterValues: rowFilterValuesOf(definition.rowFilters as readonly ListFilter<never>[]) }
      : {}),
  };
}

/** The export's fields, in column order. */
export const exportFields = <Row, Context>(columns: readonly ListColumn<Row, Context>[]): ExportField<Row>[] =>
  columns.flatMap((column) => column.export ?? []);

/** The list as a page of it is read for one record: only the filters that record offers travel in the address. */
export function pagedList<N extends ListEndpoint, Context>(
  definition: ListDefinition<N, Context>,
  context: Context,
): ListDefinition<N, Context> {
  const offered = (filter: ListFilter<Context>) => !filter.available || filter.available(context);
  const unavailable = new Set(definition.filters.filter((filter) => !offered(filter)).map((filter) => filter.name));
  const rowFilters = definition.rowFilters ?? [];
  if (unavailable.size === 0 && rowFilters.every(offered)) return definition;
  const rowFiltersOffered = rowFilters.filter(offered);
  return {
    ...definition,
    queryNames: definition.queryNames.filter((name) => !unavailable.has(name)),
    rowFilters: rowFiltersOffered,
    rowFilterValues: rowFilterValuesOf(rowFiltersOffered as readonly ListFilter<never>[]),
  };
}

/** The rows a page shows, and what the row filters did. */
export interface ShownRows<Row> {
  rows: readonly Row[];
  /** The rows to page through: the registry's count, or the rows the row filters kept. */
  total: number;
  /** Set when row filters apply: rows kept, of the rows read, of the rows the registry lists. */
  filtered?: { kept: number; read: number; listed: number };
}

/**
 * The rows of the page the state asks for. A page read from the registry is shown as it is. A
 * list read whole (the app's row filters are set, lib/query/whole-list.ts; or a whole read is
 * still on screen while a page loads) holds more rows than a page: the filters' rows are kept and
 * the page's slice of them shown.
 */
export function shownRows<N extends ListEndpoint, Context>(
  definition: ListDefinition<N, Context>,
  context: Context,
  data: ResourceOf<N>,
  state: PageState,
): ShownRows<ListRow<N>> {
  const items = data.items as readonly ListRow<N>[];
  const listed = definition.total(data);
  const active = (definition.rowFilters ?? []).flatMap((filter) => {
    const value = state.rowFilters?.[filter.name];
    return value !== undefined && (!filter.available || filter.available(context)) ? [{ filter, value }] : [];
  });
  if (active.length === 0 && items.length <= state.pageSize) return { rows: items, total: listed };
  const kept =
    active.length === 0
      ? items
      : items.filter((row) => active.every(({ filter, value }) => filter.keep(row, value, context)));
  const start = (state.page - 1) * state.pageSize;
  return {
    rows: kept.slice(start, start + state.pageSize),
    total: active.length === 0 ? listed : kept.length,
    ...(active.length > 0 ? { filtered: { kept: kept.length, read: items.length, listed } } : {}),
  };
}

/**
 * A list the app computes itself rather than reads from one registry endpoint (the companies
 * sharing officers with a company): the same columns, words and export fields as a registry
 * list, with rows from a loader in lib/ and its export at `/api/export{exportPath}`.
 */
export interface ComputedListDefinition<Row, Context> {
  /** The list's name in the export's address and the table's heading id. */
  key: string;
  pageSize: number;
  /** The path after /api/export that downloads the whole list (`/network/company/00719244/shared-officers`). */
  exportPath(context: Context): string;
  rowKey(row: Row): string;
  columns: readonly ListColumn<Row, Context>[];
  nouns(context: Context): Nouns;
  caption(context: Context, total: number): string;
  heading(context: Context, total: number): ReactNode;
  intro?(context: Context, total: number): ReactNode;
  /** With no rows: `notRead` when rows were not read (why, one sentence each), rather than none on the register. */
  empty(context: Context): { title: string; body?: ReactNode; notRead?: readonly string[] };
  /** With rows that are not the whole answer: what was not read (shown above them). */
  incomplete?(context: Context): readonly string[];
}

export const defineComputedList = <Row, Context>(
  definition: ComputedListDefinition<Row, Context>,
): ComputedListDefinition<Row, Context> => definition;
