// /activity – the register's activity: every change across the register as it happens,
// filterable by kind, with pause and resume; each change linked to its record and its company
// (by name when a profile change carries it or the registry answers in time, else by number).
import type { Metadata } from 'next';
import { companyNamesFor, namesFromChanges } from '@/components/changes/company-names';
import { LiveChanges } from '@/components/changes/live-changes';
import { FilterLinks } from '@/components/ui/filter-links';
import { changeMessage } from '@/lib/changes/message';
import { kindFromSearch, kindOptions, type SearchParamsRecord } from '@/lib/changes/pages';
import { changes } from '@/lib/changes/service';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Register activity',
  description: 'Every change to the register as it happens: filings, officers, charges, insolvency and more.',
};

export default async function ActivityPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const kind = kindFromSearch(await searchParams);
  const service = changes();
  const latest = await service.store.latest({ kinds: kind ? [kind] : [] }, 50);
  const companyNames = await companyNamesFor(
    latest.map((change) => change.companyNumber),
    { known: namesFromChanges(latest) },
  );
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Register activity</h1>
        <p className="text-slate-700 dark:text-slate-300">
          Every change to the register as the app hears of it, newest first. Follow a company to keep its changes in one
          place.
        </p>
        {service.ingest === 'poll' ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            This server has no key to the registry’s stream of changes: it shows only what it finds by checking the
            companies readers follow.
          </p>
        ) : null}
      </header>
      <FilterLinks label="Show" options={kindOptions('/activity', kind)} />
      <LiveChanges
        key={kind ?? 'all'}
        initial={latest.map(changeMessage)}
        companyNames={companyNames}
        streamUrl={`/api/events${kind ? `?kind=${kind}` : ''}`}
        pausable
        empty="No changes yet."
      />
    </div>
  );
}
