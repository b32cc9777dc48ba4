'use client';
// A company's charges: the counts line, the outstanding filter, and a paged table whose page
// turns happen in the browser (the first page comes from the server).
import Link from 'next/link';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterLinks } from '@/components/ui/filter-links';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/states';
import { ListToolbar } from '@/components/registry/list-toolbar';
import { particularsTypeLabel } from '@/lib/labels/charges';
import { formatDate } from '@/lib/labels/dates';
import type { PageState } from '@/lib/query/page-state';
import { usePageHref } from '@/lib/query/use-page-href';
import { useRegistryPage } from '@/lib/query/use-registry-page';
import type { ChargeDetails, ChargeList } from '@/lib/registry/schemas';
import { ChargeStatus, PersonsEntitled } from './charge-parts';
import { chargeCounts, chargeCountsText, chargeHref, chargeIdOf, chargeTitle, particularsFlagsSet } from './charge-summary';

export const CHARGES_PAGE_SIZE = 25;

/** On phones the delivery date and particulars give way (each charge's own page has them). */
function columnsFor(companyNumber: string): Column<ChargeDetails>[] {
  return [
    {
      key: 'charge',
      header: 'Charge',
      className: 'min-w-40 sm:min-w-48',
      cell: (charge) => {
        const id = chargeIdOf(charge);
        const title = chargeTitle(charge);
        return (
          <span className="flex flex-col gap-0.5">
            {id ? (
              <Link className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-400" href={chargeHref(companyNumber, id)}>
                {title}
              </Link>
            ) : (
              <span className="font-medium">{title}</span>
            )}
            {charge.charge_code && charge.classification.description && (
              <span className="text-slate-700 dark:text-slate-300">{charge.classification.description}</span>
            )}
          </span>
        );
      },
    },
    { key: 'created', header: 'Created', className: 'whitespace-nowrap', cell: (charge) => (charge.created_on ? formatDate(charge.created_on) : '—') },
    { key: 'delivered', header: 'Delivered', className: 'whitespace-nowrap max-sm:hidden', cell: (charge) => (charge.delivered_on ? formatDate(charge.delivered_on) : '—') },
    { key: 'status', header: 'Status', cell: (charge) => <ChargeStatus charge={charge} /> },
    { key: 'persons', header: 'Persons entitled', className: 'min-w-40 sm:min-w-48', cell: (charge) => <PersonsEntitled charge={charge} /> },
    {
      key: 'particulars',
      header: 'Particulars',
      className: 'min-w-64 max-w-md max-sm:hidden',
      cell: (charge) => {
        const particulars = charge.particulars;
        if (particulars?.description) {
          return (
            <span className="block">
              {particulars.type && <span className="block text-xs font-medium text-slate-600 dark:text-slate-400">{particularsTypeLabel(particulars.type)}</span>}
              <span className="line-clamp-3">{particulars.description}</span>
            </span>
          );
        }
        // Many charges carry only the yes/no flags.
        const flags = particularsFlagsSet(particulars);
        return flags.length > 0 ? (
          <ul className="list-inside list-disc text-slate-700 dark:text-slate-300">
            {flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        ) : (
          '—'
        );
      },
    },
  ];
}

export function ChargesTable({ companyNumber, initial }: { companyNumber: string; initial: { state: PageState; data: ChargeList } }) {
  const href = usePageHref();
  const list = useRegistryPage(
    'chargeList',
    { company_number: companyNumber },
    { pageSize: CHARGES_PAGE_SIZE, filterNames: ['filter'], initial, total: (data) => data.total_count ?? data.items.length },
  );
  const { data, state } = list;
  const text = chargeCountsText(chargeCounts(data));
  const outstandingOnly = state.filters.filter === 'outstanding';
  const total = data.total_count ?? data.items.length;

  return (
    <section aria-labelledby="charges-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id="charges-heading" className="text-lg font-semibold">
            {text.registered}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{text.breakdown}</p>
        </div>
        <FilterLinks
          label="Show"
          onNavigate={list.navigate}
          options={[
            { label: 'All charges', href: href({ filter: undefined, page: 1 }), current: !outstandingOnly },
            { label: 'Outstanding or part satisfied', href: href({ filter: 'outstanding', page: 1 }), current: outstandingOnly },
          ]}
        />
      </div>
      <ListToolbar list={list} download={{ path: `/company/${companyNumber}/charges`, query: state.filters, noun: 'charges' }} />
      <div className={list.isPlaceholder ? 'opacity-60 transition-opacity' : undefined}>
        <DataTable
          caption={outstandingOnly ? 'Outstanding and part-satisfied charges' : 'Charges'}
          columns={columnsFor(companyNumber)}
          rows={data.items}
          rowKey={(charge) => chargeIdOf(charge) ?? `${charge.charge_number}-${charge.created_on}`}
          empty={<EmptyState title={outstandingOnly ? 'No outstanding charges' : 'No charges registered'} />}
        />
      </div>
      <Pagination
        window={{ page: state.page, pageSize: CHARGES_PAGE_SIZE, total }}
        hrefForPage={(page) => href({ page })}
        noun="charges"
        label="Charge pages"
        onNavigate={list.navigate}
        onApproach={list.prefetchNext}
      />
    </section>
  );
}
