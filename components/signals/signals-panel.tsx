// The Signals panel at the top of a company overview: each pattern found, highest severity
// first, with the records that prove it; then what was checked and found nothing, and what
// could not be checked and why (never folded into "nothing found").
import Link from 'next/link';
import { inlineLinkClass } from '@/components/ui/text-link';
import { formatDate } from '@/lib/labels/dates';
import { signalChecks, signalTitles, type Severity } from '@/lib/signals/rules';
import { companySignals } from '@/lib/signals/service';

const SEVERITY_STYLE: Record<Severity, string> = {
  high: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100',
  medium: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100',
  info: 'border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
};
const SEVERITY_WORD: Record<Severity, string> = { high: 'High', medium: 'Medium', info: 'Note' };

export async function SignalsPanel({ companyNumber }: { companyNumber: string }) {
  const result = await companySignals(companyNumber).catch(() => undefined);
  if (!result) {
    return (
      <section aria-labelledby="signals-heading" className="space-y-2">
        <h2 id="signals-heading" className="text-lg font-semibold">
          Signals
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Signals could not be read just now: the registry did not answer. Nothing is known either way.
        </p>
      </section>
    );
  }
  const found = new Set(result.signals.map((s) => s.code));
  const unchecked = new Set(result.not_checked.map((n) => n.code));
  const clean = (Object.keys(signalChecks) as (keyof typeof signalChecks)[]).filter(
    (code) => !found.has(code) && !unchecked.has(code),
  );
  return (
    <section aria-labelledby="signals-heading" className="space-y-3" data-testid="signals-panel">
      <h2 id="signals-heading" className="text-lg font-semibold">
        Signals{result.signals.length > 0 ? ` (${result.signals.length})` : ''}
      </h2>
      {result.signals.length > 0 && (
        <ul className="space-y-2">
          {result.signals.map((signal) => (
            <li
              key={signal.code}
              className={`rounded-md border p-3 ${SEVERITY_STYLE[signal.severity]}`}
              data-signal={signal.code}
            >
              <p className="font-medium">
                <span className="mr-2 rounded bg-white/70 px-1.5 py-0.5 text-xs font-semibold tracking-wide uppercase dark:bg-black/30">
                  {SEVERITY_WORD[signal.severity]}
                </span>
                {signal.title}
                {signal.since ? <span className="font-normal"> · since {formatDate(signal.since)}</span> : null}
              </p>
              <p className="mt-1 text-sm">{signal.detail}</p>
              {signal.evidence.length > 0 && (
                <p className="mt-1 text-sm">
                  Evidence:{' '}
                  {signal.evidence.slice(0, 8).map((e, i) => (
                    <span key={`${e.href}-${i}`}>
                      {i > 0 ? ' · ' : ''}
                      <Link className={inlineLinkClass} href={e.href}>
                        {e.label}
                      </Link>
                    </span>
                  ))}
                  {signal.evidence.length > 8 ? ` · and ${signal.evidence.length - 8} more` : ''}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <details className="text-sm text-slate-700 dark:text-slate-300">
        <summary className="cursor-pointer">
          {result.signals.length === 0 ? 'No signals found' : 'Checked without finding a signal'}: {clean.length}{' '}
          {clean.length === 1 ? 'check' : 'checks'}
          {result.not_checked.length > 0 ? `; ${result.not_checked.length} not checked` : ''}
        </summary>
        <p className="mt-1">No signals found in: {clean.map((code) => signalChecks[code]).join('; ')}.</p>
        {result.not_checked.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {result.not_checked.map((n) => (
              <li key={n.code}>
                Not checked: {signalTitles[n.code]} ({n.reason}).
              </li>
            ))}
          </ul>
        )}
      </details>
    </section>
  );
}
