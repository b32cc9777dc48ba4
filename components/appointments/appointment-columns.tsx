// Columns an officer's appointment shows the same way in every list of appointments (a
// company's officers, an officer's appointments): when it began and ended, and its correspondence address.
import type { ListColumn } from '@/components/lists/list-definition';
import { field } from '@/lib/export/fields';
import { appointedText, endedFact, type AppointmentLike } from '@/lib/appointments/appointment-facts';
import { formatAddress } from '@/lib/labels/address';

type Dated = Pick<AppointmentLike, 'appointed_on' | 'appointed_before' | 'resigned_on' | 'officer_role'>;

/** "1 March 2012" over "Resigned 4 May 2020"; exported as the three dates, "appointed before" apart. */
export function appointmentDatesColumn<Row extends Dated>(): ListColumn<Row, unknown> {
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
    export: [
      field<Row>('appointed_on', 'Appointed on', (row) => row.appointed_on),
      field<Row>('appointed_before', 'Appointed before', (row) => row.appointed_before),
      field<Row>('resigned_on', 'Resigned on', (row) => row.resigned_on),
    ],
  };
}

/** The correspondence address on one line; `more` are export fields that follow it. */
export function correspondenceAddressColumn<Row extends { address?: AppointmentLike['address'] }>(
  more: ListColumn<Row, unknown>['export'] = [],
): ListColumn<Row, unknown> {
  return {
    key: 'address',
    header: 'Correspondence address',
    className: 'min-w-56',
    cell: (row) => formatAddress(row.address) || '—',
    export: [field<Row>('address', 'Correspondence address', (row) => formatAddress(row.address)), ...more],
  };
}
