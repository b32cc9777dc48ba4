// One table for every list: columns are definitions, rows are data. Semantic markup
// (caption, th scope) so screen readers and keyboard users get a real table. On a phone each
// row shows as a card instead: the first column as its title, then every other column as
// "header: value", so no column is hidden and nothing scrolls sideways. Paper keeps the table.
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** The header in words, labelling the column's values in a phone's cards; needed only where `header` is not text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the column's cells (widths, alignment). Cards show every column, so `max-sm:hidden` no longer hides one. */
  className?: string;
}

/** What a skeleton needs of a column: its header, label and classes (widths). */
export type ColumnShape = Pick<Column<unknown>, 'key' | 'header' | 'label' | 'className'>;

// The `phone` variant (app/globals.css) is a phone's screen and never print. A card's labels are
// drawn by CSS from data-label, with empty alternative text: the cell is already announced with
// its column header, and the cell's text stays the value alone.
const cardTable = 'phone:block';
const cardRow = 'phone:block phone:py-2';
const cardTitleCell = 'phone:block phone:min-w-0 phone:max-w-none phone:py-1';
const cardFactCell =
  'phone:flex phone:items-baseline phone:gap-3 phone:min-w-0 phone:max-w-none phone:py-1 phone:text-left phone:whitespace-normal ' +
  'phone:before:w-32 phone:before:shrink-0 phone:before:wrap-break-word phone:before:font-sans phone:before:text-xs phone:before:font-semibold phone:before:uppercase ' +
  'phone:before:tracking-wide phone:before:text-slate-600 phone:dark:before:text-slate-300 phone:before:content-[attr(data-label)_/_""]';

/** A column's own classes, less those that hid it on phones: a card has room for every value. */
const columnClass = (column: ColumnShape) =>
  (column.className ?? '')
    .split(/\s+/)
    .filter((name) => name !== 'max-sm:hidden')
    .join(' ');

const labelOf = (column: ColumnShape) =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

function TableHead({ columns }: { columns: readonly ColumnShape[] }) {
  return (
    <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-300 phone:sr-only">
      <tr>
        {columns.map((column) => (
          <th key={column.key} scope="col" className={`px-3 py-2 font-semibold ${columnClass(column)}`}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One cell: on a phone the first is the card's title and the others are labelled facts. */
function Cell({ column, index, children }: { column: ColumnShape; index: number; children: ReactNode }) {
  const title = index === 0;
  return (
    <td
      data-label={title ? undefined : labelOf(column)}
      className={`px-3 py-2 ${columnClass(column)} ${title ? cardTitleCell : cardFactCell}`}
    >
      {/* The value in a box of its own, so a card lays it out beside its label however many parts it has. */}
      <div className="phone:min-w-0 phone:flex-1">{children}</div>
    </td>
  );
}

const frameClass = 'relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800';

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
    <div className={frameClass}>
      <table className={`w-full border-collapse text-left text-sm ${cardTable}`}>
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} />
        <tbody className={`divide-y divide-slate-200 dark:divide-slate-800 ${cardTable}`}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={`align-top hover:bg-slate-50 dark:hover:bg-slate-900/60 ${cardRow}`}>
              {columns.map((column, index) => (
                <Cell key={column.key} column={column} index={index}>
                  {column.cell(row)}
                </Cell>
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
  if (className?.includes('text-right')) return ['ml-auto w-8 phone:ml-0'];
  if (className?.includes('whitespace-nowrap')) return [index % 2 ? 'w-20' : 'w-24'];
  return Array.from({ length: lines }, (_, line) =>
    line === lines - 1 && lines > 1 ? 'w-1/3' : TEXT_WIDTHS[(index + line) % TEXT_WIDTHS.length]!,
  );
}

/** The table as it will be: the same frame, header and column widths (on a phone, the same cards), with bars for the values. */
export function DataTableSkeleton({
  columns,
  rows = 8,
  lines = 1,
}: {
  columns: readonly ColumnShape[];
  rows?: number;
  lines?: number;
}) {
  return (
    <div className={frameClass} aria-hidden="true">
      <table className={`w-full border-collapse text-left text-sm ${cardTable}`}>
        <TableHead columns={columns} />
        <tbody className={`divide-y divide-slate-200 dark:divide-slate-800 ${cardTable}`}>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row} className={`align-top ${cardRow}`}>
              {columns.map((column, index) => (
                <Cell key={column.key} column={column} index={index}>
                  {cellBars(column.className, row + index, lines).map((bar, line) => (
                    // A bar in a box of the text's line height, so rows are as tall as real ones.
                    <div key={line} className="flex h-5 items-center">
                      <div className={`h-3.5 animate-pulse rounded bg-slate-200 dark:bg-slate-800 ${bar}`} />
                    </div>
                  ))}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
