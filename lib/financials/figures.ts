// How the Financials tab names and groups the thirteen figures of an accounting period. The figures
// themselves are the registry's accounts vocabulary (lib/registry/accounts-figures.ts), which the
// embedded registry writes with too; re-exported here for the analysis layer.
import type { FigureKey } from '@/lib/registry/accounts-figures';

export { emptyFigures, FIGURE_KEYS, type FigureKey, type Figures } from '@/lib/registry/accounts-figures';

export const FIGURE_LABELS: Record<FigureKey, string> = {
  turnover: 'Turnover',
  gross_profit: 'Gross profit',
  operating_profit: 'Operating profit',
  profit_loss: 'Profit or loss for the year',
  fixed_assets: 'Fixed assets',
  current_assets: 'Current assets',
  cash: 'Cash at bank and in hand',
  creditors_within_one_year: 'Creditors due within one year',
  net_current_assets: 'Net current assets',
  total_assets_less_current_liabilities: 'Total assets less current liabilities',
  net_assets: 'Net assets',
  equity: 'Equity',
  employees: 'Average employees',
};

/** Figures of the profit and loss account (and employees): duration facts, not balance-sheet instants. */
export const DURATION_FIGURES: ReadonlySet<FigureKey> = new Set([
  'turnover',
  'gross_profit',
  'operating_profit',
  'profit_loss',
  'employees',
]);
