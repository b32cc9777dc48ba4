// The figures table: one column per period end, newest first; each cell a figure linked to the
// document it came from with its change on the period before, or why there is none ("not
// disclosed", "paper filing", "could not be read", "not read"). A year read from the next
// accounts' comparatives says so in each cell ("from the 2025 accounts"), never "paper filing".
import { FIGURE_LABELS } from '@/lib/financials/figures';
import type { FinancialPeriod } from '@/lib/financials/periods';
import {
  accountsName,
  cellOf,
  formatChange,
  formatFigure,
  readFrom,
  sourceHref,
  TABLE_FIGURES,
  type CellState,
} from '@/lib/financials/view';
import { accountsTypeLabel } from '@/lib/labels/company';
import { formatDate } from '@/lib/labels/dates';
import { linkClass } from '@/components/ui/text-link';

const MUTED = 'text-slate-600 dark:text-slate-400';

const STATE_TEXT: Record<Exclude<CellState['kind'], 'value' | 'not-restated'>, string> = {
  'not-disclosed': 'not disclosed',
  paper: 'paper filing',
  unreadable: 'could not be read',
  unavailable: 'not read',
};

/** Where a comparative year's figures were read from, in the words of its cells and header. */
function readFromNote(period: FinancialPeriod) {
  const from = readFrom(period);
  return from && { accounts: accountsName(from.made_up_date), date: formatDate(from.made_up_date) };
}

function Cell({
  companyNumber,
  period,
  cell,
  figure,
}: {
  companyNumber: string;
  period: FinancialPeriod;
  cell: CellState;
  figure: (typeof TABLE_FIGURES)[number];
}) {
  const note = readFromNote(period);
  if (cell.kind === 'not-restated')
    return (
      <td className={`px-3 py-2 text-right text-sm whitespace-nowrap italic ${MUTED}`} data-state={cell.kind}>
        not in {note?.accounts ?? 'the next accounts'}
      </td>
    );
  if (cell.kind !== 'value')
    return (
      <td className={`px-3 py-2 text-right text-sm whitespace-nowrap italic ${MUTED}`} data-state={cell.kind}>
        {STATE_TEXT[cell.kind]}
      </td>
    );
  const change = cell.change;
  return (
    <td
      className="px-3 py-2 text-right whitespace-nowrap tabular-nums"
      data-state="value"
      {...(note ? { 'data-source': 'comparative' } : {})}
    >
      <a
        className={linkClass}
        href={sourceHref(companyNumber, period)}
        title={
          note
            ? `Restated in the comparatives of the accounts made up to ${note.date}`
            : `From the accounts made up to ${formatDate(period.made_up_date)}`
        }
      >
        {formatFigure(figure, cell.value)}
      </a>
      {note && <span className={`block text-xs ${MUTED}`}>from {note.accounts}</span>}
      {change && (
        <span className={`block text-xs ${MUTED}`}>
          {/* Neutral: a rise in creditors is not good news, a fall in losses is. */}
          <span aria-hidden="true">{change.difference > 0 ? '▲ ' : change.difference < 0 ? '▼ ' : ''}</span>
          {formatChange(figure, change)}
          <span className="sr-only"> on {formatDate(change.earlierEnd)}</span>
        </span>
      )}
    </td>
  );
}

function ColumnHeader({ period }: { period: FinancialPeriod }) {
  const from = readFrom(period);
  // A paper filing of its own, read through the next accounts' comparatives.
  const paper = from !== undefined && from.transaction_id !== period.source.transaction_id;
  return (
    <th scope="col" className="px-3 py-2 text-right align-bottom whitespace-nowrap">
      <span className="block">{formatDate(period.period_end)}</span>
      <span className={`block text-xs font-normal ${MUTED}`}>
        {period.period_start ? `from ${formatDate(period.period_start)}` : 'start not stated'}
      </span>
      <span className={`block text-xs font-normal ${MUTED}`}>
        {period.accounts_type ? accountsTypeLabel(period.accounts_type) : 'Accounts'}
        {paper ? ', filed on paper' : ''}
      </span>
      {from && (
        <span className={`block text-xs font-normal ${MUTED}`} data-read-from={from.made_up_date}>
          figures from {accountsName(from.made_up_date)}’ comparatives
        </span>
      )}
    </th>
  );
}

export function FinancialsTable({
  companyNumber,
  periods,
}: {
  companyNumber: string;
  periods: readonly FinancialPeriod[];
}) {
  return (
    <div
      className="relative overflow-x-auto rounded-md border border-slate-200 dark:border-slate-800"
      tabIndex={0}
      role="region"
      aria-labelledby="financials-table-caption"
    >
      <table className="min-w-full border-collapse text-sm">
        <caption id="financials-table-caption" className="sr-only">
          Figures per accounting period, newest first
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left dark:bg-slate-900">
              Period ending
            </th>
            {periods.map((period) => (
              <ColumnHeader key={period.period_end} period={period} />
            ))}
          </tr>
        </thead>
        <tbody>
          {TABLE_FIGURES.map((figure) => (
            <tr key={figure} className="border-t border-slate-200 dark:border-slate-800" data-figure={figure}>
              <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium dark:bg-slate-950">
                {FIGURE_LABELS[figure]}
              </th>
              {periods.map((period, index) => (
                <Cell
                  key={period.period_end}
                  companyNumber={companyNumber}
                  period={period}
                  figure={figure}
                  cell={cellOf(periods, index, figure)}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
