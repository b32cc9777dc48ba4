// The chart of a company's figures over its periods: server-rendered SVG (it reads without
// JavaScript, each point with a native tooltip); ChartTooltips adds hover and focus tooltips. Years
// sit on a time axis: a missing year is a visible, shaded gap the lines do not cross, and the
// description says so (the table stays the accessible source of every figure).
import { FIGURE_LABELS } from '@/lib/financials/figures';
import {
  accountsName,
  chartSeries,
  formatFigure,
  gapsOf,
  segmentsOf,
  timeAxis,
  type ChartSeries,
} from '@/lib/financials/view';
import type { FinancialPeriod } from '@/lib/financials/periods';
import { formatDate } from '@/lib/labels/dates';
import { ChartTooltips } from './chart-tooltips';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 20, bottom: 40, left: 84 };
/** In viewBox units: about 14px at the chart's widest, still legible at phone width. */
const FONT = 16;
/** The room a year label ("2024") takes, in viewBox units. */
const YEAR_LABEL_WIDTH = 44;

/** Colour and dash per series: told apart without colour too. */
const STYLE: Record<string, { stroke: string; dash?: string; marker: 'circle' | 'square' }> = {
  net_assets: { stroke: '#1d4ed8', marker: 'circle' },
  cash: { stroke: '#047857', dash: '6 4', marker: 'square' },
  turnover: { stroke: '#7c3aed', marker: 'circle' },
  profit_loss: { stroke: '#b45309', dash: '6 4', marker: 'square' },
};

const SHORT = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });
const axisLabel = (value: number) => `${value < 0 ? '−' : ''}£${SHORT.format(Math.abs(value))}`;

/** Round tick values covering [min, max], zero included. */
function ticks(min: number, max: number): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const span = high - low || 1;
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? rough;
  const out: number[] = [];
  for (let value = Math.floor(low / step) * step; value <= high + step / 2; value += step) out.push(value);
  if (out.at(-1)! < high) out.push(out.at(-1)! + step);
  return out;
}

function Panel({ title, series, ends }: { title: string; series: readonly ChartSeries[]; ends: readonly string[] }) {
  const values = series.flatMap((line) => line.points.map((point) => point.value));
  if (values.length === 0) return null;
  const scale = ticks(Math.min(...values), Math.max(...values));
  const low = scale[0]!;
  const high = scale.at(-1)!;
  const axis = timeAxis(ends, PAD.left, WIDTH - PAD.right);
  const x = (end: string) => Math.round(axis(end) * 10) / 10;
  const y = (value: number) => PAD.top + ((high - value) / (high - low || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const id = title.toLowerCase().replace(/[^a-z]+/g, '-');
  const gaps = gapsOf(ends);
  const description = [
    ...series.map(
      (line) =>
        `${FIGURE_LABELS[line.key]}: ${line.points.map((point) => `${formatDate(point.end)} ${formatFigure(line.key, point.value)}`).join(', ') || 'not disclosed'}`,
    ),
    ...gaps.map(([before, after]) => `No figures between ${formatDate(before)} and ${formatDate(after)}`),
  ].join('. ');
  // Year labels under their points, but never on top of each other (two period ends in one year).
  const labelled = ends.filter((end, index) => index === 0 || x(end) - x(ends[index - 1]!) >= YEAR_LABEL_WIDTH);
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="font-medium">{title}</figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {series.map((line) => (
          <li key={line.key} className="flex items-center gap-2">
            <svg width="28" height="10" aria-hidden="true">
              <line
                x1="0"
                y1="5"
                x2="28"
                y2="5"
                stroke={STYLE[line.key]!.stroke}
                strokeWidth="2.5"
                strokeDasharray={STYLE[line.key]!.dash}
              />
            </svg>
            {FIGURE_LABELS[line.key]}
            {line.points.length === 0 ? ' (not disclosed)' : ''}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-2xl text-slate-600 dark:text-slate-400"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {scale.map((value) => (
          <g key={value}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(value)}
              y2={y(value)}
              stroke="currentColor"
              strokeOpacity={value === 0 ? 0.8 : 0.2}
              strokeWidth={value === 0 ? 1.5 : 1}
            />
            <text x={PAD.left - 8} y={y(value) + 5} textAnchor="end" fontSize={FONT} fill="currentColor">
              {axisLabel(value)}
            </text>
          </g>
        ))}
        {gaps.map(([before, after]) => (
          <g key={before} data-gap={`${before}/${after}`}>
            <rect
              x={x(before)}
              y={PAD.top}
              width={x(after) - x(before)}
              height={HEIGHT - PAD.top - PAD.bottom}
              fill="currentColor"
              fillOpacity="0.08"
            />
            {x(after) - x(before) >= 100 && (
              <text
                x={(x(before) + x(after)) / 2}
                y={PAD.top + FONT}
                textAnchor="middle"
                fontSize={FONT * 0.8}
                fill="currentColor"
              >
                no figures
              </text>
            )}
          </g>
        ))}
        {labelled.map((end) => (
          <text key={end} x={x(end)} y={HEIGHT - 12} textAnchor="middle" fontSize={FONT} fill="currentColor">
            {end.slice(0, 4)}
          </text>
        ))}
        {series.map((line) => {
          const style = STYLE[line.key]!;
          return (
            <g key={line.key} data-series={line.key}>
              {/* One line per run of years: none across a gap. */}
              {segmentsOf(line.points)
                .filter((run) => run.length > 1)
                .map((run) => (
                  <polyline
                    key={run[0]!.end}
                    fill="none"
                    stroke={style.stroke}
                    strokeWidth="2.5"
                    strokeDasharray={style.dash}
                    points={run.map((point) => `${x(point.end)},${y(point.value)}`).join(' ')}
                  />
                ))}
              {line.points.map((point) => {
                const tip = `${FIGURE_LABELS[line.key]}, ${formatDate(point.end)}: ${formatFigure(line.key, point.value)}${point.from ? ` (from ${accountsName(point.from)})` : ''}`;
                const cx = x(point.end);
                const cy = y(point.value);
                return (
                  <g key={point.end} data-tip={tip}>
                    <title>{tip}</title>
                    {style.marker === 'circle' ? (
                      <circle cx={cx} cy={cy} r="5" fill={style.stroke} />
                    ) : (
                      <rect x={cx - 4.5} y={cy - 4.5} width="9" height="9" fill={style.stroke} />
                    )}
                    {/* A larger invisible target for the pointer. */}
                    <circle cx={cx} cy={cy} r="12" fill="transparent" />
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export function FinancialsChart({ periods }: { periods: readonly FinancialPeriod[] }) {
  const series = chartSeries(periods);
  const balance = series.filter((line) => line.key === 'net_assets' || line.key === 'cash');
  const pnl = series.filter((line) => line.key === 'turnover' || line.key === 'profit_loss');
  const used = (lines: readonly ChartSeries[]) =>
    [...new Set(lines.flatMap((line) => line.points.map((point) => point.end)))].sort();
  const hasPoints = (lines: readonly ChartSeries[]) => lines.some((line) => line.points.length > 0);
  if (!hasPoints(balance) && !hasPoints(pnl)) return null;
  return (
    <ChartTooltips>
      <div className="grid gap-6 xl:grid-cols-2">
        {hasPoints(balance) && <Panel title="Net assets and cash" series={balance} ends={used(balance)} />}
        {hasPoints(pnl) && <Panel title="Turnover and profit" series={pnl} ends={used(pnl)} />}
      </div>
    </ChartTooltips>
  );
}
