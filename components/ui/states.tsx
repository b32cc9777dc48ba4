// Empty, error and skeleton states shared by every view.
import type { CSSProperties, ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="font-medium">{title}</p>
      {children && <div className="mt-1 text-sm text-slate-600 dark:text-slate-300">{children}</div>}
    </div>
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
