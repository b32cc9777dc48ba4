// /following/restore?token=… – the private link (its format is shared with readers: keep it).
// Opening it changes nothing: a link followed from another site, or a preview, must not replace
// the reader's watch list (and lose their own token). The page says what the link's list is and
// what would be replaced, and only its form, a same-site POST to /following/restore/confirm,
// restores. A malformed token goes back to /following, which says so.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { linkClass } from '@/components/ui/text-link';
import { parseWatchToken } from '@/lib/changes/tokens';
import { currentWatchToken, watchListOf } from '@/lib/changes/watch';
import { absoluteUrl } from '@/lib/share/site';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Restore a watch list',
  robots: { index: false },
  // The address holds the token: no other site is told it.
  referrer: 'no-referrer',
};

/** The companies shown by number; a longer list says how many more. */
const SHOWN = 50;

function Companies({ numbers }: { numbers: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 font-mono text-sm">
      {numbers.slice(0, SHOWN).map((number) => (
        <li key={number}>{number}</li>
      ))}
      {numbers.length > SHOWN ? <li className="font-sans">and {numbers.length - SHOWN} more</li> : null}
    </ul>
  );
}

const plural = (count: number) => `${count} ${count === 1 ? 'company' : 'companies'}`;

export default async function RestorePage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const params = await searchParams;
  const token = parseWatchToken(typeof params.token === 'string' ? params.token : undefined);
  if (!token) redirect('/following?restore=invalid');
  const current = await currentWatchToken();
  const [restored, kept] = await Promise.all([watchListOf(token), watchListOf(current)]);
  const restoredNumbers = restored.companies.map((company) => company.companyNumber);
  const currentNumbers = kept.companies.map((company) => company.companyNumber);

  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Restore a watch list</h1>
      {current === token ? (
        <p>
          This private link is already this browser’s watch list.{' '}
          <a href="/following" className={linkClass}>
            See the companies you follow
          </a>
          .
        </p>
      ) : (
        <>
          <section aria-labelledby="restored" className="space-y-2">
            <h2 id="restored" className="text-lg font-semibold">
              The list this link holds
            </h2>
            {restoredNumbers.length > 0 ? (
              <>
                <p>It follows {plural(restoredNumbers.length)}:</p>
                <Companies numbers={restoredNumbers} />
              </>
            ) : (
              <p>It follows no company yet.</p>
            )}
          </section>
          <section aria-labelledby="replaced" className="space-y-2">
            <h2 id="replaced" className="text-lg font-semibold">
              What it replaces
            </h2>
            {current && currentNumbers.length > 0 ? (
              <>
                <p data-testid="replaced-list">
                  This browser follows {plural(currentNumbers.length)} now. Restoring replaces that list with the one
                  above in this browser; to keep it, save its own private link first:
                </p>
                <p className="font-mono text-sm break-all">{absoluteUrl(`/following/restore?token=${current}`)}</p>
                <Companies numbers={currentNumbers} />
              </>
            ) : (
              <p>This browser follows no company now: nothing is lost.</p>
            )}
          </section>
          <form method="post" action="/following/restore/confirm" className="flex flex-wrap items-center gap-4">
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-300"
            >
              Restore this watch list
            </button>
            <a href="/following" className={linkClass}>
              Keep the current one
            </a>
          </form>
        </>
      )}
    </div>
  );
}
