// A company's financial periods as CSV: one row per period, newest first, the figures in pounds
// (an empty cell where the accounts do not state the line).
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
    ]),
  );
  return CSV_BOM + csvLine(HEADER) + rows.join('');
}
