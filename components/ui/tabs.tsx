'use client';
// Tabs as links: each tab is its own URL, so every section is a deep link. A tab being opened
// is underlined faintly until its page arrives. On a wide screen the tabs wrap onto a second
// line rather than hide past the edge (at 1280 px a company's twelve tabs did not fit, and a
// faint fade was the only cue that Exemptions was there). On a narrow screen the strip scrolls
// sideways: it opens scrolled to the current tab, and fades at an edge only while more tabs lie
// beyond it (a fade drawn at an edge with nothing beyond it covered the first tab and its underline).
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { LinkPending } from './link-pending';

export interface Tab {
  href: string;
  label: string;
  current: boolean;
}

/** How far the current tab is kept from the strip's edges, clear of the fades. */
const EDGE = 32;

/** A fade over one edge of the strip, above its bottom border, shown while tabs are hidden past that edge. */
const fadeClass =
  'pointer-events-none absolute top-0 bottom-px z-10 w-6 from-white transition-opacity dark:from-slate-950';

/** Which edges of a scrolling strip have more tabs beyond them. */
function hiddenEdges(nav: HTMLElement): { left: boolean; right: boolean } {
  return { left: nav.scrollLeft > 1, right: nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1 };
}

export function Tabs<T extends Tab>({
  tabs,
  label,
  onPending,
}: {
  tabs: readonly T[];
  label: string;
  onPending?: (tab: T, pending: boolean) => void;
}) {
  const strip = useRef<HTMLElement>(null);
  const currentHref = tabs.find((tab) => tab.current)?.href;
  const [edges, setEdges] = useState({ left: false, right: false });
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
  // The fades follow the strip's scrolling and its width.
  useEffect(() => {
    const nav = strip.current;
    if (!nav) return;
    const update = () =>
      setEdges((shown) => {
        const next = hiddenEdges(nav);
        return next.left === shown.left && next.right === shown.right ? shown : next;
      });
    update();
    nav.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(nav);
    return () => {
      nav.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, []);
  return (
    <div className="relative -mx-4">
      <span
        aria-hidden="true"
        data-tabs-fade="left"
        className={`${fadeClass} left-0 bg-linear-to-r ${edges.left ? 'opacity-100' : 'opacity-0'}`}
      />
      <nav
        ref={strip}
        aria-label={label}
        className="overflow-x-auto border-b border-slate-200 px-4 md:overflow-visible dark:border-slate-800"
      >
        <ul className="flex w-max gap-1 whitespace-nowrap md:w-auto md:flex-wrap">
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
      </nav>
      <span
        aria-hidden="true"
        data-tabs-fade="right"
        className={`${fadeClass} right-0 bg-linear-to-l ${edges.right ? 'opacity-100' : 'opacity-0'}`}
      />
    </div>
  );
}
