// The overview's line on identity verification: who running the company has verified, who is
// due and who is overdue, linking to the people. Nothing is shown where nobody has to verify
// (an overseas company, a dissolved one); a list the budget did not reach is said, not counted.
import Link from 'next/link';
import { inlineLinkClass } from '@/components/ui/text-link';
import { companyIdentity } from '@/lib/verification/service';
import { identitySummary } from '@/lib/verification/summary';

export async function IdentityLine({ companyNumber, companyType }: { companyNumber: string; companyType?: string }) {
  const identity = await companyIdentity(companyNumber).catch(() => undefined);
  if (!identity) return null;
  const sentences = identitySummary(identity, companyType);
  if (sentences.length === 0) return null;
  const base = `/company/${encodeURIComponent(companyNumber)}`;
  return (
    <section aria-labelledby="identity-line-heading" className="space-y-1">
      <h2 id="identity-line-heading" className="text-lg font-semibold">
        Identity verification
      </h2>
      <p className="text-slate-800 dark:text-slate-200" data-testid="identity-line">
        {sentences[0]}{' '}
        <Link className={inlineLinkClass} href={`${base}/officers`}>
          See the officers
        </Link>{' '}
        or{' '}
        <Link className={inlineLinkClass} href={`${base}/persons-with-significant-control`}>
          the PSCs
        </Link>
        .
      </p>
      {sentences.slice(1).map((sentence) => (
        <p key={sentence} className="text-sm text-slate-600 dark:text-slate-400">
          {sentence}
        </p>
      ))}
    </section>
  );
}
