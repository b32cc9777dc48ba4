// A company section the registry does not read at all (an imported bulk file alone does not carry
// officers, filings, charges or insolvency): its heading and why it was not read, never "none".
// `status` 404 keeps a section that has no tab answering as the address it is (nothing here to
// show), while its words say why rather than "not found".
import type { ReactNode } from 'react';
import { NotRead } from '@/components/ui/states';
import { notReadTitle } from '@/lib/pages/not-read';

export function SectionNotRead({
  title,
  reason,
  status,
  children,
}: {
  /** The section's name: "Officers". */
  title: string;
  reason: string;
  status?: 404;
  /** What is known instead (the dates or counts the bulk file does carry). */
  children?: ReactNode;
}) {
  const section = (
    <section aria-labelledby="section-not-read-heading" className="space-y-4">
      <h2 id="section-not-read-heading" className="text-lg font-semibold">
        {title}
      </h2>
      <NotRead title={notReadTitle(title)} reasons={[reason]}>
        {children}
      </NotRead>
    </section>
  );
  // The server reads the status from this marker, as ProblemState's (lib/server/problem-status.ts).
  return status ? <div data-problem-status={status}>{section}</div> : section;
}
