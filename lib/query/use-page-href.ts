'use client';
// The paged tables' links: another page or filter set of the list being shown, keeping every
// other search parameter of the current address.
import { usePathname, useSearchParams } from 'next/navigation';
import { pageHref } from './page-state';

export type PageChanges = Record<string, string | number | undefined>;

export function usePageHref(): (changes: PageChanges) => string {
  const pathname = usePathname();
  const search = useSearchParams();
  return (changes) => pageHref(pathname, new URLSearchParams(search.toString()), changes);
}
