'use client';
// Page links for any paged list: first, previous, numbered pages around the current one,
// next, last, and "Showing 36–70 of 412". Pages are real links, so they work without JavaScript.
import Link from 'next/link';
import { useEffect, useRef } from 'react';

export interface PageWindow {
  page: number;
  pageSize: number;
  total: number;
}

export const pageCount = ({ pageSize, total }: Pick<PageWindow, 'pageSize' | 'total'>) => Math.max(1, Math.ceil(total / pageSize));

/** The page numbers to show: the first, the last, and a few around the current page, with gaps as null. */
export function pageNumbers(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) result.push(null);
    result.push(p);
  });
  return result;
}

export function showingText({ page, pageSize, total }: PageWindow, noun = 'results'): string {
  if (total === 0) return `No ${noun}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first.toLocaleString('en-GB')}–${last.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} ${noun}`;
}

const pageLinkClass =
  'inline-flex min-w-8 items-center justify-center rounded-md border border-slate-300 px-2 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800 sm:min-w-9 sm:px-2.5';

export function Pagination({
  window,
  hrefForPage,
  noun,
  label = 'Pages',
  onNavigate,
  onApproach,
  reachable,
}: {
  window: PageWindow;
  hrefForPage: (page: number) => string;
  noun?: string;
  label?: string;
  /** Client-side page turns: called instead of a router navigation (ctrl-click and no-JS still follow the link). */
  onNavigate?: (href: string) => void;
  /** The reader is about to turn the page: the links came into view, or the pointer or focus reached them. */
  onApproach?: () => void;
  /** The most rows anyone can page to (search stops at about 1,000): later pages are not offered. */
  reachable?: number;
}) {
  const go = (href: string) =>
    onNavigate
      ? (event: { preventDefault(): void }) => {
          event.preventDefault();
          onNavigate(href);
        }
      : undefined;
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = nav.current;
    if (!onApproach || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onApproach(), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onApproach]);
  const pages = pageCount({ pageSize: window.pageSize, total: reachable === undefined ? window.total : Math.min(window.total, reachable) });
  const { page } = window;
  // On a phone, Previous and Next show as arrows; their words stay for screen readers (and
  // carry the disabled state, being where the words are found).
  const stepText = (text: string, arrow: string | undefined, disabled: boolean) =>
    arrow ? (
      <>
        <span className="max-sm:sr-only" aria-disabled={disabled || undefined}>
          {text}
        </span>
        <span aria-hidden="true" className="sm:hidden">
          {arrow}
        </span>
      </>
    ) : (
      text
    );
  const step = (target: number, text: string, arrow?: string, rel?: string) =>
    target < 1 || target > pages || target === page ? (
      <span className={`${pageLinkClass} cursor-not-allowed opacity-40`} aria-disabled="true">
        {stepText(text, arrow, true)}
      </span>
    ) : (
      <Link className={pageLinkClass} href={hrefForPage(target)} rel={rel} onNavigate={go(hrefForPage(target))}>
        {stepText(text, arrow, false)}
      </Link>
    );
  return (
    <nav ref={nav} aria-label={label} className="flex flex-wrap items-center justify-between gap-3 py-3" onPointerEnter={onApproach} onFocus={onApproach}>
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {showingText(window, noun)}
      </p>
      {pages > 1 && (
        <ul className="flex flex-wrap items-center gap-1">
          {/* On a phone, First and Last give way to the first and last page numbers, which are always shown. */}
          <li className="max-sm:hidden">{step(1, 'First')}</li>
          <li>{step(page - 1, 'Previous', '‹', 'prev')}</li>
          {pageNumbers(page, pages).map((p, i, shown) =>
            p === null ? (
              <li key={`gap-${i}`} className="text-slate-500 sm:px-1" aria-hidden="true">
                …
              </li>
            ) : (
              // On a phone, a page two away from the current one folds into the gap beside it.
              <li key={p} className={(p === page - 2 && shown[i - 1] === null) || (p === page + 2 && shown[i + 1] === null) ? 'max-sm:hidden' : undefined}>
                {p === page ? (
                  <span className={`${pageLinkClass} border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950`} aria-current="page">
                    {p}
                  </span>
                ) : (
                  <Link className={pageLinkClass} href={hrefForPage(p)} aria-label={`Page ${p}`} onNavigate={go(hrefForPage(p))}>
                    {p}
                  </Link>
                )}
              </li>
            ),
          )}
          <li>{step(page + 1, 'Next', '›', 'next')}</li>
          <li className="max-sm:hidden">{step(pages, 'Last')}</li>
        </ul>
      )}
    </nav>
  );
}
