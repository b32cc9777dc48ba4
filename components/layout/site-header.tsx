// The top of every page: the app's name (home), the tools that have no other way in (advanced
// search, connections between two records, screening a list) and the company search box. Below
// the `sm` width the tools give way (at 375 px they would push the header onto a third line): the footer links them on
// every page.
import Link from 'next/link';
import { HeaderSearch } from '@/components/search/header-search';

const toolLink =
  'whitespace-nowrap text-slate-700 underline-offset-2 hover:text-blue-700 hover:underline dark:text-slate-300 dark:hover:text-blue-300';

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
        <nav aria-label="Tools" className="ml-auto max-sm:hidden">
          <ul className="flex items-center gap-x-4 text-sm">
            <li>
              <Link href="/advanced-search" className={toolLink}>
                Advanced search
              </Link>
            </li>
            <li>
              <Link href="/connections" className={toolLink}>
                Connections<span className="sr-only"> between two records</span>
              </Link>
            </li>
            <li>
              <Link href="/cases" className={toolLink}>
                Cases
              </Link>
            </li>
            <li>
              <Link href="/screen" className={toolLink}>
                Screen a list
              </Link>
            </li>
          </ul>
        </nav>
        <HeaderSearch />
      </div>
    </header>
  );
}
