// A labelled list of facts (term and value pairs), the shape of most detail sections.
import type { ReactNode } from 'react';

export interface Detail {
  term: string;
  value: ReactNode;
}

/** Renders the details that have a value; absent ones are left out rather than shown blank. */
export function Details({ items, columns = 2 }: { items: readonly Detail[]; columns?: 1 | 2 | 3 }) {
  const shown = items.filter((item) => item.value !== undefined && item.value !== null && item.value !== '' && item.value !== false);
  const grid = columns === 1 ? '' : columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3';
  return (
    <dl className={`grid grid-cols-1 gap-x-6 gap-y-3 ${grid}`}>
      {shown.map((item) => (
        <div key={item.term}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{item.term}</dt>
          <dd className="mt-0.5">{item.value}</dd>
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
