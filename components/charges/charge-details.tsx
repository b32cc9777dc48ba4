// One charge in full: its dates and status, what it covers and secures, who is entitled to
// it, the filings made against it and any insolvency cases it is part of.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Details, type Detail } from '@/components/ui/details';
import {
  assetsCeasedReleasedLabel,
  chargeClassificationTypeLabel,
  chargeFilingTypeLabel,
  particularsFlagLabel,
  particularsFlags,
  particularsTypeLabel,
  scottishAlterationLabel,
  scottishAlterations,
  securedDetailsTypeLabel,
  chargeSatisfiedOnLabel,
} from '@/lib/labels/charges';
import { formatDate } from '@/lib/labels/dates';
import { appHref } from '@/lib/registry/links';
import type { ChargeDetails } from '@/lib/registry/schemas';
import { ChargeStatus, PersonsEntitled } from './charge-parts';
import { chargeTitle } from '@/lib/charges/charge-summary';
import { linkClass } from '@/components/ui/text-link';
import { BackLink } from '@/components/ui/back-link';

type Transaction = NonNullable<ChargeDetails['transactions']>[number];

const date = (value: string | undefined) => (value ? formatDate(value) : undefined);

/** Yes/No for each flag the registry answered, under its label. */
function flagDetails(
  flags: Readonly<Record<string, unknown>> | undefined,
  keys: readonly string[],
  labelOf: (key: string) => string,
): Detail[] {
  if (!flags) return [];
  const known = keys.filter((key) => typeof flags[key] === 'boolean');
  const others = Object.keys(flags).filter((key) => !keys.includes(key) && typeof flags[key] === 'boolean');
  return [...known, ...others].map((key) => ({ term: labelOf(key), value: flags[key] ? 'Yes' : 'No' }));
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function transactionColumns(companyNumber: string, withCases: boolean): Column<Transaction>[] {
  const columns: Column<Transaction>[] = [
    {
      key: 'filing',
      header: 'Filing',
      className: 'min-w-40 sm:min-w-64',
      cell: (transaction) => {
        const text = chargeFilingTypeLabel(transaction.filing_type);
        const href = appHref(transaction.links?.filing);
        return href ? (
          <Link className={linkClass} href={href}>
            {text}
          </Link>
        ) : (
          text
        );
      },
    },
    {
      key: 'delivered',
      header: 'Delivered',
      className: 'whitespace-nowrap',
      cell: (transaction) => date(transaction.delivered_on) ?? '—',
    },
    {
      key: 'case',
      header: 'Insolvency case',
      className: 'whitespace-nowrap',
      cell: (transaction) => {
        if (transaction.insolvency_case_number === undefined) return '—';
        const href =
          appHref(transaction.links?.insolvency_case) ?? `/company/${encodeURIComponent(companyNumber)}/insolvency`;
        return (
          <Link className={linkClass} href={href}>
            Case {transaction.insolvency_case_number}
          </Link>
        );
      },
    },
  ];
  // The case column only when some filing belongs to an insolvency case.
  return withCases ? columns : columns.filter((column) => column.key !== 'case');
}

export function ChargeDetailsView({ companyNumber, charge }: { companyNumber: string; charge: ChargeDetails }) {
  const particulars = charge.particulars;
  const secured = charge.secured_details;
  const released = charge.assets_ceased_released ?? charge.assests_ceased_released;
  const transactions = charge.transactions ?? [];
  const cases = charge.insolvency_cases ?? [];
  const particularFlags = flagDetails(particulars, particularsFlags, particularsFlagLabel);
  const alterationFlags = flagDetails(charge.scottish_alterations, scottishAlterations, scottishAlterationLabel);
  return (
    <article aria-labelledby="charge-heading" className="space-y-6">
      <div className="space-y-2">
        <BackLink href={`/company/${encodeURIComponent(companyNumber)}/charges`}>All charges</BackLink>
        <h2 id="charge-heading" className="text-xl font-semibold break-words">
          {chargeTitle(charge)}
        </h2>
      </div>
      <Details
        columns={3}
        items={[
          { term: chargeClassificationTypeLabel(charge.classification.type), value: charge.classification.description },
          { term: 'Charge code', value: charge.charge_code && <span className="font-mono">{charge.charge_code}</span> },
          { term: 'Charge number', value: String(charge.charge_number) },
          { term: 'Status', value: <ChargeStatus charge={charge} withDate={false} /> },
          { term: 'Created', value: date(charge.created_on) },
          { term: 'Delivered', value: date(charge.delivered_on) },
          { term: 'Acquired', value: date(charge.acquired_on) },
          { term: 'Covering instrument dated', value: date(charge.covering_instrument_date) },
          { term: 'Resolved', value: date(charge.resolved_on) },
          { term: chargeSatisfiedOnLabel(charge.status), value: date(charge.satisfied_on) },
          { term: 'Assets ceased or released', value: released && assetsCeasedReleasedLabel(released) },
        ]}
      />

      {particulars && (particulars.description || particularFlags.length > 0) && (
        <Part id="charge-particulars" title="Particulars">
          {particulars.description && (
            <Details
              columns={1}
              items={[
                {
                  term: particularsTypeLabel(particulars.type ?? 'short-particulars'),
                  value: <p className="whitespace-pre-line">{particulars.description}</p>,
                },
              ]}
            />
          )}
          {particularFlags.length > 0 && <Details columns={2} items={particularFlags} />}
        </Part>
      )}

      {secured && (
        <Part id="charge-secured" title="Secured">
          <Details
            columns={1}
            items={[
              {
                term: securedDetailsTypeLabel(secured.type),
                value: <p className="whitespace-pre-line">{secured.description}</p>,
              },
            ]}
          />
        </Part>
      )}

      <Part id="charge-persons" title="Persons entitled">
        <PersonsEntitled charge={charge} />
      </Part>

      {transactions.length > 0 && (
        <Part id="charge-transactions" title={`Filings (${transactions.length})`}>
          <DataTable
            caption="Filings made against this charge"
            columns={transactionColumns(
              companyNumber,
              transactions.some((transaction) => transaction.insolvency_case_number !== undefined),
            )}
            rows={transactions}
            rowKey={(transaction) =>
              `${transaction.transaction_id ?? ''}-${transaction.filing_type ?? ''}-${transaction.delivered_on ?? ''}-${transactions.indexOf(transaction)}`
            }
          />
        </Part>
      )}

      {cases.length > 0 && (
        <Part id="charge-insolvency" title="Insolvency cases">
          <ul className="list-inside list-disc space-y-1">
            {cases.map((insolvencyCase, index) => (
              <li key={index}>
                <Link
                  className={linkClass}
                  href={
                    appHref(insolvencyCase.links?.case) ?? `/company/${encodeURIComponent(companyNumber)}/insolvency`
                  }
                >
                  Case number {insolvencyCase.case_number ?? index + 1}
                </Link>
              </li>
            ))}
          </ul>
        </Part>
      )}

      {alterationFlags.length > 0 && (
        <Part id="charge-scottish" title="Scottish alterations">
          <Details columns={2} items={alterationFlags} />
        </Part>
      )}
    </article>
  );
}
