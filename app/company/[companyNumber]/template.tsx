// Around every company section (inside the layout, below the header and tabs): the area that
// shows the skeleton of the section a tab is opening until the server's answer arrives.
import type { ReactNode } from 'react';
import { CompanySectionArea } from '@/components/company/company-section-area';

export default function CompanySectionTemplate({ children }: { children: ReactNode }) {
  return <CompanySectionArea>{children}</CompanySectionArea>;
}
