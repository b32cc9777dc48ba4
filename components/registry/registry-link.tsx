// A link the registry sent, as a link only when it is one of the registry's own paths
// (appHref in lib/registry/links.ts); anything else (another host, a script URL) shows
// `otherwise` instead, so hostile data is never an href.
import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { appHref } from '@/lib/registry/links';

type RegistryLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  /** The registry's link (`links.self`, `links.company`…), unchecked. */
  link: string | undefined;
  /** What to show when the link is missing or not a registry path (nothing by default). */
  otherwise?: ReactNode;
};

export function RegistryLink({ link, otherwise = null, children, ...props }: RegistryLinkProps) {
  const href = appHref(link);
  if (!href) return <>{otherwise}</>;
  return (
    <Link {...props} href={href}>
      {children}
    </Link>
  );
}
