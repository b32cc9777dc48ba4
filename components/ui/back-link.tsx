// The link from a record back to its list ("← All charges"): one look on every page.
import Link from 'next/link';
import type { ReactNode } from 'react';

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-block text-sm text-blue-700 underline-offset-2 hover:underline dark:text-blue-400" data-back-link>
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
