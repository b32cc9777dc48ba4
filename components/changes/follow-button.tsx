'use client';
// Follow a company, with no sign-up: a form that posts to /following/follow, so it works
// without JavaScript and when clicked before the page's scripts load. The server sends the
// reader back to this page with #following, which (by CSS alone, as the page is cached for
// everyone) shows the followed state: "Following ✓ (unfollow)", whose form unfollows. With
// JavaScript the button asks whether the company is followed and toggles in place.
import { usePathname } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { FOLLOW_FALLBACK, FOLLOWED_FRAGMENT } from '@/lib/changes/follow-return';

const buttonClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';

export function FollowButton({ companyNumber }: { companyNumber: string }) {
  const [following, setFollowing] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // The page to come back to after a post without JavaScript (the server checks it is on this site).
  const here = usePathname() ?? FOLLOW_FALLBACK;

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
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
  };

  const form = (followed: boolean, className = 'flex') => (
    <form
      method="post"
      action="/following/follow"
      className={`${className} flex-wrap items-center gap-2`}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="company" value={companyNumber} />
      <input type="hidden" name="action" value={followed ? 'unfollow' : 'follow'} />
      <input type="hidden" name="return" value={here} />
      <button
        type="submit"
        className={buttonClass}
        disabled={busy}
        aria-pressed={following === undefined ? undefined : followed}
      >
        {followed ? 'Following ✓ (unfollow)' : 'Follow'}
      </button>
      {followed ? (
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

  return (
    <div id={FOLLOWED_FRAGMENT} className="group">
      {following === undefined ? (
        // State unknown (no JavaScript, or not yet asked): followed when the server sent the reader back with #following.
        <>
          {form(false, 'flex group-target:hidden')}
          {form(true, 'hidden group-target:flex')}
        </>
      ) : (
        form(following)
      )}
    </div>
  );
}
