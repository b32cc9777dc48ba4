// A company's financial periods as CSV: one row per period, newest first, the figures in pounds
// (an empty cell where the accounts do not state the line); last, for a year read from the next
// accounts' comparatives, the accounts read (added after the figures, so earlier columns keep their places).
import { CSV_BOM, csvLine } from '@/lib/export/csv';
import { FIGURE_KEYS } from './figures';
import type { CompanyFinancials } from './periods';

const HEADER = [
  'company_number',
  'period_start',
  'period_end',
  'accounts_type',
  'made_up_date',
  'transaction_id',
  'document_id',
  'format',
  ...FIGURE_KEYS,
  'comparative_of_transaction_id',
  'comparative_of_made_up_date',
];

export function financialsCsv(financials: CompanyFinancials): string {
  const rows = financials.periods.map((period) =>
    csvLine([
      financials.company_number,
      period.period_start,
      period.period_end,
      period.accounts_type,
      period.made_up_date,
      period.source.transaction_id,
      period.source.document_id,
      period.source.format,
      ...FIGURE_KEYS.map((key) => period.figures[key]),
      period.source.comparative_of?.transaction_id ?? null,
      period.source.comparative_of?.made_up_date ?? null,
    ]),
  );
  return CSV_BOM + csvLine(HEADER) + rows.join('');
}
