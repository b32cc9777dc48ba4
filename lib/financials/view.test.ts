import { describe, expect, it } from 'vitest';
import { emptyFigures, type Figures } from './figures';
import type { FinancialPeriod, SourceFormat } from './periods';
import {
  cellOf,
  chartSeries,
  formatChange,
  formatFigure,
  gapsOf,
  latestNetAssets,
  readFrom,
  segmentsOf,
  sourceHref,
  timeAxis,
} from './view';

const period = (end: string, format: SourceFormat, figures: Partial<Figures> = {}): FinancialPeriod => ({
  period_start: null,
  period_end: end,
  accounts_type: 'micro-entity',
  made_up_date: end,
  source: { transaction_id: `T${end}`, document_id: `D${end}`, format },
  figures: { ...emptyFigures(), ...figures },
});

const periods = [
  period('2024-03-31', 'ixbrl', { net_assets: -1_500, cash: 0, employees: 3 }),
  period('2023-03-31', 'ixbrl', { net_assets: 1_000, cash: 0 }),
  period('2022-03-31', 'pdf'),
  period('2021-03-31', 'unreadable'),
  period('2020-03-31', 'unavailable'),
];

describe('the Financials view', () => {
  it('tells a figure, a real zero, not disclosed, paper, unreadable and not read apart', () => {
    expect(cellOf(periods, 0, 'net_assets')).toMatchObject({ kind: 'value', value: -1_500 });
    expect(cellOf(periods, 0, 'cash')).toMatchObject({ kind: 'value', value: 0 });
    expect(cellOf(periods, 0, 'turnover')).toEqual({ kind: 'not-disclosed' });
    expect(cellOf(periods, 2, 'net_assets')).toEqual({ kind: 'paper' });
    expect(cellOf(periods, 3, 'net_assets')).toEqual({ kind: 'unreadable' });
    expect(cellOf(periods, 4, 'net_assets')).toEqual({ kind: 'unavailable' });
  });

  it('gives the change on the period before, when that period states the figure', () => {
    const cell = cellOf(periods, 0, 'net_assets');
    expect(cell.kind === 'value' && cell.change).toEqual({
      difference: -2_500,
      percent: -250,
      earlierEnd: '2023-03-31',
    });
    expect(formatChange('net_assets', { difference: -2_500, percent: -250, earlierEnd: '' })).toBe('−250%');
    expect(formatChange('net_assets', { difference: 50, percent: 4.25, earlierEnd: '' })).toBe('+4.3%');
    expect(formatChange('cash', { difference: 200, percent: undefined, earlierEnd: '' })).toBe('+£200');
    const zero = cellOf(periods, 0, 'cash');
    expect(zero.kind === 'value' && zero.change && formatChange('cash', zero.change)).toBe('no change');
    // The year before states no employees: no change to show.
    const employees = cellOf(periods, 0, 'employees');
    expect(employees.kind === 'value' && employees.change).toBeUndefined();
    expect(cellOf(periods, 1, 'net_assets')).toMatchObject({ change: undefined });
  });

  it('formats pounds and head counts', () => {
    expect(formatFigure('net_assets', -1_234_567)).toBe('−£1,234,567');
    expect(formatFigure('turnover', 0)).toBe('£0');
    expect(formatFigure('employees', 12)).toBe('12');
  });

  it('links a figure to its iXBRL, and a paper period to its filing', () => {
    expect(sourceHref('01234567', periods[0]!)).toBe('/api/documents/D2024-03-31/content?format=xhtml');
    expect(sourceHref('01234567', periods[2]!)).toBe('/company/01234567/filing-history/T2022-03-31');
  });

  it('charts net assets and cash always, turnover and profit only when disclosed, oldest first', () => {
    const series = chartSeries(periods);
    expect(series.map((line) => line.key)).toEqual(['net_assets', 'cash']);
    expect(series[0]!.points.map((point) => point.end)).toEqual(['2023-03-31', '2024-03-31']);
    const withPnl = chartSeries([period('2024-03-31', 'ixbrl', { turnover: 10, profit_loss: -1 })]);
    expect(withPnl.map((line) => line.key)).toEqual(['net_assets', 'cash', 'turnover', 'profit_loss']);
  });

  it('finds the latest net assets and their change', () => {
    expect(latestNetAssets(periods)).toMatchObject({ value: -1_500, change: { difference: -2_500 } });
    expect(latestNetAssets([period('2022-03-31', 'pdf')])).toBeUndefined();
  });

  it('never shows ∞ or NaN: unreadable figures, non-finite values and their changes', () => {
    const hostile: FinancialPeriod[] = [
      {
        ...period('2024-03-31', 'ixbrl', { net_assets: Infinity, cash: 5, turnover: null }),
        unreadable_figures: ['turnover'],
      },
      period('2023-03-31', 'ixbrl', { net_assets: Number.MAX_VALUE, cash: NaN, turnover: 10 }),
      period('2022-03-31', 'ixbrl', { net_assets: -Number.MAX_VALUE }),
    ];
    expect(cellOf(hostile, 0, 'net_assets')).toEqual({ kind: 'unreadable' });
    expect(cellOf(hostile, 0, 'turnover')).toEqual({ kind: 'unreadable' });
    expect(cellOf(hostile, 0, 'cash')).toEqual({ kind: 'value', value: 5, change: undefined });
    // MAX_VALUE − (−MAX_VALUE) is Infinity: no change rather than "+£∞".
    expect(cellOf(hostile, 1, 'net_assets')).toMatchObject({ kind: 'value', change: undefined });
    for (const line of chartSeries(hostile))
      for (const point of line.points) expect(Number.isFinite(point.value), `${line.key} ${point.end}`).toBe(true);
    expect(latestNetAssets(hostile)).toMatchObject({ value: Number.MAX_VALUE, change: undefined });
    const unreadable = {
      ...period('2021-03-31', 'unreadable'),
      source: { ...period('2021-03-31', 'unreadable').source, reason: 'elements nested more than 200 deep' },
    };
    expect(cellOf([unreadable], 0, 'cash')).toEqual({
      kind: 'unreadable',
      reason: 'elements nested more than 200 deep',
    });
  });

  it('says a paper year read from the next accounts’ comparatives came from them, and links their iXBRL', () => {
    const paper: FinancialPeriod = {
      ...period('2024-03-31', 'ixbrl-comparative', { net_assets: 900 }),
      source: {
        transaction_id: 'Tpaper',
        document_id: 'Dpdf',
        format: 'ixbrl-comparative',
        comparative_of: { transaction_id: 'Tnext', document_id: 'Dnext', made_up_date: '2025-03-31' },
      },
    };
    const list = [period('2025-03-31', 'ixbrl', { net_assets: 1_000 }), paper];
    expect(cellOf(list, 1, 'net_assets')).toMatchObject({ kind: 'value', value: 900 });
    // The next accounts do not restate the line: not "not disclosed", which the paper accounts may be.
    expect(cellOf(list, 1, 'turnover')).toEqual({ kind: 'not-restated' });
    expect(cellOf(list, 0, 'net_assets')).toMatchObject({ change: { difference: 100 } });
    expect(readFrom(paper)).toEqual({ transaction_id: 'Tnext', document_id: 'Dnext', made_up_date: '2025-03-31' });
    expect(readFrom(list[0]!)).toBeUndefined();
    expect(sourceHref('01234567', paper)).toBe('/api/documents/Dnext/content?format=xhtml');
    // A comparative period from before `comparative_of`: its own source is the next accounts.
    const older = period('2023-03-31', 'ixbrl-comparative', { net_assets: 1 });
    expect(sourceHref('01234567', older)).toBe('/api/documents/D2023-03-31/content?format=xhtml');
  });

  it('places years on a time axis: a missing year is a wider step, and lines break across it', () => {
    const ends = ['2016-03-31', '2017-03-31', '2020-03-31', '2021-03-31'];
    const x = timeAxis(ends, 100, 600);
    expect(x('2016-03-31')).toBe(100);
    expect(x('2021-03-31')).toBe(600);
    const steps = ends.slice(1).map((end, index) => x(end) - x(ends[index]!));
    // One year, three years, one year: by date, not by index.
    expect(steps[1]! / steps[0]!).toBeCloseTo(3, 1);
    expect(steps[2]).toBeCloseTo(steps[0]!, 0);
    expect(timeAxis(['2020-03-31'], 100, 600)('2020-03-31')).toBe(350);
    const points = ends.map((end, index) => ({ end, value: index }));
    expect(segmentsOf(points).map((run) => run.map((point) => point.end))).toEqual([
      ['2016-03-31', '2017-03-31'],
      ['2020-03-31', '2021-03-31'],
    ]);
    expect(gapsOf(ends)).toEqual([['2017-03-31', '2020-03-31']]);
    // A short period or eighteen months is no gap; a year and a half and a day more is.
    expect(gapsOf(['2020-03-31', '2020-12-31', '2022-06-30'])).toEqual([]);
    expect(segmentsOf([{ end: '2020-01-01' }, { end: '2021-07-03' }])).toHaveLength(2);
    expect(segmentsOf([])).toEqual([]);
  });

  it('leaves a period without a date off the chart (it stays in the table)', () => {
    const series = chartSeries([
      period('not a date', 'ixbrl', { net_assets: 5 }),
      period('2023-03-31', 'ixbrl', { net_assets: 4 }),
    ]);
    expect(series[0]!.points.map((point) => point.end)).toEqual(['2023-03-31']);
  });
});
