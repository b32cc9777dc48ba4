'use client';
// The filing-history category filter: checkboxes in a GET form, so it works without
// JavaScript (the page folds repeated `category` fields into one); with JavaScript each tick
// applies at once, through the list's client-side navigation.
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { pageHref } from '@/lib/query/page-state';
import { categoryOptions, categoryParam, isOptionSelected, parseCategories, toggleOption } from './filing-categories';

const subscribe = () => () => {};

export function CategoryFilter({
  selected,
  onNavigate,
}: {
  selected: readonly string[];
  onNavigate: (href: string) => void;
}) {
  const pathname = usePathname();
  const search = new URLSearchParams(useSearchParams().toString());
  // True once hydrated: the Apply button is only needed without JavaScript.
  const enhanced = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  // The ticks follow the URL, but change at once on a click (the URL follows a moment later).
  const urlKey = selected.join(',');
  const [shown, setShown] = useState({ urlKey, categories: selected });
  let current = shown.categories;
  if (shown.urlKey !== urlKey) {
    setShown({ urlKey, categories: selected });
    current = selected;
  }
  const hrefFor = (categories: readonly string[]) =>
    pageHref(pathname, search, { category: categoryParam(categories), page: 1 });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget)
      .getAll('category')
      .filter((value): value is string => typeof value === 'string');
    onNavigate(hrefFor(parseCategories(values)));
  };

  const toggle = (next: readonly string[]) => {
    setShown({ urlKey, categories: next });
    onNavigate(hrefFor(next));
  };

  const all = current.length === 0;
  return (
    <form method="get" action={pathname} onSubmit={submit} className="text-sm">
      <fieldset>
        <legend className="sr-only">Filter filings by category</legend>
        <div className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className="text-slate-600 dark:text-slate-400">
            Category:
          </span>
          <Link
            href={hrefFor([])}
            aria-current={all ? 'true' : undefined}
            onNavigate={(event) => {
              event.preventDefault();
              toggle([]);
            }}
            className={`rounded-full border px-3 py-1 ${
              all
                ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950'
                : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
            }`}
          >
            All
          </Link>
          {categoryOptions(current).map((option) => {
            const checked = isOptionSelected(option, current);
            return (
              <label
                key={option.value}
                className={`inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 dark:has-[:focus-visible]:outline-blue-400 ${
                  checked
                    ? 'border-blue-700 bg-blue-50 text-blue-900 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100'
                    : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
                }`}
              >
                <input
                  type="checkbox"
                  name="category"
                  value={option.value}
                  checked={checked}
                  onChange={() => toggle(toggleOption(option, current))}
                  className="size-4 accent-blue-700 dark:accent-blue-400"
                />
                {option.label}
              </label>
            );
          })}
          {!enhanced && (
            <button
              type="submit"
              className="rounded-md bg-blue-700 px-3 py-1 font-medium text-white hover:bg-blue-800 dark:bg-blue-400 dark:text-slate-950 dark:hover:bg-blue-300"
            >
              Apply
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
