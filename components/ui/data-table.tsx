// One table for every list: columns are definitions, rows are data. Semantic markup
// (caption, th scope) so screen readers and keyboard users get a real table.
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the column's cells (widths, alignment, hiding on small screens). */
  className?: string;
}

/** What a skeleton needs of a column: its header and its classes (widths, hiding on small screens). */
export type ColumnShape = Pick<Column<unknown>, 'key' | 'header' | 'className'>;

function TableHead({ columns }: { columns: readonly ColumnShape[] }) {
  return (
    <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-900 dark:text-slate-300">
      <tr>
        {columns.map((column) => (
          <th key={column.key} scope="col" className={`px-3 py-2 font-semibold ${column.className ?? ''}`}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty?: ReactNode;
}) {
  if (rows.length === 0 && empty) return <>{empty}</>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top hover:bg-slate-50 dark:hover:bg-slate-900/60">
              {columns.map((column) => (
                <td key={column.key} className={`px-3 py-2 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Placeholder bars sized by what the column holds, as its classes tell: numbers are short and
// right-aligned, unbroken values (dates, codes) a word or two on one line, text a varying share
// of the column over as many lines as the list's rows usually take.
const TEXT_WIDTHS = ['w-3/4', 'w-full', 'w-1/2', 'w-5/6', 'w-2/3'] as const;

function cellBars(className: string | undefined, index: number, lines: number): string[] {
  if (className?.includes('text-right')) return ['ml-auto w-8'];
  if (className?.includes('whitespace-nowrap')) return [index % 2 ? 'w-20' : 'w-24'];
  return Array.from({ length: lines }, (_, line) => (line === lines - 1 && lines > 1 ? 'w-1/3' : TEXT_WIDTHS[(index + line) % TEXT_WIDTHS.length]!));
}

/** The table as it will be: the same frame, header and column widths, with bars for the rows. */
export function DataTableSkeleton({ columns, rows = 8, lines = 1 }: { columns: readonly ColumnShape[]; rows?: number; lines?: number }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800" aria-hidden="true">
      <table className="w-full border-collapse text-left text-sm">
        <TableHead columns={columns} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row} className="align-top">
              {columns.map((column, index) => (
                <td key={column.key} className={`px-3 py-2 ${column.className ?? ''}`}>
                  {cellBars(column.className, row + index, lines).map((bar, line) => (
                    // A bar in a box of the text's line height, so rows are as tall as real ones.
                    <div key={line} className="flex h-5 items-center">
                      <div className={`h-3.5 animate-pulse rounded bg-slate-200 dark:bg-slate-800 ${bar}`} />
                    </div>
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
