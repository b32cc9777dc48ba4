// What the Financials tab shows of the periods: each cell's state (a figure, not disclosed, paper
// filing, could not be read, not read; a year read from the next accounts' comparatives says so),
// its change on the period before, its source link; and the chart's series on a time axis. Pure, so the table, the chart and the overview line agree. A figure that is not a
// finite number (none should be: the reader refuses them) is unreadable, never ∞ or NaN.
import { FIGURE_KEYS, type FigureKey } from './figures';
import type { FinancialPeriod } from './periods';

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export type CellState =
  | { readonly kind: 'value'; readonly value: number; readonly change: FigureChange | undefined }
  | { readonly kind: 'not-disclosed' }
  /** A year read from the next accounts' comparatives that do not restate this line (its own accounts may). */
  | { readonly kind: 'not-restated' }
  | { readonly kind: 'paper' }
  | { readonly kind: 'unreadable'; readonly reason?: string }
  | { readonly kind: 'unavailable' };

/** A figure's change on the same figure of the period before. */
export interface FigureChange {
  readonly difference: number;
  /** Percent of the earlier figure's size; undefined when the earlier figure is 0. */
  readonly percent: number | undefined;
  readonly earlierEnd: string;
}

/** The cell of one figure in one period (periods newest first, as the API gives them). */
export function cellOf(periods: readonly FinancialPeriod[], index: number, key: FigureKey): CellState {
  const period = periods[index]!;
  switch (period.source.format) {
    case 'pdf':
      return { kind: 'paper' };
    case 'unreadable':
      return period.source.reason === undefined
        ? { kind: 'unreadable' }
        : { kind: 'unreadable', reason: period.source.reason };
    case 'unavailable':
      return { kind: 'unavailable' };
  }
  const value = period.figures[key];
  if (period.unreadable_figures?.includes(key)) return { kind: 'unreadable' };
  if (value === null) return readFrom(period) ? { kind: 'not-restated' } : { kind: 'not-disclosed' };
  if (!finite(value)) return { kind: 'unreadable' };
  return { kind: 'value', value, change: changeOf(periods, index, key, value) };
}

/** The accounts a year's figures were read from when they are the next accounts' comparatives. */
export function readFrom(
  period: FinancialPeriod,
): { transaction_id: string; document_id: string | null; made_up_date: string } | undefined {
  if (period.source.format !== 'ixbrl-comparative') return undefined;
  // Periods from before `comparative_of` existed were read from their own transaction's document.
  return (
    period.source.comparative_of ?? {
      transaction_id: period.source.transaction_id,
      document_id: period.source.document_id,
      made_up_date: period.made_up_date,
    }
  );
}

/** "the 2025 accounts": how a cell names the accounts a comparative year was read from. */
export const accountsName = (madeUpDate: string) => `the ${madeUpDate.slice(0, 4)} accounts`;

/** The change on the next older period, when it states the same figure. */
function changeOf(
  periods: readonly FinancialPeriod[],
  index: number,
  key: FigureKey,
  value: number,
): FigureChange | undefined {
  const earlier = periods[index + 1];
  const before = earlier?.figures[key];
  if (!earlier || !finite(before)) return undefined;
  const difference = value - before;
  if (!finite(difference)) return undefined;
  const percent = (difference / Math.abs(before)) * 100;
  return { difference, percent: finite(percent) ? percent : undefined, earlierEnd: earlier.period_end };
}

/** The figures worth a row: all of them, in the statements' order (a row of "not disclosed" says something too). */
export const TABLE_FIGURES: readonly FigureKey[] = FIGURE_KEYS;

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const COUNT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** £1,234 or −£1,234; employees as a plain count. */
export function formatFigure(key: FigureKey, value: number): string {
  const text = key === 'employees' ? COUNT.format(Math.abs(value)) : POUNDS.format(Math.abs(value));
  return value < 0 ? `−${text}` : text;
}

/** "+12%", "−4.5%", or the difference when the earlier figure was 0. */
export function formatChange(key: FigureKey, change: FigureChange): string {
  if (change.difference === 0) return 'no change';
  const sign = change.difference > 0 ? '+' : '−';
  if (change.percent === undefined) return `${sign}${formatFigure(key, Math.abs(change.difference))}`;
  const size = Math.abs(change.percent);
  return `${sign}${size >= 10 ? Math.round(size) : size.toFixed(1)}%`;
}

