// The foot of every page: what the app is and where its data comes from.
import Link from 'next/link';
import { DataSourceNote } from './data-source-note';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-6 text-sm text-slate-600 dark:text-slate-400">
        <div className="space-y-1">
          <p>Registry browser: companies, officers and disqualified officers from the public company register.</p>
          <DataSourceNote />
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link className="underline-offset-2 hover:underline" href="/">
                Home
              </Link>
            </li>
            <li>
              <Link className="underline-offset-2 hover:underline" href="/search">
                Search
              </Link>
            </li>
            <li>
              <Link className="underline-offset-2 hover:underline" href="/advanced-search">
                Advanced search
              </Link>
            </li>
            <li>
              <Link className="underline-offset-2 hover:underline" href="/connections">
                Connections between two records
              </Link>
            </li>
            <li>
              <Link className="underline-offset-2 hover:underline" href="/cases">
                Your cases
              </Link>
            </li>
            <li>
              <Link className="underline-offset-2 hover:underline" href="/screen">
                Screen a list
              </Link>
            </li>
            <li>
              <Link className="underline-offset-2 hover:underline" href="/disqualified-officers">
                Disqualified officers
              </Link>
            </li>
            <li>
              <Link className="underline-offset-2 hover:underline" href="/following">
                Companies you follow
              </Link>
            </li>
            <li>
              <Link className="underline-offset-2 hover:underline" href="/activity">
                Register activity
              </Link>
            </li>
            <li className="max-sm:hidden pointer-coarse:hidden">
              Press{' '}
              <kbd className="rounded border border-slate-300 px-1.5 font-sans text-xs dark:border-slate-600">/</kbd> to
              search
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
