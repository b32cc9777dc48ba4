// The definition of a company's PSC statements (what it has said about its PSCs, or their
// absence): counts, the register view where the company offers it, the table's columns and
// what the export writes for each.
import { RegistryLink } from '@/components/registry/registry-link';
import { defineList } from '@/components/lists/define-list';
import { statementsExport } from '@/lib/export/lists/statements';
import { formatDate } from '@/lib/labels/dates';
import { restrictionsNoticeWithdrawalReasonLabel } from '@/lib/labels/people';
import { linkClass } from '@/components/ui/text-link';
import { pscNouns, statementCountHeading } from '@/lib/psc/psc-model';
import { LinkedPsc, StatementBadge, statementText } from './statement-facts';

export interface StatementsContext {
  companyNumber: string;
  overseasEntity: boolean;
  /** The company keeps its PSC register on the public register, so `register_view` can be asked for. */
  registerViewAvailable: boolean;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const statementsList = defineList<'pscStatementList', StatementsContext>({
  endpoint: 'pscStatementList',
  params: ({ companyNumber }) => ({ company_number: companyNumber }),
  filters: [
    {
      name: 'register_view',
      label: 'Show',
      available: (context) => context.registerViewAvailable,
      options: [{ label: 'All statements' }, { value: 'true', label: 'Register view' }],
    },
  ],
  total: (data) => data.total_results,
  rowKey: (statement) => statement.links.self,
  nouns: () => ({ one: 'statement', many: 'statements' }),
  caption: ({ overseasEntity }) => `Statements about ${pscNouns(overseasEntity).many}`,
  heading: (data) => statementCountHeading(data.active_count, data.ceased_count),
  intro: (data, state, { overseasEntity }) => {
    const nouns = pscNouns(overseasEntity);
    return (
      <>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {overseasEntity
            ? 'What the entity has declared to the registry about identifying its beneficial owners.'
            : 'What the company has told the registry about its persons with significant control when it could not give, or had not yet confirmed, their details.'}
          {state.filters.register_view === 'true' &&
            ` The register view shows the statements on the register the ${nouns.body} keeps at the registry: those in force, and those withdrawn while it was kept there.`}
        </p>
        {data.links.persons_with_significant_control_list && (
          <p className="text-sm">
            <RegistryLink className={linkClass} link={data.links.persons_with_significant_control_list}>
              The {nouns.many} of this {nouns.body}
            </RegistryLink>
          </p>
        )}
      </>
    );
  },
  empty: (_state, { overseasEntity }) => {
    const nouns = pscNouns(overseasEntity);
    return { title: 'No statements', body: `There are no statements about ${nouns.many} for this ${nouns.body}.` };
  },
  columns: [
    {
      key: 'statement',
      header: 'Statement',
      className: 'min-w-72',
      cell: (statement) => (
        <span className="flex flex-col items-start gap-1">
          <RegistryLink className={linkClass} link={statement.links.self} otherwise={statementText(statement)}>
            {statementText(statement)}
          </RegistryLink>
          <StatementBadge statement={statement} />
        </span>
      ),
      export: statementsExport.statement,
    },
    {
      key: 'notified',
      header: 'Notified on',
      className: 'whitespace-nowrap',
      cell: (statement) => formatDate(statement.notified_on),
      export: statementsExport.notified,
    },
    {
      key: 'withdrawn',
      header: 'Withdrawn on',
      className: 'whitespace-nowrap',
      cell: (statement) => (statement.ceased_on ? formatDate(statement.ceased_on) : '—'),
      export: statementsExport.withdrawn,
    },
    {
      key: 'about',
      header: ({ overseasEntity }) => capitalised(pscNouns(overseasEntity).one),
      className: 'min-w-48',
      cell: (statement) =>
        statement.linked_psc_name || statement.links.person_with_significant_control ? (
          <LinkedPsc statement={statement} />
        ) : (
          '—'
        ),
      export: statementsExport.about,
    },
    {
      key: 'withdrawal',
      header: 'Restrictions notice',
      className: 'min-w-44',
      shownFor: (rows) => rows.some((row) => row.restrictions_notice_withdrawal_reason),
      cell: (statement) =>
        statement.restrictions_notice_withdrawal_reason
          ? restrictionsNoticeWithdrawalReasonLabel(statement.restrictions_notice_withdrawal_reason)
          : '—',
      export: statementsExport.withdrawal,
    },
  ],
});
