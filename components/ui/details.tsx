// A labelled list of facts (term and value pairs), the shape of most detail sections, and
// its compact form for a table cell.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { inlineLinkClass, linkClass } from '@/components/ui/text-link';

export interface Detail {
  term: string;
  value: ReactNode;
  /** A page the value names; the value becomes a link to it. */
  href?: string;
}

/** The details that have a value; absent ones are left out rather than shown blank. */
const present = (items: readonly Detail[]) =>
  items.filter((item) => item.value !== undefined && item.value !== null && item.value !== '' && item.value !== false);

// A value alone in its cell is plainly a link by its colour; one that runs on after its term
// (a fact list) is text in a line, and is underlined so that colour is not the only cue.
const valueOf = (item: Detail, className = linkClass) =>
  item.href ? (
    <Link className={className} href={item.href}>
      {item.value}
    </Link>
  ) : (
    item.value
  );

const GRID: Record<1 | 2 | 3, string> = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' };

export function Details({ items, columns = 2 }: { items: readonly Detail[]; columns?: 1 | 2 | 3 }) {
  return (
    <dl className={`grid grid-cols-1 gap-x-6 gap-y-3 ${GRID[columns]}`}>
      {present(items).map((item) => (
        <div key={item.term}>
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {item.term}
          </dt>
          <dd className="mt-0.5">{valueOf(item)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Details in a table cell: "Nationality British", one to a line, the term in muted print. */
export function FactList({
  items,
  fallback = <span aria-label="None">—</span>,
}: {
  items: readonly Detail[];
  fallback?: ReactNode;
}) {
  const shown = present(items);
  if (shown.length === 0) return <>{fallback}</>;
  return (
    <dl className="space-y-0.5">
      {shown.map((item) => (
        <div key={item.term}>
          <dt className="mr-1 inline text-slate-600 dark:text-slate-400">{item.term}</dt>
          <dd className="inline">{valueOf(item, inlineLinkClass)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A fact list still loading: the same grid, with a bar for each term and value. */
export function DetailsSkeleton({ count, columns = 2 }: { count: number; columns?: 1 | 2 | 3 }) {
  return (
    <div aria-hidden="true" className={`grid grid-cols-1 gap-x-6 gap-y-3 ${GRID[columns]}`}>
      {Array.from({ length: count }, (_, item) => (
        // Each bar sits in a box of its text's line height, so the rows are as tall as real ones.
        <div key={item}>
          <div className="flex h-4 items-center">
            <div className="h-3 w-28 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          </div>
          <div className="mt-0.5 flex h-6 items-center">
            <div
              className={`h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-800 ${item % 3 === 0 ? 'w-56 max-w-full' : 'w-36'}`}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
