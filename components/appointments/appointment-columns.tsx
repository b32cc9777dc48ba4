// Columns an officer's appointment shows the same way in every list of appointments (a
// company's officers, an officer's appointments): when it began and ended, and its correspondence
// address. Each list passes the column's export fields, defined with its others in lib/export/lists/.
import type { ListColumn } from '@/components/lists/define-list';
import { appointedText, endedFact, type AppointmentLike } from '@/lib/appointments/appointment-facts';
import { formatAddress } from '@/lib/labels/address';

type Dated = Pick<AppointmentLike, 'appointed_on' | 'appointed_before' | 'resigned_on' | 'officer_role'>;

/** "1 March 2012" over "Resigned 4 May 2020"; exported as the three dates, "appointed before" apart. */
export function appointmentDatesColumn<Row extends Dated>(
  exported: ListColumn<Row, unknown>['export'],
): ListColumn<Row, unknown> {
  return {
    key: 'dates',
    header: 'Appointed',
    cell: (row) => {
      const ended = endedFact(row);
      return (
        <span className="whitespace-nowrap">
          <span className="block">{appointedText(row) || '—'}</span>
          {ended && (
            <span className="block text-slate-600 dark:text-slate-400">
              {ended.term.replace(' on', '')} {ended.value}
            </span>
          )}
        </span>
      );
    },
    export: exported,
  };
}

/** The correspondence address on one line; exported as the address and any fields that follow it. */
export function correspondenceAddressColumn<Row extends { address?: AppointmentLike['address'] }>(
  exported: ListColumn<Row, unknown>['export'],
): ListColumn<Row, unknown> {
  return {
    key: 'address',
    header: 'Correspondence address',
    className: 'min-w-56',
    cell: (row) => formatAddress(row.address) || '—',
    export: exported,
  };
}
