// An officer's appointments, with the share panel beside the officer's name.
import type { ReactNode } from 'react';
import { AddToCase } from '@/components/cases/add-to-case';
import { WithSharePanel } from '@/components/share/with-share-panel';

export default function OfficerAppointmentsLayout({ children }: { children: ReactNode }) {
  return (
    <WithSharePanel label="Share this officer">
      <div className="mb-4">
        <AddToCase />
      </div>
      {children}
    </WithSharePanel>
  );
}
