// A disqualified officer: who they are, each disqualification (why, under which law, for
// which companies, by which court, for how long) and any court permissions to act.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { Tone } from '@/lib/labels/tone';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Details, Section } from '@/components/ui/details';
import { formatAddress } from '@/lib/labels/address';
import { formatDate } from '@/lib/labels/dates';
import { disqualificationReasonLabel, disqualificationTypeLabel } from '@/lib/labels/people';
import type {
  CorporateDisqualification,
  Disqualification,
  NaturalDisqualification,
  PermissionToAct,
} from '@/lib/registry/schemas';
import {
  disqualificationState,
  disqualificationStateLabels,
  disqualifiedFullName,
  lawText,
  periodText,
  untilText,
  variationText,
  type DisqualificationState,
} from '@/lib/disqualifications/disqualification-facts';

const stateTones: Record<DisqualificationState, Tone> = { 'in-force': 'negative', ended: 'neutral', future: 'warning' };

function List({ items, render = (item) => item }: { items: readonly string[]; render?: (item: string) => ReactNode }) {
  if (items.length === 1) return <>{render(items[0]!)}</>;
  return (
    <ul className="list-inside list-disc space-y-0.5">
      {items.map((item, index) => (
        <li key={`${item}-${index}`}>{render(item)}</li>
      ))}
    </ul>
  );
}

/** The registry names the companies but gives no numbers: each name searches the register for it. */
function CompanyName(name: string) {
  return (
    <Link
      className="text-blue-700 underline-offset-2 hover:underline dark:text-blue-400"
      href={`/search?${new URLSearchParams({ q: name, kind: 'companies' })}`}
    >
      {name}
    </Link>
  );
}

function DisqualificationCard({
  disqualification,
  index,
  today,
}: {
  disqualification: Disqualification;
  index: number;
  today: string;
}) {
  const state = disqualificationState(disqualification, today);
  const headingId = `disqualification-${index}`;
  const companies = disqualification.company_names ?? [];
  const variations = disqualification.last_variation ?? [];
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {disqualificationTypeLabel(disqualification.disqualification_type)}
        </h3>
        <Badge tone={stateTones[state]}>{disqualificationStateLabels[state]}</Badge>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{periodText(disqualification)}</p>
      <Details
        items={[
          { term: 'Disqualified from', value: formatDate(disqualification.disqualified_from) },
          { term: 'Disqualified until', value: untilText(disqualification.disqualified_until) },
          { term: 'Reason', value: disqualificationReasonLabel(disqualification.reason.description_identifier) },
          { term: 'Under', value: lawText(disqualification.reason) },
          { term: 'Court', value: disqualification.court_name },
          { term: 'Case number', value: disqualification.case_identifier },
          { term: 'Heard on', value: formatDate(disqualification.heard_on) },
          { term: 'Undertaking given on', value: formatDate(disqualification.undertaken_on) },
          {
            term:
              companies.length === 1
                ? 'Company where the conduct took place'
                : 'Companies where the conduct took place',
            value: companies.length > 0 ? <List items={companies} render={CompanyName} /> : undefined,
          },
          { term: 'Address', value: formatAddress(disqualification.address) },
          {
            term: variations.length === 1 ? 'Last variation' : 'Last variations',
            value: variations.length > 0 ? <List items={variations.map(variationText)} /> : undefined,
          },
        ]}
      />
    </article>
  );
}

const permissionColumns: Column<PermissionToAct>[] = [
  {
    key: 'companies',
    header: 'Companies',
    className: 'min-w-56',
    cell: (permission) =>
      permission.company_names && permission.company_names.length > 0 ? (
        <List items={permission.company_names} render={CompanyName} />
      ) : (
        '—'
      ),
  },
  { key: 'court', header: 'Court', className: 'min-w-48', cell: (permission) => permission.court_name ?? '—' },
  {
    key: 'granted',
    header: 'Granted on',
    className: 'whitespace-nowrap',
    cell: (permission) => formatDate(permission.granted_on),
  },
  {
    key: 'expires',
    header: 'Expires on',
    className: 'whitespace-nowrap',
    cell: (permission) => untilText(permission.expires_on),
  },
];

function DisqualifiedOfficer({
  kind,
  name,
  facts,
  record,
  today,
  after,
}: {
  kind: string;
  name: string;
  facts: ReactNode;
  record: NaturalDisqualification | CorporateDisqualification;
  today: string;
  after?: ReactNode;
}) {
  const inForce = record.disqualifications.some((d) => disqualificationState(d, today) === 'in-force');
  const permissions = record.permissions_to_act ?? [];
  const count = record.disqualifications.length;
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{kind}</p>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{name}</h1>
        <p>
          {inForce ? (
            <Badge tone="negative">Currently disqualified</Badge>
          ) : (
            <Badge>No disqualification in force</Badge>
          )}
        </p>
      </header>
      {facts}
      <section aria-labelledby="disqualifications-heading" className="space-y-4">
        <h2 id="disqualifications-heading" className="text-lg font-semibold">
          {count === 1 ? '1 disqualification' : `${count} disqualifications`}
        </h2>
        {record.disqualifications.map((disqualification, index) => (
          <DisqualificationCard key={index} disqualification={disqualification} index={index} today={today} />
        ))}
      </section>
      {permissions.length > 0 && (
        <section aria-labelledby="permissions-heading" className="space-y-3">
          <h2 id="permissions-heading" className="text-lg font-semibold">
            Permissions to act
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            A court has allowed this disqualified officer to act for these companies.
          </p>
          <DataTable
            caption="Permissions to act"
            columns={permissionColumns}
            rows={permissions}
            rowKey={(permission) => `${permission.granted_on}-${(permission.company_names ?? []).join('|')}`}
          />
        </section>
      )}
      {after}
    </article>
  );
}

export function NaturalDisqualifiedOfficer({
  record,
  today,
  children,
}: {
  record: NaturalDisqualification;
  today: string;
  /** Sections after the disqualifications (the officer records that may be this person). */
  children?: ReactNode;
}) {
  return (
    <DisqualifiedOfficer
      kind="Disqualified officer"
      name={disqualifiedFullName(record)}
      record={record}
      today={today}
      after={children}
      facts={
        <Section title="Person" id="person-heading">
          <Details
            columns={3}
            items={[
              { term: 'Title', value: record.title },
              { term: 'Forename', value: record.forename },
              { term: 'Other forenames', value: record.other_forenames },
              { term: 'Surname', value: record.surname },
              { term: 'Honours', value: record.honours },
              { term: 'Date of birth', value: formatDate(record.date_of_birth) },
              { term: 'Nationality', value: record.nationality },
              { term: 'Person number', value: record.person_number },
            ]}
          />
        </Section>
      }
    />
  );
}

export function CorporateDisqualifiedOfficer({ record, today }: { record: CorporateDisqualification; today: string }) {
  return (
    <DisqualifiedOfficer
      kind="Disqualified corporate officer"
      name={record.name}
      record={record}
      today={today}
      facts={
        <Section title="Company" id="company-heading">
          <Details
            columns={3}
            items={[
              { term: 'Name', value: record.name },
              { term: 'Company number', value: record.company_number },
              { term: 'Country of registration', value: record.country_of_registration },
              { term: 'Person number', value: record.person_number },
            ]}
          />
        </Section>
      }
    />
  );
}
