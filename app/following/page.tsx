// /following – the companies this browser follows (its watch list, no sign-up) and the
// changes across them, newest first, unread marked, live. Companies show their names when the
// registry answers in time (components/changes/company-names.ts), their numbers otherwise.
import type { Metadata } from 'next';
import Link from 'next/link';
import { companyNamesFor, namesFromChanges } from '@/components/changes/company-names';
import { UnfollowForm } from '@/components/changes/follow-form';
import { LiveChanges } from '@/components/changes/live-changes';
import { FilterLinks } from '@/components/ui/filter-links';
import { linkClass } from '@/components/ui/text-link';
import { changeMessage } from '@/lib/changes/message';
import { kindFromSearch, kindOptions, type SearchParamsRecord } from '@/lib/changes/pages';
import { changes } from '@/lib/changes/service';
import { currentWatchToken, watchListChanges, watchListOf } from '@/lib/changes/watch';
import { absoluteUrl } from '@/lib/share/site';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Companies you follow',
  description: 'The companies this browser follows and what changed at them.',
  robots: { index: false },
};

export default async function FollowingPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const params = await searchParams;
  const kind = kindFromSearch(params);
  const token = await currentWatchToken();
  const list = await watchListOf(token);
  const latest = await watchListChanges(list, kind ? [kind] : []);
  // The followed companies first (at most MAX_NAMES_READ are read), then those of the changes.
  const names = await companyNamesFor(
    [...list.companies.map((company) => company.companyNumber), ...latest.map((change) => change.companyNumber)],
    { known: namesFromChanges(latest) },
  );
  // Reading the page is what "seen" means: later changes are unread on the next visit.
  const newest = latest[0]?.seq;
  if (token && newest !== undefined && !kind) await changes().store.markSeen(token, newest);
  const ingest = changes().ingest;

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Companies you follow</h1>
        <p className="text-slate-700 dark:text-slate-300">
          No account needed: this browser’s watch list is kept under a private link. Anyone with the link sees and
          changes the list, so keep it to yourself.
        </p>
        {params.restore === 'invalid' ? (
          <p role="alert" className="text-rose-700 dark:text-rose-400">
            That private link is not a valid one; your watch list is unchanged.
          </p>
        ) : null}
        {ingest === 'poll' ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            This server has no key to the registry’s stream of changes, so it checks the companies you follow for new
            filings and profile changes every few minutes instead: changes show up later than they happen.
          </p>
        ) : null}
      </header>

      {token && list.companies.length > 0 ? (
        <section aria-labelledby="private-link" className="space-y-2">
          <h2 id="private-link" className="text-lg font-semibold">
            Your private link
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Open it in another browser to take this watch list there:
          </p>
          <p className="font-mono text-sm break-all" data-testid="private-link">
            {absoluteUrl(`/following/restore?token=${token}`)}
          </p>
          <p className="text-sm">
            <a href={`/following/feed.xml?token=${token}`} className={linkClass}>
              Atom feed of these changes
            </a>{' '}
            (for a feed reader; it holds the same private link)
          </p>
        </section>
      ) : null}

      <section aria-labelledby="followed" className="space-y-2">
        <h2 id="followed" className="text-lg font-semibold">
          Followed companies ({list.companies.length})
        </h2>
        {list.companies.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">
            You follow no company yet. Open a company and press <strong>Follow</strong>.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {list.companies.map((company) => (
              <li key={company.companyNumber} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link href={`/company/${company.companyNumber}`} className={linkClass}>
                  {names[company.companyNumber] ?? 'Company'}{' '}
                  <span className="font-mono text-sm">{company.companyNumber}</span>
                </Link>
                <UnfollowForm companyNumber={company.companyNumber} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="changes" className="space-y-3">
        <h2 id="changes" className="text-lg font-semibold">
          Changes at the companies you follow
        </h2>
        <FilterLinks label="Show" options={kindOptions('/following', kind)} />
        <LiveChanges
          key={kind ?? 'all'}
          initial={latest.map(changeMessage)}
          companyNames={names}
          streamUrl={`/api/events?watch=1${kind ? `&kind=${kind}` : ''}`}
          unreadAfter={list.seenSeq}
          empty="No changes yet at the companies you follow."
        />
      </section>
    </div>
  );
}