/** Where a period's figures can be checked: the iXBRL document they were read from (the next accounts' for comparatives), else the filing's page. */
export function sourceHref(companyNumber: string, period: FinancialPeriod): string {
  const from = readFrom(period);
  const { document_id, transaction_id } = from ?? period.source;
  if (document_id && (from || period.source.format === 'ixbrl'))
    return `/api/documents/${encodeURIComponent(document_id)}/content?format=xhtml`;
  return `/company/${encodeURIComponent(companyNumber)}/filing-history/${encodeURIComponent(transaction_id)}`;
}

export interface ChartSeries {
  readonly key: FigureKey;
  readonly points: readonly {
    readonly end: string;
    readonly value: number;
    /** Made-up date of the accounts whose comparatives gave the figure, when they are not the year's own. */
    readonly from?: string;
  }[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Days since the epoch of an ISO date; NaN when it is not one. */
const dayOf = (date: string) => (ISO_DAY.test(date) ? Date.parse(`${date}T00:00:00Z`) / 86_400_000 : NaN);

/** The chart's series, oldest period first: net assets and cash always, turnover and profit when any period discloses them. */
export function chartSeries(periods: readonly FinancialPeriod[]): ChartSeries[] {
  const ordered = [...periods].reverse();
  const series = (key: FigureKey): ChartSeries => ({
    key,
    points: ordered.flatMap((period) => {
      const value = period.figures[key];
      // A point goes where its date says: one without a date is in the table only.
      if (!finite(value) || !Number.isFinite(dayOf(period.period_end))) return [];
      const from = readFrom(period)?.made_up_date;
      return [{ end: period.period_end, value, ...(from === undefined ? {} : { from }) }];
    }),
  });
  return (['net_assets', 'cash', 'turnover', 'profit_loss'] as const)
    .map(series)
    .filter((line) => line.key === 'net_assets' || line.key === 'cash' || line.points.length > 0);
}

/** More than about eighteen months between two period ends is a gap: a year (or more) without figures. */
export const GAP_DAYS = 548;

/**
 * The chart's x for a period end on a time axis from `left` to `right`: by date between the
 * earliest and latest of `ends`, so a missing year shows as a wider step; a lone end sits midway.
 */
export function timeAxis(ends: readonly string[], left: number, right: number): (end: string) => number {
  const days = ends.map(dayOf).filter(Number.isFinite);
  const first = Math.min(...days);
  const last = Math.max(...days);
  return (end) => {
    const day = dayOf(end);
    if (!(last > first) || !Number.isFinite(day)) return (left + right) / 2;
    return left + ((day - first) / (last - first)) * (right - left);
  };
}

/** A series' points (oldest first) in the runs its line joins: a new run after a gap of more than GAP_DAYS. */
export function segmentsOf<Point extends { readonly end: string }>(points: readonly Point[]): Point[][] {
  const runs: Point[][] = [];
  points.forEach((point, index) => {
    const before = points[index - 1];
    if (!before || dayOf(point.end) - dayOf(before.end) > GAP_DAYS) runs.push([point]);
    else runs.at(-1)!.push(point);
  });
  return runs;
}

/** The gaps between consecutive period ends (sorted, oldest first): [the end before, the end after]. */
export function gapsOf(ends: readonly string[]): [string, string][] {
  const gaps: [string, string][] = [];
  for (let index = 1; index < ends.length; index += 1) {
    const [before, after] = [ends[index - 1]!, ends[index]!];
    if (dayOf(after) - dayOf(before) > GAP_DAYS) gaps.push([before, after]);
  }
  return gaps;
}

/** The latest period with a net assets figure, and its change on the one before. */
export function latestNetAssets(
  periods: readonly FinancialPeriod[],
): { period: FinancialPeriod; value: number; change: FigureChange | undefined } | undefined {
  const index = periods.findIndex((period) => finite(period.figures.net_assets));
  if (index < 0) return undefined;
  const cell = cellOf(periods, index, 'net_assets');
  if (cell.kind !== 'value') return undefined;
  return { period: periods[index]!, value: cell.value, change: cell.change };
}
