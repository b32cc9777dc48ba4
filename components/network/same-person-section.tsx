// "Possibly the same person" on an officer's page: other officer ids the registry may have given
// the same person, each with its score and the evidence, linked; never merged. Every name in the
// register's form ("HOLLOWAY, Margaret Anne"), whichever read it came from. Server-rendered.
import Link from 'next/link';
import { RegistryLink } from '@/components/registry/registry-link';
import { linkClass } from '@/components/ui/text-link';
import { monthText, type SamePersonView } from '@/lib/identity/same-person';
import { registerNameForm } from '@/lib/registry/people/names';

const HEADING = 'same-person-heading';

const likelihood = (score: number) => (score >= 0.7 ? 'likely' : score >= 0.4 ? 'possible' : 'unlikely');

export function SamePersonSection({ view }: { view: SamePersonView }) {
  return (
    <section aria-labelledby={HEADING} className="space-y-3" data-testid="same-person">
      <div className="space-y-1">
        <h2 id={HEADING} className="text-lg font-semibold">
          Possibly the same person
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The registry gives one person a new officer id when an appointment is filed with another address or a
          different spelling, and links the ids by nothing. These ids may be this officer; they are never merged.
        </p>
      </div>
      {view.state === 'ask' ? (
        <p className="text-sm">
          <Link className={linkClass} href={view.href}>
            Look for other ids of this person
          </Link>{' '}
          <span className="text-slate-600 dark:text-slate-400">(up to {view.maxRequests} registry requests)</span>
        </p>
      ) : view.state === 'failed' ? (
        <p className="text-sm">The registry did not answer the search; try again later.</p>
      ) : view.result.candidates.length === 0 ? (
        <p className="text-sm">No other officer id with this name.</p>
      ) : (
        <ol className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {view.result.candidates.map((candidate) => (
            <li key={candidate.officer_id} className="space-y-1 py-3">
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <RegistryLink
                  className={`font-medium ${linkClass}`}
                  link={`/officers/${candidate.officer_id}/appointments`}
                  otherwise={<span className="font-medium">{registerNameForm(candidate.name)}</span>}
                >
                  {registerNameForm(candidate.name)}
                </RegistryLink>
                <span className="text-sm">
                  score {candidate.score.toFixed(2)} ({likelihood(candidate.score)})
                </span>
                {candidate.date_of_birth && (
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    born {monthText(candidate.date_of_birth)}
                  </span>
                )}
                {candidate.appointment_count !== undefined && (
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {candidate.appointment_count} appointment{candidate.appointment_count === 1 ? '' : 's'}
                  </span>
                )}
              </p>
              <ul className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
                {candidate.evidence.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {view.state === 'shown' && view.result.not_compared.length > 0 && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Not compared: {view.result.not_compared.join('; ')}.
        </p>
      )}
    </section>
  );
}
