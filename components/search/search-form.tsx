// The page's search box: a GET form to /search (a plain form without JavaScript; with it,
// Next.js navigates client-side). The `/` key focuses it (see SearchShortcut).
import Form from 'next/form';
import type { SearchKind } from '@/lib/search/search-state';

/** `action` is the page that shows the results (`/search` unless a page searches one kind itself). */
export function SearchForm({
  q = '',
  kind = 'all',
  autoFocus = false,
  label,
  action = '/search',
  placeholder = 'e.g. Albion, 00719244, Ashcombe',
  keep = {},
}: {
  q?: string;
  kind?: SearchKind;
  autoFocus?: boolean;
  label: string;
  action?: string;
  placeholder?: string;
  /** Other parameters a new search keeps (the dissolved or A–Z view). */
  keep?: Record<string, string>;
}) {
  const searchesOneKind = action !== '/search';
  return (
    <Form
      action={action}
      role="search"
      aria-label={searchesOneKind ? label : 'Search the register'}
      className="w-full max-w-2xl"
    >
      <label htmlFor="search-q" className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={q}
          autoFocus={autoFocus}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          data-search-input=""
          placeholder={placeholder}
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        {kind !== 'all' && !searchesOneKind && <input type="hidden" name="kind" value={kind} />}
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className="rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
        >
          Search
        </button>
      </div>
    </Form>
  );
}
