// /screen/{run_id} – one run of a list: its progress while it goes (rows appear as they are
// ready), what changed since the run it repeats, filters (match kind, status, any or a given
// signal, changed lines), sort and page in the address, one row per input line, and the
// exports of the whole run. The browser that made it may pick a candidate for an ambiguous
// line, run it again or delete it; anyone else with the link reads it only.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ResultsTable } from '@/components/screening/results-table';
import { RunProgress } from '@/components/screening/run-progress';
import { RunStatusText } from '@/components/screening/run-status-text';
import { FilterLinks, type FilterOption } from '@/components/ui/filter-links';
import { EmptyState } from '@/components/ui/states';
import { inlineLinkClass, linkClass } from '@/components/ui/text-link';
import { currentWatchToken } from '@/lib/changes/watch';
import { companyStatusLabel } from '@/lib/labels/company';
import { formatDate } from '@/lib/labels/dates';
import { runView } from '@/lib/screening/api';
import { describeChanges } from '@/lib/screening/diff';
import type { MatchHow } from '@/lib/screening/match';
import {
  exportSearch,
  readRunPage,
  runPageSearch,
  withFilter,
  RUN_PAGE_SIZE,
  type PageParams,
} from '@/lib/screening/page-query';
import { isRunId, runStatus, screening } from '@/lib/screening/service';
import { selectLines, type SortKey } from '@/lib/screening/view';
import { absoluteUrl } from '@/lib/share/site';
import { signalTitles, type SignalCode } from '@/lib/signals/rules';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ runId: string }>;
  searchParams: Promise<PageParams>;
}

async function runOf(runId: string) {
  return isRunId(runId) ? screening().store.getRun(runId) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const run = await runOf((await params).runId);
  return { title: run ? `Screening: ${run.name}` : 'Screening run not found', robots: { index: false } };
}

const HOW_LABELS: Record<MatchHow, string> = {
  number: 'By number',
  name: 'By name',
  'previous-name': 'By a previous name',
  ambiguous: 'Ambiguous',
  none: 'Not found',
};
const SORT_LABELS: Record<SortKey, string> = {
  line: 'Line',
  name: 'Company name',
  status: 'Status',
  incorporated: 'Incorporated',
  signals: 'Signals',
  confidence: 'Confidence',
};

const buttonClass =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

