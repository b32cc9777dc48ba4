'use client';
// Page links for any paged list: first, previous, numbered pages around the current one,
// next, last, and "Showing 36–70 of 412 officers". Pages are real links, so they work without
// JavaScript. On paper the links give way to the rows printed ("Rows 36–70 of 412 officers"),
// since a printout holds one page.
import Link from 'next/link';
import { useEffect, useRef } from 'react';

export interface PageWindow {
  page: number;
  pageSize: number;
  total: number;
}

export const pageCount = ({ pageSize, total }: Pick<PageWindow, 'pageSize' | 'total'>) =>
  Math.max(1, Math.ceil(total / pageSize));

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

/** What a list calls its rows, one and many: "filing", "filings" (a list definition's nouns). */
type Nouns = { one: string; many: string };

/**
 * The singular of a plural noun phrase given as one word, as older callers do ("officers",
 * "current appointments", "persons with significant control"): its first word that ends in s,
 * made singular by the regular rules. Irregular nouns are passed as `Nouns`.
 */
export function nounsOf(noun: string | Nouns): Nouns {
  if (typeof noun !== 'string') return noun;
  const words = noun.split(' ');
  const at = words.findIndex((word) => word.length > 1 && word.endsWith('s') && !word.endsWith('ss'));
  if (at < 0) return { one: noun, many: noun };
  const word = words[at]!;
  words[at] = word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : /(ss|sh|ch|x)es$/.test(word)
      ? word.slice(0, -2)
      : word.slice(0, -1);
  return { one: words.join(' '), many: noun };
}

const count = (n: number) => n.toLocaleString('en-GB');

/** The rows on this page, for the screen ("Showing 26–50 of 255 filings") or for paper ("Rows 26–50 of 255 filings"). */
function rangeText({ page, pageSize, total }: PageWindow, noun: string | Nouns, medium: 'screen' | 'print'): string {
  const { one, many } = nounsOf(noun);
  if (total === 0) return `No ${many}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  if (total === 1) return `1 ${one}`;
  if (medium === 'print')
    return first === last
      ? `Row ${count(first)} of ${count(total)} ${many}`
      : `Rows ${count(first)}–${count(last)} of ${count(total)} ${many}`;
  return first === last
    ? `Showing ${one} ${count(first)} of ${count(total)}`
    : `Showing ${count(first)}–${count(last)} of ${count(total)} ${many}`;
}

const DEFAULT_NOUNS: Nouns = { one: 'result', many: 'results' };

export const showingText = (window: PageWindow, noun: string | Nouns = DEFAULT_NOUNS) =>
  rangeText(window, noun, 'screen');

/** The line a printout carries in place of the page links, saying which rows of how many it shows. */
export const printedRangeText = (window: PageWindow, noun: string | Nouns = DEFAULT_NOUNS) =>
  rangeText(window, noun, 'print');

const pageLinkClass =
  'inline-flex min-w-8 items-center justify-center rounded-md border border-slate-300 px-2 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800 sm:min-w-9 sm:px-2.5';

export function Pagination({
  window,
  hrefForPage,
  noun,
  nouns,
  label = 'Pages',
  onNavigate,
  onApproach,
  reachable,
}: {
  window: PageWindow;
  hrefForPage: (page: number) => string;
  /** What the rows are, in the plural ("officers"); `nouns` gives both forms where the singular is not the plural less its s. */
  noun?: string;
  nouns?: Nouns;
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
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onApproach(),
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onApproach]);
  const pages = pageCount({
    pageSize: window.pageSize,
    total: reachable === undefined ? window.total : Math.min(window.total, reachable),
  });
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
  const rowNouns = nouns ?? noun ?? DEFAULT_NOUNS;
  return (
    <>
      <p className="hidden text-sm print:block">{printedRangeText(window, rowNouns)}</p>
      <nav
        ref={nav}
        aria-label={label}
        className="flex flex-wrap items-center justify-between gap-3 py-3 print:hidden"
        onPointerEnter={onApproach}
        onFocus={onApproach}
      >
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {showingText(window, rowNouns)}
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
                <li
                  key={p}
                  className={
                    (p === page - 2 && shown[i - 1] === null) || (p === page + 2 && shown[i + 1] === null)
                      ? 'max-sm:hidden'
                      : undefined
                  }
                >
                  {p === page ? (
                    <span
                      className={`${pageLinkClass} border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950`}
                      aria-current="page"
                    >
                      {p}
                    </span>
                  ) : (
                    <Link
                      className={pageLinkClass}
                      href={hrefForPage(p)}
                      aria-label={`Page ${p}`}
                      onNavigate={go(hrefForPage(p))}
                    >
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
    </>
  );
}
