// The thirteen figures the Financials tab and API show for one accounting period, as a person reads
// them off the statements: pounds (never thousands), null where the accounts do not state the line.

export const FIGURE_KEYS = [
  'turnover',
  'gross_profit',
  'operating_profit',
  'profit_loss',
  'fixed_assets',
  'current_assets',
  'cash',
  'creditors_within_one_year',
  'net_current_assets',
  'total_assets_less_current_liabilities',
  'net_assets',
  'equity',
  'employees',
] as const;

export type FigureKey = (typeof FIGURE_KEYS)[number];
export type Figures = Record<FigureKey, number | null>;

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

/** Every figure null (written out: the parser makes two of these per document). */
export function emptyFigures(): Figures {
  return {
    turnover: null,
    gross_profit: null,
    operating_profit: null,
    profit_loss: null,
    fixed_assets: null,
    current_assets: null,
    cash: null,
    creditors_within_one_year: null,
    net_current_assets: null,
    total_assets_less_current_liabilities: null,
    net_assets: null,
    equity: null,
    employees: null,
  };
}
