// "Possibly disqualified: see …": an officer who matches a disqualified officer by name and
// month of birth (lib/network/disqualified.ts), with the disqualification's dates and the
// evidence (a native disclosure, so it opens without JavaScript). Or "not checked", and why.
import { RegistryLink } from '@/components/registry/registry-link';
import { inlineLinkClass } from '@/components/ui/text-link';
import { formatDate } from '@/lib/labels/dates';
import type { DisqualifiedCheck } from '@/lib/identity/disqualified';

export function DisqualifiedFlag({
  check,
  compact = false,
}: {
  check: DisqualifiedCheck | undefined;
  compact?: boolean;
}) {
  if (!check || check.status === 'no-match') return null;
  if (check.status === 'not-checked')
    return (
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {compact ? 'Not checked for disqualification' : `Disqualification not checked: ${check.reason}.`}
      </p>
    );
  return (
    <div
      className="rounded-md border border-rose-300 bg-rose-50 px-2 py-1 text-xs text-rose-950 dark:border-rose-800 dark:bg-rose-950/40 dark:text-rose-100"
      data-testid="possibly-disqualified"
    >
      {check.matches.map((match) => (
        <div key={match.officer_id} className="space-y-0.5">
          <p>
            <strong className="font-semibold">Possibly disqualified:</strong> see{' '}
            <RegistryLink className={inlineLinkClass} link={match.link} otherwise={match.name}>
              {match.name}
            </RegistryLink>
            {match.disqualifications.map((period) => (
              <span key={`${period.disqualified_from}-${period.disqualified_until}`}>
                {' '}
                (disqualified {formatDate(period.disqualified_from)} to {formatDate(period.disqualified_until)})
              </span>
            ))}
          </p>
          <details>
            <summary className="cursor-pointer">Why we think so (the register does not link these records)</summary>
            <ul className="list-disc pl-4">
              {match.evidence.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        </div>
      ))}
    </div>
  );
}
