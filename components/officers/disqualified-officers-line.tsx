// The overview's line on the company's current officers who may be disqualified: the same check
// as the officers list (by name and month of birth, never a merge), so an analyst sees it on
// the first page of a company, with the evidence one click away. Officers the check could not
// afford are counted as not checked; nothing is said when every officer was checked and none matches.
import Link from 'next/link';
import { DisqualifiedFlag } from '@/components/network/disqualified-flag';
import { inlineLinkClass } from '@/components/ui/text-link';
import { findResource } from '@/lib/gateway';
import { disqualifiedFlagsFor } from '@/lib/identity/disqualified-service';
import { officerIdFrom } from '@/lib/identity/same-person';
import { plural } from '@/lib/labels/counts';

/** Current officers read for the line: the registry's largest page. */
const OFFICERS_READ = 100;

export async function DisqualifiedOfficersLine({ companyNumber }: { companyNumber: string }) {
  const officers = await findResource(
    'officerList',
    { company_number: companyNumber },
    { items_per_page: OFFICERS_READ, filter: 'active' },
  ).catch(() => undefined);
  if (!officers) return null;
  const items = officers.data.items;
  const checks = await disqualifiedFlagsFor(items).catch(() => undefined);
  if (!checks) return null;
  const flagged = items.flatMap((item) => {
    const id = officerIdFrom(item.links.officer.appointments);
    const check = id ? checks[id] : undefined;
    return check?.status === 'possibly-disqualified' ? [{ item, id: id!, check }] : [];
  });
  const notChecked = Object.values(checks).filter((check) => check.status === 'not-checked').length;
  const unread = (officers.data.active_count ?? items.length) > items.length;
  if (flagged.length === 0 && notChecked === 0 && !unread) return null;
  const listHref = `/company/${encodeURIComponent(companyNumber)}/officers`;
  return (
    <section aria-labelledby="disqualified-line-heading" className="space-y-2">
      <h2 id="disqualified-line-heading" className="text-lg font-semibold">
        Disqualification check
      </h2>
      {flagged.map(({ item, id, check }) => (
        <div key={id} className="space-y-1">
          <p className="text-slate-800 dark:text-slate-200">
            <Link className={inlineLinkClass} href={`/officers/${encodeURIComponent(id)}/appointments`}>
              {item.name}
            </Link>
            , a current officer of this company:
          </p>
          <DisqualifiedFlag check={check} />
        </div>
      ))}
      {notChecked > 0 || unread ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {notChecked > 0 ? `${plural(notChecked, 'current officer')} not checked for disqualification. ` : ''}
          {unread ? `Only the first ${OFFICERS_READ} current officers were checked. ` : ''}
          <Link className={inlineLinkClass} href={listHref}>
            See the officers
          </Link>
        </p>
      ) : null}
    </section>
  );
}
