// The company overview: registered office, key dates, nature of business, accounts and
// confirmation statement deadlines, previous names, and overseas details where present.
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Details, Section } from '@/components/ui/details';
import { DataTable } from '@/components/ui/data-table';
import { formatAddress } from '@/lib/labels/address';
import {
  companyEndedNotice,
  companyJurisdictionLabel,
  companySubtypeLabel,
  companyTypeLabel,
  countryName,
  foreignAccountTypeLabel,
  hasCompanyEnded,
  lastAccountsTypeLabel,
  partialDataAvailableLabel,
  partnershipTermLabel,
  termsOfAccountPublicationLabel,
} from '@/lib/labels/company';
import { MONTH_NAMES, formatDate, ukToday } from '@/lib/labels/dates';
import { sicCodeLabel } from '@/lib/labels/sic-codes';
import { isOverdue } from '@/lib/company/overdue';
import type { CompanyProfile } from '@/lib/registry/schemas';

/** What the end date of a company is called, by what ended it. */
function cessationTerm(profile: CompanyProfile): string {
  switch (profile.company_status) {
    case 'dissolved':
      return 'Dissolved on';
    case 'converted-closed':
      return 'Converted or closed on';
    case 'closed':
      return 'Closed on';
    default:
      return 'Ceased on';
  }
}

const dayMonth = (value?: { day?: number; month?: number }) =>
  value?.day && value.month ? `${value.day} ${MONTH_NAMES[value.month - 1] ?? value.month}` : undefined;

function Overdue({ overdue }: { overdue?: boolean }) {
  return overdue ? <Badge tone="negative">Overdue</Badge> : null;
}

/** "Made up to 31 December 2026, due by 30 June 2027", or whichever half is known. */
function madeUpToAndDue(madeUpTo?: string, dueBy?: string): string | undefined {
  const parts = [madeUpTo && `made up to ${formatDate(madeUpTo)}`, dueBy && `due by ${formatDate(dueBy)}`]
    .filter(Boolean)
    .join(', ');
  return parts ? parts.charAt(0).toUpperCase() + parts.slice(1) : undefined;
}

/** A deadline with its overdue flag, or nothing when neither date is known. */
function Deadline({ madeUpTo, dueBy, overdue }: { madeUpTo?: string; dueBy?: string; overdue?: boolean }) {
  const text = madeUpToAndDue(madeUpTo, dueBy);
  if (!text) return null;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{text}</span>
      <Overdue overdue={overdue} />
    </span>
  );
}

