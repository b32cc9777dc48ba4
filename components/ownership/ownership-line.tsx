// The overview's line on who ultimately controls the company, linked to the Ownership tab. On a
// remote registry it walks with a small budget (the tab walks further); a failure shows nothing. The
// link to the tab is left out when there is nothing above the company to walk.
import Link from 'next/link';
import { ownershipOf } from '@/lib/ownership/service';
import { hasChain, ownershipSummary } from '@/lib/ownership/summary';
import { inlineLinkClass } from '@/components/ui/text-link';

/** `companyType` (the profile's `type`) words an empty register: an overseas company need not keep one. */
export async function OwnershipLine({ companyNumber, companyType }: { companyNumber: string; companyType?: string }) {
  const graph = await ownershipOf(companyNumber, { purpose: 'overview' }).catch(() => undefined);
  if (!graph) return null;
  const partial = graph.truncated.some((cut) => cut.reason === 'budget');
  return (
    <section aria-labelledby="ownership-line-heading" className="space-y-1">
      <h2 id="ownership-line-heading" className="text-lg font-semibold">
        Ownership
      </h2>
      <p className="text-slate-800 dark:text-slate-200">
        {partial ? 'So far: ' : ''}
        {ownershipSummary(graph, companyType)}
        {/* With no owner or statement there is no chain to see. */}
        {hasChain(graph) && (
          <>
            {' '}
            <Link className={inlineLinkClass} href={`/company/${encodeURIComponent(companyNumber)}/ownership`}>
              See the chain
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
