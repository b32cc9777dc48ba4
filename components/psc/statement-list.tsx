'use client';
// A company's PSC statements (what it has said about its PSCs, or their absence): counts,
// the register view where the company offers it, and a paged table turned in the browser.
import Link from 'next/link';
import { ListToolbar } from '@/components/registry/list-toolbar';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterLinks } from '@/components/ui/filter-links';
import { Pagination } from '@/components/ui/pagination';
import { formatDate } from '@/lib/labels/dates';
import { restrictionsNoticeWithdrawalReasonLabel } from '@/lib/labels/people';
import type { PageState } from '@/lib/query/page-state';
import { usePageHref } from '@/lib/query/use-page-href';
import { useRegistryPage } from '@/lib/query/use-registry-page';
import type { PscStatement, PscStatementList as PscStatementListData } from '@/lib/registry/schemas';
import { linkClass } from './psc-facts';
import { pscNouns, statementCountHeading } from './psc-model';
import { LinkedPsc, StatementBadge, statementText } from './statement-facts';

export const STATEMENTS_PAGE_SIZE = 25;

function columnsFor(noun: string): Column<PscStatement>[] {
  return [
    {
      key: 'statement',
      header: 'Statement',
      className: 'min-w-72',
      cell: (statement) => (
        <span className="flex flex-col items-start gap-1">
          <Link className={linkClass} href={statement.links.self}>
            {statementText(statement)}
          </Link>
          <StatementBadge statement={statement} />
        </span>
      ),
    },
    { key: 'notified', header: 'Notified on', className: 'whitespace-nowrap', cell: (statement) => formatDate(statement.notified_on) },
    { key: 'withdrawn', header: 'Withdrawn on', className: 'whitespace-nowrap', cell: (statement) => (statement.ceased_on ? formatDate(statement.ceased_on) : '—') },
    {
      key: 'about',
      header: `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`,
      className: 'min-w-48',
      cell: (statement) =>
        statement.linked_psc_name || statement.links.person_with_significant_control ? <LinkedPsc statement={statement} /> : '—',
    },
    {
      key: 'withdrawal',
      header: 'Restrictions notice',
      className: 'min-w-44',
      cell: (statement) =>
        statement.restrictions_notice_withdrawal_reason ? restrictionsNoticeWithdrawalReasonLabel(statement.restrictions_notice_withdrawal_reason) : '—',
    },
  ];
}

export function StatementList({
  companyNumber,
  overseasEntity,
  registerViewAvailable,
  initial,
}: {
  companyNumber: string;
  overseasEntity: boolean;
  registerViewAvailable: boolean;
  initial: { state: PageState; data: PscStatementListData };
}) {
  const href = usePageHref();
  const list = useRegistryPage(
    'pscStatementList',
    { company_number: companyNumber },
    { pageSize: STATEMENTS_PAGE_SIZE, filterNames: registerViewAvailable ? ['register_view'] : [], initial, total: (data) => data.total_results },
  );
  const { data, state } = list;
  const nouns = pscNouns(overseasEntity);
  const registerView = state.filters.register_view === 'true';
  // Only the statements with a withdrawal reason need that column.
  const columns = columnsFor(nouns.one).filter((column) => column.key !== 'withdrawal' || data.items.some((item) => item.restrictions_notice_withdrawal_reason));

  return (
    <section aria-labelledby="statements-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="statements-heading" className="text-lg font-semibold">
          {statementCountHeading(data.active_count, data.ceased_count)}
        </h2>
        {registerViewAvailable && (
          <FilterLinks
            label="Show"
            onNavigate={list.navigate}
            options={[
              { label: 'All statements', href: href({ register_view: undefined, page: 1 }), current: !registerView },
              { label: 'Register view', href: href({ register_view: 'true', page: 1 }), current: registerView },
            ]}
          />
        )}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {overseasEntity
          ? 'What the entity has declared to the registry about identifying its beneficial owners.'
          : 'What the company has told the registry about its persons with significant control when it could not give, or had not yet confirmed, their details.'}
        {registerView && ` The register view shows the statements on the register the ${nouns.body} keeps at the registry: those in force, and those withdrawn while it was kept there.`}
      </p>
      {data.links.persons_with_significant_control_list && (
        <p className="text-sm">
          <Link className={linkClass} href={data.links.persons_with_significant_control_list}>
            The {nouns.many} of this {nouns.body}
          </Link>
        </p>
      )}
      <ListToolbar list={list} download={{ path: `/company/${companyNumber}/persons-with-significant-control-statements`, query: state.filters, noun: 'statements' }} />
      <div className={list.isPlaceholder ? 'opacity-60 transition-opacity' : undefined}>
        <DataTable
          caption={`Statements about ${nouns.many}`}
          columns={columns}
          rows={data.items}
          rowKey={(statement) => statement.links.self}
          empty={<p className="text-slate-600 dark:text-slate-300">There are no statements about {nouns.many} for this {nouns.body}.</p>}
        />
      </div>
      <Pagination
        window={{ page: state.page, pageSize: STATEMENTS_PAGE_SIZE, total: data.total_results }}
        hrefForPage={(page) => href({ page })}
        noun={data.total_results === 1 ? 'statement' : 'statements'}
        label="Pages of statements"
        onNavigate={list.navigate}
        onApproach={list.prefetchNext}
      />
    </section>
  );
}
