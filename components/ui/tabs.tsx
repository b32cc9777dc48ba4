'use client';
// Tabs as links: each tab is its own URL, so every section is a deep link. A tab being opened
// is underlined faintly until its page arrives. On a narrow screen the strip scrolls sideways:
// it opens scrolled to the current tab, and fades at an edge while more tabs lie beyond it.
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { LinkPending } from './link-pending';

export interface Tab {
  href: string;
  label: string;
  current: boolean;
}

/** How far the current tab is kept from the strip's edges, clear of the fades. */
const EDGE = 32;

/** A fade that sticks to one edge of the strip while tabs are hidden past it, and scrolls off into the padding when none are. */
const fadeClass = 'pointer-events-none sticky z-10 w-4 shrink-0 from-white dark:from-slate-950';

export function Tabs<T extends Tab>({ tabs, label, onPending }: { tabs: readonly T[]; label: string; onPending?: (tab: T, pending: boolean) => void }) {
  const strip = useRef<HTMLElement>(null);
  const currentHref = tabs.find((tab) => tab.current)?.href;
  // Scroll the strip itself, never the page (scrollIntoView could move the page too).
  useEffect(() => {
    const nav = strip.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !link) return;
    const box = nav.getBoundingClientRect();
    const tab = link.getBoundingClientRect();
    if (tab.right > box.right - EDGE) nav.scrollLeft += tab.right - box.right + EDGE;
    else if (tab.left < box.left + EDGE) nav.scrollLeft -= box.left + EDGE - tab.left;
  }, [currentHref]);
  return (
    <nav ref={strip} aria-label={label} className="-mx-4 overflow-x-auto border-b border-slate-200 px-4 dark:border-slate-800">
      <div className="flex w-max">
        <span aria-hidden="true" className={`${fadeClass} left-0 -ml-4 bg-linear-to-r`} />
        <ul className="flex gap-1 whitespace-nowrap">
          {tabs.map((tab) => (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={tab.current ? 'page' : undefined}
                className={`relative inline-block border-b-2 px-2 py-2 text-sm font-medium sm:px-3 ${
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
        <span aria-hidden="true" className={`${fadeClass} right-0 -mr-4 bg-linear-to-l`} />
      </div>
    </nav>
  );
}
