// The definition of a company's charges list: the counts line, the outstanding filter, the
// table's columns and what the export writes for each.
import Link from 'next/link';
import { defineList } from '@/components/lists/define-list';
import { chargesExport } from '@/lib/export/lists/charges';
import { particularsTypeLabel } from '@/lib/labels/charges';
import { formatDate } from '@/lib/labels/dates';
import type { ChargeDetails } from '@/lib/registry/schemas';
import { ChargeStatus, PersonsEntitled } from './charge-parts';
import {
  chargeCounts,
  chargeCountsText,
  chargeHref,
  chargeIdOf,
  chargeTitle,
  particularsFlagsSet,
} from '@/lib/charges/charge-summary';

export interface ChargesContext {
  companyNumber: string;
}

function Particulars({ charge }: { charge: ChargeDetails }) {
  const particulars = charge.particulars;
  if (particulars?.description) {
    return (
      <span className="block">
        {particulars.type && (
          <span className="block text-xs font-medium text-slate-600 dark:text-slate-400">
            {particularsTypeLabel(particulars.type)}
          </span>
        )}
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
}

export const chargesList = defineList<'chargeList', ChargesContext>({
  endpoint: 'chargeList',
  params: ({ companyNumber }) => ({ company_number: companyNumber }),
  filters: [
    {
      name: 'filter',
      label: 'Show',
      options: [{ label: 'All charges' }, { value: 'outstanding', label: 'Outstanding or partly satisfied' }],
    },
  ],
  // The registry may send a charges list without its count: the rows are then the whole list.
  total: (data) => data.total_count ?? data.items.length,
  rowKey: (charge) => chargeIdOf(charge) ?? `${charge.charge_number}-${charge.created_on}`,
  nouns: () => ({ one: 'charge', many: 'charges' }),
  caption: (_context, _data, state) =>
    state.filters.filter === 'outstanding' ? 'Outstanding and partly satisfied charges' : 'Charges',
  heading: (data) => chargeCountsText(chargeCounts(data)).registered,
  intro: (data) => (
    <p className="text-sm text-slate-700 dark:text-slate-300">{chargeCountsText(chargeCounts(data)).breakdown}</p>
  ),
  pagesLabel: () => 'Charge pages',
  empty: (state) => ({
    title: state.filters.filter === 'outstanding' ? 'No outstanding charges' : 'No charges registered',
  }),
  columns: [
    {
      key: 'charge',
      header: 'Charge',
      className: 'min-w-40 sm:min-w-48',
      cell: (charge, { companyNumber }) => {
        const id = chargeIdOf(charge);
        const title = chargeTitle(charge);
        return (
          <span className="flex flex-col gap-0.5">
            {id ? (
              <Link
                className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-400"
                href={chargeHref(companyNumber, id)}
              >
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
      export: chargesExport.charge,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (charge) => <ChargeStatus charge={charge} />,
      export: chargesExport.status,
    },
    {
      key: 'classification',
      header: 'Classification',
      export: chargesExport.classification,
    },
    {
      key: 'created',
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (charge) => (charge.created_on ? formatDate(charge.created_on) : '—'),
      export: chargesExport.created,
    },
    {
      key: 'delivered',
      header: 'Delivered',
      className: 'whitespace-nowrap',
      cell: (charge) => (charge.delivered_on ? formatDate(charge.delivered_on) : '—'),
      export: chargesExport.delivered,
    },
    {
      key: 'persons',
      header: 'Persons entitled',
      className: 'min-w-40 sm:min-w-48',
      cell: (charge) => <PersonsEntitled charge={charge} />,
      export: chargesExport.persons,
    },
    {
      key: 'particulars',
      header: 'Particulars',
      className: 'min-w-64 max-w-md',
      cell: (charge) => <Particulars charge={charge} />,
      export: chargesExport.particulars,
    },
  ],
});
