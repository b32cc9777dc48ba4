// Said above data the gateway served from its stale copy because the registry failed
// (or our share of requests ran out): the reader sees how old the copy is.
import { formatCopyTime } from '@/lib/labels/dates';
import { staleCopyTime, type StaleRead } from '@/lib/pages/stale';

/** The notice for the oldest stale read among `reads`; nothing when every read is fresh. */
export function StaleNotice({ reads, now }: { reads: readonly (StaleRead | undefined)[]; now?: number }) {
  const copiedAt = staleCopyTime(reads, now);
  if (copiedAt === undefined) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
    >
      Shown from a copy of {formatCopyTime(copiedAt)}; the registry is not answering.
    </p>
  );
}
