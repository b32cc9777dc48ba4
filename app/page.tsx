// / – the start page: what the app is, the search box (focused), and example searches.
import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchForm } from '@/components/search/search-form';
import { searchHref } from '@/lib/search/search-state';
import { HOME_EXAMPLES } from '@/components/search/examples';
import { pageMetadata } from '@/lib/pages/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Registry browser: search the company register',
    absoluteTitle: true,
    description:
      'Search the company register for companies, officers and disqualified officers, and follow them through filings, charges, insolvency and persons with significant control.',
    path: '/',
  });
}

export default function HomePage() {
  return (
    <div className="space-y-10">
      <section className="space-y-4">
        <h1 className="text-3xl font-semibold tracking-tight">Explore the company register</h1>
        <p className="max-w-2xl text-slate-700 dark:text-slate-300">
          Search companies, officers and disqualified officers, and follow them through filings, charges, insolvency and
          persons with significant control. Every page is a link you can share.
        </p>
        <SearchForm autoFocus label="Company name or number, officer or disqualified officer" />
        <p className="text-sm text-slate-600 max-sm:hidden dark:text-slate-400 pointer-coarse:hidden">
          Press <kbd className="rounded border border-slate-300 px-1.5 font-sans text-xs dark:border-slate-600">/</kbd>{' '}
          on any page to search.
        </p>
      </section>
      <section aria-labelledby="examples-heading" className="space-y-3">
        <h2 id="examples-heading" className="text-lg font-semibold">
          Try an example
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {HOME_EXAMPLES.map((example) => (
            <li key={example.label}>
              <Link
                href={searchHref({ q: example.q, kind: example.kind })}
                className="block h-full rounded-lg border border-slate-200 p-4 hover:border-blue-400 hover:bg-slate-50 dark:border-slate-800 dark:hover:border-blue-500 dark:hover:bg-slate-900"
              >
                <span className="block font-medium text-blue-700 dark:text-blue-400">{example.label}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{example.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
