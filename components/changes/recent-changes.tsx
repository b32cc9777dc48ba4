// "Recent changes" on a company's overview: the latest changes the app has seen for it, in
// words, linked to the record, with the company's Atom feed. The page is cached; a change to
// the company drops it (lib/changes/invalidate.ts), so this list is never older than the data.
import Link from 'next/link';
import { changes } from '@/lib/changes/service';
import { changeMessage } from '@/lib/changes/message';
import { linkClass } from '@/components/ui/text-link';
import { ChangeList } from './change-list';

export async function RecentChanges({ companyNumber }: { companyNumber: string }) {
  let latest;
  try {
    latest = await changes().store.latest({ companies: [companyNumber] }, 8);
  } catch {
    return null; // The change log is optional to the page: a failure hides the section.
  }
  return (
    <section aria-labelledby="recent-changes" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-changes" className="text-lg font-semibold">
          Recent changes
        </h2>
        <Link href={`/company/${companyNumber}/feed.xml`} className={`text-sm ${linkClass}`}>
          Atom feed of changes
        </Link>
      </div>
      <ChangeList
        changes={latest.map(changeMessage)}
        showCompany={false}
        empty="No changes to this company since the app began following the register."
      />
    </section>
  );
}
