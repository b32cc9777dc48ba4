// The definition of a company's persons with significant control (an overseas entity's
// beneficial owners): active/ceased counts, the register view where the company keeps its PSC
// register on the public register, identity verification as a filter and a column, the table's
// columns and what the export writes.
import { RegistryLink } from '@/components/registry/registry-link';
import { defineList } from '@/components/lists/define-list';
import { pscsExport } from '@/lib/export/lists/pscs';
import { pscKindLabel, superSecureDescriptionLabel } from '@/lib/labels/people';
import { addressFacts, dateFacts, identityFacts, NaturesOfControl, PscBadges, sanctionFacts } from './psc-facts';
import { pscCountHeading, pscName, pscNouns, pscShape } from '@/lib/psc/psc-model';
import { linkClass } from '@/components/ui/text-link';
import { FactList } from '@/components/ui/details';
import { identityRowFilter } from '@/components/verification/identity-filter';
import { VerificationCell } from '@/components/verification/identity-verification';
import type { Psc } from '@/lib/registry/schemas';
import { pscVerification, type VerificationView } from '@/lib/verification/rows';

export interface PscsContext {
  companyNumber: string;
  overseasEntity: boolean;
  /** The company keeps its PSC register on the public register, so `register_view` can be asked for. */
  registerViewAvailable: boolean;
  /** The company is dissolved, closed or removed: its PSCs are not called active. */
  companyGone: boolean;
  /** The company and day identity verification is judged by; without it the Identity column shows the register's details alone. */
  verification?: VerificationView;
}

export const pscsList = defineList<'pscList', PscsContext>({
  endpoint: 'pscList',
  params: ({ companyNumber }) => ({ company_number: companyNumber }),
  filters: [
    {
      name: 'register_view',
      label: 'Show',
      available: (context) => context.registerViewAvailable,
      options: [
        { label: ({ overseasEntity }) => `All ${pscNouns(overseasEntity).many}` },
        { value: 'true', label: 'Register view' },
      ],
    },
  ],
  rowFilters: [identityRowFilter<Psc, PscsContext>(pscVerification)],
  total: (data) => data.total_results,
  rowKey: (psc) => psc.links.self,
  nouns: ({ overseasEntity }) => pscNouns(overseasEntity),
  caption: ({ overseasEntity }) => pscNouns(overseasEntity).title,
  heading: (data, _state, { overseasEntity }) => pscCountHeading(data.active_count, data.ceased_count, overseasEntity),
  intro: (data, state, { overseasEntity }) => {
    const nouns = pscNouns(overseasEntity);
    return (
      <>
        {state.filters.register_view === 'true' && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            The register view shows the {nouns.many} on the register the {nouns.body} keeps at the registry: those still
            active, and those who ceased while it was kept there.
          </p>
        )}
        {data.links.persons_with_significant_control_statements && (
          <p className="text-sm">
            <RegistryLink className={linkClass} link={data.links.persons_with_significant_control_statements}>
              Statements about the {nouns.many} of this {nouns.body}
            </RegistryLink>
          </p>
        )}
      </>
    );
  },
  empty: (_state, { overseasEntity }) => {
    const nouns = pscNouns(overseasEntity);
    return { title: `No ${nouns.many}`, body: `There are no ${nouns.many} on record for this ${nouns.body}.` };
  },
  columns: [
    {
      key: 'name',
      header: 'Name',
      className: 'min-w-40 sm:min-w-48',
      cell: (psc, { companyGone }) => (
        <span className="flex flex-col items-start gap-1">
          <RegistryLink
            className={`font-medium ${linkClass}`}
            link={psc.links.self}
            otherwise={<span className="font-medium">{pscName(psc)}</span>}
          >
            {pscName(psc)}
          </RegistryLink>
          <span className="text-xs text-slate-600 dark:text-slate-400">{pscKindLabel(psc.kind)}</span>
          <PscBadges psc={psc} companyGone={companyGone} />
        </span>
      ),
      export: pscsExport.name,
    },
    {
      key: 'control',
      header: 'Nature of control',
      className: 'min-w-44 sm:min-w-56',
      cell: (psc) => (psc.natures_of_control?.length ? <NaturesOfControl natures={psc.natures_of_control} /> : '—'),
      export: pscsExport.control,
    },
    {
      key: 'dates',
      header: 'Dates',
      className: 'whitespace-nowrap',
      cell: (psc) => <FactList items={dateFacts(psc)} />,
    },
    {
      key: 'identity',
      header: 'Identity',
      className: 'min-w-52',
      cell: (psc, { verification }) => (
        <VerificationCell
          verification={pscVerification(psc, verification)}
          details={psc.identity_verification_details}
        />
      ),
      export: pscsExport.identity,
    },
    {
      key: 'details',
      header: 'Details',
      className: 'min-w-52',
      cell: (psc) =>
        pscShape(psc).category === 'super-secure' ? (
          <p className="max-w-xs text-slate-700 dark:text-slate-300">
            {superSecureDescriptionLabel(psc.description ?? psc.kind)}
          </p>
        ) : (
          <FactList items={[...identityFacts(psc), ...sanctionFacts(psc)]} />
        ),
      export: pscsExport.details,
    },
    {
      key: 'address',
      header: 'Address',
      className: 'min-w-56',
      cell: (psc) => <FactList items={addressFacts(psc)} />,
      export: pscsExport.address,
    },
    {
      key: 'identification',
      header: 'Identification',
      export: pscsExport.identification,
    },
  ],
});
