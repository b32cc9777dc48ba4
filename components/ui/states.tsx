// Empty, error and skeleton states shared by every view.
import type { CSSProperties, ReactNode } from 'react';

/** None on the register: the section or list was read, and holds nothing. For "not read", use `NotRead`. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      data-state="empty"
      className="rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
    >
      <p className="font-medium">{title}</p>
      {children && <div className="mt-1 text-sm text-slate-600 dark:text-slate-300">{children}</div>}
    </div>
  );
}

/**
 * Not known here: the section or list was not read (an imported bulk file does not carry it, a
 * list past what a table reads, a call budget spent, a registry that did not answer), which is
 * not to say there is none. `reasons` say why, one sentence each (lib/pages/not-read.ts words
 * them); `children` add what is known instead (the counts a bulk file does carry).
 */
export function NotRead({
  title,
  reasons,
  children,
}: {
  title: string;
  reasons: readonly string[];
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      data-state="not-read"
      className="rounded-lg border border-dashed border-amber-400 bg-amber-50/60 p-6 dark:border-amber-700 dark:bg-amber-950/30"
    >
      <p className="font-medium">{title}</p>
      <Reasons reasons={reasons} className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300" />
      {children && <div className="mt-2 text-sm text-slate-700 dark:text-slate-300">{children}</div>}
    </div>
  );
}

/** Above rows that are not the whole answer: what was not read, and why. */
export function NotReadNotice({ title, reasons }: { title: string; reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <div
      role="status"
      data-state="incomplete"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
    >
      <p className="font-medium">{title}</p>
      <Reasons reasons={reasons} className="mt-1 list-disc space-y-1 pl-5" />
    </div>
  );
}

/** Why something was not read, one reason a line. */
function Reasons({ reasons, className }: { reasons: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

/** `heading`: h1 when the problem is the whole page (nothing else could be shown), else h2. */
export function ErrorState({
  title,
  children,
  action,
  heading: Heading = 'h2',
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  heading?: 'h1' | 'h2';
}) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-rose-300 bg-rose-50 p-6 dark:border-rose-800 dark:bg-rose-950/40"
    >
      <Heading className="font-semibold text-rose-900 dark:text-rose-200">{title}</Heading>
      {children && <div className="mt-1 text-sm text-rose-900/90 dark:text-rose-200/90">{children}</div>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

export function Skeleton({ className = 'h-4 w-full', style }: { className?: string; style?: CSSProperties }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded bg-slate-200 dark:bg-slate-800 ${className}`}
      style={style}
    />
  );
}
