// The link from a record back to its list ("← All charges"): one look on every page.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { linkClass } from './text-link';

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={`inline-block text-sm ${linkClass}`} data-back-link>
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