export default async function ScreenRunPage({ params, searchParams }: Props) {
  const run = await runOf((await params).runId);
  if (!run) notFound();
  const { query, page } = readRunPage(await searchParams);
  const owner = await currentWatchToken();
  const mine = Boolean(run.owner) && run.owner === owner;
  const view = await runView(run);
  const { total, page: rows } = selectLines(view.lines, query, view.changes?.byLine);
  const pages = Math.max(1, Math.ceil(total / RUN_PAGE_SIZE));
  const status = runStatus(run);
  const base = `/screen/${run.run_id}`;

  // Filter options from what the run holds, with their counts.
  const screened = view.lines.filter((line) => line.result);
  const count = (test: (line: (typeof screened)[number]) => boolean) => screened.filter(test).length;
  const statuses = [
    ...new Set(screened.map((line) => line.result!.row.company?.company_status).filter(Boolean)),
  ] as string[];
  const codes = [...new Set(screened.flatMap((line) => line.result!.row.signals.map((signal) => signal.code)))].sort();
  const matchOptions: FilterOption[] = [
    {
      label: `All (${screened.length.toLocaleString('en-GB')})`,
      href: `${base}${withFilter(query, { how: undefined })}`,
      current: !query.how,
    },
    ...(Object.keys(HOW_LABELS) as MatchHow[]).map((how) => ({
      label: `${HOW_LABELS[how]} (${count((line) => line.result!.row.match.how === how).toLocaleString('en-GB')})`,
      href: `${base}${withFilter(query, { how })}`,
      current: query.how === how,
    })),
  ];
  const statusOptions: FilterOption[] = [
    { label: 'Any', href: `${base}${withFilter(query, { status: undefined })}`, current: !query.status },
    ...statuses.sort().map((value) => ({
      label: companyStatusLabel(value),
      href: `${base}${withFilter(query, { status: value })}`,
      current: query.status === value,
    })),
  ];
  const signalOptions: FilterOption[] = [
    { label: 'All lines', href: `${base}${withFilter(query, { signal: undefined })}`, current: !query.signal },
    {
      label: `Any signal (${count((line) => line.result!.row.signals.length > 0).toLocaleString('en-GB')})`,
      href: `${base}${withFilter(query, { signal: 'any' })}`,
      current: query.signal === 'any',
    },
    ...codes.map((code) => ({
      label: signalTitles[code as SignalCode] ?? code,
      href: `${base}${withFilter(query, { signal: code })}`,
      current: query.signal === code,
    })),
  ];
  const sortOptions: FilterOption[] = (Object.keys(SORT_LABELS) as SortKey[]).map((sort) => ({
    label: SORT_LABELS[sort],
    href: `${base}${runPageSearch({ ...query, sort }, 1)}`,
    current: query.sort === sort,
  }));
  const orderOptions: FilterOption[] = (['asc', 'desc'] as const).map((order) => ({
    label: order === 'asc' ? 'Ascending' : 'Descending',
    href: `${base}${runPageSearch({ ...query, order }, 1)}`,
    current: query.order === order,
  }));

  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href="/screen" className={linkClass}>
          ← All your runs
        </Link>
      </p>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{run.name}</h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <span>Screened {formatDate(run.created_at)}</span>
          <RunStatusText run={run} />
        </p>
        {!mine ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="read-only">
            This run was shared with you: you can read and download it, not change it.
          </p>
        ) : null}
      </header>

      {status.status !== 'done' ? <RunProgress initial={status} /> : null}

      {view.changes && view.previous ? (
        <section
          aria-labelledby="changes"
          className="rounded-lg border border-sky-200 bg-sky-50 p-4 dark:border-sky-900 dark:bg-sky-950/30"
        >
          <h2 id="changes" className="font-semibold">
            What changed since the earlier run
          </h2>
          <p data-testid="changes-summary">
            {describeChanges(view.changes, view.previous.created_at)}
            {status.status !== 'done' ? ' (so far)' : ''}.{' '}
            {view.changes.byLine.size > 0 ? (
              <Link href={`${base}${withFilter(query, { changed: true })}`} className={inlineLinkClass}>
                Show the lines that changed
              </Link>
            ) : null}{' '}
            <Link href={`/screen/${view.previous.run_id}`} className={inlineLinkClass}>
              The earlier run
            </Link>
          </p>
        </section>
      ) : null}

      <section aria-label="Share, download and run again" className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-medium">
          {query.how || query.status || query.signal || query.changed
            ? 'Download the lines these filters keep:'
            : 'Download the whole run:'}
        </span>
        {(['csv', 'xlsx', 'json'] as const).map((format) => (
          <a
            key={format}
            href={`/api/screen/${run.run_id}/results${exportSearch(query, format)}`}
            className={buttonClass}
            download
          >
            {format.toUpperCase()}
          </a>
        ))}
        {mine ? (
          <>
            <form method="post" action={`/api/screen/${run.run_id}/rerun`}>
              <button type="submit" className={buttonClass}>
                Run again
              </button>
            </form>
            <form method="post" action={`/api/screen/${run.run_id}/delete`}>
              <button type="submit" className={buttonClass}>
                Delete
              </button>
            </form>
          </>
        ) : null}
      </section>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Read-only link to share:{' '}
        <span className="font-mono break-all" data-testid="share-link">
          {absoluteUrl(base)}
        </span>
      </p>

      <section aria-label="Filters and order" className="space-y-2">
        {query.changed ? (
          <FilterLinks
            label="Lines"
            options={[
              { label: 'Changed since the earlier run', href: `${base}${runPageSearch(query, 1)}`, current: true },
              { label: 'All', href: `${base}${withFilter(query, { changed: undefined })}`, current: false },
            ]}
          />
        ) : null}
        <FilterLinks label="Match" options={matchOptions} />
        <details
          open={Boolean(query.status || query.signal || query.sort !== 'line' || query.order !== 'asc')}
          className="space-y-2"
        >
          <summary className="cursor-pointer text-sm text-slate-700 dark:text-slate-300">
            Status, signals and order
          </summary>
          <div className="mt-2 space-y-2">
            <FilterLinks label="Status" options={statusOptions} />
            <FilterLinks label="Signals" options={signalOptions} />
            <FilterLinks label="Sort by" options={sortOptions} />
            <FilterLinks label="Order" options={orderOptions} />
          </div>
        </details>
      </section>

      <section aria-labelledby="rows" className="space-y-3">
        <h2 id="rows" className="sr-only">
          Lines
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="rows-shown">
          {total === 0
            ? 'No lines'
            : total === 1
              ? '1 line'
              : `Showing ${(query.start_index + 1).toLocaleString('en-GB')}–${Math.min(total, query.start_index + RUN_PAGE_SIZE).toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} lines`}
          {status.status !== 'done' ? ' screened so far' : ''}
        </p>
        {rows.length === 0 ? (
          <EmptyState title={status.status === 'done' ? 'No lines match these filters' : 'No lines ready yet'}>
            {status.status === 'done' ? 'Choose other filters above.' : 'Rows appear here as they are screened.'}
          </EmptyState>
        ) : (
          <ResultsTable runId={run.run_id} lines={rows} canPick={mine} changes={view.changes?.byLine} />
        )}
        {pages > 1 ? (
          <nav aria-label="Pages" className="flex flex-wrap items-center gap-2 text-sm">
            {page > 1 ? (
              <Link href={`${base}${runPageSearch(query, page - 1)}`} className={buttonClass} rel="prev">
                Previous
              </Link>
            ) : null}
            {Array.from({ length: pages }, (_, i) => i + 1)
              .filter((p) => p === 1 || p === pages || Math.abs(p - page) <= 2)
              .map((p, i, shown) => (
                <span key={p} className="inline-flex items-center gap-2">
                  {i > 0 && p - shown[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
                  <Link
                    href={`${base}${runPageSearch(query, p)}`}
                    aria-current={p === page ? 'page' : undefined}
                    aria-label={`Page ${p}`}
                    className={`${buttonClass} ${p === page ? 'border-blue-700 bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-400 dark:text-slate-950' : ''}`}
                  >
                    {p}
                  </Link>
                </span>
              ))}
            {page < pages ? (
              <Link href={`${base}${runPageSearch(query, page + 1)}`} className={buttonClass} rel="next">
                Next
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
