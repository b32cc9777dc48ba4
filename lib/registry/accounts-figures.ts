// The thirteen figures of one accounting period that the registry's accounts state and the
// Financials tab shows: pounds (never thousands), null where the accounts do not state the line.
// Shared vocabulary: the embedded registry generates accounts with them, lib/financials reads them back.

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
