// The pieces of a PSC that both the list and the detail pages show: status badges, natures
// of control in plain language, and the facts of each kind as term/value pairs.
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { Detail } from '@/components/ui/details';
import { formatAddress } from '@/lib/labels/address';
import { formatDate, formatMonthYear } from '@/lib/labels/dates';
import { hasLabel } from '@/lib/labels/label';
import { natureOfControlDescription, natureOfControlDescriptions, natureOfControlLabel } from '@/lib/labels/people';
import type { Psc } from '@/lib/registry/schemas';
import { isCeased, pscShape, ukCompanyNumberOf } from '@/lib/psc/psc-model';
import { linkClass } from '@/components/ui/text-link';

/** Ceased or active (active only while the company exists), and sanctioned. */
export function PscBadges({
  psc,
  companyGone = false,
}: {
  psc: Pick<Psc, 'ceased_on' | 'ceased' | 'is_sanctioned'>;
  companyGone?: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {isCeased(psc) ? <Badge>Ceased</Badge> : !companyGone && <Badge tone="positive">Active</Badge>}
      {psc.is_sanctioned && <Badge tone="negative">Sanctioned</Badge>}
    </span>
  );
}

/** The full sentence of a nature of control; none for a value the registry added since (it would repeat the label). */
const sentenceOf = (nature: string) =>
  hasLabel(natureOfControlDescriptions, nature) ? natureOfControlDescription(nature) : undefined;

/**
 * Natures of control as short labels. `detailed` adds each one's full sentence beneath it;
 * otherwise the sentence is the label's tooltip.
 */
export function NaturesOfControl({
  natures,
  detailed = false,
}: {
  natures: readonly string[] | undefined;
  detailed?: boolean;
}) {
  if (!natures || natures.length === 0) return null;
  if (!detailed) {
    return (
      <ul className="space-y-1">
        {natures.map((nature) => (
          <li key={nature} title={sentenceOf(nature)}>
            {natureOfControlLabel(nature)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="space-y-3">
      {natures.map((nature) => {
        const sentence = sentenceOf(nature);
        return (
          <li key={nature}>
            <p className="font-medium">{natureOfControlLabel(nature)}</p>
            {sentence && <p className="text-sm text-slate-700 dark:text-slate-300">{sentence}</p>}
          </li>
        );
      })}
    </ul>
  );
}

/** A registration number, linked to the company's page when it is a UK company. */
export function RegistrationNumber({ number, companyNumber }: { number: string; companyNumber?: string }) {
  if (!companyNumber) return <span className="font-mono">{number}</span>;
  return (
    <Link
      className={`font-mono ${linkClass}`}
      href={`/company/${companyNumber}`}
      aria-label={`${number}: view company ${companyNumber}`}
    >
      {number}
    </Link>
  );
}

/**
 * Who the PSC is: date of birth, nationality and residence for individuals; how a corporate
 * body or other legal person is constituted and registered. `companyNumber` overrides the
 * UK-company link worked out from the identification (a detail page may know better).
 */
export function identityFacts(psc: Psc, companyNumber?: string): Detail[] {
  const { category } = pscShape(psc);
  if (category === 'individual') {
    return [
      { term: 'Date of birth', value: formatMonthYear(psc.date_of_birth) },
      { term: 'Nationality', value: psc.nationality },
      { term: 'Country of residence', value: psc.country_of_residence },
    ];
  }
  const id = psc.identification;
  if (!id) return [];
  const number = id.registration_number;
  return [
    { term: 'Legal authority', value: id.legal_authority },
    { term: 'Legal form', value: id.legal_form },
    { term: 'Place registered', value: id.place_registered },
    {
      term: 'Registration number',
      value: number && <RegistrationNumber number={number} companyNumber={companyNumber ?? ukCompanyNumberOf(id)} />,
    },
    { term: 'Country registered', value: id.country_registered },
  ];
}

export function dateFacts(psc: Pick<Psc, 'notified_on' | 'ceased_on'>): Detail[] {
  return [
    { term: 'Notified on', value: psc.notified_on && formatDate(psc.notified_on) },
    { term: 'Ceased on', value: psc.ceased_on && formatDate(psc.ceased_on) },
  ];
}

export function addressFacts(psc: Pick<Psc, 'address' | 'principal_office_address'>): Detail[] {
  return [
    { term: 'Correspondence address', value: formatAddress(psc.address) },
    { term: 'Principal office address', value: formatAddress(psc.principal_office_address) },
  ];
}

export function sanctionFacts(psc: Pick<Psc, 'is_sanctioned'>): Detail[] {
  return [
    { term: 'Sanctioned', value: psc.is_sanctioned === undefined ? undefined : psc.is_sanctioned ? 'Yes' : 'No' },
  ];
}
