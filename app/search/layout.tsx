// The search page, with the share panel beside its heading: a search is a link worth passing on.
import type { ReactNode } from 'react';
import { WithSharePanel } from '@/components/share/with-share-panel';

export default function SearchLayout({ children }: { children: ReactNode }) {
  return <WithSharePanel label="Share this search">{children}</WithSharePanel>;
}
