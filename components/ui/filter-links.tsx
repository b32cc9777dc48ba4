// A set of mutually exclusive filter options as links (they work without JavaScript);
// with JavaScript, onNavigate turns them into client-side changes.
import Link from 'next/link';

export interface FilterOption {
  label: string;
  href: string;
  current: boolean;
  /** Offered but not open to choose (its label says why): shown, not a link. */
  disabled?: boolean;
}

export function FilterLinks({
  label,
  options,
  onNavigate,
}: {
  label: string;
  options: readonly FilterOption[];
  onNavigate?: (href: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label={label}>
      <span className="text-slate-600 dark:text-slate-400">{label}:</span>
      {options.map((option) =>
        option.disabled && !option.current ? (
          <span
            key={option.label}
            className="cursor-not-allowed rounded-full border border-dashed border-slate-300 px-3 py-1 text-slate-500 dark:border-slate-700 dark:text-slate-400"
          >
            {option.label}
          </span>
        ) : (
          <Link
            key={option.label}
            href={option.href}
            aria-current={option.current ? 'true' : undefined}
            onNavigate={
              onNavigate
                ? (event) => {
                    event.preventDefault();
                    onNavigate(option.href);
                  }
                : undefined
            }
            className={`rounded-full border px-3 py-1 ${
              option.current
                ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950'
                : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
            }`}
          >
            {option.label}
          </Link>
        ),
      )}
    </div>
  );
}
