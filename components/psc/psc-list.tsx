'use client';
// A company's persons with significant control (or an overseas entity's beneficial owners):
// active/ceased counts, the register view where the company keeps its PSC register on the
// public register, and a paged table whose page turns happen in the browser.
import Link from 'next/link';
import { ListToolbar } from '@/components/registry/list-toolbar';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterLinks } from '@/components/ui/filter-links';
import { Pagination } from '@/components/ui/pagination';
import { superSecureDescriptionLabel, pscKindLabel } from '@/lib/labels/people';
import type { PageState } from '@/lib/query/page-state';
import { usePageHref } from '@/lib/query/use-page-href';
import { useRegistryPage } from '@/lib/query/use-registry-page';
import type { Psc, PscList as PscListData } from '@/lib/registry/schemas';
import { addressFacts, CompactFacts, dateFacts, identityFacts, linkClass, NaturesOfControl, PscBadges, sanctionFacts } from './psc-facts';
import { pscCountHeading, pscName, pscNouns, pscShape } from './psc-model';

export const PSC_PAGE_SIZE = 25;

/** On phones the details and address give way to who has control and how (each PSC's own page has them all). */
function columnsFor(companyGone: boolean): Column<Psc>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      className: 'min-w-40 sm:min-w-48',
      cell: (psc) => (
        <span className="flex flex-col items-start gap-1">
          <Link className={`font-medium ${linkClass}`} href={psc.links.self}>
            {pscName(psc)}
          </Link>
          <span className="text-xs text-slate-600 dark:text-slate-400">{pscKindLabel(psc.kind)}</span>
          <PscBadges psc={psc} companyGone={companyGone} />
        </span>
      ),
    },
    {
      key: 'control',
      header: 'Nature of control',
      className: 'min-w-44 sm:min-w-56',
      cell: (psc) => (psc.natures_of_control?.length ? <NaturesOfControl natures={psc.natures_of_control} /> : '—'),
    },
    { key: 'dates', header: 'Dates', className: 'whitespace-nowrap', cell: (psc) => <CompactFacts items={dateFacts(psc)} /> },
    {
      key: 'details',
      header: 'Details',
      className: 'min-w-52 max-sm:hidden',
      cell: (psc) =>
        pscShape(psc).category === 'super-secure' ? (
          <p className="max-w-xs text-slate-700 dark:text-slate-300">{superSecureDescriptionLabel(psc.description ?? psc.kind)}</p>
        ) : (
          <CompactFacts items={[...identityFacts(psc), ...sanctionFacts(psc)]} />
        ),
    },
    { key: 'address', header: 'Address', className: 'min-w-56 max-sm:hidden', cell: (psc) => <CompactFacts items={addressFacts(psc)} /> },
  ];
}

export function PscList({
  companyNumber,
  overseasEntity,
  registerViewAvailable,
  companyGone = false,
  initial,
}: {
  companyNumber: string;
  overseasEntity: boolean;
  /** The company is dissolved, closed or removed: its PSCs are not called active. */
  companyGone?: boolean;
  /** The company keeps its PSC register on the public register, so `register_view` can be asked for. */
  registerViewAvailable: boolean;
  initial: { state: PageState; data: PscListData };
}) {
  const href = usePageHref();
  const list = useRegistryPage(
    'pscList',
    { company_number: companyNumber },
    { pageSize: PSC_PAGE_SIZE, filterNames: registerViewAvailable ? ['register_view'] : [], initial, total: (data) => data.total_results },
  );
  const { data, state } = list;
  const nouns = pscNouns(overseasEntity);
  const registerView = state.filters.register_view === 'true';

  return (
    <section aria-labelledby="psc-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="psc-heading" className="text-lg font-semibold">
          {pscCountHeading(data.active_count, data.ceased_count, overseasEntity)}
        </h2>
        {registerViewAvailable && (
          <FilterLinks
            label="Show"
            onNavigate={list.navigate}
            options={[
              { label: `All ${nouns.many}`, href: href({ register_view: undefined, page: 1 }), current: !registerView },
              { label: 'Register view', href: href({ register_view: 'true', page: 1 }), current: registerView },
            ]}
          />
        )}
      </div>
      {registerView && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The register view shows the {nouns.many} on the register the {nouns.body} keeps at the registry: those still active, and those who ceased while it
          was kept there.
        </p>
      )}
      {data.links.persons_with_significant_control_statements && (
        <p className="text-sm">
          <Link className={linkClass} href={data.links.persons_with_significant_control_statements}>
            Statements about the {nouns.many} of this {nouns.body}
          </Link>
        </p>
      )}
      <ListToolbar list={list} download={{ path: `/company/${companyNumber}/persons-with-significant-control`, query: state.filters, noun: nouns.many }} />
      <div className={list.isPlaceholder ? 'opacity-60 transition-opacity' : undefined}>
        <DataTable
          caption={nouns.title}
          columns={columnsFor(companyGone)}
          rows={data.items}
          rowKey={(psc) => psc.links.self}
          empty={<p className="text-slate-600 dark:text-slate-300">There are no {nouns.many} on record for this {nouns.body}.</p>}
        />
      </div>
      <Pagination
        window={{ page: state.page, pageSize: PSC_PAGE_SIZE, total: data.total_results }}
        hrefForPage={(page) => href({ page })}
        noun={data.total_results === 1 ? nouns.one : nouns.many}
        label={`Pages of ${nouns.many}`}
        onNavigate={list.navigate}
        onApproach={list.prefetchNext}
      />
    </section>
  );
}
