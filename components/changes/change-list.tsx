// A list of changes, newest first: when, what (the project's own words, linked to the
// record), which company (its name when the page knows it, and its number), and an "unread"
// mark. Rendered on the server and, live, by LiveChanges.
import Link from 'next/link';
import type { ChangeMessage } from '@/lib/changes/message';
import { linkClass } from '@/components/ui/text-link';

const time = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export function ChangeItem({
  change,
  unread,
  showCompany,
  companyName,
}: {
  change: ChangeMessage;
  unread: boolean;
  showCompany: boolean;
  /** The company's name, when known: the number alone otherwise. */
  companyName?: string | undefined;
}) {
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:items-baseline sm:gap-4" data-seq={change.seq}>
      <time dateTime={change.published_at} className="shrink-0 text-sm text-slate-600 tabular-nums dark:text-slate-400">
        {time.format(new Date(change.published_at))} UTC
      </time>
      <span className="min-w-0 break-words">
        {unread ? (
          <span className="mr-2 rounded bg-blue-700 px-1.5 py-0.5 text-xs font-semibold text-white dark:bg-blue-400 dark:text-slate-950">
            New
          </span>
        ) : null}
        <Link href={change.href} className={linkClass}>
          {change.text}
        </Link>
        {showCompany && change.company_number ? (
          <>
            {' · '}
            {companyName ? (
              <Link href={`/company/${change.company_number}`} className={linkClass}>
                {companyName} <span className="font-mono text-sm">{change.company_number}</span>
              </Link>
            ) : (
              <Link href={`/company/${change.company_number}`} className={`font-mono text-sm ${linkClass}`}>
                {change.company_number}
              </Link>
            )}
          </>
        ) : null}
      </span>
    </li>
  );
}

export function ChangeList({
  changes,
  unreadAfter,
  showCompany = true,
  companyNames,
  empty,
  live = false,
}: {
  changes: readonly ChangeMessage[];
  /** Changes with a higher seq are marked unread. */
  unreadAfter?: number;
  showCompany?: boolean;
  /** Company number → name, for the companies whose name the page knows. */
  companyNames?: Readonly<Record<string, string>>;
  empty: string;
  /** Changes arrive while it is shown (LiveChanges): screen readers announce the new ones. */
  live?: boolean;
}) {
  if (changes.length === 0) return <p className="text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <ul
      className="divide-y divide-slate-200 dark:divide-slate-800"
      {...(live ? { 'aria-live': 'polite', 'aria-relevant': 'additions' } : {})}
    >
      {changes.map((change) => (
        <ChangeItem
          key={change.seq}
          change={change}
          unread={unreadAfter !== undefined && change.seq > unreadAfter}
          showCompany={showCompany}
          companyName={companyNames?.[change.company_number]}
        />
      ))}
    </ul>
  );
}
