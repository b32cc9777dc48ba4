'use client';
// A registry 404 as a page: says what was asked for and was not found, from the address.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

/** What a registry path names, in words: "company 01234567", "charge … of company 01234567". */
export function describeMissing(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [root, id, section] = parts;
  if (root === 'company' && id) {
    const company = `company ${id}`;
    if (!section) return company;
    const what: Record<string, string> = {
      officers: 'officers',
      appointments: 'appointment',
      'filing-history': 'filing',
      charges: 'charge',
      insolvency: 'insolvency record',
      'persons-with-significant-control': 'person with significant control',
      'persons-with-significant-control-statements': 'PSC statement',
      registers: 'registers',
      'uk-establishments': 'UK establishments',
      exemptions: 'exemptions',
      'registered-office-address': 'registered office address',
    };
    return `${what[section] ?? section.replace(/-/g, ' ')} of ${company}`;
  }
  if (root === 'officers') return 'officer';
  if (root === 'disqualified-officers') return 'disqualified officer';
  return '';
}

const noSubscription = () => () => undefined;

/**
 * `staticPage`: the site-wide 404, which the server renders once at build time for every
 * unknown address, so it cannot name the address; it does once hydrated (naming it in the
 * server's copy made the browser's render differ, React's hydration error #418).
 */
export function NotFoundMessage({
  staticPage = false,
  heading: Heading = 'h1',
}: {
  staticPage?: boolean;
  heading?: 'h1' | 'h2';
}) {
  const pathname = usePathname() ?? '';
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const missing = staticPage && !hydrated ? '' : describeMissing(pathname);
  return (
    <section className="space-y-3 py-8">
      <Heading className="text-2xl font-semibold">{missing ? 'Not found' : 'Page not found'}</Heading>
      <p className="text-slate-700 dark:text-slate-300">
        {missing
          ? `The register has no ${missing} at this address. It may have been removed, or the address may be mistyped.`
          : 'There is nothing at this address.'}
      </p>
      <Link className="text-blue-700 underline dark:text-blue-400" href="/search">
        Search the register
      </Link>
    </section>
  );
}
