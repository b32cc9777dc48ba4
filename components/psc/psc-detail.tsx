// One person with significant control, of any of the eight kinds: every field the kind has,
// the natures of control with their full wording, and a link to the related statement.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Details, type Detail } from '@/components/ui/details';
import { verificationDetails } from '@/components/verification/identity-verification';
import type { Verification } from '@/lib/registry/verification';
import { pscKindLabel, superSecureDescriptionLabel } from '@/lib/labels/people';
import { appHref } from '@/lib/registry/links';
import type { Psc } from '@/lib/registry/schemas';
import { addressFacts, dateFacts, identityFacts, NaturesOfControl, PscBadges, sanctionFacts } from './psc-facts';
import { pscName, pscNouns, pscShape } from '@/lib/psc/psc-model';
import { linkClass } from '@/components/ui/text-link';
import { BackLink } from '@/components/ui/back-link';

const hasValue = (item: Detail) =>
  item.value !== undefined && item.value !== null && item.value !== '' && item.value !== false;

function nameFacts(psc: Psc): Detail[] {
  const parts = psc.name_elements;
  if (!parts) return [];
  const forenames = [parts.forename, parts.middle_name ?? parts.other_forenames].filter(Boolean).join(' ');
  return [
    { term: 'Title', value: parts.title },
    { term: 'Forenames', value: forenames },
    { term: 'Surname', value: parts.surname },
  ];
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function PscDetail({
  psc,
  companyNumber,
  overseasEntity,
  companyGone = false,
  linkedCompany,
  verification: verdict,
}: {
  psc: Psc;
  companyNumber: string;
  overseasEntity: boolean;
  companyGone?: boolean;
  /** The UK company a corporate PSC is, when the page found one. */
  linkedCompany?: string;
  /** The rule's verdict on the PSC's identity verification, when the page could read the company. */
  verification?: Verification;
}) {
  const nouns = pscNouns(overseasEntity);
  const statementHref = appHref(psc.links.statement);
  const { category } = pscShape(psc);
  const details = [
    ...dateFacts(psc),
    ...nameFacts(psc),
    ...identityFacts(psc, linkedCompany),
    ...sanctionFacts(psc),
    ...addressFacts(psc),
  ].filter(hasValue);
  const verification = verificationDetails(verdict, psc.identity_verification_details);

  return (
    <article aria-labelledby="psc-name" className="space-y-6">
      <p>
        <BackLink href={`/company/${companyNumber}/persons-with-significant-control`}>All {nouns.many}</BackLink>
      </p>
      <header className="space-y-2">
        <h2 id="psc-name" className="text-xl font-semibold break-words">
          {pscName(psc)}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <span>{pscKindLabel(psc.kind)}</span>
          <PscBadges psc={psc} companyGone={companyGone} />
        </p>
      </header>

      {category === 'super-secure' && (
        <p className="max-w-prose rounded-md border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900">
          {superSecureDescriptionLabel(psc.description ?? psc.kind)}
        </p>
      )}

      {psc.natures_of_control && psc.natures_of_control.length > 0 && (
        <Part id="psc-control" title="Nature of control">
          <NaturesOfControl natures={psc.natures_of_control} detailed />
        </Part>
      )}

      {details.length > 0 && (
        <Part id="psc-details" title="Details">
          <Details items={details} />
        </Part>
      )}

      {verification.length > 0 && (
        <Part id="psc-verification" title="Identity verification">
          <Details items={verification} />
        </Part>
      )}

      {statementHref && (
        <p>
          <Link className={linkClass} href={statementHref}>
            Read the statement about this {nouns.one}
          </Link>
        </p>
      )}
    </article>
  );
}
