// The disqualified officers' pages (the search and each disqualification), with the share panel beside their heading.
import type { ReactNode } from 'react';
import { WithSharePanel } from '@/components/share/with-share-panel';

export default function DisqualifiedOfficersLayout({ children }: { children: ReactNode }) {
  return <WithSharePanel label="Share this page">{children}</WithSharePanel>;
}
