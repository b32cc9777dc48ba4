// The company's smaller sections: insolvency cases, registers, exemptions, UK
// establishments and the registered office address.
import { RegistryLink } from '@/components/registry/registry-link';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { Details, Section } from '@/components/ui/details';
import { EmptyState } from '@/components/ui/states';
import { formatAddress } from '@/lib/labels/address';
import {
  exemptionDescription,
  exemptionTypeLabel,
  registerLocationLabel,
  registerTypeLabel,
  ukEstablishmentStatusLabel,
} from '@/lib/labels/company';
import { formatDate } from '@/lib/labels/dates';
import {
  insolvencyCaseDateTypeLabel,
  insolvencyCaseTypeLabel,
  insolvencyStatusLabel,
  practitionerRoleLabel,
} from '@/lib/labels/insolvency';
import type {
  CompanyExemptions,
  CompanyInsolvency,
  CompanyRegister,
  CompanyUKEstablishments,
  RegisteredOfficeAddress,
} from '@/lib/registry/schemas';

const link = 'text-blue-700 underline-offset-2 hover:underline dark:text-blue-400';

export function InsolvencyCases({ insolvency }: { insolvency: CompanyInsolvency }) {
  if (insolvency.cases.length === 0) return <EmptyState title="No insolvency cases" />;
  return (
    <div className="space-y-8">
      {insolvency.status && insolvency.status.length > 0 && (
        <p className="flex flex-wrap gap-2">
          {insolvency.status.map((status) => (
            <Badge key={status} tone="negative">
              {insolvencyStatusLabel(status)}
            </Badge>
          ))}
        </p>
      )}
      {insolvency.cases.map((insolvencyCase, index) => (
        <section
          key={`${insolvencyCase.number ?? index}-${insolvencyCase.type}`}
          aria-labelledby={`case-${index}`}
          className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        >
          <h2 id={`case-${index}`} className="text-lg font-semibold">
            {insolvencyCase.number !== undefined && (
              <span className="text-slate-600 dark:text-slate-400">Case {insolvencyCase.number}: </span>
            )}
            {insolvencyCaseTypeLabel(insolvencyCase.type)}
          </h2>
          <Details
            columns={3}
            items={insolvencyCase.dates.map((entry) => ({
              term: insolvencyCaseDateTypeLabel(entry.type),
              value: formatDate(entry.date),
            }))}
          />
          {insolvencyCase.notes && insolvencyCase.notes.length > 0 && (
            <ul className="list-inside list-disc text-sm">
              {insolvencyCase.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          {insolvencyCase.practitioners.length > 0 && (
            <DataTable
              caption={`Practitioners of case ${insolvencyCase.number ?? index + 1}`}
              columns={[
                { key: 'name', header: 'Practitioner', cell: (p) => <span className="font-medium">{p.name}</span> },
                { key: 'role', header: 'Role', cell: (p) => (p.role ? practitionerRoleLabel(p.role) : '—') },
                {
                  key: 'appointed',
                  header: 'Appointed',
                  className: 'whitespace-nowrap',
                  cell: (p) => (p.appointed_on ? formatDate(p.appointed_on) : '—'),
                },
                {
                  key: 'ceased',
                  header: 'Ceased to act',
                  className: 'whitespace-nowrap',
                  cell: (p) => (p.ceased_to_act_on ? formatDate(p.ceased_to_act_on) : '—'),
                },
                {
                  key: 'address',
                  header: 'Address',
                  className: 'min-w-56',
                  cell: (p) => formatAddress(p.address) || '—',
                },
              ]}
              rows={insolvencyCase.practitioners}
              rowKey={(p) => `${p.name}-${p.appointed_on ?? ''}`}
            />
          )}
          <RegistryLink className={link} link={insolvencyCase.links?.charge}>
            The charge this case concerns
          </RegistryLink>
        </section>
      ))}
    </div>
  );
}

const REGISTER_KEYS = [
  'directors',
  'secretaries',
  'persons_with_significant_control',
  'usual_residential_address',
  'members',
  'llp_members',
  'llp_usual_residential_address',
] as const satisfies readonly (keyof CompanyRegister['registers'])[];

export function Registers({ registers }: { registers: CompanyRegister }) {
  const entries = REGISTER_KEYS.flatMap((key) => {
    const register = registers.registers[key];
    return register ? [[key, register] as const] : [];
  });
  if (entries.length === 0)
    return (
      <EmptyState title="All registers are kept at the registered office">
        The company has not moved any of its registers.
      </EmptyState>
    );
  return (
    <div className="space-y-6">
      <p className="text-slate-700 dark:text-slate-300">
        Where the company has elected to keep its statutory registers, and since when.
      </p>
      {entries.map(([key, register]) => (
        <Section key={key} title={registerTypeLabel(register.register_type ?? key)} id={`register-${key}`}>
          <DataTable
            caption={`${registerTypeLabel(register.register_type ?? key)} register locations`}
            columns={[
              {
                key: 'moved',
                header: 'Since',
                className: 'whitespace-nowrap',
                cell: (item) => formatDate(item.moved_on),
              },
              { key: 'where', header: 'Kept at', cell: (item) => registerLocationLabel(item.register_moved_to) },
              {
                key: 'filing',
                header: 'Filing',
                cell: (item) => (
                  <RegistryLink className={link} link={item.links?.filing} otherwise="—">
                    View filing
                  </RegistryLink>
                ),
              },
            ]}
            rows={register.items}
            rowKey={(item) => `${item.moved_on}-${item.register_moved_to}`}
          />
        </Section>
      ))}
    </div>
  );
}

const EXEMPTION_KEYS = [
  'disclosure_transparency_rules_chapter_five_applies',
  'psc_exempt_as_shares_admitted_on_market',
  'psc_exempt_as_trading_on_eu_regulated_market',
  'psc_exempt_as_trading_on_regulated_market',
  'psc_exempt_as_trading_on_uk_regulated_market',
] as const satisfies readonly (keyof CompanyExemptions['exemptions'])[];

export function Exemptions({ exemptions }: { exemptions: CompanyExemptions }) {
  const entries = EXEMPTION_KEYS.flatMap((key) => {
    const exemption = exemptions.exemptions[key];
    return exemption ? [[key, exemption] as const] : [];
  });
  if (entries.length === 0) return <EmptyState title="No exemptions" />;
  return (
    <div className="space-y-6">
      {entries.map(([key, exemption]) => (
        <Section key={key} title={exemptionTypeLabel(exemption.exemption_type ?? key)} id={`exemption-${key}`}>
          <ul className="space-y-2">
            {exemption.items.map((item) => (
              <li key={item.exempt_from} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                {item.exempt_to && <Badge tone="neutral">Ended</Badge>}
                <span>
                  {exemptionDescription(
                    exemption.exemption_type ?? key,
                    formatDate(item.exempt_from),
                    item.exempt_to && formatDate(item.exempt_to),
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}

export function UkEstablishments({ establishments }: { establishments: CompanyUKEstablishments }) {
  return (
    <DataTable
      caption="UK establishments"
      columns={[
        {
          key: 'name',
          header: 'Establishment',
          cell: (item) => (
            <RegistryLink
              className={`${link} font-medium`}
              link={item.links.company}
              otherwise={<span className="font-medium">{item.company_name}</span>}
            >
              {item.company_name}
            </RegistryLink>
          ),
        },
        { key: 'number', header: 'Number', className: 'font-mono', cell: (item) => item.company_number },
        {
          key: 'status',
          header: 'Status',
          cell: (item) => (
            <Badge tone={item.company_status === 'open' ? 'positive' : 'neutral'}>
              {ukEstablishmentStatusLabel(item.company_status)}
            </Badge>
          ),
        },
        { key: 'locality', header: 'Town', cell: (item) => item.locality ?? '—' },
      ]}
      rows={establishments.items}
      rowKey={(item) => item.company_number}
      empty={<EmptyState title="No UK establishments" />}
    />
  );
}

export function RegisteredOffice({ address }: { address: RegisteredOfficeAddress }) {
  return (
    <Details
      columns={1}
      items={[
        { term: 'Registered office address', value: formatAddress(address) || 'Not given' },
        { term: 'Care of', value: address.care_of },
        { term: 'PO box', value: address.po_box },
      ]}
    />
  );
}
