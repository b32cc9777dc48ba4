'use client';
// Under a paged list: a quiet "Loading…" while a page turn is in flight, and an error
// with a retry when it failed (the previous rows stay on screen).
import { ProxyError } from '@/lib/query/proxy-fetch';

export function ListStatus({
  list,
}: {
  list: { isFetching: boolean; isPlaceholder: boolean; error: Error | null; refetch: () => unknown };
}) {
  if (list.error) {
    const error = list.error;
    const wait =
      error instanceof ProxyError && error.status === 429 && error.retryAfterSeconds
        ? ` Try again in ${error.retryAfterSeconds} seconds.`
        : '';
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-rose-300 bg-rose-50 px-3 py-2 text-sm dark:border-rose-800 dark:bg-rose-950/40"
      >
        <span>
          This page could not be loaded: {error.message}.{wait}
        </span>
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="rounded bg-rose-800 px-2 py-1 font-medium text-white hover:bg-rose-900"
        >
          Retry
        </button>
      </div>
    );
  }
  return (
    <p aria-live="polite" className="h-5 text-sm text-slate-600 dark:text-slate-400">
      {list.isFetching && list.isPlaceholder ? 'Loading…' : ''}
    </p>
  );
}
