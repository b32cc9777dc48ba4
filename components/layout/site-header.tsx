// The top of every page: the app's name (home) and the company search box.
import Link from 'next/link';
import { HeaderSearch } from '@/components/search/header-search';

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <Link
          href="/"
          className="flex items-center gap-2 font-semibold tracking-tight text-slate-900 dark:text-slate-100"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6 text-blue-700 dark:text-blue-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 21V8l8-5 8 5v13" />
            <path d="M9 21v-6h6v6M4 21h16" />
          </svg>
          Registry browser
        </Link>
        <HeaderSearch />
      </div>
    </header>
  );
}
