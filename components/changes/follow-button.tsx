'use client';
// Follow a company, with no sign-up: a form that posts to /following/follow (so it works
// without JavaScript: the server answers with the watch list). With JavaScript it asks
// whether the company is followed already and toggles in place.
import { useEffect, useState } from 'react';

const buttonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';

export function FollowButton({ companyNumber }: { companyNumber: string }) {
  const [following, setFollowing] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    fetch(`/api/following?company=${encodeURIComponent(companyNumber)}`, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ following: boolean }>) : undefined))
      .then((body) => live && body && setFollowing(body.following))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [companyNumber]);

  const action = following ? 'unfollow' : 'follow';
  return (
    <form
      method="post"
      action="/following/follow"
      className="flex flex-wrap items-center gap-2"
      onSubmit={async (event) => {
        if (following === undefined) return; // state unknown: let the form post
        event.preventDefault();
        setBusy(true);
        setProblem(undefined);
        try {
          const response = await fetch('/following/follow', {
            method: 'POST',
            headers: { accept: 'application/json' },
            body: new FormData(event.currentTarget),
          });
          const body = (await response.json()) as {
            following?: boolean;
            errors?: { error_values?: { message?: string } }[];
          };
          if (response.ok) setFollowing(body.following ?? !following);
          else setProblem(body.errors?.[0]?.error_values?.message ?? 'Could not change your watch list.');
        } catch {
          setProblem('Could not change your watch list.');
        } finally {
          setBusy(false);
        }
      }}
    >
      <input type="hidden" name="company" value={companyNumber} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="return" value="/following" />
      <button type="submit" className={buttonClass} disabled={busy} aria-pressed={following ?? undefined}>
        {following ? 'Following ✓ (unfollow)' : 'Follow'}
      </button>
      {following ? (
        <a href="/following" className="text-sm text-blue-700 underline dark:text-blue-400">
          Your watch list
        </a>
      ) : null}
      {problem ? (
        <span role="alert" className="text-sm text-rose-700 dark:text-rose-400">
          {problem}
        </span>
      ) : null}
    </form>
  );
}
