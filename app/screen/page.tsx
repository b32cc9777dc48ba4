// /screen – a list of companies screened at once: paste lines or upload a CSV or XLSX file (a
// column picker when it has several columns), up to 10,000 lines; the runs this browser made,
// newest first, each with how far it is. A run is worked off the request path (lib/screening),
// so leaving and coming back finds it where it is.
import type { Metadata } from 'next';
import Link from 'next/link';
import { ScreenForm } from '@/components/screening/screen-form';
import { RunStatusText } from '@/components/screening/run-status-text';
import { EmptyState } from '@/components/ui/states';
import { linkClass } from '@/components/ui/text-link';
import { currentWatchToken } from '@/lib/changes/watch';
import { formatDate } from '@/lib/labels/dates';
import type { SearchParamsRecord } from '@/lib/query/page-state';
import { MAX_LINES } from '@/lib/screening/input';
import { screening } from '@/lib/screening/service';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Screen a list of companies',
  description:
    'Paste or upload a list of up to 10,000 companies: each matched to the register, with its status, filings due and signals.',
  robots: { index: false },
};

export default async function ScreenPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const params = await searchParams;
  const error = typeof params.error === 'string' ? params.error.slice(0, 300) : undefined;
  const owner = await currentWatchToken();
  const runs = owner ? await screening().store.listRuns(owner, 50) : [];
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Screen a list of companies</h1>
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">
          Which of these exist, are alive, and need a closer look? Each line is matched to the register by its number,
          or by its name (typos, old names and legal forms allowed; a postcode breaks ties), then shown with the
          company’s status, what it has due and its signals. No account needed: this browser keeps its runs.
        </p>
      </header>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-rose-300 bg-rose-50 p-3 text-rose-800 dark:border-rose-800 dark:bg-rose-950/40 dark:text-rose-200"
        >
          The list could not be screened: {error}
        </p>
      ) : null}
      <ScreenForm maxLines={MAX_LINES} />
      <section aria-labelledby="runs" className="space-y-3">
        <h2 id="runs" className="text-lg font-semibold">
          Your runs
        </h2>
        {runs.length === 0 ? (
          <EmptyState title="No runs yet">Lists you screen in this browser are kept here.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {runs.map((run) => (
              <li key={run.run_id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span>
                  <Link href={`/screen/${run.run_id}`} className={`font-medium ${linkClass}`}>
                    {run.name}
                  </Link>{' '}
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {formatDate(run.created_at)}
                    {run.previous_run_id ? ' (run again)' : ''}
                  </span>
                </span>
                <RunStatusText run={run} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