/** `today` (`YYYY-MM-DD`, the UK's date by default) decides which deadlines have passed. */
export function CompanyOverview({ profile, today = ukToday() }: { profile: CompanyProfile; today?: string }) {
  const accounts = profile.accounts;
  const nextAccounts = accounts?.next_accounts;
  const lastAccounts = accounts?.last_accounts;
  const accountsDue = nextAccounts?.due_on ?? accounts?.next_due;
  const accountsOverdue = isOverdue({ overdue: nextAccounts?.overdue ?? accounts?.overdue, dueOn: accountsDue }, today);
  const statement = profile.confirmation_statement;
  const statementOverdue = isOverdue({ overdue: statement?.overdue, dueOn: statement?.next_due }, today);
  const foreign = profile.foreign_company_details;
  const branch = profile.branch_company_details;
  const isBranch = profile.company_number.startsWith('BR');
  // An ended company owes nothing more, so its last "next" deadlines are left out rather than shown as due.
  const ended = hasCompanyEnded(profile.company_status);
  const endedNotice = companyEndedNotice(
    profile.company_status,
    profile.date_of_cessation && formatDate(profile.date_of_cessation),
  );

  return (
    <div className="space-y-8">
      {endedNotice && (
        <p
          role="status"
          className="rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-sm font-medium text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {endedNotice}
        </p>
      )}
      {(profile.registered_office_is_in_dispute || profile.undeliverable_registered_office_address) && (
        <div
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {profile.registered_office_is_in_dispute && (
            <p>The registered office address has been replaced after a dispute.</p>
          )}
          {profile.undeliverable_registered_office_address && (
            <p>Post sent to the registered office address cannot be delivered.</p>
          )}
        </div>
      )}

      <Section title="Company details" id="details-heading">
        <Details
          columns={3}
          items={[
            {
              term: 'Registered office address',
              value: formatAddress(profile.registered_office_address) || 'Not given',
            },
            {
              term: 'Company type',
              value: `${companyTypeLabel(profile.type)}${profile.subtype ? ` (${companySubtypeLabel(profile.subtype)})` : ''}`,
            },
            // A limited partnership's term: how long the partnership is to last.
            { term: 'Term of the partnership', value: profile.term && partnershipTermLabel(profile.term) },
            { term: 'Jurisdiction', value: companyJurisdictionLabel(profile) },
            {
              // A limited partnership is registered, not incorporated (the registry's company_birth_type).
              term: isBranch
                ? 'Opened on'
                : profile.type === 'limited-partnership'
                  ? 'Registered on'
                  : 'Incorporated on',
              value: profile.date_of_creation && formatDate(profile.date_of_creation),
            },
            { term: cessationTerm(profile), value: profile.date_of_cessation && formatDate(profile.date_of_cessation) },
            { term: 'Service address', value: formatAddress(profile.service_address) },
            { term: 'External registration number', value: profile.external_registration_number },
            {
              term: 'Last full members list',
              value: profile.last_full_members_list_date && formatDate(profile.last_full_members_list_date),
            },
            {
              term: 'Data held elsewhere',
              value: profile.partial_data_available && partialDataAvailableLabel(profile.partial_data_available),
            },
            { term: 'Liquidation on record', value: profile.has_been_liquidated ? 'Yes' : undefined },
          ]}
        />
      </Section>

      {profile.sic_codes && profile.sic_codes.length > 0 && (
        <Section title="Nature of business (SIC)" id="sic-heading">
          <ul className="space-y-1">
            {profile.sic_codes.map((code) => (
              <li key={code}>
                <span className="font-mono">{code}</span> – {sicCodeLabel(code)}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {(accounts || statement || profile.annual_return) && (
        <div className="grid gap-8 md:grid-cols-2">
          {accounts && (
            <Section title="Accounts" id="accounts-heading">
              <Details
                columns={1}
                items={[
                  {
                    term: lastAccounts ? 'Next accounts' : 'First accounts',
                    // Either half is shown alone: a bulk file gives the due date without the period end.
                    value: !ended && (nextAccounts?.period_end_on ?? accounts.next_made_up_to ?? accountsDue) && (
                      <Deadline
                        madeUpTo={nextAccounts?.period_end_on ?? accounts.next_made_up_to}
                        dueBy={accountsDue}
                        overdue={accountsOverdue}
                      />
                    ),
                  },
                  {
                    term: 'Last accounts made up to',
                    value:
                      lastAccounts &&
                      (lastAccounts.period_end_on ?? lastAccounts.made_up_to) &&
                      formatDate(lastAccounts.period_end_on ?? lastAccounts.made_up_to),
                  },
                  { term: 'Type of last accounts', value: lastAccountsTypeLabel(lastAccounts?.type) },
                  { term: 'Accounting reference date', value: dayMonth(accounts.accounting_reference_date) },
                ]}
              />
            </Section>
          )}
          {(statement || profile.annual_return) && (
            <Section title={statement ? 'Confirmation statement' : 'Annual return'} id="statement-heading">
              <Details
                columns={1}
                items={
                  statement
                    ? [
                        {
                          term: 'Next statement',
                          value: !ended && (
                            <Deadline
                              madeUpTo={statement.next_made_up_to}
                              dueBy={statement.next_due}
                              overdue={statementOverdue}
                            />
                          ),
                        },
                        {
                          term: 'Last statement made up to',
                          value: statement.last_made_up_to && formatDate(statement.last_made_up_to),
                        },
                      ]
                    : [
                        {
                          term: 'Last annual return made up to',
                          value:
                            profile.annual_return?.last_made_up_to && formatDate(profile.annual_return.last_made_up_to),
                        },
                        {
                          term: 'Next annual return due',
                          value: !ended && profile.annual_return?.next_due && (
                            <span className="flex items-center gap-2">
                              {formatDate(profile.annual_return.next_due)}{' '}
                              <Overdue
                                overdue={isOverdue(
                                  { overdue: profile.annual_return.overdue, dueOn: profile.annual_return.next_due },
                                  today,
                                )}
                              />
                            </span>
                          ),
                        },
                      ]
                }
              />
            </Section>
          )}
        </div>
      )}

      {branch && (
        <Section title="UK establishment of an overseas company" id="branch-heading">
          <Details
            items={[
              {
                term: 'Parent company',
                value: (
                  <Link
                    className="text-blue-700 underline dark:text-blue-400"
                    href={`/company/${branch.parent_company_number}`}
                  >
                    {branch.parent_company_name} ({branch.parent_company_number})
                  </Link>
                ),
              },
              { term: 'Business activity', value: branch.business_activity },
            ]}
          />
        </Section>
      )}

      {foreign && (
        <Section title="Overseas company details" id="foreign-heading">
          <Details
            columns={3}
            items={[
              {
                term: 'Incorporated in',
                value: foreign.originating_registry?.country && countryName(foreign.originating_registry.country),
              },
              { term: 'Registered with', value: foreign.originating_registry?.name },
              { term: 'Registration number', value: foreign.registration_number },
              { term: 'Legal form', value: foreign.legal_form ?? foreign.company_type },
              { term: 'Governing law', value: foreign.governed_by },
              { term: 'Business activity', value: foreign.business_activity },
              {
                term: 'Credit or financial institution',
                value:
                  (foreign.is_a_credit_financial_institution ?? foreign.is_a_credit_finance_institution) === undefined
                    ? undefined
                    : (foreign.is_a_credit_financial_institution ?? foreign.is_a_credit_finance_institution)
                      ? 'Yes'
                      : 'No',
              },
              {
                term: 'Accounting period',
                value:
                  foreign.accounts?.account_period_from && foreign.accounts.account_period_to
                    ? `${dayMonth(foreign.accounts.account_period_from) ?? '?'} to ${dayMonth(foreign.accounts.account_period_to) ?? '?'}`
                    : undefined,
              },
              {
                term: 'Accounts filed within',
                value:
                  foreign.accounts?.must_file_within?.months && `${foreign.accounts.must_file_within.months} months`,
              },
              {
                term: 'Accounting requirement',
                value:
                  foreign.accounting_requirement?.foreign_account_type &&
                  foreignAccountTypeLabel(foreign.accounting_requirement.foreign_account_type),
              },
              {
                term: 'Publication of accounts',
                value:
                  foreign.accounting_requirement?.terms_of_account_publication &&
                  termsOfAccountPublicationLabel(foreign.accounting_requirement.terms_of_account_publication),
              },
            ]}
          />
        </Section>
      )}

      {profile.previous_company_names && profile.previous_company_names.length > 0 && (
        <Section title="Previous company names" id="previous-names-heading">
          <DataTable
            caption="Previous company names"
            columns={[
              { key: 'name', header: 'Name', cell: (row) => row.name },
              {
                key: 'period',
                header: 'Period',
                className: 'whitespace-nowrap',
                cell: (row) =>
                  row.effective_from
                    ? `${formatDate(row.effective_from)} – ${formatDate(row.ceased_on)}`
                    : `until ${formatDate(row.ceased_on)}`,
              },
            ]}
            rows={profile.previous_company_names}
            rowKey={(row) => `${row.name}-${row.ceased_on}`}
          />
        </Section>
      )}
    </div>
  );
}
