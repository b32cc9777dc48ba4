// Tabs as links: each tab is its own URL, so every section is a deep link.
import Link from 'next/link';

export interface Tab {
  href: string;
  label: string;
  current: boolean;
}

export function Tabs({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto border-b border-slate-200 px-4 dark:border-slate-800">
      <ul className="flex gap-1 whitespace-nowrap">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className={`inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                tab.current
                  ? 'border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-300'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
