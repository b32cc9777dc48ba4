// Identity verification in words: the rule's verdict (a badge and a sentence, lib/verification)
// above every field of the register's details. The lists' Identity column and the detail pages'
// section draw it the same way.
import { Badge } from '@/components/ui/badge';
import { FactList, type Detail } from '@/components/ui/details';
import type { Verification } from '@/lib/registry/verification';
import type { IdentityVerificationDetails } from '@/lib/registry/schemas';
import { verificationDetailFacts, verificationStatusTones } from '@/lib/verification/rows';
import { verificationStatusLabels, verificationWords } from '@/lib/verification/words';

/** The verdict: "Overdue" as a badge, then the sentence ("Overdue since 15 March 2026") when it says more. */
export function VerificationVerdict({ verification }: { verification: Verification }) {
  const label = verificationStatusLabels[verification.status];
  const words = verificationWords(verification);
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={verificationStatusTones[verification.status]}>{label}</Badge>
      {words !== label && <span>{words}</span>}
    </span>
  );
}

/**
 * A list's Identity cell: the verdict, when the page could judge one, and the register's details
 * beneath it in smaller type; a dash when there is neither.
 */
export function VerificationCell({
  verification,
  details,
  withPreferredName = true,
}: {
  verification?: Verification;
  details?: IdentityVerificationDetails | null;
  /** False where the name cell shows the preferred name already. */
  withPreferredName?: boolean;
}) {
  const facts = verificationDetailFacts(details, { withPreferredName });
  if (!verification && facts.length === 0) return <span aria-label="None given">—</span>;
  return (
    <div className="flex flex-col items-start gap-1.5">
      {verification && <VerificationVerdict verification={verification} />}
      {facts.length > 0 && (
        <div className="text-xs">
          <FactList items={facts} />
        </div>
      )}
    </div>
  );
}

/**
 * A detail page's facts: "Status" with the verdict, then every field of the details. Empty (the
 * page leaves the section out) for someone who need not verify and has no details.
 */
export function verificationDetails(
  verification: Verification | undefined,
  details: IdentityVerificationDetails | null | undefined,
): Detail[] {
  const facts = verificationDetailFacts(details);
  if (facts.length === 0 && (!verification || verification.status === 'not-required')) return [];
  return [
    ...(verification ? [{ term: 'Status', value: <VerificationVerdict verification={verification} /> }] : []),
    ...facts,
  ];
}
