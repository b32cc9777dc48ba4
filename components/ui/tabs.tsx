// Tabs as links: each tab is its own URL, so every section is a deep link. A tab being opened
// is underlined faintly until its page arrives.
import Link from 'next/link';
import { LinkPending } from './link-pending';

export interface Tab {
  href: string;
  label: string;
  current: boolean;
}

export function Tabs<T extends Tab>({ tabs, label, onPending }: { tabs: readonly T[]; label: string; onPending?: (tab: T, pending: boolean) => void }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto border-b border-slate-200 px-4 dark:border-slate-800">
      <ul className="flex gap-1 whitespace-nowrap">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className={`relative inline-block border-b-2 px-3 py-2 text-sm font-medium ${
                tab.current
                  ? 'border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-300'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {tab.label}
              <LinkPending
                className="absolute inset-x-0 -bottom-0.5 h-0.5 text-blue-500 dark:text-blue-400"
                onPendingChange={onPending && ((pending) => onPending(tab, pending))}
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
