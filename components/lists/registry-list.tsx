'use client';
// The one paged list: any list definition rendered as its heading and filters, the toolbar
// (page-turn status, downloads), the table and the page links. The server renders the page
// asked for; page and filter changes then happen in the browser (lib/query/use-registry-page.ts).
import { Fragment, useCallback, useRef } from 'react';
import { ListToolbar } from '@/components/registry/list-toolbar';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterLinks } from '@/components/ui/filter-links';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/states';
import { queryDefsOf, type PageState } from '@/lib/query/page-state';
import { usePageHref } from '@/lib/query/use-page-href';
import { useRegistryPage } from '@/lib/query/use-registry-page';
import { buildPath, type ResourceOf } from '@/lib/registry/catalogue';
import { plural } from '@/lib/labels/counts';
import { pagedList, shownRows, type ListDefinition, type ListEndpoint, type ListRow } from './define-list';

export interface RegistryListProps<N extends ListEndpoint, Context> {
  /** What the page knows that the list's paths, cells and words need (a company number, its status…). */
  context: Context;
  /** The page the server rendered, and the state it was rendered for. */
  initial: { state: PageState; data: ResourceOf<N> };
}

/** The definition's columns as the table takes them: the ones with a cell, with the page's context applied. */
export function tableColumns<N extends ListEndpoint, Context>(
  definition: ListDefinition<N, Context>,
  context: Context,
  rows: readonly ListRow<N>[],
): Column<ListRow<N>>[] {
  return definition.columns.flatMap(({ key, header, className, cell, shownFor }) =>
    cell && (!shownFor || shownFor(rows))
      ? [
          {
            key,
            className,
            header: typeof header === 'function' ? header(context) : header,
            cell: (row: ListRow<N>) => cell(row, context),
          },
        ]
      : [],
  );
}

export function RegistryList<N extends ListEndpoint, Context>({
  definition: fullDefinition,
  context,
  initial,
}: RegistryListProps<N, Context> & { definition: ListDefinition<N, Context> }) {
  const definition = pagedList(fullDefinition, context);
  const href = usePageHref();
  const top = useRef<HTMLElement>(null);
  const params = definition.params(context);
  const list = useRegistryPage(definition.endpoint, params, {
    pageSize: definition.pageSize,
    queryDefs: queryDefsOf(definition.endpoint, definition.queryNames),
    rowFilterValues: definition.rowFilterValues,
    initial,
    total: definition.total,
  });
  const { data, state } = list;
  const { navigate } = list;
  // A page turn starts the reader at the list's top when they had scrolled past it.
  const turnPage = useCallback(
    (target: string) => {
      navigate(target);
      if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView({ block: 'start' });
    },
    [navigate],
  );
  const nouns = definition.nouns(context, data);
  const { rows, total, filtered } = shownRows(definition, context, data, state);
  const columns = tableColumns(definition, context, rows);
  // The registry's filters and the app's own row filters, as one row of links (the state says which is current).
  const filters = [
    ...definition.filters
      .filter((filter) => definition.queryNames.includes(filter.name))
      .map((filter) => ({ filter, current: state.filters[filter.name] })),
    ...(definition.rowFilters ?? []).map((filter) => ({ filter, current: state.rowFilters?.[filter.name] })),
  ];
  const Control = definition.filterControl;
  const empty = filtered
    ? {
        title: `No ${nouns.many} match the filter`,
        body:
          filtered.read === 1
            ? `The one ${nouns.one} does not match.`
            : `None of the ${plural(filtered.read, nouns.one, nouns.many)} matches.`,
      }
    : definition.empty(state, context);
  const id = `${definition.endpoint}-heading`;

  return (
    <section ref={top} aria-labelledby={id} className="scroll-mt-4 space-y-4">
      {definition.lead?.(data, state, context)}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id={id} className="text-lg font-semibold">
            {definition.heading(data, state, context)}
          </h2>
          {definition.intro?.(data, state, context)}
        </div>
        {filters.length > 0 && (
          <div className="flex flex-wrap gap-4">
            {filters.map(({ filter, current }) => (
              <FilterLinks
                key={filter.name}
                label={filter.label}
                onNavigate={navigate}
                options={filter.options.map((option) => ({
                  label: typeof option.label === 'function' ? option.label(context) : option.label,
                  href: href({ [filter.name]: option.value, page: 1 }),
                  current: current === option.value,
                }))}
              />
            ))}
          </div>
        )}
      </div>
      {Control && <Control filters={state.filters} onNavigate={navigate} />}
      {filtered && (filtered.kept > 0 || filtered.read < filtered.listed) && (
        <FilteredNote filtered={filtered} nouns={nouns} />
      )}
      <ListToolbar
        list={list}
        download={{
          path: buildPath(definition.endpoint, params),
          query: { ...state.filters, ...state.rowFilters },
          noun: nouns.many,
        }}
      />
      <div className={list.isPlaceholder ? 'opacity-60 transition-opacity' : undefined}>
        {rows.length === 0 ? (
          <EmptyState title={empty.title}>{empty.body}</EmptyState>
        ) : definition.layout === 'list' ? (
          <ol className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {rows.map((row) => (
              <li key={definition.rowKey(row)} className="py-4">
                {columns.map((column) => (
                  <Fragment key={column.key}>{column.cell(row)}</Fragment>
                ))}
              </li>
            ))}
          </ol>
        ) : (
          <DataTable
            caption={definition.caption(context, data, state)}
            columns={columns}
            rows={rows}
            rowKey={definition.rowKey}
          />
        )}
      </div>
      <Pagination
        window={{ page: state.page, pageSize: definition.pageSize, total }}
        reachable={definition.reachable}
        hrefForPage={(page) => href({ page })}
        nouns={nouns}
        label={definition.pagesLabel?.(context) ?? `Pages of ${nouns.many}`}
        onNavigate={turnPage}
        onApproach={list.prefetchNext}
      />
    </section>
  );
}

/** How many rows the row filters kept, of how many; and, when the list was too long to read whole, that only the first rows were filtered. */
function FilteredNote({
  filtered,
  nouns,
}: {
  filtered: NonNullable<ReturnType<typeof shownRows>['filtered']>;
  nouns: { one: string; many: string };
}) {
  const { kept, read, listed } = filtered;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
      Showing {kept.toLocaleString('en-GB')} of {plural(read, nouns.one, nouns.many)}.
      {read < listed &&
        ` Only the first ${read.toLocaleString('en-GB')} of ${listed.toLocaleString('en-GB')} were read; the filter applies to those.`}
    </p>
  );
}
