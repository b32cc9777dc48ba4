'use client';
// A computed list (ComputedListDefinition) as a paged table: heading, downloads, the table and
// the page links, from rows the server computed. Page links are real links (no JavaScript
// needed); the server renders each page.
import { ExportLinks } from '@/components/share/export-links';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, NotRead, NotReadNotice } from '@/components/ui/states';
import { usePageHref } from '@/lib/query/use-page-href';
import type { ComputedListDefinition } from './define-list';

export interface ComputedListProps<Row, Context> {
  context: Context;
  /** The rows of the page shown, the page and the whole list's length. */
  page: { rows: readonly Row[]; page: number; total: number };
}

export function ComputedList<Row, Context>({
  definition,
  context,
  page,
}: ComputedListProps<Row, Context> & { definition: ComputedListDefinition<Row, Context> }) {
  const href = usePageHref();
  const nouns = definition.nouns(context);
  const id = `${definition.key}-heading`;
  const empty = definition.empty(context);
  const columns = definition.columns.flatMap(({ key, header, className, cell, shownFor }) =>
    cell && (!shownFor || shownFor(page.rows))
      ? [
          {
            key,
            className,
            header: typeof header === 'function' ? header(context) : header,
            cell: (row: Row) => cell(row, context),
          },
        ]
      : [],
  );
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="space-y-1">
        <h2 id={id} className="text-lg font-semibold">
          {definition.heading(context, page.total)}
        </h2>
        {definition.intro?.(context, page.total)}
      </div>
      {page.total > 0 && (
        <div className="flex justify-end">
          <ExportLinks path={definition.exportPath(context)} noun={nouns.many} compact />
        </div>
      )}
      {page.rows.length > 0 && (
        <NotReadNotice
          title="Not every record was read: there may be more rows than these"
          reasons={definition.incomplete?.(context) ?? []}
        />
      )}
      {page.rows.length === 0 ? (
        empty.notRead && empty.notRead.length > 0 ? (
          <NotRead title={empty.title} reasons={empty.notRead}>
            {empty.body}
          </NotRead>
        ) : (
          <EmptyState title={empty.title}>{empty.body}</EmptyState>
        )
      ) : (
        <DataTable
          caption={definition.caption(context, page.total)}
          columns={columns}
          rows={page.rows}
          rowKey={definition.rowKey}
        />
      )}
      <Pagination
        window={{ page: page.page, pageSize: definition.pageSize, total: page.total }}
        hrefForPage={(target) => href({ page: target })}
        nouns={nouns}
        label={`Pages of ${nouns.many}`}
      />
    </section>
  );
}
