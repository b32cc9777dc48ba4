// A paged list while it loads, from its definition: the filter links as pills and the table
// with the real headers and column widths, so the skeleton cannot drift from the table.
import type { ReactNode } from 'react';
import { DataTableSkeleton, type ColumnShape } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/states';
import type { ListDefinition, ListEndpoint } from './define-list';

type AnyList = ListDefinition<ListEndpoint, never>;

/** A column whose header depends on the record (PSC or beneficial owner): a bar instead of words. */
const unknownHeader = <Skeleton className="h-3 w-24" />;

/** The table columns every page of the list shows, with their headers and classes. */
export function columnShapes(definition: AnyList): ColumnShape[] {
  return definition.columns.flatMap(({ key, header, className, cell, shownFor }) =>
    cell && !shownFor ? [{ key, className, header: typeof header === 'function' ? unknownHeader : header }] : [],
  );
}

/** The list's filter links as pills, each about as wide as its label. */
function FilterPills({ definition }: { definition: AnyList }) {
  const filters = [...definition.filters, ...(definition.rowFilters ?? [])];
  if (filters.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-4">
      {filters.map((filter) => (
        <div key={filter.name} className="flex flex-wrap items-center gap-2">
          <Skeleton className="h-3.5 w-10" />
          {filter.options.map((option, index) => (
            <Skeleton
              key={index}
              className="h-7.5 rounded-full"
              style={{ width: `${typeof option.label === 'string' ? option.label.length + 4 : 14}ch` }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/** `head`: the heading block's bars; `controls`: a filter control's shape (the filing categories); `lines`: lines a row usually takes. */
export function ListSkeleton({
  definition,
  head,
  controls,
  toolbar,
  lines = 1,
}: {
  definition: AnyList;
  head: ReactNode;
  controls?: ReactNode;
  toolbar: ReactNode;
  lines?: number;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">{head}</div>
        <FilterPills definition={definition} />
      </div>
      {controls}
      {toolbar}
      <DataTableSkeleton columns={columnShapes(definition)} rows={8} lines={lines} />
    </div>
  );
}
